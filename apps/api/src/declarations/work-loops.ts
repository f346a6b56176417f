import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import { asBackgroundWork } from '../db/background-work.ts';
import type { JobData } from '../jobs/job-data.ts';

export type IdJob = Job<JobData> & { retryCount?: number; retryLimit?: number };

/** Whether this is the job's last try: after it, its failure is final. */
export const lastTry = (job: IdJob) => (job.retryCount ?? 0) >= (job.retryLimit ?? 0);

/** The declaration's register number a job is about, once its handler has read it: for its log lines. */
const registers = new WeakMap<IdJob, string>();
export const jobAbout = (job: IdJob, register: string) => void registers.set(job, register);

/**
 * A job's last failure that its handler has dealt with (the person's PDF marked failed, the zone served
 * all the same): thrown by the handler, it is logged and counted as the final failure it is, and the job
 * completes, its work done as far as it goes.
 */
export class HandledFailure extends Error {
  readonly failure: unknown;
  constructor(failure: unknown) {
    super('handled on the last try');
    this.failure = failure;
  }
}

/** Who hears of a job's failure, per queue instance: the process's log and metrics (startWorkers). */
// The metrics by their shape (`PortalMetrics` has it): the housekeeping jobs, which the readiness and so
// the metrics module name, report through this module too, and an import of it would close a cycle.
interface JobObserver {
  log: FastifyBaseLogger;
  metrics: { jobFailures: { inc(labels: { queue: string; final: string }): void } };
}
const observers = new WeakMap<PgBoss, JobObserver>();
export const observeJobs = (boss: PgBoss, observer: JobObserver) => observers.set(boss, observer);

// An e-mail address or a national number a failure's message may quote is not for the log.
const withoutPersonalData = (message: string) =>
  message.replace(/[^\s<>"']+@[^\s<>"']+/g, '<e-mail>').replace(/\b\d{11}\b/g, '<number>');

/**
 * Says a job's failure, at warn while it will be tried again and at error on its last try (or one its
 * handler dealt with, `handled`), and counts it. Every line names the job, its declaration's register
 * number (once the handler read it), the try and the reason, never the person.
 */
function reportFailure(boss: PgBoss, queue: string, job: IdJob, error: unknown, handled = false): void {
  const observer = observers.get(boss);
  if (!observer) return;
  const final = handled || lastTry(job);
  observer.metrics.jobFailures.inc({ queue, final: String(final) });
  const reason = withoutPersonalData(
    error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  );
  // `id`: the declaration's (or, on the addition queues, the addition's) id, as the job carries it;
  // `register`: its declaration's register number; `attempt` of `attempts`: this try, the first being 1;
  // `reqId`: the request that started the job's chain, as in that request's own log lines.
  const fields = {
    queue,
    job: job.id,
    id: job.data?.id,
    register: registers.get(job),
    attempt: (job.retryCount ?? 0) + 1,
    attempts: (job.retryLimit ?? 0) + 1,
    reqId: job.data?.requestId,
    reason,
  };
  if (final) observer.log.error(fields, 'job failed on its last try');
  else observer.log.warn(fields, 'job failed; it will be tried again');
}

/**
 * The work handler of a queue outside the pipeline (contact messages, housekeeping), its failures said
 * and counted as the pipeline's are, then left to pg-boss's retries; its jobs name no declaration.
 * Registered with `includeMetadata`, so that a line says which try failed.
 */
export function reportingFailures<T extends object>(
  boss: PgBoss,
  queue: string,
  handle: (job: Job<T>) => Promise<void>,
): (jobs: Job<T>[]) => Promise<void> {
  return async ([job]) => {
    if (!job) return;
    try {
      await handle(job);
    } catch (error) {
      reportFailure(boss, queue, job as unknown as IdJob, error);
      throw error;
    }
  };
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
            const handled = error instanceof HandledFailure;
            reportFailure(boss, queue, job as IdJob, handled ? error.failure : error, handled);
            if (!handled) throw error;
          }
          boss.notifyWorker(self);
        },
      ),
    );
  }
}
