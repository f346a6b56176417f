import { CRIME_TYPE_CODES, CRIME_TYPES } from '@pow/domain';
import de from '@pow/i18n/web/pages/person/de.json';
import fr from '@pow/i18n/web/pages/person/fr.json';
import nl from '@pow/i18n/web/pages/person/nl.json';
import { describe, expect, it } from 'vitest';
import { crimeTypeOptions, descriptionHintKey, OTHER_CRIME_TYPE } from './crime-type-options.ts';

const TEXTS = { nl, fr, de } as const;
const optionsIn = (locale: keyof typeof TEXTS) =>
  crimeTypeOptions((name) => TEXTS[locale].crime_type.types[name], TEXTS[locale].crime_type.other, locale);

describe.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])(
  'crime type options in %s (spec §2)',
  (locale) => {
    const options = optionsIn(locale);
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });

    it('offers the eight codes once each, then "other"', () => {
      expect(options).toHaveLength(9);
      expect(
        options
          .slice(0, 8)
          .map((option) => option.value)
          .sort(),
      ).toEqual([...CRIME_TYPE_CODES].sort());
      expect(options.at(-1)).toEqual({
        value: OTHER_CRIME_TYPE,
        label: TEXTS[locale].crime_type.other,
        name: OTHER_CRIME_TYPE,
      });
    });

    it('sorts the eight by their translated label', () => {
      const labels = options.slice(0, 8).map((option) => option.label);
      expect(labels).toEqual([...labels].sort(collator.compare));
      for (const option of options.slice(0, 8)) {
        const type = CRIME_TYPES.find((candidate) => candidate.code === option.value)!;
        expect(option.label).toBe(TEXTS[locale].crime_type.types[type.name]);
      }
    });

    it('keeps "other" last although its label would sort earlier', () => {
      const all = options.map((option) => option.label).sort(collator.compare);
      expect(all.at(-1)).not.toBe(TEXTS[locale].crime_type.other);
      expect(options.at(-1)?.value).toBe(OTHER_CRIME_TYPE);
    });
  },
);

it('orders by each language, not by code or by the Dutch order', () => {
  expect(optionsIn('nl').map((option) => option.value)).toEqual([
    '0422', // Bedreiging
    '4517', // Belaging
    '4513', // Haatmisdrijf
    '0454', // Oplichting
    '4711', // Seksuele intimidatie
    '4315', // Slagen en verwondingen
    '0574', // Verlies van een document
    '0575', // Verlies van een voorwerp
    OTHER_CRIME_TYPE,
  ]);
  expect(
    optionsIn('fr')
      .map((option) => option.value)
      .slice(0, 3),
  ).toEqual(['4315', '4513', '0454']);
  expect(
    optionsIn('de')
      .map((option) => option.value)
      .slice(0, 3),
  ).toEqual(['0422', '4517', '0454']);
});

describe('the description hint (spec §2)', () => {
  it.each(CRIME_TYPE_CODES)('type %s', (code) => {
    expect(descriptionHintKey(code)).toBe(
      code === '0574' || code === '0575' ? 'fact.hint_loss' : 'fact.hint_other',
    );
  });

  it('gives the general hint when no known type is chosen', () => {
    expect(descriptionHintKey('')).toBe('fact.hint_other');
    expect(descriptionHintKey(OTHER_CRIME_TYPE)).toBe('fact.hint_other');
  });

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('has two different hints in %s', (locale) => {
    expect(TEXTS[locale].fact.hint_loss).not.toBe(TEXTS[locale].fact.hint_other);
  });
});
