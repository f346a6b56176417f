import { and, asc, count, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { addenda, declarations, refPoliceZones, uploads, zoneInbox } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { zoneNameColumns } from '../reference-data/police-zones.ts';
import { currentSession } from '../session/current-session.ts';
import type { Session, SessionStore } from '../session/session-store.ts';
import type { DeclarationProgress } from './timeline.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A citizen signed in with the federal identity: the national number their declarations are found by. */
export interface DeclarationOwner {
  readonly rrn: string;
  readonly session: Session;
}

/**
 * The owner behind a request: a citizen's session, whose national number the federal sign-in proved
 * (every citizen session comes from it). No session is 401; an officer, or a session without a national
 * number, 403.
 */
export async function declarationOwner(
  store: SessionStore,
  request: FastifyRequest,
): Promise<DeclarationOwner> {
  const session = await currentSession(store, request);
  if (!session) throw new HttpError(401, 'error_no_session');
  const rrn = session.info.rrn;
  if (session.userType !== 'citizen' || !rrn) throw new HttpError(403, 'error_no_rights');
  return { rrn, session };
}

/**
 * The declarations `rrn` owns and may still see: declarant or victim by a proven national number (never
 * one typed by the person), received within the retention period.
 */
export function ownedBy(rrn: string, retentionDays: number, now: Date): SQL {
  return and(
    or(eq(declarations.declarantRrn, rrn), eq(declarations.victimRrn, rrn)),
    gte(declarations.createdAt, new Date(now.getTime() - retentionDays * DAY_MS)),
  )!;
}

/** What the list and the timeline read of a declaration: never the payload's answers, never the PDF's bytes. */
const columns = {
  id: declarations.id,
  register: declarations.register,
  form: declarations.form,
  category: sql<unknown>`${declarations.payload}->>'category'`,
  factType: declarations.factType,
  zoneKey: declarations.zoneKey,
  zone: zoneNameColumns,
  status: declarations.status,
  overviewMethod: declarations.overviewMethod,
  deliveredBy: declarations.deliveredBy,
  hasSummary: sql<boolean>`${declarations.summaryPdf} is not null`,
  createdAt: declarations.createdAt,
  summaryMadeAt: declarations.summaryMadeAt,
  deliveredAt: declarations.deliveredAt,
  zoneReceivedAt: zoneInbox.receivedAt,
  takenAt: zoneInbox.takenAt,
  reopenedAt: zoneInbox.reopenedAt,
  handledAt: zoneInbox.handledAt,
};

const selectOwn = (db: Db) =>
  db
    .select(columns)
    .from(declarations)
    .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
    .leftJoin(zoneInbox, eq(zoneInbox.declarationId, declarations.id));
export type OwnDeclaration = Awaited<ReturnType<ReturnType<typeof selectOwn>['execute']>>[number];

/** Where a declaration is, as the timeline reads it. */
export function progressOf(row: OwnDeclaration): DeclarationProgress {
  return {
    status: row.status,
    receivedAt: row.createdAt,
    hasSummary: row.hasSummary,
    summaryMadeAt: row.summaryMadeAt,
    deliveredAt: row.deliveredAt,
    zone: row.zoneReceivedAt
      ? {
          receivedAt: row.zoneReceivedAt,
          takenAt: row.takenAt,
          reopenedAt: row.reopenedAt,
          handledAt: row.handledAt,
        }
      : null,
  };
}

/** One page of the owner's declarations, newest first, and how many there are. */
export async function ownDeclarationsPage(db: Db, owned: SQL, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    selectOwn(db)
      .where(owned)
      .orderBy(desc(declarations.createdAt), desc(declarations.register))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(declarations).where(owned),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One declaration of the owner; another person's, or one past retention, is not found (404, not 403). */
export async function ownDeclaration(db: Db, owned: SQL, id: string): Promise<OwnDeclaration> {
  const [row] = await selectOwn(db).where(and(eq(declarations.id, id), owned));
  if (!row) throw new HttpError(404, 'error_404');
  return row;
}

/** The additions to a declaration, oldest first, with their files (in the order they were added). */
export async function addendaOf(db: Db, declarationId: string) {
  const rows = await db
    .select({
      id: addenda.id,
      number: addenda.number,
      createdAt: addenda.createdAt,
      language: addenda.language,
      text: addenda.text,
      status: addenda.status,
      deliveredBy: addenda.deliveredBy,
      zoneAt: addenda.zoneAt,
      handover: addenda.handover,
      handoverAt: addenda.handoverAt,
      handoverFailures: addenda.handoverFailures,
      handoverError: addenda.handoverError,
      handoverTriedAt: addenda.handoverTriedAt,
    })
    .from(addenda)
    .where(eq(addenda.declarationId, declarationId))
    .orderBy(asc(addenda.number));
  const files = rows.length
    ? await db
        .select({
          addendumId: uploads.addendumId,
          id: uploads.id,
          filename: uploads.filename,
          contentType: uploads.contentType,
          size: uploads.size,
          sha256: uploads.sha256,
        })
        .from(uploads)
        .where(
          inArray(
            uploads.addendumId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(uploads.createdAt), asc(uploads.id))
    : [];
  return rows.map((row) => ({
    ...row,
    files: files
      .filter((file) => file.addendumId === row.id)
      .map(({ id, filename, contentType, size, sha256 }) => ({
        id,
        filename,
        content_type: contentType,
        size,
        sha256,
      })),
  }));
}
