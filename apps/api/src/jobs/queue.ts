import { fromPglite, PgBoss, type Queue } from 'pg-boss';
import { pino } from 'pino';
import type { Config } from '../config/config.ts';
import { CONTACT_FORWARD_QUEUE } from '../contact/contact-forward.ts';
import type { Database } from '../db/database.ts';
import { PIPELINE_QUEUES, SUMMARY_RENDER_QUEUE } from '../declarations/pipeline-queues.ts';
import { RETENTION_QUEUE } from './retention.ts';
import { SESSION_CLEANUP_QUEUE } from './session-cleanup.ts';

/** pg-boss keeps its tables in a schema of its own. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Every queue of the portal, created by whichever process starts first: an API process sends to them
 * (and its health check reads one) before any worker may have run.
 */
const QUEUES: [string, Omit<Queue, 'name'>][] = [
  [SESSION_CLEANUP_QUEUE, {}],
  [RETENTION_QUEUE, {}],
  [CONTACT_FORWARD_QUEUE, {}],
  // NOTIFY in the enqueuing transaction wakes a worker as soon as a step's job is committed (issue 4:
  // submit → zone in seconds); the first step's workers are woken by the API after its commit instead
  // (declarations/render-wake-up.ts), so that declarations do not commit one at a time.
  ...PIPELINE_QUEUES.map((name): [string, Omit<Queue, 'name'>] => [
    name,
    { notify: name !== SUMMARY_RENDER_QUEUE },
  ]),
];

/**
 * pg-boss on the portal's own database, in a schema of its own. Only processes that run jobs listen
 * for NOTIFY, keep the queues tidy and send the cron jobs; an API-only process just inserts jobs.
 */
export async function startQueue(
  database: Database,
  config: Pick<Config, 'databaseUrl' | 'role' | 'logLevel'>,
): Promise<PgBoss> {
  const works = config.role !== 'api';
  // Supervision (which also retries jobs whose worker stopped beating) every 10 s, not every minute.
  const roleOptions = {
    useListenNotify: works,
    supervise: works,
    schedule: works,
    superviseIntervalSeconds: 10,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.pglite!),
          backend: 'pglite',
          schema: QUEUE_SCHEMA,
          ...roleOptions,
        })
      : new PgBoss({ connectionString: config.databaseUrl!, schema: QUEUE_SCHEMA, max: 4, ...roleOptions });
  // A failed fetch or maintenance query is retried by pg-boss; unheard, its error event would end the process.
  const log = pino({ level: config.logLevel, base: { role: config.role } });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const [name, options] of QUEUES) {
    await boss.createQueue(name, options);
    // A queue made by an earlier version keeps its options otherwise.
    if (options.notify !== undefined) await boss.updateQueue(name, { notify: options.notify });
  }
  return boss;
}
