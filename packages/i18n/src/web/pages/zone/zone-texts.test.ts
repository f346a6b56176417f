import { describe, expect, it } from 'vitest';
import { type Catalogue, keyPaths } from '../../../index.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

/**
 * The namespace 'zone' (the zone's desk): every language has the keys of nl, no empty text, the same
 * placeholders and marked words. (The checks of catalogues.test.ts, kept here as the sent page does, so
 * that the desk does not edit that shared list.)
 */
const CATALOGUES = { nl, fr, de } as Record<'nl' | 'fr' | 'de', Catalogue>;

function texts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );
}

const marks = (catalogue: Catalogue, pattern: RegExp) =>
  Object.fromEntries(
    texts(catalogue).map(([key, text]) => [key, [...text.matchAll(pattern)].map((m) => m[0]).sort()]),
  );

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;
const TAG = /<\/?\w+>/g;

describe.each(Object.keys(CATALOGUES) as ('nl' | 'fr' | 'de')[])('zone desk texts in %s', (locale) => {
  const catalogue = CATALOGUES[locale];

  it('has exactly the keys of nl', () => {
    expect(keyPaths(catalogue)).toEqual(keyPaths(CATALOGUES.nl));
  });

  it('has no empty text', () => {
    expect(texts(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keeps the placeholders and the marked words of nl', () => {
    expect(marks(catalogue, PLACEHOLDER)).toEqual(marks(CATALOGUES.nl, PLACEHOLDER));
    expect(marks(catalogue, TAG)).toEqual(marks(CATALOGUES.nl, TAG));
  });

  it('names the 48 working hours of the contact flag and the desk states and outcomes', () => {
    const typed = { nl, fr, de }[locale];
    expect(typed.flags.contact_person).toContain('48');
    expect(typed.flags.contact_person).toContain('-1');
    expect(Object.keys(typed.states)).toEqual(['new', 'in_treatment', 'handled']);
    expect(Object.keys(typed.outcomes)).toEqual(['report_drawn_up', 'information_only', 'referred']);
  });
});
