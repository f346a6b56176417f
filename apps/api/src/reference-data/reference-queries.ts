import {
  foldForSearch,
  type InsuranceItem,
  type Locale,
  type MunicipalityItem,
  NOT_SPECIFIED_TKEY,
  OBJECT_SEARCH_MAX_RESULTS,
  type ObjectItem,
  OTHER_OBJECT_FKEY,
  type StreetItem,
} from '@pow/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refInsurers, refMunicipalities, refObjects, refPostcodes, refStreets } from '../db/schema.ts';
import { type ReferenceSeed, readSeed } from './seed-files.ts';

type Named = { nameNl: string; nameFr: string; nameDe: string };

/** The name in a language, else in the other languages (a Flemish street has no French name). */
export function nameIn(row: Named, locale: Locale): string {
  const order = {
    nl: [row.nameNl, row.nameFr, row.nameDe],
    fr: [row.nameFr, row.nameNl, row.nameDe],
    de: [row.nameDe, row.nameFr, row.nameNl],
  };
  return order[locale].find((name) => name !== '') ?? '';
}

/**
 * A bpost locality's names: without what tells namesakes apart, which the municipality's name does
 * ('Laken (Bru.)' → 'Laken'), and each language's apart ('Comines/Komen' → 'Comines', 'Komen').
 */
const localityNames = (locality: string) => locality.replace(/\s*\(.*\)$/, '').split('/');

/**
 * The sections and villages of each postcode–municipality pair, by `<postcode>-<NIS>`: bpost's 2013
 * localities, and the sections Brussels's postal names give in Dutch and French ('Bruxelles (Laeken)').
 */
export function sectionsOf(
  seed: Pick<ReferenceSeed, 'localities' | 'postcodes' | 'municipalities'>,
): ReadonlyMap<string, readonly string[]> {
  const sections = new Map<string, string[]>();
  const add = (key: string, name: string) => {
    const known = sections.get(key) ?? [];
    if (!known.includes(name)) sections.set(key, [...known, name]);
  };
  for (const { postcode, locality, municipalityNis2025: nis } of seed.localities.localities) {
    if (nis) for (const name of localityNames(locality)) add(`${postcode}-${nis}`, name);
  }
  const byNis = new Map(seed.municipalities.municipalities.map((m) => [m.nis, m.names]));
  for (const { postcode, names, municipalities } of seed.postcodes.postcodes) {
    for (const nis of municipalities) {
      const own = Object.values(byNis.get(nis) ?? {}).map(foldForSearch);
      for (const name of Object.values(names)) {
        const [, municipality, section] = /^(.+) \((.+)\)$/.exec(name ?? '') ?? [];
        if (municipality && section && own.includes(foldForSearch(municipality)))
          add(`${postcode}-${nis}`, section);
      }
    }
  }
  return sections;
}

/** A postcode–municipality pair with the municipality's names. */
export interface MunicipalityPair extends Named {
  readonly postcode: string;
  readonly nis: string;
}

/**
 * The municipality list in a language: each pair named by its postcode and its municipality, found by
 * its sections too and, on the municipality's first pair, by the municipality's names in the other
 * languages, so that 'Eynatten' finds Raeren and 'Luik' finds Lüttich whatever the page's language.
 */
export function municipalityList(
  pairs: readonly MunicipalityPair[],
  sections: ReadonlyMap<string, readonly string[]>,
  locale: Locale,
): MunicipalityItem[] {
  const collator = new Intl.Collator(locale);
  const named = pairs
    .map((pair) => ({ pair, munText: nameIn(pair, locale) }))
    .sort((a, b) => a.pair.postcode.localeCompare(b.pair.postcode) || collator.compare(a.munText, b.munText));
  const listed = new Set<string>();
  return named.map(({ pair, munText }) => {
    const first = !listed.has(pair.nis);
    listed.add(pair.nis);
    const seen = new Set([foldForSearch(munText)]);
    const searchNames = [
      ...(first ? [pair.nameNl, pair.nameFr, pair.nameDe] : []),
      ...(sections.get(`${pair.postcode}-${pair.nis}`) ?? []),
    ].filter((name) => {
      const folded = foldForSearch(name);
      if (seen.has(folded)) return false;
      seen.add(folded);
      return true;
    });
    return {
      tkey: `${pair.nis}-${pair.postcode}`,
      text: `${pair.postcode} ${munText}`,
      postcode: pair.postcode,
      munText,
      ...(searchNames.length > 0 ? { searchNames } : {}),
    };
  });
}

