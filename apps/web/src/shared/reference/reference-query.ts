import { type Locale, localeOrDefault } from '@pow/domain';
import { useTranslation } from 'react-i18next';

/**
 * Reference lists change a few times a year: fetched once per language and visit, kept for a day.
 * The language is part of every query key, because X-Language decides the texts of the answer.
 */
export const REFERENCE_STALE_TIME_MS = 24 * 60 * 60 * 1000;

/** The interface language, re-rendering when it changes, for query keys. */
export function useQueryLocale(): Locale {
  const { i18n } = useTranslation();
  return localeOrDefault(i18n.language);
}
