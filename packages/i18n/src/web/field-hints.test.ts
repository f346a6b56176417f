import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../index.ts';

/**
 * The date and time fields write their format under every label themselves (`fields.date_hint`,
 * `fields.time_hint`, after the hint a page gives): a page's hint that gives the format again shows it
 * twice, worded two ways.
 */
const FORMAT_EXAMPLE = /\d{1,2}:\d{2}|\d{2}\/\d{2}\/\d{4}|:minute|:Minute|\/maand\/|\/mois\/|\/Monat\//i;

function hints(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    if (typeof value !== 'string') return hints(value, `${prefix}${key}.`);
    return key.endsWith('hint') ? [[prefix + key, value] as [string, string]] : [];
  });
}

const NAMESPACES = ['pages', 'parts'].flatMap((group) =>
  readdirSync(new URL(`./${group}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${group}/${entry.name}`),
);

describe.each(['nl', 'fr', 'de'])('page hints in %s', (locale) => {
  it('leave the date and time format to the field', () => {
    const repeated: string[] = [];
    for (const name of NAMESPACES) {
      const catalogue = JSON.parse(
        readFileSync(new URL(`./${name}/${locale}.json`, import.meta.url), 'utf8'),
      ) as Catalogue;
      repeated.push(
        ...hints(catalogue)
          .filter(([, text]) => FORMAT_EXAMPLE.test(text))
          .map(([key]) => `${name}: ${key}`),
      );
    }
    expect(repeated).toEqual([]);
  });
});
