import { describe, expect, it } from 'vitest';
import { localeOrDefault, toLocale } from './locale.ts';

describe('localeOrDefault', () => {
  it('keeps a language of the portal and gives nl for anything else', () => {
    expect(localeOrDefault('fr')).toBe('fr');
    expect(localeOrDefault('de')).toBe('de');
    expect(localeOrDefault('en')).toBe('nl');
    expect(localeOrDefault('FR')).toBe('nl');
    expect(localeOrDefault(undefined)).toBe('nl');
  });
});

describe('toLocale', () => {
  it('reads a tag, or gives nothing', () => {
    expect(toLocale(' fr-BE ')).toBe('fr');
    expect(toLocale('en-GB')).toBeUndefined();
  });
});
