import { describe, expect, it } from 'vitest';
import { appPath, splitAppPath, switchLocalePath } from './app-path.ts';

describe('splitAppPath', () => {
  it.each([
    ['/', { path: '' }],
    ['', { path: '' }],
    ['/fr', { locale: 'fr', path: '' }],
    ['/fr/', { locale: 'fr', path: '' }],
    ['/de/home', { locale: 'de', path: 'home' }],
    ['/nl/phishing/questionnaire', { locale: 'nl', path: 'phishing/questionnaire' }],
    ['/home', { path: 'home' }],
    ['//home//', { path: 'home' }],
    ['/xx/home', { path: 'xx/home', unknownLocale: 'xx' }],
    ['/EN', { path: 'EN', unknownLocale: 'EN' }],
    ['/FR/home', { path: 'FR/home', unknownLocale: 'FR' }],
    ['/faq', { path: 'faq' }],
  ])('%s', (pathname, expected) => {
    expect(splitAppPath(pathname)).toEqual(expected);
  });
});

describe('appPath', () => {
  it.each([
    [undefined, 'home', '/home'],
    ['fr', 'home', '/fr/home'],
    ['de', '', '/de'],
    [undefined, '', '/'],
    ['nl', '/phishing/questionnaire/', '/nl/phishing/questionnaire'],
  ] as const)('(%s, %s) → %s', (locale, path, expected) => {
    expect(appPath(locale, path)).toBe(expected);
  });
});

describe('switchLocalePath keeps the page and swaps the segment', () => {
  it.each([
    ['/fr/home', 'nl', '', '', '/nl/home'],
    ['/home', 'de', '', '', '/de/home'],
    ['/', 'fr', '', '', '/fr'],
    ['/nl/cookies', 'fr', '?x=1', '#cookie-settings', '/fr/cookies?x=1#cookie-settings'],
    ['/xx/home', 'nl', '', '', '/nl/xx/home'],
  ] as const)('%s → %s', (pathname, locale, search, hash, expected) => {
    expect(switchLocalePath(pathname, locale, search, hash)).toBe(expected);
  });
});
