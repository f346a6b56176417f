import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import { asBackgroundWork } from '../db/background-work.ts';
import type { JobData } from '../jobs/job-data.ts';
import type { PortalMetrics } from '../operations/metrics.ts';

export type IdJob = Job<JobData> & { retryCount?: number; retryLimit?: number };

/** Whether this is the job's last try: after it, its failure is final. */
export const lastTry = (job: IdJob) => (job.retryCount ?? 0) >= (job.retryLimit ?? 0);

/** Who hears of a job's failure, per queue instance: the process's log and metrics (startWorkers). */
const observers = new WeakMap<PgBoss, { log: FastifyBaseLogger; metrics: PortalMetrics }>();
export const observeJobs = (boss: PgBoss, observer: { log: FastifyBaseLogger; metrics: PortalMetrics }) =>
  observers.set(boss, observer);

// An e-mail address or a national number a failure's message may quote is not for the log.
const withoutPersonalData = (message: string) =>
  message.replace(/[^\s<>"']+@[^\s<>"']+/g, '<e-mail>').replace(/\b\d{11}\b/g, '<number>');

/** Says a job's failure, at warn while it will be tried again and at error on its last try, and counts it. */
function reportFailure(boss: PgBoss, queue: string, job: IdJob, error: unknown): void {
  const observer = observers.get(boss);
  if (!observer) return;
  const final = lastTry(job);
  observer.metrics.jobFailures.inc({ queue, final: String(final) });
  const reason = withoutPersonalData(
    error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  );
  // `id`: the declaration's (or, on the addition queues, the addition's) id, as the job carries it;
  // `reqId`: the request that started the job's chain, as in that request's own log lines.
  const fields = {
    queue,
    job: job.id,
    id: job.data?.id,
    reqId: job.data?.requestId,
    retry: job.retryCount ?? 0,
    reason,
  };
  if (final) observer.log.error(fields, 'job failed on its last try');
  else observer.log.warn(fields, 'job failed; it will be tried again');
}

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
      boss.work<JobData>(
        queue,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await handle(job as IdJob);
          } catch (error) {
            reportFailure(boss, queue, job as IdJob, error);
            throw error;
          }
          boss.notifyWorker(self);
        },
      ),
    );
  }
}
