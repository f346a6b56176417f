import type { Locale } from '@pow/domain';

/**
 * Every address outside this portal, in one place so that an operator can correct one without
 * searching the code. Each entry says where it came from; "unverified" ones must be confirmed by the
 * service that owns them before going live.
 */

type PerLocale = Readonly<Record<Locale, string>>;

/** Police website per language, linked from the logo (spec §2). */
export const POLICE_WEBSITE: PerLocale = {
  nl: 'https://www.police.be/nl',
  fr: 'https://www.police.be/fr',
  de: 'https://www.police.be/de',
};

/**
 * Federal theft-declaration site (spec §2: language as a query parameter).
 * Unverified: addresses given by the product lead; the language is added as `?lang=<locale>`.
 */
export const THEFT_DECLARATION: PerLocale = {
  nl: 'https://www.politie.be/e-loket',
  fr: 'https://www.police.be/e-guichet',
  de: 'https://www.polizei.be/e-schalter',
};

/** Federal alarm- and camera-registration service (spec §2: language passed). Unverified. */
export const ALARM_REGISTRATION = 'https://www.myalarm.be';

/** Safety and prevention site of the FPS Home Affairs. Unverified per-language paths. */
export const SAFETY_SITE: PerLocale = {
  nl: 'https://www.besafe.be/nl',
  fr: 'https://www.besafe.be/fr',
  de: 'https://www.besafe.be/de',
};

/**
 * Residence-watch (absence notification) service. The Dutch page was found on politie.be;
 * the French and German paths follow the same pattern and are unverified.
 */
export const RESIDENCE_WATCH: PerLocale = {
  nl: 'https://www.politie.be/police-on-web/nl/afwezigheidsmelding',
  fr: 'https://www.police.be/police-on-web/fr/afwezigheidsmelding',
  de: 'https://www.polizei.be/police-on-web/de/afwezigheidsmelding',
};

function withLang(address: string, locale: Locale): string {
  const url = new URL(address);
  url.searchParams.set('lang', locale);
  return url.toString();
}

export const externalLinks = {
  policeWebsite: (locale: Locale) => POLICE_WEBSITE[locale],
  theftDeclaration: (locale: Locale) => withLang(THEFT_DECLARATION[locale], locale),
  alarmRegistration: (locale: Locale) => withLang(ALARM_REGISTRATION, locale),
  safetySite: (locale: Locale) => SAFETY_SITE[locale],
  residenceWatch: (locale: Locale) => RESIDENCE_WATCH[locale],
};
