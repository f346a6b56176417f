import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies } from '../../test-support.ts';
import {
  getConsent,
  readCookieLocale,
  readStoredLocale,
  rememberLocale,
  setConsent,
} from './consent-store.ts';
import { readCookie, writeCookie } from './cookie-jar.ts';

describe('consent store (spec §3 Cookies, §4 Locale choice)', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('has no consent until one is chosen', () => {
    expect(getConsent()).toBeUndefined();
  });

  it('ignores a consent cookie with a value it does not know', () => {
    writeCookie('pow_cookies', 'maybe', 60);
    expect(getConsent()).toBeUndefined();
  });

  it('stores the choice in pow_cookies', () => {
    setConsent('essential');
    expect(readCookie('pow_cookies')).toBe('essential');
    expect(getConsent()).toBe('essential');
  });

  it('does not store a language while functional cookies are off', () => {
    expect(rememberLocale('fr')).toBe(false);
    setConsent('essential');
    expect(rememberLocale('fr')).toBe(false);
    expect(readStoredLocale()).toBeUndefined();
    expect(readCookieLocale()).toBeUndefined();
  });

  it('stores the language in use when all cookies are accepted', () => {
    setConsent('all', 'de');
    expect(readStoredLocale()).toBe('de');
    expect(readCookieLocale()).toBe('de');
    expect(rememberLocale('fr')).toBe(true);
    expect(readStoredLocale()).toBe('fr');
    expect(readCookieLocale()).toBe('fr');
  });

  it('stores the language with a custom choice (functional cookies on)', () => {
    setConsent('custom', 'nl');
    expect(readStoredLocale()).toBe('nl');
  });

  it('removes the stored language when essential cookies only are chosen', () => {
    setConsent('all', 'fr');
    setConsent('essential', 'fr');
    expect(getConsent()).toBe('essential');
    expect(readStoredLocale()).toBeUndefined();
    expect(readCookieLocale()).toBeUndefined();
  });
});