export async function municipalityItems(db: Db, locale: Locale): Promise<MunicipalityItem[]> {
  const pairs = await db
    .select({
      postcode: refPostcodes.postcode,
      nis: refPostcodes.nis,
      nameNl: refMunicipalities.nameNl,
      nameFr: refMunicipalities.nameFr,
      nameDe: refMunicipalities.nameDe,
    })
    .from(refPostcodes)
    .innerJoin(refMunicipalities, eq(refMunicipalities.nis, refPostcodes.nis));
  const seed = {
    localities: readSeed('localities'),
    postcodes: readSeed('postcodes'),
    municipalities: readSeed('municipalities'),
  };
  return municipalityList(pairs, sectionsOf(seed), locale);
}

export async function streetItems(
  db: Db,
  munKey: string,
  locale: Locale,
  withTemporaryStreets: boolean,
): Promise<StreetItem[]> {
  const rows = await db
    .select()
    .from(refStreets)
    .where(
      withTemporaryStreets
        ? eq(refStreets.nis, munKey)
        : and(eq(refStreets.nis, munKey), eq(refStreets.temporary, false)),
    );
  const collator = new Intl.Collator(locale);
  const names = [...new Set(rows.map((row) => nameIn(row, locale)))].sort(collator.compare);
  return names.map((text) => ({ text, munKey }));
}

export async function insuranceItems(db: Db, locale: Locale): Promise<InsuranceItem[]> {
  const rows = await db.select().from(refInsurers);
  const collator = new Intl.Collator(locale);
  // 'Other / not specified' closes the list.
  return rows
    .map((row) => ({ tkey: row.tkey, text: nameIn(row, locale) }))
    .sort(
      (a, b) =>
        Number(a.tkey === NOT_SPECIFIED_TKEY) - Number(b.tkey === NOT_SPECIFIED_TKEY) ||
        collator.compare(a.text, b.text),
    );
}

/** The whole object catalogue in a language, before any search. */
export async function objectCatalogue(db: Db, locale: Locale): Promise<ObjectItem[]> {
  const rows = await db.select().from(refObjects);
  const collator = new Intl.Collator(locale);
  return rows
    .map((row) => ({
      tkey: row.tkey,
      fkey: row.fkey,
      text: nameIn(row, locale),
      category: nameIn({ nameNl: row.categoryNl, nameFr: row.categoryFr, nameDe: row.categoryDe }, locale),
      hasNeedle: false,
      isNotSpecified: row.tkey === NOT_SPECIFIED_TKEY,
      isOther: row.fkey === OTHER_OBJECT_FKEY,
      is_vehicle: row.isVehicle,
    }))
    .sort((a, b) => collator.compare(a.text, b.text));
}

/** How well a name answers a search: whole name, then its start, then a word's start, then anywhere. */
function rank(name: string, needle: string): number {
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  if (name.split(/[\s'’-]+/).some((word) => word.startsWith(needle))) return 2;
  return name.includes(needle) ? 3 : 4;
}

/** An object with its name, everyday words and category folded once, ahead of every search. */
export interface SearchableObject {
  item: ObjectItem;
  names: string[];
  category: string;
}

/** The catalogue ready for searching; `words` are the everyday words of each object (by tkey). */
export function searchable(
  catalogue: ObjectItem[],
  words: ReadonlyMap<string, readonly string[]> = new Map(),
): SearchableObject[] {
  return catalogue.map((item) => ({
    item,
    names: [item.text, ...(words.get(item.tkey) ?? [])].map(foldForSearch),
    category: foldForSearch(item.category),
  }));
}

/**
 * Objects whose name, everyday words ("Haus" for the façade) or category contain the needle, case and
 * accents folded, best matches first. The 'other' and 'not specified' entries always close the list so
 * a person is never stuck.
 */
export function searchObjects(catalogue: SearchableObject[], needle: string | undefined): ObjectItem[] {
  const folded = foldForSearch(needle ?? '').trim();
  const isFallback = ({ item }: SearchableObject) => item.isOther || item.isNotSpecified;
  const fallback = catalogue.filter(isFallback).map(({ item }) => item);
  const found = catalogue
    .filter((entry) => !isFallback(entry))
    .map((entry) => ({
      entry,
      rank: folded === '' ? 0 : Math.min(...entry.names.map((name) => rank(name, folded))),
    }))
    .filter(({ entry, rank }) => folded === '' || rank < 4 || entry.category.includes(folded))
    .sort((a, b) => a.rank - b.rank)
    .map(({ entry, rank }) => ({ ...entry.item, hasNeedle: folded !== '' && rank < 4 }));
  return [...found.slice(0, OBJECT_SEARCH_MAX_RESULTS - fallback.length), ...fallback];
}
