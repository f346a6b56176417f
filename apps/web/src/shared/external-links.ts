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

/**
 * Contact page of the police (contact questionnaire, procedure3_no). Unverified: the path /contact
 * follows the pattern of POLICE_WEBSITE; the federal police must confirm it.
 */
export const POLICE_CONTACT: PerLocale = {
  nl: 'https://www.police.be/nl/contact',
  fr: 'https://www.police.be/fr/contact',
  de: 'https://www.police.be/de/contact',
};

/**
 * Institute for the Equality of Women and Men (IGVM / IEFH / IGFM), competent since July 2020 for the
 * non-consensual sharing of intimate images. Home pages: nl and fr verified; de unverified.
 */
export const EQUALITY_INSTITUTE: PerLocale = {
  nl: 'https://igvm-iefh.belgium.be/nl',
  fr: 'https://igvm-iefh.belgium.be/fr',
  de: 'https://igvm-iefh.belgium.be/de',
};

/** The Institute's online report form. fr verified (aide.igvm-iefh.belgium.be/fr); nl and de unverified. */
export const EQUALITY_INSTITUTE_FORM: PerLocale = {
  nl: 'https://aide.igvm-iefh.belgium.be/nl',
  fr: 'https://aide.igvm-iefh.belgium.be/fr',
  de: 'https://aide.igvm-iefh.belgium.be/de',
};

/** The Institute's e-mail addresses. Unverified: to be confirmed by the Institute; de uses the French one. */
export const EQUALITY_INSTITUTE_EMAIL: PerLocale = {
  nl: 'gelijkheid.manvrouw@igvm.belgie.be',
  fr: 'egalite.hommesfemmes@iefh.belgique.be',
  de: 'egalite.hommesfemmes@iefh.belgique.be',
};

/**
 * The Institute's manual for victims of online sexual violence (spec §2: a PDF per language, the German
 * one a placeholder). Unverified: the PDF addresses are not known here, so each language points to the
 * Institute's home page until the Institute gives them; German points to the French page.
 */
export const EQUALITY_INSTITUTE_MANUAL: PerLocale = {
  nl: 'https://igvm-iefh.belgium.be/nl',
  fr: 'https://igvm-iefh.belgium.be/fr',
  de: 'https://igvm-iefh.belgium.be/fr',
};

/** StopNCII.org, the hash-based image-removal service (spec §7: with the locale). Verified: ?lang=fr-fr. */
export const STOP_NCII: PerLocale = {
  nl: 'https://stopncii.org/?lang=nl-nl',
  fr: 'https://stopncii.org/?lang=fr-fr',
  de: 'https://stopncii.org/?lang=de-de',
};

/** Child Focus (116 000). nl and fr verified; the site has no German version, so de shows the French one. */
export const CHILD_FOCUS: PerLocale = {
  nl: 'https://childfocus.be/nl-be',
  fr: 'https://childfocus.be/fr-be',
  de: 'https://childfocus.be/fr-be',
};
/** Unverified: Child Focus's e-mail address for its 116 000 line. */
export const CHILD_FOCUS_EMAIL = '116000@childfocus.org';

/**
 * Information on the sexual-assault care centres (ZSG / CPVS) and their addresses. Unverified: the
 * Institute's information sites; de points to the French one.
 */
export const CARE_CENTRES: PerLocale = {
  nl: 'https://www.seksueelgeweld.be',
  fr: 'https://www.violencessexuelles.be',
  de: 'https://www.violencessexuelles.be',
};

/** Safeonweb, the national online-safety site of the Centre for Cybersecurity Belgium. */
export const SAFEONWEB: PerLocale = {
  nl: 'https://safeonweb.be/nl',
  fr: 'https://safeonweb.be/fr',
  de: 'https://safeonweb.be/de',
};
/**
 * Where to forward a suspicious message, the address Safeonweb publishes in each language (one constant
 * for the questionnaire, the FAQ and the sent page): verdacht@ on its Dutch pages, suspect@ on its
 * French pages, suspekt@ on its current German pages ("Was ist suspekt@safeonweb.be?"; older German
 * pages gave verdacht@, which also arrives). Checked on safeonweb.be, 2026-11-24.
 */
export const SUSPICIOUS_MESSAGE_EMAIL: PerLocale = {
  nl: 'verdacht@safeonweb.be',
  fr: 'suspect@safeonweb.be',
  de: 'suspekt@safeonweb.be',
};

/** FPS Economy's report point for consumer fraud (ConsumerConnect / Meldpunt). */
export const CONSUMER_REPORT: PerLocale = {
  nl: 'https://meldpunt.belgie.be/meldpunt/nl/welkom',
  fr: 'https://pointdecontact.belgique.be/meldpunt/fr/bienvenue',
  de: 'https://meldestelle.belgien.be/meldpunt/de/willkommen',
};

/** Federal Ombudsman: complaints about the accessibility of federal websites (law of 19 July 2018). */
export const FEDERAL_OMBUDSMAN: PerLocale = {
  nl: 'https://www.federaalombudsman.be/nl',
  fr: 'https://www.mediateurfederal.be/fr',
  de: 'https://www.foederalombudsmann.be/de',
};

/** Supervisory Body for Police Information (COC). Unverified: the German path. */
export const POLICE_SUPERVISORY_BODY: PerLocale = {
  nl: 'https://www.controleorgaan.be/nl',
  fr: 'https://www.organedecontrole.be/fr',
  de: 'https://www.organedecontrole.be/de',
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
  policeContact: (locale: Locale) => POLICE_CONTACT[locale],
  equalityInstitute: (locale: Locale) => EQUALITY_INSTITUTE[locale],
  equalityInstituteForm: (locale: Locale) => EQUALITY_INSTITUTE_FORM[locale],
  equalityInstituteEmail: (locale: Locale) => EQUALITY_INSTITUTE_EMAIL[locale],
  equalityInstituteManual: (locale: Locale) => EQUALITY_INSTITUTE_MANUAL[locale],
  stopNcii: (locale: Locale) => STOP_NCII[locale],
  childFocus: (locale: Locale) => CHILD_FOCUS[locale],
  childFocusEmail: () => CHILD_FOCUS_EMAIL,
  careCentres: (locale: Locale) => CARE_CENTRES[locale],
  safeonweb: (locale: Locale) => SAFEONWEB[locale],
  suspiciousMessageEmail: (locale: Locale) => SUSPICIOUS_MESSAGE_EMAIL[locale],
  consumerReport: (locale: Locale) => CONSUMER_REPORT[locale],
  federalOmbudsman: (locale: Locale) => FEDERAL_OMBUDSMAN[locale],
  policeSupervisoryBody: (locale: Locale) => POLICE_SUPERVISORY_BODY[locale],
};

/**
 * Where quick exit goes (issue 21): a neutral page that says nothing of what the person was reading, in
 * every language.
 */
export const QUICK_EXIT_PAGE = 'https://www.google.be/';
