import { DEFAULT_LOCALE, isLocale, type Locale } from '../locale.ts';

export interface LocaleSources {
  /** Locale segment of the URL (second path segment after /app). */
  readonly urlSegment?: string | null | undefined;
  /** Locale the person chose earlier (local storage, only written with functional cookies). */
  readonly stored?: string | null | undefined;
  /** Locale of the functional cookie. */
  readonly cookie?: string | null | undefined;
  /** Browser languages in order of preference, as BCP 47 tags (navigator.languages). */
  readonly browser?: readonly string[] | undefined;
}

/** A browser tag's primary language when it is a portal locale: 'fr-BE' → 'fr', 'frr' → undefined. */
export function localeOfLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/** Spec §4 "Locale choice priority": URL segment, stored locale, functional cookie, browser, default nl. */
export function chooseLocale(sources: LocaleSources): Locale {
  for (const value of [sources.urlSegment, sources.stored, sources.cookie]) {
    if (isLocale(value)) return value;
  }
  for (const tag of sources.browser ?? []) {
    const locale = localeOfLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
