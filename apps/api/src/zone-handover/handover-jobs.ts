import {
  addendumHandoverKey,
  ZONE_HANDOVER_HEADERS,
  type ZoneHandoverDocumentName,
} from '@pow/contracts/zone-handover';
import { localeOrDefault } from '@pow/domain';
import { and, asc, type Column, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { addenda, declarations, refPoliceZones, uploads, zoneInbox } from '../db/schema.ts';
import { ZONE_ADDENDUM_HANDOVER_QUEUE, ZONE_HANDOVER_QUEUE } from '../declarations/pipeline-queues.ts';
import { summaryLookupSource } from '../declarations/summary-lookups.ts';
import { type IdJob, lastTry, workLoops } from '../declarations/work-loops.ts';
import { addendumDocument, handoverDocument } from './handover-document.ts';
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

/** One attempt: the document POSTed, signed; anything but a 2xx throws. */
async function post(
  options: HandoverOptions,
  document: ZoneHandoverDocumentName,
  key: string,
  body: string,
): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(options.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ZONE_HANDOVER_HEADERS.timestamp]: String(timestamp),
      [ZONE_HANDOVER_HEADERS.signature]: handoverSignature(options.secret, timestamp, body),
      [ZONE_HANDOVER_HEADERS.idempotencyKey]: key,
      [ZONE_HANDOVER_HEADERS.document]: document,
    },
    body,
    // A redirect would carry the declaration to an address nobody configured.
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Refused(`HTTP ${response.status}`);
}

/**
 * What a failed attempt writes on its row (the desk's or the addition's): one failure more, why and
 * when; after the last retry `failed`, which an officer may send again from the sheet.
 */
const failed = (job: IdJob, error: unknown, failures: Column) => ({
  handoverFailures: sql`${failures} + 1`,
  handoverError: failureOf(error),
  handoverTriedAt: new Date(),
  ...(lastTry(job) ? { handover: 'failed' as const } : {}),
});

const delivered = () => {
  const now = new Date();
  return { handover: 'delivered' as const, handoverAt: now, handoverTriedAt: now };
};

const filesColumns = {
  id: uploads.id,
  filename: uploads.filename,
  contentType: uploads.contentType,
  size: uploads.size,
  sha256: uploads.sha256,
};

/**
 * Hands each declaration the zone received, then each addition to it, to the police information
 * system (decision 028): the signed document POSTed to ZONE_WEBHOOK_URL; a non-2xx answer, a redirect
 * or no answer fails the attempt, which is recorded on the row and retried by pg-boss with growing
 * delays. Only a `pending` row is sent, so a job run again after a delivery sends nothing.
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
      .select(filesColumns)
      .from(uploads)
      .where(and(eq(uploads.declarationId, id), isNull(uploads.addendumId)))
      .orderBy(asc(uploads.createdAt), asc(uploads.id));
    const language = localeOrDefault(row.declaration.language);
    const body = JSON.stringify(
      handoverDocument(
        { declaration: row.declaration, zoneName: row.zoneName, files },
        await lookups(language, files),
        options.publicUrl,
      ),
    );
    const pending = and(eq(zoneInbox.declarationId, id), eq(zoneInbox.handover, 'pending'));
    try {
      await post(options, 'zoneHandover', id, body);
    } catch (error) {
      await db
        .update(zoneInbox)
        .set(failed(job, error, zoneInbox.handoverFailures))
        .where(pending);
      throw error;
    }
    await db.update(zoneInbox).set(delivered()).where(pending);
  });

  await workLoops(boss, ZONE_ADDENDUM_HANDOVER_QUEUE, 1, async (job) => {
    const id = job.data.id;
    const [row] = await db
      .select({
        addendum: {
          id: addenda.id,
          number: addenda.number,
          createdAt: addenda.createdAt,
          language: addenda.language,
          text: addenda.text,
          status: addenda.status,
          handover: addenda.handover,
        },
        declaration: { id: declarations.id, register: declarations.register, zoneKey: zoneInbox.zoneKey },
        declarationHandover: zoneInbox.handover,
        zoneName: refPoliceZones.name,
      })
      .from(addenda)
      .innerJoin(declarations, eq(declarations.id, addenda.declarationId))
      .innerJoin(zoneInbox, eq(zoneInbox.declarationId, addenda.declarationId))
      .innerJoin(refPoliceZones, eq(refPoliceZones.key, zoneInbox.zoneKey))
      .where(eq(addenda.id, id));
    if (row?.addendum.handover !== 'pending') return;
    const pending = and(eq(addenda.id, id), eq(addenda.handover, 'pending'));
    try {
      // After its declaration: a receiver is never sent an addition to a declaration it does not have.
      if (row.declarationHandover !== 'delivered') throw new Refused('declaration not handed over yet');
      const files = await db
        .select(filesColumns)
        .from(uploads)
        .where(eq(uploads.addendumId, id))
        .orderBy(asc(uploads.createdAt), asc(uploads.id));
      const body = JSON.stringify(addendumDocument({ ...row, files }, options.publicUrl));
      await post(options, 'zoneAddendum', addendumHandoverKey(row.declaration.id, id), body);
    } catch (error) {
      await db
        .update(addenda)
        .set(failed(job, error, addenda.handoverFailures))
        .where(pending);
      throw error;
    }
    await db.update(addenda).set(delivered()).where(pending);
  });
}
