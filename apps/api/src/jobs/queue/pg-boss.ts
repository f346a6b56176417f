import { fromPglite, PgBoss } from 'pg-boss';
import { pino } from 'pino';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { createQueues, type QueueSpec } from './create-queues.ts';

/** pg-boss keeps its tables in a schema of its own. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss on the portal's own database, in a schema of its own, with `queues` created. Only processes
 * that run jobs listen for NOTIFY, keep the queues tidy and send the cron jobs; an API-only process just
 * inserts jobs.
 */
export async function startBoss(
  database: Database,
  config: Pick<Config, 'databaseUrl' | 'role' | 'logLevel' | 'queuePoolMax'>,
  queues: readonly QueueSpec[],
): Promise<PgBoss> {
  const works = config.role === 'all' || config.role === 'worker';
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
      : new PgBoss({
          connectionString: config.databaseUrl!,
          schema: QUEUE_SCHEMA,
          max: config.queuePoolMax,
          ...roleOptions,
        });
  // A failed fetch or maintenance query is retried by pg-boss; unheard, its error event would end the process.
  const log = pino({ level: config.logLevel, base: { role: config.role } });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await createQueues(boss, queues);
  return boss;
}

/** Stops taking jobs; running ones may finish for up to 5 s, pg-boss retries whatever was cut short. */
export function stopBoss(boss: PgBoss): Promise<void> {
  return boss.stop({ graceful: true, timeout: 5000 });
}
