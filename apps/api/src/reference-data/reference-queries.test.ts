import type { ObjectItem } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { localityNames } from './load-reference-data.ts';
import { nameIn, searchable, searchObjects } from './reference-queries.ts';

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
