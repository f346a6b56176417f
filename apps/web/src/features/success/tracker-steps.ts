import { DECLARATION_STATUS, type DeclarationStatus, isFinalStatus } from '@pow/contracts';

/** How a step stands; each has its words for screen readers and its own mark, never colour alone. */
export type StepState = 'done' | 'current' | 'upcoming' | 'warning' | 'error';

/** Texts of the namespace 'success' under `tracker` that name a step. */
export type StepText =
  | 'received'
  | 'summary_sending'
  | 'summary_ebox'
  | 'summary_email'
  | 'summary_fallback'
  | 'declaration_error_pdf_not_sent'
  | 'summary_later'
  | 'zone_waiting'
  | 'zone_sending'
  | 'zone_sent'
  | 'zone_still'
  | 'zone_later';

export interface TrackerStep {
  readonly id: 'received' | 'summary' | 'zone';
  readonly state: StepState;
  readonly text: StepText;
}

/**
 * Where the declaration is, as announced to screen readers when it changes: sending (status 0–1 or
 * no answer yet), summary (2), zone (3 or more), failed (-1), later (polling ended without a final
 * status).
 */
export type TrackerPhase = 'sending' | 'summary' | 'zone' | 'failed' | 'later';

export interface TrackerView {
  readonly phase: TrackerPhase;
  readonly steps: readonly [TrackerStep, TrackerStep, TrackerStep];
  /** The zone's name once the status answer gave it. */
  readonly unit: string | undefined;
}

function summaryStep(answer: DeclarationStatus): TrackerStep {
  if (answer.fallback) return { id: 'summary', state: 'warning', text: 'summary_fallback' };
  return {
    id: 'summary',
    state: 'done',
    text: answer.overview_method === 'ebox' ? 'summary_ebox' : 'summary_email',
  };
}

/**
 * The three steps of spec §4 Declaration delivery from the last status answer: received → summary
 * (sending, eBox, e-mail, e-mail instead of the eBox, or not made) → sent to the zone. Before the
 * first answer the declaration is received (the submission answered) and the summary is on its way.
 */
export function trackerView(answer: DeclarationStatus | undefined, gaveUp: boolean): TrackerView {
  const received: TrackerStep = { id: 'received', state: 'done', text: 'received' };
  const status = answer?.status ?? 0;
  const unit = answer?.unit_name || undefined;
  const waiting = gaveUp && !isFinalStatus(status);

  if (answer && status === DECLARATION_STATUS.summaryFailed) {
    return {
      phase: 'failed',
      unit,
      steps: [
        received,
        { id: 'summary', state: 'error', text: 'declaration_error_pdf_not_sent' },
        { id: 'zone', state: 'upcoming', text: unit ? 'zone_still' : 'zone_later' },
      ],
    };
  }
  if (answer && status >= DECLARATION_STATUS.sentToZone) {
    return {
      phase: 'zone',
      unit,
      steps: [
        received,
        summaryStep(answer),
        { id: 'zone', state: 'done', text: unit ? 'zone_sent' : 'zone_later' },
      ],
    };
  }
  if (answer && status >= DECLARATION_STATUS.summaryDelivered) {
    return {
      phase: waiting ? 'later' : 'summary',
      unit,
      steps: [
        received,
        summaryStep(answer),
        waiting
          ? { id: 'zone', state: 'upcoming', text: 'zone_later' }
          : { id: 'zone', state: 'current', text: 'zone_sending' },
      ],
    };
  }
  return {
    phase: waiting ? 'later' : 'sending',
    unit,
    steps: [
      received,
      waiting
        ? { id: 'summary', state: 'upcoming', text: 'summary_later' }
        : { id: 'summary', state: 'current', text: 'summary_sending' },
      { id: 'zone', state: 'upcoming', text: waiting ? 'zone_later' : 'zone_waiting' },
    ],
  };
}
