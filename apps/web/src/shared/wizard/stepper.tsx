import { canOpenStep, progress, STEP_ERROR_KEY, type StepStatus } from '@pow/domain';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { DEFER_REVEAL, focusFirstInvalid, SubmitAttempt } from '../fields/field.tsx';
import { useMessageText } from '../fields/field-message.ts';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { UploadContext, type UploadContextValue } from './attachments/upload-context.ts';
import type { WizardForm } from './use-wizard-form.ts';
import './wizard.css';
import '../ui/content.css';

export interface StepperProps<V> {
  readonly form: WizardForm<V>;
  /** The title of each step, in order. */
  readonly titles: readonly string[];
  /** The fields of the current step. */
  readonly children: ReactNode;
  /** Shown under the buttons of step `afterStep`, by default the last (e.g. the 403 contact button). */
  readonly after?: ReactNode;
  readonly afterStep?: number;
  /** For the attachments step among the children (useDeclarationSend's). */
  readonly uploads?: UploadContextValue;
  readonly sending: boolean;
  /** The busy text while sending (uploading first, then sending). */
  readonly sendingText?: string | undefined;
  readonly onSend: () => void;
  readonly testId?: string;
}

type Shown = 'done' | 'error' | 'current' | 'todo';

function shownState(status: StepStatus | undefined, current: boolean): Shown {
  if (status?.error) return 'error';
  if (current) return 'current';
  return status?.done ? 'done' : 'todo';
}

/**
 * The vertical stepper of every declaration (spec §2, §4): each step a heading whose button opens it
 * when it may be opened, its state written out for screen readers (not only a colour or a tick), the
 * current step's fields under its heading, and Back, Next or Send. Focus follows the person: to the
 * step's heading after a move, to the first invalid field after a refused one (spec §5).
 */
export function Stepper<V>({
  form,
  titles,
  children,
  after,
  afterStep,
  uploads,
  sending,
  sendingText,
  onSend,
  testId,
}: StepperProps<V>) {
  const { t, ready } = usePageTexts('wizard');
  const message = useMessageText();
  const { wizard, steps, focus } = form;
  const total = steps.length;
  const base = useId();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per move (its serial), after the render that shows it
  useEffect(() => {
    if (!focus) return;
    const target = panel.current;
    if (focus.kind === 'invalid' && target && focusFirstInvalid(target)) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [focus?.serial]);

  if (!ready) return null;
  const done = Math.round(progress(wizard) * total);
  const current = wizard.current;
  const isLast = current === total;
  const status = wizard.steps[current - 1];
  // The generic "this part is incomplete" goes as soon as the step is right; a named error (the server's)
  // stays until the next attempt.
  const stepError =
    status?.error === true || status?.error === STEP_ERROR_KEY
      ? !form.stepPasses(current) && status.error
      : status?.error;

  return (
    <div className="wizard" data-testid={testId}>
      <p className="wizard__progress" id={`${base}-progress`}>
        <span>{t('progress', { count: done, total })}</span>
        <progress max={total} value={done} aria-labelledby={`${base}-progress`} />
      </p>
      <ol className="stepper" aria-label={t('steps')}>
        {titles.map((title, index) => {
          const step = index + 1;
          const isCurrent = step === current;
          const shown = shownState(wizard.steps[index], isCurrent);
          const label = (
            <>
              <span className="stepper__number" aria-hidden="true">
                {shown === 'done' ? '✓' : shown === 'error' ? '!' : step}
              </span>
              <span className="stepper__title">
                <span className="visually-hidden">{t('step_of_heading', { step, total })} </span>
                {title}
                <span className="visually-hidden">
                  {' '}
                  ({t(`state.${shown}`)}
                  {isCurrent && shown !== 'current' ? `, ${t('state.current')}` : ''})
                </span>
              </span>
            </>
          );
          return (
            <li
              key={steps[index]?.id ?? step}
              className={`stepper__step stepper__step--${shown}${isCurrent ? ' stepper__step--open' : ''}`}
              data-testid={`step-${steps[index]?.id}`}
              data-state={shown}
            >
              <h2 className="stepper__heading" ref={isCurrent ? heading : undefined} tabIndex={-1}>
                {!isCurrent && canOpenStep(wizard, steps, step) ? (
                  <button
                    type="button"
                    className="stepper__button"
                    onClick={() => form.goTo(step)}
                    disabled={sending}
                    // Leaving the step checks it: no field message may move this heading on the way.
                    {...{ [DEFER_REVEAL]: true }}
                  >
                    {label}
                  </button>
                ) : (
                  <span className="stepper__button" aria-current={isCurrent ? 'step' : undefined}>
                    {label}
                  </span>
                )}
              </h2>
              {isCurrent && (
                <div className="stepper__panel" ref={panel} data-testid="step-panel">
                  {stepError && (
                    <p className="callout callout--error" role="alert" data-testid="step-error">
                      {message({ key: typeof stepError === 'string' ? stepError : STEP_ERROR_KEY })}
                    </p>
                  )}
                  <UploadContext.Provider value={uploads}>
                    <SubmitAttempt attempted={form.revealed(step)} attempt={form.attempt}>
                      {children}
                    </SubmitAttempt>
                  </UploadContext.Provider>
                  <div className="button-row stepper__actions" {...{ [DEFER_REVEAL]: true }}>
                    {step > 1 && (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => form.back()}
                        disabled={sending}
                        data-testid="wizard-back"
                      >
                        {t('back')}
                      </button>
                    )}
                    {form.returnTo !== undefined && form.returnTo !== step && (
                      <button
                        type="button"
                        className="button"
                        onClick={() => form.goTo(form.returnTo ?? total)}
                        data-testid="wizard-back-to-review"
                      >
                        {t('back_to_review')}
                      </button>
                    )}
                    {isLast ? (
                      <button
                        type="button"
                        className="button"
                        onClick={sending ? undefined : onSend}
                        aria-disabled={sending || undefined}
                        data-testid="wizard-send"
                      >
                        {sending ? (sendingText ?? t('sending')) : t('send')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button"
                        onClick={() => form.next()}
                        data-testid="wizard-next"
                      >
                        {t('next')}
                      </button>
                    )}
                  </div>
                  {isLast && (
                    <p className="visually-hidden" role="status">
                      {sending ? (sendingText ?? t('sending')) : ''}
                    </p>
                  )}
                  {step === (afterStep ?? total) && after}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
