import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { zoneOfficers } from '../db/schema.ts';
import type { LoggedOfficer } from './access-log.ts';

/** An officer a zone knows: a case is given to them by matricule, and the desk names them. */
export interface KnownOfficer {
  readonly matricule: string;
  readonly name: string;
}

/** An officer of a zone who never signed in here: the built-in test provider's (test-identities.json). */
export type FixtureOfficer = LoggedOfficer;

/** Records an officer's sign-in to their zone: from then on the zone knows them, under their latest name. */
export async function recordOfficer(db: Db, officer: LoggedOfficer): Promise<void> {
  const now = new Date();
  await db
    .insert(zoneOfficers)
    .values({ zoneKey: officer.zone, matricule: officer.matricule, name: officer.name, signedInAt: now })
    .onConflictDoUpdate({
      target: [zoneOfficers.zoneKey, zoneOfficers.matricule],
      set: { name: sql`excluded.name`, signedInAt: now },
    });
}

/**
 * The officers a zone knows, by name: those who signed in to it and, with the built-in test provider,
 * its fixture officers (signed in or not), each matricule once.
 */
export async function knownOfficers(
  db: Db,
  zone: string,
  fixtures: readonly FixtureOfficer[],
): Promise<KnownOfficer[]> {
  const signedIn = await db
    .select({ matricule: zoneOfficers.matricule, name: zoneOfficers.name })
    .from(zoneOfficers)
    .where(eq(zoneOfficers.zoneKey, zone));
  const byMatricule = new Map(signedIn.map((officer) => [officer.matricule, officer]));
  for (const { zone: theirs, matricule, name } of fixtures)
    if (theirs === zone && !byMatricule.has(matricule)) byMatricule.set(matricule, { matricule, name });
  return [...byMatricule.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}
