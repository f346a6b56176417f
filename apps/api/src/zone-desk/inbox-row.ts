import { definitionOf } from '@pow/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refMunicipalities } from '../db/schema.ts';
import { nameIn } from '../reference-data/reference-queries.ts';

type Named = Record<string, unknown> | undefined;

const text = (part: Named, key: string): string => {
  const value = part?.[key];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Who the row is about, as a desk reads it at a glance: the organisation that is the victim, else the
 * declarant, else (an officer filed it) the victim; null when the payload names nobody.
 */
export function personOf(payload: unknown): string | null {
  const { declarant, victim } = (payload ?? {}) as { declarant?: Named; victim?: Named };
  const fullName = (part: Named) =>
    [text(part, 'firstname'), text(part, 'lastname')].filter(Boolean).join(' ');
  return text(victim, 'name') || fullName(declarant) || fullName(victim) || null;
}

/**
 * The municipality (NIS) that made the zone competent, as the form defines it (`placeOfFact`); null for a
 * payload the form cannot read it from (none is stored, but the desk never fails a page on one row).
 */
export function placeKeyOf(payload: unknown): string | null {
  try {
    return definitionOf(payload)?.placeOfFact(payload as never) || null;
  } catch {
    return null;
  }
}

/** The names of these municipalities (NIS) in a language, by key. */
export async function municipalityNames(
  db: Db,
  keys: readonly string[],
  locale: Parameters<typeof nameIn>[1],
): Promise<ReadonlyMap<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(refMunicipalities)
    .where(inArray(refMunicipalities.nis, [...new Set(keys)]));
  return new Map(rows.map((row) => [row.nis, nameIn(row, locale)]));
}
