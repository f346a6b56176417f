import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, asc, gte, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { ConfigError, loadConfig } from '../config/config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { addenda, zoneInbox } from '../db/schema.ts';
import {
  type HandoverJobOptions,
  handoverJobsOf,
  ZONE_ADDENDUM_HANDOVER_QUEUE,
  ZONE_HANDOVER_QUEUE,
} from '../declarations/pipeline-queues.ts';
import { startQueue } from '../jobs/portal-queues.ts';
import { stopBoss } from '../jobs/queue/pg-boss.ts';

/*
 * The hand-over of the declarations filed before ZONE_DELIVERY=webhook (decision 043): each one at its
 * zone that was never handed over (`zone_inbox.handover` null, as the desk alone leaves it) is marked
 * pending and its hand-over job queued, in one transaction per batch, as the pipeline does for a new
 * one; then each addition to them that reached the desk the same way (its job waits for its
 * declaration's delivery, as always). Running it again finds nothing more: what it queued is pending,
 * delivered or failed (a failed one is sent again from the desk). Run with the server's settings:
 *
 *   npm run handover:backfill -- [--since 2026-01-01] [--dry-run]
 */

export interface BackfillOptions {
  database: Database;
  boss: PgBoss;
  /** The hand-over's retries (ZONE_WEBHOOK_RETRY_LIMIT and _DELAY). */
  jobs: HandoverJobOptions;
}

export interface BackfillScope {
  /** Only declarations made from this moment on (the inbox's `declared_at`). */
  since?: Date | undefined;
  /** Count only: nothing is marked nor queued. */
  dryRun?: boolean | undefined;
}

/** Rows marked and queued per transaction: a long backfill never holds one transaction open. */
const BATCH = 500;

/** How many declarations and additions were queued (or, in a dry run, would be). */
export interface BackfillResult {
  declarations: number;
  addenda: number;
}

export async function backfillHandovers(
  options: BackfillOptions,
  scope: BackfillScope = {},
): Promise<BackfillResult> {
  const { database, boss, jobs } = options;
  const neverHandedOver: SQL = and(
    isNull(zoneInbox.handover),
    scope.since ? gte(zoneInbox.declaredAt, scope.since) : undefined,
  )!;
  // The additions that reached the desk of a declaration at its zone, never handed over themselves.
  const waitingAddenda: SQL = and(
    isNull(addenda.handover),
    isNotNull(addenda.zoneAt),
    inArray(
      addenda.declarationId,
      database.db
        .select({ id: zoneInbox.declarationId })
        .from(zoneInbox)
        .where(scope.since ? gte(zoneInbox.declaredAt, scope.since) : undefined),
    ),
  )!;
  if (scope.dryRun) {
    const [declarationRows, addendumRows] = await Promise.all([
      database.db.select({ id: zoneInbox.declarationId }).from(zoneInbox).where(neverHandedOver),
      database.db.select({ id: addenda.id }).from(addenda).where(waitingAddenda),
    ]);
    return { declarations: declarationRows.length, addenda: addendumRows.length };
  }

  // pg-boss looks a queue up on its own connection the first time it sends to it since its start: inside
  // a transaction on PGlite, one connection, that look-up would wait for the transaction for ever.
  for (const queue of [ZONE_HANDOVER_QUEUE, ZONE_ADDENDUM_HANDOVER_QUEUE])
    await boss.getJobById(queue, randomUUID());

  const result: BackfillResult = { declarations: 0, addenda: 0 };
  for (;;) {
    const queued = await database.transact(async ({ db, sql: executor }) => {
      const batch = db
        .select({ id: zoneInbox.declarationId })
        .from(zoneInbox)
        .where(neverHandedOver)
        .orderBy(asc(zoneInbox.declaredAt), asc(zoneInbox.id))
        .limit(BATCH);
      // Only a row still never handed over is marked: two backfills at once queue each one once.
      const marked = await db
        .update(zoneInbox)
        .set({ handover: 'pending', handoverFailures: 0, handoverError: null })
        .where(and(inArray(zoneInbox.declarationId, batch), isNull(zoneInbox.handover)))
        .returning({ id: zoneInbox.declarationId });
      for (const { id } of marked) await boss.send(ZONE_HANDOVER_QUEUE, { id }, { ...jobs, db: executor });
      return marked.length;
    });
    result.declarations += queued;
    if (queued === 0) break;
  }
  for (;;) {
    const queued = await database.transact(async ({ db, sql: executor }) => {
      const batch = db.select({ id: addenda.id }).from(addenda).where(waitingAddenda).limit(BATCH);
      const marked = await db
        .update(addenda)
        .set({ handover: 'pending', handoverFailures: 0, handoverError: null })
        .where(and(inArray(addenda.id, batch), isNull(addenda.handover)))
        .returning({ id: addenda.id });
      for (const { id } of marked)
        await boss.send(ZONE_ADDENDUM_HANDOVER_QUEUE, { id }, { ...jobs, db: executor });
      return marked.length;
    });
    result.addenda += queued;
    if (queued === 0) break;
  }
  return result;
}

/** The command: the server's configuration (ZONE_DELIVERY=webhook), its database and queue. */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { since: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since && Number.isNaN(since.getTime())) {
    console.error(`--since ${values.since}: not a date (write e.g. 2026-01-01)`);
    return 64;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 78;
  }
  const jobs = handoverJobsOf(config);
  if (!jobs) {
    console.error('ZONE_DELIVERY is desk: set the hand-over (ZONE_DELIVERY=webhook) as the server has it');
    return 78;
  }
  // Never migrates a shared PostgreSQL: it waits for the deployment's migration step, as an API does.
  // PGlite is one process's: run it while the server is stopped, the jobs run at its next start.
  const database = await openDatabase({ ...config, role: 'api' });
  try {
    const boss = await startQueue(database, { ...config, role: 'api' });
    try {
      const result = await backfillHandovers({ database, boss, jobs }, { since, dryRun: values['dry-run'] });
      const verb = values['dry-run'] ? 'would be queued' : 'queued';
      console.log(
        `${result.declarations} declaration(s) and ${result.addenda} addition(s) ${verb} for hand-over`,
      );
    } finally {
      await stopBoss(boss);
    }
  } finally {
    await database.close();
  }
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
