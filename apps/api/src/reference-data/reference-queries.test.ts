import type { ObjectItem } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { municipalityList, nameIn, searchable, searchObjects, sectionsOf } from './reference-queries.ts';
import { readSeed } from './seed-files.ts';

const item = (text: string, category: string, extra: Partial<ObjectItem> = {}): ObjectItem => ({
  tkey: text,
  fkey: '010',
  text,
  category,
  hasNeedle: false,
  isNotSpecified: false,
  isOther: false,
  is_vehicle: false,
  ...extra,
});

const catalogue = searchable([
  item('Bicyclette électrique', 'Vélos'),
  item('Vélo', 'Vélos', { is_vehicle: true }),
  item('Fenêtre', 'Bâtiment'),
  item('Autre objet', 'Autres', { fkey: '999', isOther: true }),
  item('Non spécifié', 'Autres', { tkey: '9999', isNotSpecified: true }),
]);

describe('searchObjects', () => {
  it('finds by name or category, folding case and accents, name matches first', () => {
    const found = searchObjects(catalogue, 'VELO');
    expect(found.map((o) => o.text)).toEqual([
      'Vélo',
      'Bicyclette électrique',
      'Autre objet',
      'Non spécifié',
    ]);
    expect(found.map((o) => o.hasNeedle)).toEqual([true, false, false, false]);
  });

  it('finds an object by its everyday words, before a mere part of a name', () => {
    const withWords = searchable(
      [item('Gartenhaus', 'Garten'), item('Fassade', 'Gebäude', { tkey: '0404' })],
      new Map([['0404', ['Haus', 'Wand']]]),
    );
    const found = searchObjects(withWords, 'haus');
    expect(found.map((o) => [o.text, o.hasNeedle])).toEqual([
      ['Fassade', true],
      ['Gartenhaus', true],
    ]);
  });

  it('always ends with the other and not-specified entries', () => {
    expect(searchObjects(catalogue, 'piano').map((o) => o.text)).toEqual(['Autre objet', 'Non spécifié']);
  });

  it('lists everything without a needle, never more than 50', () => {
    const many = Array.from({ length: 80 }, (_, i) => item(`Objet ${i}`, 'Divers'));
    const found = searchObjects([...searchable(many), ...catalogue.slice(3)], undefined);
    expect(found).toHaveLength(50);
    expect(found.at(-1)?.isNotSpecified).toBe(true);
  });
});

describe('nameIn', () => {
  it('falls back to another language when a name is missing', () => {
    expect(nameIn({ nameNl: 'Meir', nameFr: '', nameDe: '' }, 'fr')).toBe('Meir');
    expect(nameIn({ nameNl: 'Nieuwstraat', nameFr: 'Rue Neuve', nameDe: '' }, 'de')).toBe('Rue Neuve');
    expect(nameIn({ nameNl: '', nameFr: '', nameDe: 'Kirchstraße' }, 'nl')).toBe('Kirchstraße');
  });
});

describe('sectionsOf, on the shipped seed', () => {
  const sections = sectionsOf({
    localities: readSeed('localities'),
    postcodes: readSeed('postcodes'),
    municipalities: readSeed('municipalities'),
  });

  it('gives each postcode of a municipality its villages, without bpost’s qualifiers', () => {
    expect(sections.get('4731-63061')).toEqual(['Eynatten']);
    expect(sections.get('4730-63061')).toEqual(['Raeren', 'Hauset']);
    expect(sections.get('4020-62063')).toEqual(['Bressoux', 'Jupille-sur-Meuse', 'Wandre']);
    expect(sections.get('2150-11002')).toEqual(['Borsbeek']);
  });

  it('takes Brussels’s sections in Dutch and French from its postal names, never a raw label', () => {
    expect(sections.get('1020-21004')).toEqual(['Laken', 'Laeken']);
    expect(sections.get('7780-57097')).toEqual(['Comines-Warneton', 'Komen-Waasten', 'Comines', 'Komen']);
    expect(sections.get('1030-21004')).toBeUndefined();
    expect([...sections.values()].flat().filter((name) => /[()+/»]/.test(name))).toEqual([]);
  });
});

describe('municipalityList', () => {
  const pairs = [
    { postcode: '4020', nis: '62063', nameNl: 'Luik', nameFr: 'Liège', nameDe: 'Lüttich' },
    { postcode: '4000', nis: '62063', nameNl: 'Luik', nameFr: 'Liège', nameDe: 'Lüttich' },
    { postcode: '4731', nis: '63061', nameNl: 'Raeren', nameFr: 'Raeren', nameDe: 'Raeren' },
  ];
  const sections = new Map([
    ['4000-62063', ['Liège', 'Glain']],
    ['4020-62063', ['Jupille-sur-Meuse']],
    ['4731-63061', ['Eynatten']],
  ]);

  it('names each pair by its postcode and municipality, in the page’s language', () => {
    expect(municipalityList(pairs, sections, 'de').map((item) => item.text)).toEqual([
      '4000 Lüttich',
      '4020 Lüttich',
      '4731 Raeren',
    ]);
  });

  it('finds the first pair by the other languages’ names and each pair by its sections, each name once', () => {
    const de = municipalityList(pairs, sections, 'de');
    expect(de.map((item) => [item.tkey, item.searchNames])).toEqual([
      ['62063-4000', ['Luik', 'Liège', 'Glain']],
      ['62063-4020', ['Jupille-sur-Meuse']],
      ['63061-4731', ['Eynatten']],
    ]);
    const fr = municipalityList(pairs, sections, 'fr');
    expect(fr[0]).toEqual({
      tkey: '62063-4000',
      text: '4000 Liège',
      postcode: '4000',
      munText: 'Liège',
      searchNames: ['Luik', 'Lüttich', 'Glain'],
    });
  });

  it('leaves searchNames out when a pair has none', () => {
    const [item] = municipalityList([pairs[2]!], new Map(), 'nl');
    expect(item).toEqual({ tkey: '63061-4731', text: '4731 Raeren', postcode: '4731', munText: 'Raeren' });
  });
});

describe('the shipped objects catalogue', () => {
  const seed = readSeed('objects');
  const catalogueIn = (locale: 'nl' | 'fr' | 'de') =>
    searchable(
      seed.map((o) =>
        item(o.names[locale], o.category[locale], {
          tkey: o.tkey,
          fkey: o.fkey,
          isOther: o.fkey === '999',
          isNotSpecified: o.tkey === '9999',
        }),
      ),
      new Map(seed.map((o) => [o.tkey, o.words?.[locale] ?? []])),
    );

  // What people damage, in their own words (issue 21): a house front, a wall, a scratched car.
  it.each([
    ['nl', 'huis', 'Gevel'],
    ['nl', 'wand', 'Muur'],
    ['nl', 'kras', 'Carrosserie'],
    ['fr', 'maison', 'Façade'],
    ['fr', 'rayure', 'Carrosserie'],
    ['fr', 'vitre', 'Fenêtre'],
    ['de', 'Haus', 'Fassade'],
    ['de', 'Wand', 'Fassade'],
    ['de', 'Wand', 'Mauer'],
    ['de', 'Kratzer', 'Karosserie'],
  ] as const)('%s: “%s” finds %s among the first three', (locale, needle, object) => {
    const found = searchObjects(catalogueIn(locale), needle).slice(0, 3);
    expect(found.map((o) => o.text)).toContain(object);
  });
});
