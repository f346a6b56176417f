import { describe, expect, it } from 'vitest';
import { type Catalogue, keyPaths } from '../../../index.ts';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/**
 * The namespace 'degradation-questionnaire' (the damage questionnaire and the cable pilot check): every
 * language has the keys of nl, no empty text, the same placeholders and marked words, and the numbers
 * each outcome must give. (Kept here so these pages did not edit the shared list in catalogues.test.ts.)
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

describe.each(['nl', 'fr', 'de'] as const)('damage pre-check texts in %s', (locale) => {
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

  it('asks seven questions', () => {
    for (const id of ['belgium', 'violence', 'threats', 'injured', 'author', 'urgent', 'recent'])
      expect(text(`questionnaire.questions.${id}`)).toMatch(/\?$/);
  });

  it('gives 101 in both police outcomes and 112 for medical help and danger', () => {
    expect(text('questionnaire.outcomes.emergency.text')).toContain('<tel>101</tel>');
    expect(text('questionnaire.outcomes.emergency.text')).toContain('<tel>112</tel>');
    expect(text('questionnaire.outcomes.fast-process.text')).toContain('<tel>101</tel>');
    expect(text('questionnaire.call_101')).toContain('101');
    expect(text('cable.refused_danger')).toContain('<tel>112</tel>');
  });

  it('names the municipality in the pilot answers', () => {
    expect(text('cable.allowed_text')).toContain('{{municipality}}');
    expect(text('cable.refused_text')).toContain('{{municipality}}');
  });
});
