import type { ZoneAccessLog, ZoneAccessLogQuerySchema, ZoneLogAction } from '@pow/contracts/zone-desk';
import { ZONE_LOG_EXPORT_MAX, ZONE_PAGE_SIZE } from '@pow/contracts/zone-desk';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { declarations, zoneAccessLog } from '../db/schema.ts';
import type { DeskOfficer } from './desk-officer.ts';

/** What one log line says of the declaration it is about. */
export interface LoggedDeclaration {
  readonly id: string;
  readonly register: string;
}

/** Who a line of the log is about: an officer of the zone, as their session says. */
export type LoggedOfficer = Pick<DeskOfficer, 'zone' | 'name' | 'matricule'>;

/**
 * Writes one line of the append-only access log about something other than one of the zone's
 * declarations: a person looked up in the registry, a search, a declaration asked for outside the zone.
 */
export async function logLookup(
  db: Db,
  officer: LoggedOfficer,
  action: Extract<ZoneLogAction, 'registry_lookup' | 'search' | 'denied' | 'refused' | 'country_picture'>,
  subject: string,
  address: string,
): Promise<void> {
  await db.insert(zoneAccessLog).values({
    matricule: officer.matricule,
    officerName: officer.name,
    zoneKey: officer.zone,
    action,
    subject,
    address,
  });
}

/**
 * Writes one line of the append-only access log: who, in which zone, did what to which declaration
 * (and to which of its files, by name; to which officer a case was given, by matricule). Who is an
 * officer of the zone, or the police information system fetching a hand-over's file by its signed link
 * (decision 043).
 */
export async function logAccess(
  db: Db,
  officer: LoggedOfficer,
  declaration: LoggedDeclaration,
  action: ZoneLogAction,
  address: string,
  { filename = null, subject = null }: { filename?: string | null; subject?: string | null } = {},
): Promise<void> {
  await db.insert(zoneAccessLog).values({
    matricule: officer.matricule,
    officerName: officer.name,
    zoneKey: officer.zone,
    declarationId: declaration.id,
    register: declaration.register,
    action,
    filename,
    subject,
    address,
  });
}

type LogFilters = z.output<typeof ZoneAccessLogQuerySchema>;
type LogLine = ZoneAccessLog['rows'][number];

/** The zone's lines, and those of one officer, one declaration or one action when the supervisor asks. */
function logConditions(zone: string, filters: Omit<LogFilters, 'page'>): SQL | undefined {
  const where: SQL[] = [eq(zoneAccessLog.zoneKey, zone)];
  if (filters.matricule) where.push(eq(zoneAccessLog.matricule, filters.matricule));
  if (filters.register) where.push(eq(zoneAccessLog.register, filters.register.toUpperCase()));
  if (filters.action) where.push(eq(zoneAccessLog.action, filters.action));
  return and(...where);
}

const lineOf = (row: typeof zoneAccessLog.$inferSelect): LogLine => ({
  at: row.at.toISOString(),
  officer_name: row.officerName,
  matricule: row.matricule,
  register: row.register,
  action: row.action as ZoneLogAction,
  filename: row.filename,
  subject: row.subject,
  address: row.address,
});

/**
 * Writes the line of a change refused on one of the zone's declarations (not the owner's, a stale
 * version, a state that does not allow it): outside the change's transaction, which was rolled back, and
 * with its register number, so that the declaration's lines hold it.
 */
export async function logRefusal(
  db: Db,
  officer: LoggedOfficer,
  declarationId: string,
  subject: string,
  address: string,
): Promise<void> {
  const [declaration] = await db
    .select({ id: declarations.id, register: declarations.register })
    .from(declarations)
    .where(eq(declarations.id, declarationId));
  if (declaration) await logAccess(db, officer, declaration, 'refused', address, { subject });
  else await logLookup(db, officer, 'refused', subject, address);
}

/** A page of a zone's access log, newest first, filtered. */
export async function accessLogPage(db: Db, zone: string, filters: LogFilters): Promise<ZoneAccessLog> {
  const where = logConditions(zone, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(zoneAccessLog)
      .where(where)
      .orderBy(desc(zoneAccessLog.at), desc(zoneAccessLog.id))
      .limit(ZONE_PAGE_SIZE)
      .offset((filters.page - 1) * ZONE_PAGE_SIZE),
    db.select({ n: count() }).from(zoneAccessLog).where(where),
  ]);
  return { rows: rows.map(lineOf), page: filters.page, page_size: ZONE_PAGE_SIZE, total: total?.n ?? 0 };
}

/** Every line the filters keep, newest first, up to ZONE_LOG_EXPORT_MAX: what the CSV export holds. */
export async function accessLogLines(
  db: Db,
  zone: string,
  filters: Omit<LogFilters, 'page'>,
): Promise<LogLine[]> {
  const rows = await db
    .select()
    .from(zoneAccessLog)
    .where(logConditions(zone, filters))
    .orderBy(desc(zoneAccessLog.at), desc(zoneAccessLog.id))
    .limit(ZONE_LOG_EXPORT_MAX);
  return rows.map(lineOf);
}
