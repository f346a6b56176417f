import type { CountryItem, Locale } from '@pow/domain';
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { ReferenceSeed } from './seed-files.ts';

countries.registerLocale(nl);
countries.registerLocale(fr);
countries.registerLocale(de);

const BELGIUM = 'BE';

/**
 * Countries with their localised name (i18n-iso-countries), calling code (libphonenumber-js) and
 * nationality (the curated list, else the shared country file, else the country's name). Belgium first,
 * the rest in the language's alphabetical order. Only countries with a calling code are listed.
 */
export function countryList(
  locale: Locale,
  nationalities: ReferenceSeed['nationalities'],
  fallback: ReferenceSeed['countries'],
): CountryItem[] {
  const fallbackNationality = new Map(fallback.map((c) => [c.alpha2, c.nationality]));
  const collator = new Intl.Collator(locale);
  const items = getCountries().flatMap((code: CountryCode): CountryItem[] => {
    // The short, everyday name ('België'), not the official one ('Koninkrijk België').
    const name = countries.getName(code, locale, { select: 'alias' });
    if (!name) return [];
    const nationality = nationalities[code]?.[locale] ?? fallbackNationality.get(code)?.[locale] ?? name;
    return [{ tkey: code, name, nationality, prefix: getCountryCallingCode(code) }];
  });
  return items.sort((a, b) =>
    a.tkey === BELGIUM ? -1 : b.tkey === BELGIUM ? 1 : collator.compare(a.name, b.name),
  );
}
