import type { DeclarationStatus } from '@pow/contracts';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { type StepState, type TrackerStep, type TrackerView, trackerView } from './tracker-steps.ts';

/** The mark before a step: a shape per state, so the state never rests on colour alone. */
const MARKS: Readonly<Record<Exclude<StepState, 'current'>, string>> = {
  done: '✓',
  upcoming: '',
  warning: '!',
  error: '✕',
};

function withStop(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

function stepText(t: TFunction<'success'>, step: TrackerStep, unit: string | undefined): string {
  return t(`tracker.${step.text}`, { unit: unit ?? '' });
}

/** What the polite live region says when the phase changes; nothing for the phase shown on arrival. */
function announcement(t: TFunction<'success'>, view: TrackerView): string {
  const [, summary, zone] = view.steps;
  switch (view.phase) {
    case 'sending':
      return '';
    case 'summary':
      return withStop(stepText(t, summary, view.unit));
    case 'zone':
      return [
        withStop(stepText(t, summary, view.unit)),
        view.unit ? t('tracker.announce_zone', { unit: view.unit }) : withStop(stepText(t, zone, view.unit)),
      ].join(' ');
    case 'failed':
      return [withStop(stepText(t, summary, view.unit)), withStop(stepText(t, zone, view.unit))].join(' ');
    case 'later':
      return t('tracker.later');
  }
}

export interface StatusTrackerProps {
  /** The namespace 'success', loaded by the page. */
  readonly t: TFunction<'success'>;
  readonly answer: DeclarationStatus | undefined;
  readonly gaveUp: boolean;
}

/**
 * The status tracker of the sent page (spec §2, §4): an ordered list of three steps, each with its
 * state in words (visually hidden) and a mark, the current one with a spinner and aria-current; a
 * polite live region tells screen-reader users each change, once, in the language on screen.
 */
export function StatusTracker({ t, answer, gaveUp }: StatusTrackerProps) {
  const titleId = useId();
  const view = trackerView(answer, gaveUp);
  // The phase on arrival is what the page shows and the heading announces: only later phases are told.
  const [arrivalPhase] = useState(view.phase);
  const told = view.phase === arrivalPhase ? '' : announcement(t, view);
  const polling = view.phase === 'sending' || view.phase === 'summary';

  return (
    <section
      className="card tracker"
      aria-labelledby={titleId}
      data-testid="status-tracker"
      data-phase={view.phase}
    >
      <h2 id={titleId}>{t('tracker.title')}</h2>
      {polling && <p className="tracker__hint">{t('tracker.hint')}</p>}
      <ol className="tracker__steps">
        {view.steps.map((step) => (
          <li
            key={step.id}
            className={`tracker__step tracker__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-testid={`tracker-step-${step.id}`}
            data-state={step.state}
          >
            {step.state === 'current' ? (
              <span className="tracker__mark spinner" aria-hidden="true" />
            ) : (
              <span className="tracker__mark" aria-hidden="true">
                {MARKS[step.state]}
              </span>
            )}
            <span className="tracker__text">
              <span className="visually-hidden">{t(`tracker.state.${step.state}`)} </span>
              {stepText(t, step, view.unit)}
            </span>
          </li>
        ))}
      </ol>
      {view.phase === 'later' && (
        <p className="tracker__later" data-testid="tracker-later">
          {t('tracker.later')}
        </p>
      )}
      <p className="visually-hidden" role="status" data-testid="tracker-announcement">
        {told}
      </p>
    </section>
  );
}
