import { lt } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { capturedMessages, contactMessages, debugReports, feedback } from '../db/schema.ts';

export const RETENTION_QUEUE = 'retention';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

/** Deletes what spec §9 keeps for one year (contact messages, e-mails, page feedback) or one month (debug reports). */
export async function applyRetention(db: Db, now = new Date()): Promise<number> {
  const yearAgo = new Date(now.getTime() - YEAR_MS);
  const monthAgo = new Date(now.getTime() - MONTH_MS);
  const removed = await Promise.all([
    db
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, yearAgo))
      .returning({ id: contactMessages.id }),
    db.delete(feedback).where(lt(feedback.createdAt, yearAgo)).returning({ id: feedback.id }),
    db
      .delete(capturedMessages)
      .where(lt(capturedMessages.createdAt, yearAgo))
      .returning({ id: capturedMessages.id }),
    db.delete(debugReports).where(lt(debugReports.createdAt, monthAgo)).returning({ id: debugReports.id }),
  ]);
  return removed.reduce((sum, rows) => sum + rows.length, 0);
}

export async function registerRetention(boss: PgBoss, db: Db, cron: string): Promise<void> {
  await boss.createQueue(RETENTION_QUEUE);
  await boss.work(RETENTION_QUEUE, async () => {
    await applyRetention(db);
  });
  await boss.schedule(RETENTION_QUEUE, cron);
}
