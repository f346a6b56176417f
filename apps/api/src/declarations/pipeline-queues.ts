import { JOB_HEARTBEAT } from '../jobs/queue/heartbeat.ts';

/** The background steps of a declaration (issue 4), in order. */
export const SUMMARY_RENDER_QUEUE = 'summary-render';
export const SUMMARY_DELIVER_QUEUE = 'summary-deliver';
export const ZONE_DELIVER_QUEUE = 'zone-deliver';
export const PIPELINE_QUEUES = [SUMMARY_RENDER_QUEUE, SUMMARY_DELIVER_QUEUE, ZONE_DELIVER_QUEUE] as const;

/** Retries with growing delays; after the last one the step's failure is final. */
export const JOB_OPTIONS = {
  [SUMMARY_RENDER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 3, retryDelay: 1, retryBackoff: true },
  [SUMMARY_DELIVER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 10, retryDelay: 2, retryBackoff: true },
  [ZONE_DELIVER_QUEUE]: { ...JOB_HEARTBEAT, retryLimit: 20, retryDelay: 2, retryBackoff: true },
} as const;
