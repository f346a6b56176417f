import { type ZoneAction, type ZoneCase, zoneActionRefusal } from '@pow/contracts/zone-desk';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database, Db, SqlExecutor } from '../db/database.ts';
import { declarations, refPoliceZones, zoneCaseEvents, zoneInbox } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { zoneNameColumns } from '../reference-data/police-zones.ts';
import { logAccess, logLookup } from './access-log.ts';
import { type AdditionPolicy, additionOnHandled } from './addition-policy.ts';
import type { DeskOfficer } from './desk-officer.ts';
import { additionChange, type CaseChange, changeOf, flagsOf, zoneCaseOf } from './zone-case.ts';
import { type FixtureOfficer, knownOfficers } from './zone-officers.ts';

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

/** A case's history, oldest first: what `zoneCaseOf` answers beside its state. */
export const caseHistory = (db: Db, declarationId: string) =>
  db
    .select()
    .from(zoneCaseEvents)
    .where(eq(zoneCaseEvents.declarationId, declarationId))
    .orderBy(asc(zoneCaseEvents.version));

type DeskRow = typeof zoneInbox.$inferSelect;

/**
 * Writes one change on the version it was decided on, with its line of history under the version it
 * makes; undefined when the row moved on meanwhile (another change committed between read and write).
 */
async function recordChange(
  db: Db,
  desk: Pick<DeskRow, 'id' | 'declarationId' | 'version'>,
  change: { set: CaseChange['set']; event: CaseChange['event'] | null },
): Promise<DeskRow | undefined> {
  const version = desk.version + 1;
  const [updated] = await db
    .update(zoneInbox)
    .set({ ...change.set, version })
    .where(and(eq(zoneInbox.id, desk.id), eq(zoneInbox.version, desk.version)))
    .returning();
  if (updated && change.event)
    await db.insert(zoneCaseEvents).values({ ...change.event, declarationId: desk.declarationId, version });
  return updated;
}

/**
 * What else a committed change of the case sets off, in its transaction: the person's message when the
 * zone takes the case up or handles it (decision 054).
 */
export type CaseChangeHook = (
  change: {
    readonly declarationId: string;
    readonly version: number;
    readonly action: ZoneAction['action'];
    /** The case had never been taken before this change. */
    readonly firstTaken: boolean;
  },
  sql: SqlExecutor,
) => Promise<void>;

/**
 * Applies one change of the desk on the version the officer saw, and logs it, in one transaction
 * (decision 045). A stale version, or a change the state does not allow (taken twice, handled before
 * taken), is a 409 that changes nothing: the officer reloads and sees who did what. A change that is the
 * owner's or a supervisor's, asked by a colleague, is a 403; a case given to an officer the zone does
 * not know, or to its owner, a 400.
 */
export async function applyZoneAction(
  database: Database,
  officer: DeskOfficer,
  id: string,
  action: ZoneAction,
  fixtures: readonly FixtureOfficer[],
  afterChange?: CaseChangeHook,
): Promise<ZoneCase> {
  return database.transact(async ({ db, sql }) => {
    const { declaration, desk } = await zoneDeclaration(db, officer, id);
    if (desk.version !== action.version) throw new HttpError(409, 'error_zone_stale');
    const flags = flagsOf(declaration.status, desk);
    const refusal = zoneActionRefusal({ ...desk, flags }, action.action, officer);
    if (refusal) throw new HttpError(refusal === 'error_zone_not_owner' ? 403 : 409, refusal);
    if (action.action === 'assign') {
      const known = await knownOfficers(db, officer.zone, fixtures);
      if (action.matricule === desk.owner || !known.some((one) => one.matricule === action.matricule))
        throw new HttpError(400, 'error_zone_assignee');
    }
    const updated = await recordChange(db, desk, changeOf(action, officer.matricule, desk, new Date()));
    if (!updated) throw new HttpError(409, 'error_zone_stale');
    const change = { declarationId: declaration.id, version: updated.version, action: action.action };
    await afterChange?.({ ...change, firstTaken: desk.takenAt === null }, sql);
    await logAccess(
      db,
      officer,
      declaration,
      action.action,
      officer.address,
      action.action === 'assign' ? { subject: action.matricule } : {},
    );
    return zoneCaseOf(updated, declaration.status, await caseHistory(db, declaration.id));
  });
}

/**
 * Marks the person's addition on its declaration's case, once it reached the zone, in the transaction
 * that says so (decision 045): new information, and a handled case reopened or flagged as its zone chose.
 * A case changed by an officer meanwhile throws: the job is tried again on the new version.
 */
export async function recordAddition(db: Db, declarationId: string, policy: AdditionPolicy): Promise<void> {
  const [desk] = await db.select().from(zoneInbox).where(eq(zoneInbox.declarationId, declarationId));
  if (!desk) throw new Error('the declaration has not reached its zone yet');
  const change = additionChange(desk, additionOnHandled(policy, desk.zoneKey), new Date());
  if (!(await recordChange(db, desk, change))) throw new Error('the case changed meanwhile: tried again');
}

/**
 * An officer of the zone opened the sheet: its new information is seen. Not a change of the case (its
 * version stays): a colleague's open sheet is still the case as it is.
 */
export async function markSeen(db: Db, deskId: number): Promise<void> {
  await db
    .update(zoneInbox)
    .set({ newInformation: false })
    .where(and(eq(zoneInbox.id, deskId), eq(zoneInbox.newInformation, true)));
}
