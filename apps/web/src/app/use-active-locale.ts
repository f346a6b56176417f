import { chooseLocale, type Locale } from '@pow/domain';
import { useEffect } from 'react';
import { readCookieLocale, readStoredLocale } from '../shared/consent/consent-store.ts';
import { changeLocale, currentLocale } from '../shared/i18n/i18n.ts';

/** The locale for a URL segment, by the priority of spec §4, read from this browser. */
export function localeForSegment(segment: Locale | undefined): Locale {
  return chooseLocale({
    urlSegment: segment,
    stored: readStoredLocale(),
    cookie: readCookieLocale(),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

/** Keeps i18next (and <html lang>) on the locale the URL and the stored choice ask for. */
export function useActiveLocale(segment: Locale | undefined, unknownSegment: string | undefined): Locale {
  const locale = localeForSegment(segment);
  useEffect(() => {
    if (locale !== currentLocale()) void changeLocale(locale);
  }, [locale]);
  useEffect(() => {
    // Spec §8: an unknown locale is logged only; the path stays as it is.
    if (unknownSegment) console.warn(`Unknown locale segment "${unknownSegment}" in the address; ignored.`);
  }, [unknownSegment]);
  return locale;
}
