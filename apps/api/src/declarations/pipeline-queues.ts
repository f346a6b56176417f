import type { ZoneDelivery } from '../config/config.ts';
import { JOB_HEARTBEAT } from '../jobs/queue/heartbeat.ts';

/** The background steps of a declaration (issue 4), in order. */
export const SUMMARY_RENDER_QUEUE = 'summary-render';
export const SUMMARY_DELIVER_QUEUE = 'summary-deliver';
export const ZONE_DELIVER_QUEUE = 'zone-deliver';
export const PIPELINE_QUEUES = [SUMMARY_RENDER_QUEUE, SUMMARY_DELIVER_QUEUE, ZONE_DELIVER_QUEUE] as const;

/**
 * The hand-over to the police information system (ZONE_DELIVERY=webhook, decision 028): enqueued when the
 * zone receives the declaration, beside its desk.
 */
export const ZONE_HANDOVER_QUEUE = 'zone-handover';
/** The same for an addition, once it has reached the zone's desk. */
export const ZONE_ADDENDUM_HANDOVER_QUEUE = 'zone-addendum-handover';

/** The same steps for an addition to a declaration (issue 17): its PDF, its delivery, the zone. */
export const ADDENDUM_RENDER_QUEUE = 'addendum-render';
export const ADDENDUM_DELIVER_QUEUE = 'addendum-deliver';
export const ADDENDUM_ZONE_QUEUE = 'addendum-zone';
export const ADDENDUM_QUEUES = [ADDENDUM_RENDER_QUEUE, ADDENDUM_DELIVER_QUEUE, ADDENDUM_ZONE_QUEUE] as const;

/** Retries with growing delays; after the last one the step's failure is final. */
export const JOB_OPTIONS = {
  [SUMMARY_RENDER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 3, retryDelay: 1, retryBackoff: true },
  [SUMMARY_DELIVER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 10, retryDelay: 2, retryBackoff: true },
  [ZONE_DELIVER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 20, retryDelay: 2, retryBackoff: true },
  [ADDENDUM_RENDER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 3, retryDelay: 1, retryBackoff: true },
  [ADDENDUM_DELIVER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 10, retryDelay: 2, retryBackoff: true },
  // An addition may be ready before its declaration has reached the zone: it waits for it there.
  [ADDENDUM_ZONE_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 20, retryDelay: 2, retryBackoff: true },
} as const;

/**
 * The retries of a hand-over (ZONE_WEBHOOK_RETRY_LIMIT and _DELAY): by default the police system may be
 * down for a night: 2 s, 4 s… then hourly, 20 retries, about ten hours in all. A delay of 0 retries at
 * once (pg-boss's backoff waits at least a second).
 */
export const handoverJobOptions = (retry: { limit: number; delay: number }) => ({
  ...JOB_HEARTBEAT,
  retryLimit: retry.limit,
  retryDelay: retry.delay,
  ...(retry.delay > 0 ? { retryBackoff: true, retryDelayMax: 3600 } : { retryBackoff: false }),
});
export type HandoverJobOptions = ReturnType<typeof handoverJobOptions>;

/** The hand-over's job options with ZONE_DELIVERY=webhook; undefined with the desk alone. */
export const handoverJobsOf = (config: { zoneDelivery: ZoneDelivery }): HandoverJobOptions | undefined =>
  config.zoneDelivery.mode === 'webhook' ? handoverJobOptions(config.zoneDelivery.retry) : undefined;
