import { lt } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/database.ts';
import { sessions, signInAttempts } from '../../db/schema.ts';
import { reportingFailures } from '../../declarations/work-loops.ts';

export const SESSION_CLEANUP_QUEUE = 'session-cleanup';

/** Deletes sessions and unfinished sign-ins whose time is up; returns how many rows went. */
export async function deleteExpired(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.idHash });
  const attempts = await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.expiresAt, now))
    .returning({ id: signInAttempts.state });
  return gone.length + attempts.length;
}

/** Registers the cleanup worker and its schedule. */
export async function registerSessionCleanup(boss: PgBoss, db: Db, cron: string): Promise<void> {
  await boss.createQueue(SESSION_CLEANUP_QUEUE);
  await boss.work(
    SESSION_CLEANUP_QUEUE,
    { includeMetadata: true },
    reportingFailures(boss, SESSION_CLEANUP_QUEUE, async () => {
      await deleteExpired(db);
    }),
  );
  await boss.schedule(SESSION_CLEANUP_QUEUE, cron);
}
