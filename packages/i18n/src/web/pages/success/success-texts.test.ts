import { describe, expect, it } from 'vitest';
import { type Catalogue, keyPaths } from '../../../index.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

/**
 * The namespace 'success' (the sent page): every language has the keys of nl, no empty text, the
 * same placeholders and the same marked words. (The same checks as catalogues.test.ts runs on the
 * other page namespaces; kept here so the sent page did not edit that shared list.)
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

describe.each(Object.keys(CATALOGUES) as ('nl' | 'fr' | 'de')[])('success texts in %s', (locale) => {
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

  it('names the 48 working hours, 101 and 112', () => {
    expect(catalogue.tracker).toBeTypeOf('object');
    expect(texts(catalogue).find(([key]) => key === 'tracker.declaration_error_pdf_not_sent')?.[1]).toContain(
      '48',
    );
    const urgent = texts(catalogue).find(([key]) => key === 'next.urgent')?.[1];
    expect(urgent).toContain('<tel>101</tel>');
    expect(urgent).toContain('<tel>112</tel>');
  });
});
