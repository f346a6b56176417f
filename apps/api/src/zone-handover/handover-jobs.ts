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
import type { SummaryInput } from '../declarations/summary-pdf.ts';
import { type IdJob, jobAbout, lastTry, workLoops } from '../declarations/work-loops.ts';
import { addendumDocument, type DocumentOptions, handoverDocument } from './handover-document.ts';
import {
  type HandoverKeys,
  type HandoverReceiver,
  type HandoverReceivers,
  receiverOf,
} from './handover-settings.ts';
import { signatureHeader } from './handover-signature.ts';
import { handoverSummary } from './handover-summary.ts';

export interface HandoverOptions {
  database: Database;
  boss: PgBoss;
  /** Where each zone's documents go, in which version (ZONE_WEBHOOK_URLS, ZONE_WEBHOOK_VERSION). */
  receivers: HandoverReceivers;
  /** The keys: the first signs the documents and their links (ZONE_WEBHOOK_SECRETS). */
  keys: HandoverKeys;
  /** Where officers and the information system reach the portal: the sheet, the files, the links. */
  publicUrl: string;
  /** Renders the PDF summary in the zone's language (version 2), in the worker threads' pool. */
  render: (input: SummaryInput) => Promise<Buffer>;
}

/** Longest wait for the police system's answer; after it the attempt counts as failed and is retried. */
const ANSWER_TIMEOUT_MS = 30_000;

/** What an officer reads of a failed attempt: the status, or the network's error code, never a body. */
export function failureOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer within 30 s';
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}

class Refused extends Error {}

/** One attempt: the document POSTed to the zone's receiver, signed; anything but a 2xx throws. */
async function post(
  options: HandoverOptions,
  receiver: HandoverReceiver,
  document: ZoneHandoverDocumentName,
  key: string,
  body: string,
  timestamp: number,
): Promise<void> {
  const signature = signatureHeader(receiver.version, options.keys.signing, timestamp, body);
  const response = await fetch(receiver.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ZONE_HANDOVER_HEADERS.timestamp]: String(timestamp),
      [ZONE_HANDOVER_HEADERS.signature]: signature,
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

/** How an attempt writes its document: the receiver's version, links signed now with the signing key. */
const documentOptions = (
  options: HandoverOptions,
  receiver: HandoverReceiver,
  timestamp: number,
): DocumentOptions => ({
  version: receiver.version,
  publicUrl: options.publicUrl,
  key: options.keys.signing,
  now: timestamp,
});

/**
 * Hands each declaration the zone received, then each addition to it, to the police information
 * system (decisions 028, 043): the signed document POSTed to the zone's receiver (ZONE_WEBHOOK_URLS,
 * else ZONE_WEBHOOK_URL); a non-2xx answer, a redirect or no answer fails the attempt, which is
 * recorded on the row and retried by pg-boss with growing delays. Only a `pending` row is sent, so a
 * job run again after a delivery sends nothing. Each attempt signs its document and links anew.
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
        zone: { name: refPoliceZones.name, names: refPoliceZones.names, language: refPoliceZones.language },
      })
      .from(zoneInbox)
      .innerJoin(declarations, eq(declarations.id, zoneInbox.declarationId))
      .innerJoin(refPoliceZones, eq(refPoliceZones.key, zoneInbox.zoneKey))
      .where(eq(zoneInbox.declarationId, id));
    if (row?.handover !== 'pending') return;
    jobAbout(job, row.declaration.register);
    const files = await db
      .select(filesColumns)
      .from(uploads)
      .where(and(eq(uploads.declarationId, id), isNull(uploads.addendumId)))
      .orderBy(asc(uploads.createdAt), asc(uploads.id));
    const language = localeOrDefault(row.declaration.language);
    const receiver = receiverOf(options.receivers, row.declaration.zoneKey);
    // Version 2 links the PDF in the zone's language: made at the first attempt, then kept.
    const summary =
      receiver.version === 2
        ? await handoverSummary(db, options.render, lookups, { ...row, files })
        : undefined;
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify(
      handoverDocument(
        // The registered name beside the key: it identifies the zone (decision 035).
        { declaration: row.declaration, zoneName: row.zone.name, files, summary },
        await lookups(language, files),
        documentOptions(options, receiver, timestamp),
      ),
    );
    const pending = and(eq(zoneInbox.declarationId, id), eq(zoneInbox.handover, 'pending'));
    try {
      await post(options, receiver, 'zoneHandover', id, body, timestamp);
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
    jobAbout(job, row.declaration.register);
    const pending = and(eq(addenda.id, id), eq(addenda.handover, 'pending'));
    try {
      // After its declaration: a receiver is never sent an addition to a declaration it does not have.
      if (row.declarationHandover !== 'delivered') throw new Refused('declaration not handed over yet');
      const files = await db
        .select(filesColumns)
        .from(uploads)
        .where(eq(uploads.addendumId, id))
        .orderBy(asc(uploads.createdAt), asc(uploads.id));
      const receiver = receiverOf(options.receivers, row.declaration.zoneKey);
      const timestamp = Math.floor(Date.now() / 1000);
      const body = JSON.stringify(
        addendumDocument({ ...row, files }, documentOptions(options, receiver, timestamp)),
      );
      const key = addendumHandoverKey(row.declaration.id, id);
      await post(options, receiver, 'zoneAddendum', key, body, timestamp);
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
