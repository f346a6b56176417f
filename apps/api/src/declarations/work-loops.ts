import type { Job, PgBoss } from 'pg-boss';
import { asBackgroundWork } from '../db/background-work.ts';

export type IdJob = Job<{ id: string }> & { retryCount?: number; retryLimit?: number };

/** Whether this is the job's last try: after it, its failure is final. */
export const lastTry = (job: IdJob) => (job.retryCount ?? 0) >= (job.retryLimit ?? 0);

/**
 * `loops` workers on one queue of the pipeline. A loop sleeps until NOTIFY wakes it
 * (jobs/portal-queues.ts, render-wake-up.ts) or for at most 1 s, which is also when retries are picked
 * up once their delay is over; after a job it fetches again at once, so that a backlog drains at full
 * speed. Their statements, pg-boss's fetches included, are background work: on PGlite they give way to
 * the requests' (db/background-work.ts).
 */
export async function workLoops(
  boss: PgBoss,
  queue: string,
  loops: number,
  handle: (job: IdJob) => Promise<void>,
): Promise<void> {
  for (let loop = 0; loop < loops; loop++) {
    let self = '';
    self = await asBackgroundWork(() =>
      boss.work<{ id: string }>(
        queue,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          await handle(job as IdJob);
          boss.notifyWorker(self);
        },
      ),
    );
  }
}
