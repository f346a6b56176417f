import { describe, expect, it } from 'vitest';
import { chooseLocale, type LocaleSources, localeOfLanguageTag } from './locale-choice.ts';

describe('chooseLocale (spec §4 priority)', () => {
  it.each<[string, LocaleSources, string]>([
    [
      'URL segment wins over everything',
      { urlSegment: 'de', stored: 'fr', cookie: 'nl', browser: ['fr-BE'] },
      'de',
    ],
    ['stored locale next', { stored: 'fr', cookie: 'de', browser: ['nl-BE'] }, 'fr'],
    ['functional cookie next', { cookie: 'de', browser: ['fr-BE'] }, 'de'],
    ['browser language next', { browser: ['fr-BE', 'nl'] }, 'fr'],
    ['first supported browser language', { browser: ['en-GB', 'de-AT', 'fr'] }, 'de'],
    ['default nl', { browser: ['en-US'] }, 'nl'],
    ['default nl without any source', {}, 'nl'],
    ['an unknown URL segment is skipped', { urlSegment: 'xx', stored: 'de' }, 'de'],
    ['an invalid stored value is skipped', { stored: 'english', cookie: 'fr' }, 'fr'],
    ['an empty cookie is skipped', { cookie: '', browser: ['de'] }, 'de'],
    ['null sources are skipped', { urlSegment: null, stored: null, cookie: null, browser: [] }, 'nl'],
  ])('%s', (_label, sources, expected) => {
    expect(chooseLocale(sources)).toBe(expected);
  });
});

describe('localeOfLanguageTag', () => {
  it.each([
    ['fr-BE', 'fr'],
    ['NL', 'nl'],
    ['de_CH', 'de'],
    ['frr', undefined],
    ['en', undefined],
    ['', undefined],
  ])('%s → %s', (tag, expected) => {
    expect(localeOfLanguageTag(tag)).toBe(expected);
  });
});
