import { FEEDBACK_TEXT_MAX } from '@pow/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError, focusFirstInvalid, SubmitAttempt, useReveal } from '../fields/field.tsx';
import { CheckboxField } from '../form-parts/checkbox-field.tsx';
import { Honeypot } from '../form-parts/honeypot.tsx';
import { TextAreaField } from '../form-parts/text-area-field.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { PendingPart } from '../ui/loading-page.tsx';
import { EMPTY_FEEDBACK, type FeedbackValues, feedbackErrors, toFeedbackRequest } from './feedback-values.ts';
import { submitFeedback } from './submit-feedback.ts';
import '../form-parts/form-parts.css';
import './feedback.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** The stars as a native radio group: arrow keys move, the legend names the question. */
function StarRating({
  value,
  onChange,
  error,
  legend,
  hint,
  label,
}: {
  value: number | undefined;
  onChange: (value: number) => void;
  error: { key: string } | undefined;
  legend: string;
  hint: string;
  label: (count: number) => string;
}) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const { revealed, onBlur } = useReveal();
  const shown = revealed ? error : undefined;
  return (
    <fieldset
      className={shown ? 'fieldset field--error stars' : 'fieldset stars'}
      onBlur={onBlur}
      aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
      data-testid="feedback-rating"
    >
      <legend className="fieldset__legend">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <div className="stars__row">
        {STARS.map((count) => (
          <label key={count} className="star">
            <input
              type="radio"
              className="star__input"
              name={`${id}-rating`}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              aria-invalid={shown ? true : undefined}
              data-testid={`feedback-star-${count}`}
            />
            <span
              className={value !== undefined && count <= value ? 'star__icon star__icon--on' : 'star__icon'}
              aria-hidden="true"
            >
              {value !== undefined && count <= value ? '★' : '☆'}
            </span>
            <span className="visually-hidden">{label(count)}</span>
          </label>
        ))}
        <span className="stars__value" aria-hidden="true">
          {value !== undefined ? label(value) : ''}
        </span>
      </div>
      <FieldError id={`${id}-error`} error={shown} />
    </fieldset>
  );
}

/**
 * The feedback section of spec §2: stars, an optional text and the acknowledgement that this is no
 * complaint and holds no personal data. Sent with the page it is about; a thank-you replaces it.
 */
export function FeedbackSection({ page }: { page: string }) {
  const { t, ready } = usePageTexts('feedback');
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [focusRequest, setFocusRequest] = useState(0);
  const errors = feedbackErrors(values);

  useEffect(() => {
    if (focusRequest > 0 && form.current) focusFirstInvalid(form.current);
  }, [focusRequest]);
  useEffect(() => {
    // The button that had focus is gone: the thank-you takes it, and is read out.
    if (phase === 'sent') thanks.current?.focus();
  }, [phase]);

  // Drawn after the page: the footer under it waits for it rather than being pushed down.
  if (!ready) return <PendingPart />;

  const set =
    <K extends keyof FeedbackValues>(key: K) =>
    (value: FeedbackValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'sending') return;
    setAttempted(true);
    if (Object.keys(errors).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setPhase('sending');
    try {
      await submitFeedback(toFeedbackRequest(page, values));
      setPhase('sent');
    } catch {
      setPhase('failed');
    }
  };

  const count = (remaining: number) =>
    remaining >= 0 ? t('count', { count: remaining }) : t('over', { count: -remaining });

  return (
    <section className="feedback" aria-labelledby={titleId} data-testid="feedback">
      {phase === 'sent' ? (
        <div role="status" data-testid="feedback-thanks">
          <h2 id={titleId} ref={thanks} tabIndex={-1}>
            {t('thanks_title')}
          </h2>
          <p>{t('thanks')}</p>
        </div>
      ) : (
        <>
          <h2 id={titleId}>{t('title')}</h2>
          <p>{t('intro')}</p>
          <form ref={form} noValidate onSubmit={onSubmit} data-testid="feedback-form">
            <SubmitAttempt attempted={attempted}>
              <StarRating
                value={values.rating}
                onChange={set('rating')}
                error={errors.rating}
                legend={t('rating')}
                hint={t('rating_hint')}
                label={(stars) => t('stars', { count: stars })}
              />
              <TextAreaField
                label={
                  <>
                    {t('text')} <span className="field__required">{t('text_optional')}</span>
                  </>
                }
                hint={t('text_hint')}
                value={values.text}
                onValueChange={set('text')}
                error={errors.text}
                max={FEEDBACK_TEXT_MAX}
                countText={count}
                rows={4}
                testId="feedback-text"
              />
              <CheckboxField
                label={t('acknowledge')}
                required
                checked={values.acknowledged}
                onCheckedChange={set('acknowledged')}
                error={errors.acknowledged}
                testId="feedback-acknowledge"
              />
            </SubmitAttempt>
            <p className="field__hint">{t('not_for')}</p>
            <Honeypot value={values.dog_color} onValueChange={set('dog_color')} label={t('honeypot')} />
            <div className="form-actions">
              <button
                type="submit"
                className="button button--secondary"
                aria-disabled={phase === 'sending' || undefined}
                data-testid="feedback-send"
              >
                {phase === 'sending' && <span className="spinner button__spinner" aria-hidden="true" />}
                {phase === 'sending' ? t('sending') : t('send')}
              </button>
            </div>
            <p className="form-status form-status--error" role="alert">
              {phase === 'failed' ? t('failed') : ''}
            </p>
          </form>
        </>
      )}
    </section>
  );
}
