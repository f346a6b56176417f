import type { ObjectItem } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { localityNames } from './load-reference-data.ts';
import { nameIn, searchable, searchObjects } from './reference-queries.ts';
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

describe('localityNames', () => {
  const antwerpen = { nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' };
  it('uses the postal names, then bpost’s locality, then the municipality', () => {
    expect(
      localityNames(
        { postcode: '1000', names: { nl: 'Brussel', fr: 'Bruxelles' }, municipalities: [] },
        undefined,
        antwerpen,
      ),
    ).toEqual({
      nl: 'Brussel',
      fr: 'Bruxelles',
      de: 'Bruxelles',
    });
    expect(localityNames({ postcode: '4000', names: {}, municipalities: [] }, 'Liège', antwerpen)).toEqual({
      nl: 'Liège',
      fr: 'Liège',
      de: 'Liège',
    });
    expect(localityNames({ postcode: '2000', names: {}, municipalities: [] }, undefined, antwerpen)).toEqual(
      antwerpen,
    );
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
