import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  type ConsentValue,
  functionalCookiesAllowed,
  isConsentValue,
  LOCALE_COOKIE,
  type Locale,
  SELECTED_LOCALE_STORAGE,
} from '@pow/domain';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from './cookie-jar.ts';

const DAY_SECONDS = 24 * 60 * 60;
/** Functional cookies "never expire" (spec §3); browsers cap any cookie at 400 days. */
const LOCALE_COOKIE_MAX_AGE = 400 * DAY_SECONDS;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored consent (cookie pow_cookies), or undefined while the person has not chosen. */
export function getConsent(): ConsentValue | undefined {
  const value = readCookie(CONSENT_COOKIE);
  return isConsentValue(value) ? value : undefined;
}

export function useConsent(): ConsentValue | undefined {
  return useSyncExternalStore(subscribe, getConsent, () => undefined);
}

/** The locale chosen earlier (local storage), if any. */
export function readStoredLocale(): string | undefined {
  try {
    return window.localStorage.getItem(SELECTED_LOCALE_STORAGE) ?? undefined;
  } catch {
    // Storage can be disabled (private modes, policies): then nothing was stored.
    return undefined;
  }
}

export function readCookieLocale(): string | undefined {
  return readCookie(LOCALE_COOKIE);
}

/** Stores a language choice, only when functional cookies are allowed (spec §4). */
export function rememberLocale(locale: Locale): boolean {
  if (!functionalCookiesAllowed(getConsent())) return false;
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
  try {
    window.localStorage.setItem(SELECTED_LOCALE_STORAGE, locale);
  } catch {
    // The cookie alone still carries the choice.
  }
  return true;
}

function forgetLocale(): void {
  deleteCookie(LOCALE_COOKIE);
  try {
    window.localStorage.removeItem(SELECTED_LOCALE_STORAGE);
  } catch {
    // Nothing could have been stored.
  }
}

/**
 * Stores the consent for 180 days. Without functional cookies the stored language is removed; with
 * them, the language in use is remembered at once (the person just allowed it).
 */
export function setConsent(value: ConsentValue, locale?: Locale): void {
  writeCookie(CONSENT_COOKIE, value, CONSENT_MAX_AGE_DAYS * DAY_SECONDS);
  if (!functionalCookiesAllowed(value)) forgetLocale();
  else if (locale) rememberLocale(locale);
  for (const listener of listeners) listener();
}
