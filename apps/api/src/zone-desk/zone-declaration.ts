import { type ZoneAction, type ZoneCase, zoneActionAllowed } from '@pow/contracts/zone-desk';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/database.ts';
import { declarations, refPoliceZones, zoneInbox } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { zoneNameColumns } from '../reference-data/police-zones.ts';
import { logAccess, logLookup } from './access-log.ts';
import type { DeskOfficer } from './desk-officer.ts';
import { zoneCaseOf } from './zone-case.ts';

const { summaryPdf: _pdf, ...declarationColumns } = getTableColumns(declarations);

/**
 * A declaration handed to the officer's zone, with where the desk is with it. Another zone's, or one
 * not handed over yet, is not found: its existence is not disclosed (404, not 403).
 */
export async function zoneDeclaration(db: Db, officer: DeskOfficer, id: string) {
  const [row] = await db
    .select({ declaration: declarationColumns, desk: zoneInbox, zone: zoneNameColumns })
    .from(zoneInbox)
    .innerJoin(declarations, eq(declarations.id, zoneInbox.declarationId))
    .innerJoin(refPoliceZones, eq(refPoliceZones.key, zoneInbox.zoneKey))
    .where(and(eq(zoneInbox.declarationId, id), eq(zoneInbox.zoneKey, officer.zone)));
  if (!row) {
    // Another zone's declaration, or none: the same 404, and a line for the zone's supervisor.
    await logLookup(db, officer, 'denied', id, officer.address);
    throw new HttpError(404, 'error_404');
  }
  return row;
}

/** The declaration's stored PDF summary (none when it failed: status -1). */
export async function storedSummary(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ pdf: declarations.summaryPdf })
    .from(declarations)
    .where(eq(declarations.id, id));
  return row?.pdf ?? null;
}

/** What each action writes, by whom and when. */
function changesOf(
  action: ZoneAction,
  officer: DeskOfficer,
  now: Date,
): Partial<typeof zoneInbox.$inferInsert> {
  switch (action.action) {
    case 'take':
      return { state: 'in_treatment', takenBy: officer.name, takenAt: now };
    case 'handle':
      return {
        state: 'handled',
        handledBy: officer.name,
        handledAt: now,
        outcome: action.outcome,
        closingNote: action.note,
      };
    case 'contacted':
      return { contactedBy: officer.name, contactedAt: now };
  }
}

/**
 * Applies one change of the desk on the version the officer saw, and logs it, in one transaction.
 * A stale version, or a change the state does not allow (taken twice, handled before taken), is a 409
 * that changes nothing: the officer reloads and sees who did what.
 */
export async function applyZoneAction(
  database: Database,
  officer: DeskOfficer,
  id: string,
  action: ZoneAction,
  address: string,
): Promise<ZoneCase> {
  return database.transact(async ({ db }) => {
    const { declaration, desk } = await zoneDeclaration(db, officer, id);
    if (desk.version !== action.version) throw new HttpError(409, 'error_zone_stale');
    const current = zoneCaseOf(desk, declaration.status);
    if (!zoneActionAllowed(current, action.action)) throw new HttpError(409, 'error_zone_state');
    const sameVersion: SQL = and(eq(zoneInbox.id, desk.id), eq(zoneInbox.version, desk.version))!;
    const [updated] = await db
      .update(zoneInbox)
      .set({ ...changesOf(action, officer, new Date()), version: desk.version + 1 })
      .where(sameVersion)
      .returning();
    // Another officer's change committed between the read and this update.
    if (!updated) throw new HttpError(409, 'error_zone_stale');
    await logAccess(db, officer, declaration, action.action, address);
    return zoneCaseOf(updated, declaration.status);
  });
}
