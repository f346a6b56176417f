import type { ZoneAccessLog, ZoneLogAction } from '@pow/contracts/zone-desk';
import { ZONE_PAGE_SIZE } from '@pow/contracts/zone-desk';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { zoneAccessLog } from '../db/schema.ts';
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
  action: Extract<ZoneLogAction, 'registry_lookup' | 'search' | 'denied'>,
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

/** A page of a zone's access log, newest first. */
export async function accessLogPage(db: Db, zone: string, page: number): Promise<ZoneAccessLog> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(zoneAccessLog)
      .where(eq(zoneAccessLog.zoneKey, zone))
      .orderBy(desc(zoneAccessLog.at), desc(zoneAccessLog.id))
      .limit(ZONE_PAGE_SIZE)
      .offset((page - 1) * ZONE_PAGE_SIZE),
    db.select({ n: count() }).from(zoneAccessLog).where(eq(zoneAccessLog.zoneKey, zone)),
  ]);
  return {
    rows: rows.map((row) => ({
      at: row.at.toISOString(),
      officer_name: row.officerName,
      matricule: row.matricule,
      register: row.register,
      action: row.action as ZoneLogAction,
      filename: row.filename,
      subject: row.subject,
      address: row.address,
    })),
    page,
    page_size: ZONE_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
