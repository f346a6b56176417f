import type { Locale } from '@pow/domain';
import { refPoliceZones, type ZoneNames } from '../db/schema.ts';
import type { ZoneSeed } from './seed-files.ts';

export interface PoliceZone {
  /** The official code, or `P-<predecessor codes>` while the merged zone's code is not known. */
  key: string;
  code: string | null;
  name: string;
  website: string | null;
  language: string;
}

/**
 * A stable key for a zone: its code, or, for the zones formed by a merger whose code the data does not
 * give yet, `P-` and the predecessors' codes in order. It never changes while the code stays unknown.
 */
export function zoneKeyOf(zone: Pick<ZoneSeed, 'code' | 'predecessorCodes'>): string {
  if (zone.code) return zone.code;
  if (zone.predecessorCodes.length === 0) throw new Error('a zone without code nor predecessors');
  return `P-${[...zone.predecessorCodes].sort().join('-')}`;
}

/** Municipality NIS → competent police zone; throws when a municipality is in none or in two. */
export function buildZoneIndex(zones: ZoneSeed[]): ReadonlyMap<string, PoliceZone> {
  const index = new Map<string, PoliceZone>();
  for (const seed of zones) {
    const zone: PoliceZone = {
      key: zoneKeyOf(seed),
      code: seed.code,
      name: seed.name,
      website: seed.website,
      language: seed.language,
    };
    for (const nis of seed.municipalities) {
      const other = index.get(nis);
      if (other) throw new Error(`municipality ${nis} is in zones ${other.key} and ${zone.key}`);
      index.set(nis, zone);
    }
  }
  return index;
}

/** The police zone competent for a municipality (the place of the fact), or undefined for an unknown NIS. */
export function competentZone(
  index: ReadonlyMap<string, PoliceZone>,
  municipalityNis: string,
): PoliceZone | undefined {
  return index.get(municipalityNis);
}

/** The columns `zoneNameIn` reads, for a select: `{ zone: zoneNameColumns, … }`. */
export const zoneNameColumns = { name: refPoliceZones.name, names: refPoliceZones.names };

/**
 * A zone as a reader of `locale` names it: a bilingual zone of Brussels by its French name in French
 * and by both in German (the summary, the tracker, the desk, the zone finder); any other by its name.
 */
export function zoneNameIn(zone: { name: string; names: ZoneNames | null }, locale: Locale): string {
  return locale === 'nl' ? zone.name : (zone.names?.[locale] ?? zone.name);
}
