import { ZONE_HANDOVER_HEADERS } from '@pow/contracts/zone-handover';
import { isLocale } from '@pow/domain';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { declarations, refPoliceZones, uploads, zoneInbox } from '../db/schema.ts';
import { ZONE_HANDOVER_QUEUE } from '../declarations/pipeline-queues.ts';
import { summaryLookupSource } from '../declarations/summary-lookups.ts';
import { lastTry, workLoops } from '../declarations/work-loops.ts';
import { handoverDocument } from './handover-document.ts';
import { handoverSignature } from './handover-signature.ts';

export interface HandoverOptions {
  database: Database;
  boss: PgBoss;
  url: string;
  secret: string;
  /** Where officers reach the portal: the document's links to the sheet and the files. */
  publicUrl: string;
}

/** Longest wait for the police system's answer; after it the attempt counts as failed and is retried. */
const ANSWER_TIMEOUT_MS = 30_000;

/** What an officer reads of a failed attempt: the status, or the network's error code, never a body. */
function failureOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer within 30 s';
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}

class Refused extends Error {}

/**
 * Hands each declaration the zone received to the police information system (decision 028): the
 * signed document POSTed to ZONE_WEBHOOK_URL; a non-2xx answer, a redirect or no answer fails the
 * attempt, which is recorded on the desk's row and retried by pg-boss with growing delays. Only a
 * `pending` row is sent, so a job run again after a delivery sends nothing.
 */
export async function registerZoneHandover(options: HandoverOptions): Promise<void> {
  const { database, boss } = options;
  const { db } = database;
  const lookups = summaryLookupSource(db);
  const { summaryPdf: _pdf, ...declarationColumns } = getTableColumns(declarations);

  await workLoops(boss, ZONE_HANDOVER_QUEUE, 2, async (job) => {
    const id = job.data.id;
    const [row] = await db
      .select({
        declaration: declarationColumns,
        handover: zoneInbox.handover,
        zoneName: refPoliceZones.name,
      })
      .from(zoneInbox)
      .innerJoin(declarations, eq(declarations.id, zoneInbox.declarationId))
      .innerJoin(refPoliceZones, eq(refPoliceZones.key, zoneInbox.zoneKey))
      .where(eq(zoneInbox.declarationId, id));
    if (row?.handover !== 'pending') return;
    const files = await db
      .select({
        id: uploads.id,
        filename: uploads.filename,
        contentType: uploads.contentType,
        size: uploads.size,
        sha256: uploads.sha256,
      })
      .from(uploads)
      .where(and(eq(uploads.declarationId, id), isNull(uploads.addendumId)))
      .orderBy(asc(uploads.createdAt), asc(uploads.id));
    const language = isLocale(row.declaration.language) ? row.declaration.language : 'nl';
    const body = JSON.stringify(
      handoverDocument(
        { declaration: row.declaration, zoneName: row.zoneName, files },
        await lookups(language, files),
        options.publicUrl,
      ),
    );
    const pending = and(eq(zoneInbox.declarationId, id), eq(zoneInbox.handover, 'pending'));
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [ZONE_HANDOVER_HEADERS.timestamp]: String(timestamp),
          [ZONE_HANDOVER_HEADERS.signature]: handoverSignature(options.secret, timestamp, body),
          [ZONE_HANDOVER_HEADERS.idempotencyKey]: id,
        },
        body,
        // A redirect would carry the declaration to an address nobody configured.
        redirect: 'manual',
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Refused(`HTTP ${response.status}`);
    } catch (error) {
      await db
        .update(zoneInbox)
        .set({
          handoverFailures: sql`${zoneInbox.handoverFailures} + 1`,
          handoverError: failureOf(error),
          handoverTriedAt: new Date(),
          // After the last retry the desk says so: an officer hands the declaration over by hand.
          ...(lastTry(job) ? { handover: 'failed' as const } : {}),
        })
        .where(pending);
      throw error;
    }
    const now = new Date();
    await db
      .update(zoneInbox)
      .set({ handover: 'delivered', handoverAt: now, handoverTriedAt: now })
      .where(pending);
  });
}
