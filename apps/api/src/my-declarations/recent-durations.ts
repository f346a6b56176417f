import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { declarations, zoneInbox } from '../db/schema.ts';
import { median, type RecentDurations } from './timeline.ts';
import { type WorkingHours, workingMinutesBetween } from './working-calendar.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many of the latest runs count, and how far back: the pipeline's last week, the desk's last quarter. */
const SAMPLES = 200;
const PIPELINE_DAYS = 7;
const DESK_DAYS = 90;
/** Fewer runs than this say nothing about the next one. */
const MINIMUM_RUNS = 3;

const elapsed = (from: Date | null, to: Date | null) => (from && to ? [to.getTime() - from.getTime()] : []);

/**
 * How long each step took lately (the median of real runs): the pipeline's steps over every zone's
 * latest declarations, the desk's over the zone's own, in its working minutes.
 */
export async function recentDurations(
  db: Db,
  zone: string,
  hours: WorkingHours,
  now: Date,
): Promise<RecentDurations> {
  const [pipeline, desk] = await Promise.all([
    db
      .select({
        receivedAt: declarations.createdAt,
        summaryMadeAt: declarations.summaryMadeAt,
        deliveredAt: declarations.deliveredAt,
        zoneAt: zoneInbox.receivedAt,
      })
      .from(declarations)
      .leftJoin(zoneInbox, eq(zoneInbox.declarationId, declarations.id))
      .where(
        and(
          gte(declarations.createdAt, new Date(now.getTime() - PIPELINE_DAYS * DAY_MS)),
          isNotNull(declarations.summaryMadeAt),
        ),
      )
      .orderBy(desc(declarations.createdAt))
      .limit(SAMPLES),
    db
      .select({
        receivedAt: zoneInbox.receivedAt,
        takenAt: zoneInbox.takenAt,
        reopenedAt: zoneInbox.reopenedAt,
        handledAt: zoneInbox.handledAt,
      })
      .from(zoneInbox)
      .where(
        and(
          eq(zoneInbox.zoneKey, zone),
          gte(zoneInbox.receivedAt, new Date(now.getTime() - DESK_DAYS * DAY_MS)),
          isNotNull(zoneInbox.takenAt),
        ),
      )
      .orderBy(desc(zoneInbox.receivedAt))
      .limit(SAMPLES),
  ]);
  const working = (from: Date | null, to: Date | null) =>
    from && to ? [workingMinutesBetween(hours, from, to)] : [];
  return {
    summary_made: median(
      pipeline.flatMap((run) => elapsed(run.receivedAt, run.summaryMadeAt)),
      MINIMUM_RUNS,
    ),
    summary_delivered: median(
      pipeline.flatMap((run) => elapsed(run.summaryMadeAt, run.deliveredAt)),
      MINIMUM_RUNS,
    ),
    at_zone: median(
      pipeline.flatMap((run) => elapsed(run.deliveredAt, run.zoneAt)),
      MINIMUM_RUNS,
    ),
    in_treatment: median(
      desk.flatMap((run) => working(run.receivedAt, run.takenAt)),
      MINIMUM_RUNS,
    ),
    // A reopened case's handling counts from its reopening, as the timeline expects it.
    handled: median(
      desk.flatMap((run) => working(run.reopenedAt ?? run.takenAt, run.handledAt)),
      MINIMUM_RUNS,
    ),
  };
}
