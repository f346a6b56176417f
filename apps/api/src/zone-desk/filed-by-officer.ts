import { ZONE_PAGE_SIZE, type ZoneFiled } from '@pow/contracts/zone-desk';
import type { Locale } from '@pow/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { declarations, refPoliceZones, zoneInbox } from '../db/schema.ts';
import { zoneNameColumns, zoneNameIn } from '../reference-data/police-zones.ts';
import type { DeskOfficer } from './desk-officer.ts';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/**
 * The declarations an officer filed for victims (the officer phishing form, whose `officer.matricule` is
 * the session's, never typed), whatever zone they went to, newest first (issue 30, item 4). Only what
 * the officer may know of another zone's case: its number, its zone, how far it is and when; the sheet
 * stays their own zone's (404 elsewhere).
 */
export async function filedBy(
  db: Db,
  officer: Pick<DeskOfficer, 'zone' | 'matricule'>,
  page: number,
  locale: Locale,
): Promise<ZoneFiled> {
  // The expression of the partial index declarations_officer_idx (migration 0017), written the same.
  const mine = and(
    eq(declarations.form, 'phishing_officer'),
    sql`(${declarations.payload}->'officer'->>'matricule') = ${officer.matricule}`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: declarations.id,
        register: declarations.register,
        zoneKey: declarations.zoneKey,
        zone: zoneNameColumns,
        createdAt: declarations.createdAt,
        state: zoneInbox.state,
        atZone: zoneInbox.receivedAt,
        takenAt: zoneInbox.takenAt,
        handledAt: zoneInbox.handledAt,
      })
      .from(declarations)
      .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
      .leftJoin(zoneInbox, eq(zoneInbox.declarationId, declarations.id))
      .where(mine)
      .orderBy(desc(declarations.createdAt), desc(declarations.id))
      .limit(ZONE_PAGE_SIZE)
      .offset((page - 1) * ZONE_PAGE_SIZE),
    db.select({ n: count() }).from(declarations).where(mine),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      register: row.register,
      zone_name: zoneNameIn(row.zone, locale),
      // Its sheet opens on the desk once it has reached the officer's own zone.
      own_zone: row.zoneKey === officer.zone && row.state !== null,
      filed_at: row.createdAt.toISOString(),
      state: row.state,
      at_zone_at: iso(row.atZone),
      taken_at: iso(row.takenAt),
      handled_at: iso(row.handledAt),
    })),
    page,
    page_size: ZONE_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
