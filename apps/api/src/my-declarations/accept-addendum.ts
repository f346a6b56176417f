import type { AddendumAdded } from '@pow/contracts/my-declarations';
import { AddendumSchema, type Locale } from '@pow/domain';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { addenda, declarations, uploads } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ADDENDUM_RENDER_QUEUE, JOB_OPTIONS } from '../declarations/pipeline-queues.ts';
import { HttpError } from '../http/errors.ts';
import { parsedOrRefused } from '../http/first-issue.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { identifiersInText } from '../identifiers/extract-identifiers.ts';
import { recordIdentifiers } from '../identifiers/identifier-index.ts';
import { jobDataOf } from '../jobs/job-data.ts';
import { type DeclarationOwner, ownedBy } from './own-declarations.ts';

export interface AcceptAddendumDeps {
  database: Database;
  boss: PgBoss;
  /** An addition goes through the pipeline as a declaration does, and counts against the same limit. */
  limits: Pick<RateLimits, 'declaration'>;
  retentionDays: number;
}

export interface AddendumSubmission {
  owner: DeclarationOwner;
  declarationId: string;
  body: unknown;
  /** A retry with the same key for the same declaration stores nothing new and gets the first answer. */
  idempotencyKey: string;
  /** The language the person writes in: its PDF and message are in it. */
  language: Locale;
  log: FastifyBaseLogger;
  /** The request's id, for its jobs. */
  requestId: string;
}

const answerOf = (row: { number: number; createdAt: Date }): AddendumAdded => ({
  number: row.number,
  received_at: row.createdAt.toISOString(),
});

/**
 * The steps of an addition to a declaration (issue 17): only its owner's declaration within retention
 * (any other is not found), the first answer again for a repeated Idempotency-Key, the text and files
 * under the rules of the forms, the sender's limit; then stored with the next number of its declaration,
 * its files, the identifiers its text names and its first job in one transaction. Everything after that
 * is done by jobs.
 */
export function prepareAcceptAddendum(deps: AcceptAddendumDeps) {
  const { database, boss, limits, retentionDays } = deps;
  const { db } = database;
  const answered = async (declarationId: string, idempotencyKey: string) =>
    (
      await db
        .select({ number: addenda.number, createdAt: addenda.createdAt })
        .from(addenda)
        .where(and(eq(addenda.declarationId, declarationId), eq(addenda.idempotencyKey, idempotencyKey)))
    )[0];

  return async function acceptAddendum(submission: AddendumSubmission): Promise<AddendumAdded> {
    const { owner, idempotencyKey } = submission;
    // Rights before content: another person's declaration, or one past retention, does not exist here.
    const [declaration] = await db
      .select({ id: declarations.id })
      .from(declarations)
      .where(
        and(eq(declarations.id, submission.declarationId), ownedBy(owner.rrn, retentionDays, new Date())),
      );
    if (!declaration) throw new HttpError(404, 'error_404');
    const earlier = await answered(declaration.id, idempotencyKey);
    if (earlier) return answerOf(earlier);

    const addendum = parsedOrRefused(AddendumSchema, submission.body);
    await limits.declaration(owner.session.publicId);
    try {
      const added = await database.transact(async ({ db: tx, sql: executor }) => {
        // The declaration's row is the lock: two additions at once get the next numbers one after the other.
        await tx.execute(
          sql`select 1 from ${declarations} where ${declarations.id} = ${declaration.id} for update`,
        );
        const [last] = await tx
          .select({ number: max(addenda.number) })
          .from(addenda)
          .where(eq(addenda.declarationId, declaration.id));
        const [row] = await tx
          .insert(addenda)
          .values({
            declarationId: declaration.id,
            number: (last?.number ?? 0) + 1,
            rrn: owner.rrn,
            sessionId: owner.session.publicId,
            idempotencyKey,
            language: submission.language,
            text: addendum.text,
          })
          .returning({ id: addenda.id, number: addenda.number, createdAt: addenda.createdAt });
        const fileIds = addendum.attachments;
        if (fileIds.length) {
          // This session's uploads not sent yet, as for a declaration: their 10 MB count for this addition.
          const claimed = await tx
            .update(uploads)
            .set({ declarationId: declaration.id, addendumId: row!.id })
            .where(
              and(
                inArray(uploads.id, fileIds),
                eq(uploads.sessionId, owner.session.publicId),
                isNull(uploads.declarationId),
              ),
            )
            .returning({ id: uploads.id });
          if (claimed.length !== fileIds.length)
            throw new HttpError(400, 'error_upload', undefined, ['attachments']);
        }
        // What the addition names joins its declaration's identifiers (issue 31).
        await recordIdentifiers(tx, declaration.id, identifiersInText(addendum.text));
        await boss.send(ADDENDUM_RENDER_QUEUE, jobDataOf(row!.id, submission.requestId), {
          ...JOB_OPTIONS[ADDENDUM_RENDER_QUEUE],
          db: executor,
        });
        return row!;
      });
      submission.log.info({ number: added.number }, 'addition to a declaration received');
      return answerOf(added);
    } catch (error) {
      // A double click raced this request: the other one stored it, answer as it did.
      const raced = isUniqueViolation(error) ? await answered(declaration.id, idempotencyKey) : undefined;
      if (raced) return answerOf(raced);
      throw error;
    }
  };
}
