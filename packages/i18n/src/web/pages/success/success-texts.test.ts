import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../index.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/**
 * The namespace 'success' (the sent page). catalogues.test.ts checks every namespace's keys, empty texts,
 * placeholders and links; here, also the self-contained marks (helplines, bold words) are the same in
 * every language, and what the page must say is said.
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

const TAG = /<\/?\w+>/g;

describe.each(Object.keys(CATALOGUES) as ('nl' | 'fr' | 'de')[])('success texts in %s', (locale) => {
  const catalogue = CATALOGUES[locale];

  it('keeps every marked word of nl', () => {
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
