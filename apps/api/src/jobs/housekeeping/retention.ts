import { DECLARATION_STATUS } from '@pow/contracts';
import { and, eq, inArray, isNull, lt, notExists, or } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { FileStorage } from '../../attachments/file-storage.ts';
import type { Db } from '../../db/database.ts';
import {
  addenda,
  capturedMessages,
  contactMessages,
  debugReports,
  declarations,
  feedback,
  handoverSummaries,
  rateLimitHits,
  uploads,
  zoneAccessLog,
  zoneCaseEvents,
  zoneInbox,
  zoneOfficers,
} from '../../db/schema.ts';
import { reportingFailures } from '../../declarations/work-loops.ts';

export const RETENTION_QUEUE = 'retention';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * Deletes what spec §9 keeps for one year (contact messages, e-mails, page feedback) or one month (debug
 * reports, and the rate-limit counts, which are technical logs too). The access log's lines about no
 * declaration of the zone (registry look-ups, searches, refusals) are kept a year, as the messages are;
 * the others go with their declaration. A zone forgets an officer who has not signed in to it for a year.
 */
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
    db
      .delete(zoneAccessLog)
      .where(and(isNull(zoneAccessLog.declarationId), lt(zoneAccessLog.at, yearAgo)))
      .returning({ id: zoneAccessLog.id }),
    db
      .delete(zoneOfficers)
      .where(lt(zoneOfficers.signedInAt, yearAgo))
      .returning({ matricule: zoneOfficers.matricule }),
    db.delete(debugReports).where(lt(debugReports.createdAt, monthAgo)).returning({ id: debugReports.id }),
    db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, monthAgo))
      .returning({ rule: rateLimitHits.rule }),
  ]);
  return removed.reduce((sum, rows) => sum + rows.length, 0);
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Statuses after which the zone has the declaration: only those may ever be deleted here.
const HANDED_OVER = [DECLARATION_STATUS.sentToZone, DECLARATION_STATUS.summaryFailed];

/**
 * Deletes declarations older than the configured period, with their summary and attachment files, their
 * sheet on the zone's desk and its access log and the person's additions, and attachments uploaded but
 * never sent (after a day). A declaration still open on its zone's desk (new or in treatment) stays
 * until an officer marks it handled or the hand-over by webhook delivered it: until then the portal is
 * where the zone has it. So does one with an addition the zone does not have yet (still in its
 * pipeline, or its hand-over pending or failed). Returns how many declarations and files went.
 */
export async function applyDeclarationRetention(
  db: Db,
  storage: FileStorage,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const old = await db
    .select({ id: declarations.id })
    .from(declarations)
    .leftJoin(zoneInbox, eq(zoneInbox.declarationId, declarations.id))
    .where(
      and(
        lt(declarations.createdAt, before),
        inArray(declarations.status, HANDED_OVER),
        // The zone has it: handled on its desk, or delivered to its information system (webhook).
        or(isNull(zoneInbox.state), eq(zoneInbox.state, 'handled'), eq(zoneInbox.handover, 'delivered')),
        notExists(
          db
            .select({ one: addenda.id })
            .from(addenda)
            .where(
              and(
                eq(addenda.declarationId, declarations.id),
                or(isNull(addenda.zoneAt), inArray(addenda.handover, ['pending', 'failed'])),
              ),
            ),
        ),
      ),
    );
  const ids = old.map((row) => row.id);
  const files = ids.length
    ? await db
        .delete(uploads)
        .where(inArray(uploads.declarationId, ids))
        .returning({ key: uploads.storageKey })
    : [];
  const abandoned = await db
    .delete(uploads)
    .where(and(isNull(uploads.declarationId), lt(uploads.createdAt, new Date(now.getTime() - DAY_MS))))
    .returning({ key: uploads.storageKey });
  if (ids.length) {
    // The zone's desk, its case's history, its access log and the person's additions go with the
    // declaration they are about.
    await db.delete(zoneAccessLog).where(inArray(zoneAccessLog.declarationId, ids));
    await db.delete(zoneCaseEvents).where(inArray(zoneCaseEvents.declarationId, ids));
    await db.delete(addenda).where(inArray(addenda.declarationId, ids));
    await db.delete(zoneInbox).where(inArray(zoneInbox.declarationId, ids));
    await db.delete(handoverSummaries).where(inArray(handoverSummaries.declarationId, ids));
    await db.delete(declarations).where(inArray(declarations.id, ids));
  }
  await Promise.all([...files, ...abandoned].map((file) => storage.remove(file.key)));
  return ids.length + files.length + abandoned.length;
}

export async function registerRetention(
  boss: PgBoss,
  db: Db,
  options: { cron: string; storage: FileStorage; declarationRetentionDays: number },
): Promise<void> {
  await boss.createQueue(RETENTION_QUEUE);
  await boss.work(
    RETENTION_QUEUE,
    { includeMetadata: true },
    reportingFailures(boss, RETENTION_QUEUE, async () => {
      await applyRetention(db);
      await applyDeclarationRetention(db, options.storage, options.declarationRetentionDays);
    }),
  );
  await boss.schedule(RETENTION_QUEUE, options.cron);
}
