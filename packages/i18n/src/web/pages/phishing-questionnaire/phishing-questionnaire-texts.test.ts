import { describe, expect, it } from 'vitest';
import { type Catalogue, keyPaths } from '../../../index.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/**
 * The namespace 'phishing-questionnaire': every language has the keys of nl, no empty text, the same
 * placeholders and marked words, and what each procedure must say. (The checks catalogues.test.ts runs
 * on the older namespaces; kept here so this page did not edit that shared list.)
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

describe.each(['nl', 'fr', 'de'] as const)('phishing questionnaire texts in %s', (locale) => {
  const catalogue = CATALOGUES[locale];
  const text = (key: string) => texts(catalogue).find(([path]) => path === key)?.[1] ?? '';

  it('has exactly the keys of nl', () => {
    expect(keyPaths(catalogue)).toEqual(keyPaths(CATALOGUES.nl));
  });

  it('has no empty text', () => {
    expect(texts(catalogue).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it('keeps the placeholders and the marked words of nl, each tag closed', () => {
    expect(marks(catalogue, /\{\{\s*\w+\s*\}\}/g)).toEqual(marks(CATALOGUES.nl, /\{\{\s*\w+\s*\}\}/g));
    expect(marks(catalogue, /<\/?\w+>/g)).toEqual(marks(CATALOGUES.nl, /<\/?\w+>/g));
    for (const [key, value] of texts(catalogue)) {
      const opened = [...value.matchAll(/<(\w+)>/g)].map((m) => m[1]);
      const closed = [...value.matchAll(/<\/(\w+)>/g)].map((m) => m[1]);
      expect(closed, key).toEqual(opened);
    }
  });

  it('has a question for each question of the tree and a text for each of the five procedures', () => {
    for (const id of ['lost_money', 'impersonation', 'purchase', 'reacted'])
      expect(text(`questions.${id}`)).toMatch(/\?$/);
    for (const procedure of ['procedure1', 'procedure2', 'procedure3', 'procedure4', 'procedure5']) {
      expect(text(`procedures.${procedure}.title`)).not.toBe('');
      expect(text(`procedures.${procedure}.text`)).not.toBe('');
    }
  });

  it('gives the suspicion-report address a place and names Card Stop with its number', () => {
    expect(text('report')).toContain('<email>{{email}}</email>');
    expect(text('card_first')).toContain('<tel>078 170 170</tel>');
    expect(text('procedures.procedure4.text')).toContain('Safeonweb');
  });
});
