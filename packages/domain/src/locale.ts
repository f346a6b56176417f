import { z } from 'zod';

/** Languages of the portal; nl is the default (spec §1, §9). */
export const LOCALES = ['nl', 'fr', 'de'] as const;
/** Order in which the language switcher lists them (spec §9). */
export const LOCALE_MENU_ORDER = ['fr', 'nl', 'de'] as const;
export const DEFAULT_LOCALE = 'nl';

/** Each language by its own name, marked with its language where shown (WCAG 3.1.2). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
};

export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language read back (a stored row, i18next's state), or the default where it is none of the portal's. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Turns a free value (query, header, claim, Accept-Language tag) into a locale, or undefined. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  const tag = value?.trim().slice(0, 2).toLowerCase();
  return isLocale(tag) ? tag : undefined;
}
