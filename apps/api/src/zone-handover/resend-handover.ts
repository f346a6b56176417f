import type { ZoneHandover } from '@pow/contracts/zone-desk';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { addenda, zoneInbox } from '../db/schema.ts';
import {
  type HandoverJobOptions,
  ZONE_ADDENDUM_HANDOVER_QUEUE,
  ZONE_HANDOVER_QUEUE,
} from '../declarations/pipeline-queues.ts';
import { HttpError } from '../http/errors.ts';
import { jobDataOf } from '../jobs/job-data.ts';
import { logAccess } from '../zone-desk/access-log.ts';
import type { DeskOfficer } from '../zone-desk/desk-officer.ts';
import { handoverOf } from '../zone-desk/zone-case.ts';
import { zoneDeclaration } from '../zone-desk/zone-declaration.ts';

export interface ResendOptions {
  database: Database;
  boss: PgBoss;
  /** The hand-over's retries (ZONE_DELIVERY=webhook); undefined with the desk alone. */
  jobs: HandoverJobOptions | undefined;
}

/** A new round of attempts, counted afresh: the access log keeps that an officer asked for it. */
const again = { handover: 'pending', handoverFailures: 0, handoverError: null } as const;

/** Nothing to send again: the hand-over is under way, delivered, or there is none (the desk alone). */
const notFailed = () => new HttpError(409, 'error_zone_handover_not_failed');

/**
 * "Send again" on the sheet: a hand-over of the declaration (`number` undefined) or of one of its
 * additions that failed for good goes back to `pending` and its job is queued anew, with the same
 * document key (the receiver keeps it once) and the officer's request id, and the request is logged
 * with its address, all in one transaction. Another zone's declaration, or an addition the desk has not received, is not found.
 */
export async function resendHandover(
  options: ResendOptions,
  officer: DeskOfficer,
  id: string,
  number: number | undefined,
  request: { address: string; id: string },
): Promise<ZoneHandover> {
  const { database, boss, jobs } = options;
  return database.transact(async ({ db, sql: executor }) => {
    const { declaration } = await zoneDeclaration(db, officer, id);
    let resent: Parameters<typeof handoverOf>[0] | undefined;
    if (number === undefined) {
      [resent] = await db
        .update(zoneInbox)
        .set(again)
        .where(and(eq(zoneInbox.declarationId, id), eq(zoneInbox.handover, 'failed')))
        .returning();
      if (!resent || !jobs) throw notFailed();
      await boss.send(ZONE_HANDOVER_QUEUE, jobDataOf(id, request.id), { ...jobs, db: executor });
    } else {
      const [addendum] = await db
        .select({ id: addenda.id })
        .from(addenda)
        .where(and(eq(addenda.declarationId, id), eq(addenda.number, number), isNotNull(addenda.zoneAt)));
      if (!addendum) throw new HttpError(404, 'error_404');
      [resent] = await db
        .update(addenda)
        .set(again)
        .where(and(eq(addenda.id, addendum.id), eq(addenda.handover, 'failed')))
        .returning();
      if (!resent || !jobs) throw notFailed();
      const data = jobDataOf(addendum.id, request.id);
      await boss.send(ZONE_ADDENDUM_HANDOVER_QUEUE, data, { ...jobs, db: executor });
    }
    const action = number === undefined ? 'resend_handover' : 'resend_addendum_handover';
    await logAccess(db, officer, declaration, action, request.address);
    return handoverOf(resent)!;
  });
}
