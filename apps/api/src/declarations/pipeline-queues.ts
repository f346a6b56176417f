import { JOB_HEARTBEAT } from '../jobs/job-heartbeat.ts';

/** The background steps of a declaration (issue 4), in order. */
export const SUMMARY_RENDER_QUEUE = 'summary-render';
export const SUMMARY_DELIVER_QUEUE = 'summary-deliver';
export const ZONE_DELIVER_QUEUE = 'zone-deliver';
export const PIPELINE_QUEUES = [SUMMARY_RENDER_QUEUE, SUMMARY_DELIVER_QUEUE, ZONE_DELIVER_QUEUE] as const;

/** Declaration status (spec §4 Status polling). */
export const STATUS = {
  received: 0,
  summaryMade: 1,
  summaryDelivered: 2,
  sentToZone: 3,
  summaryFailed: -1,
} as const;

/** Retries with growing delays; after the last one the step's failure is final. */
export const JOB_OPTIONS = {
  [SUMMARY_RENDER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 3, retryDelay: 1, retryBackoff: true },
  [SUMMARY_DELIVER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 10, retryDelay: 2, retryBackoff: true },
  [ZONE_DELIVER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 20, retryDelay: 2, retryBackoff: true },
} as const;
