import { DECLARATION_STATUS } from '@pow/contracts';
import {
  MY_DECLARATION_STAGES,
  type MyDeclarationStage,
  type StageState,
} from '@pow/contracts/my-declarations';
import { addWorkingMinutes, type WorkingHours } from './working-calendar.ts';

/** Where a declaration is, as stored: the pipeline's status and times, and the zone desk's row once it has one. */
export interface DeclarationProgress {
  readonly status: number;
  readonly receivedAt: Date;
  /** A PDF summary exists (it may have been made before its time was kept). */
  readonly hasSummary: boolean;
  readonly summaryMadeAt: Date | null;
  readonly deliveredAt: Date | null;
  readonly zone: {
    readonly receivedAt: Date;
    readonly takenAt: Date | null;
    /** When an officer, or the person's addition, last reopened it; its handling before is undone. */
    readonly reopenedAt: Date | null;
    readonly handledAt: Date | null;
  } | null;
}

/**
 * How long each step took lately, the median of real runs: the pipeline's in milliseconds (it works
 * day and night), the desk's in working minutes of the zone. Null: too few runs to say.
 */
export type RecentDurations = Readonly<
  Record<Exclude<MyDeclarationStage, 'received' | 'reopened'>, number | null>
>;

export interface Stage {
  readonly stage: MyDeclarationStage;
  readonly state: StageState;
  readonly at: Date | null;
  readonly expected: Date | null;
}

/** The steps the zone's officers take: they count in the zone's working time, not the clock's. */
const DESK_STAGES: readonly MyDeclarationStage[] = ['in_treatment', 'handled'];

/** Each stage's state and the moment it was reached, from what is stored. */
function reached(
  progress: DeclarationProgress,
): Record<MyDeclarationStage, { state: StageState; at: Date | null }> {
  const failed = progress.status === DECLARATION_STATUS.summaryFailed;
  const delivered =
    progress.status === DECLARATION_STATUS.summaryDelivered ||
    progress.status === DECLARATION_STATUS.sentToZone;
  const { zone } = progress;
  const ahead = { state: 'ahead' as const, at: null };
  const done = (at: Date | null) => ({ state: 'done' as const, at });
  return {
    received: done(progress.receivedAt),
    summary_made: progress.hasSummary
      ? done(progress.summaryMadeAt)
      : failed
        ? { state: 'failed', at: null }
        : ahead,
    // A summary never made is never delivered: the step is passed over, not failed a second time.
    summary_delivered: delivered
      ? done(progress.deliveredAt)
      : failed
        ? { state: progress.hasSummary ? 'failed' : 'skipped', at: null }
        : ahead,
    at_zone: zone ? done(zone.receivedAt) : ahead,
    in_treatment: zone?.takenAt ? done(zone.takenAt) : ahead,
    reopened: zone?.reopenedAt ? done(zone.reopenedAt) : ahead,
    handled: zone?.handledAt ? done(zone.handledAt) : ahead,
  };
}

/**
 * The timeline of a declaration (issue 17): each stage reached with its time and, for each stage ahead,
 * when it is expected: the moment the stage before was reached (or is expected) plus the step's recent
 * median duration; the desk's steps counted in the zone's working hours, so a declaration arriving on a
 * Friday evening is expected in treatment on Monday. A step already later than usual is expected from
 * now on (the desk's: from the zone's next working moment). Without a duration nothing after it is
 * expected. "Reopened" is a stage only of a case reopened after it was handled: handled is then ahead
 * again, expected from the reopening.
 */
export function timelineOf(
  progress: DeclarationProgress,
  durations: RecentDurations,
  hours: WorkingHours,
  now: Date,
): Stage[] {
  const states = reached(progress);
  let previous: Date | null = progress.receivedAt;
  const stages = MY_DECLARATION_STAGES.filter((stage) => stage !== 'reopened' || states.reopened.at);
  return stages.map((stage): Stage => {
    const { state, at } = states[stage];
    if (state !== 'ahead') {
      if (state === 'done' && at) previous = at;
      return { stage, state, at, expected: null };
    }
    // Received is where a declaration starts, reopened is listed once reached: neither is ever ahead.
    const duration = stage === 'received' || stage === 'reopened' ? null : durations[stage];
    if (!previous || duration === null) {
      previous = null;
      return { stage, state, at, expected: null };
    }
    let expected: Date;
    if (DESK_STAGES.includes(stage)) {
      expected = addWorkingMinutes(hours, previous, duration);
      if (expected < now) expected = addWorkingMinutes(hours, now, 0);
    } else {
      expected = new Date(Math.max(previous.getTime() + duration, now.getTime()));
    }
    previous = expected;
    return { stage, state, at, expected };
  });
}

/** The last stage a declaration reached, for its line in the list. */
export function currentStage(progress: DeclarationProgress): MyDeclarationStage {
  const states = reached(progress);
  return MY_DECLARATION_STAGES.findLast((stage) => states[stage].state === 'done') ?? 'received';
}

/** The middle value of some durations, or null when there are fewer than `minimum`. */
export function median(values: readonly number[], minimum = 1): number | null {
  if (values.length < minimum || values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
