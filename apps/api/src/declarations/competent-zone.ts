import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refMunicipalities, refPoliceZones } from '../db/schema.ts';

export interface CompetentZone {
  key: string;
  /** The official zone code, null for a provisional key (P-…). */
  code: string | null;
}

/**
 * The competent police zone of every municipality (NIS key), read once when the routes start: the
 * reference data is loaded at start-up only (README), so the map is the database's, without a query
 * per declaration.
 */
export async function competentZones(db: Db): Promise<(nis: string) => CompetentZone | undefined> {
  const rows = await db
    .select({ nis: refMunicipalities.nis, key: refPoliceZones.key, code: refPoliceZones.code })
    .from(refMunicipalities)
    .innerJoin(refPoliceZones, eq(refPoliceZones.key, refMunicipalities.zoneKey));
  const byNis = new Map(rows.map(({ nis, key, code }) => [nis, { key, code }]));
  return (nis) => byNis.get(nis);
}
