import { type Locale, SUSPICIOUS_MESSAGE_ADDRESSES } from '@pow/domain';

/**
 * Every address outside this portal, in this one file (a test fails on an address written anywhere
 * else), so that an operator corrects it once. Each entry says whose it is, whether the owner has pages
 * in German (a German page links to them; where the owner has none, `de` is the owner's French page),
 * and when the address was last confirmed and where (null: never confirmed; the owner must confirm it
 * before going live). What is said of an entry is a comment, so that only addresses ship to browsers.
 */

type PerLocale = Readonly<Record<Locale, string>>;

/** Each entry's comment names its owner and, when confirmed, the page that showed the address. */
export interface ExternalAddress {
  readonly at: PerLocale;
  /** 'own': `de` is a German page. 'none': the owner publishes none, and `de` is its French page. */
  readonly german: 'own' | 'none';
  /** The day the address was last confirmed (yyyy-mm-dd), or null: never confirmed. */
  readonly confirmed: string | null;
}

const same = (address: string): PerLocale => ({ nl: address, fr: address, de: address });

export const EXTERNAL_ADDRESSES = {
  /**
   * Linked from the logo (spec §2). Owner: Federal police.
   */
  policeWebsite: {
    at: { nl: 'https://www.police.be/nl', fr: 'https://www.police.be/fr', de: 'https://www.police.be/de' },
    german: 'own',
    confirmed: null,
  },
  /**
   * Federal theft declaration (spec §2: the language as a query parameter, added by externalLinks).
   * Owner: Federal police. Given by the product lead.
   */
  theftDeclaration: {
    at: {
      nl: 'https://www.politie.be/e-loket',
      fr: 'https://www.police.be/e-guichet',
      de: 'https://www.polizei.be/e-schalter',
    },
    german: 'own',
    confirmed: null,
  },
  /**
   * Alarm and camera registration (spec §2: the language passed). Owner: FPS Home Affairs. One address;
   * the language is a query parameter.
   */
  alarmRegistration: {
    at: same('https://www.myalarm.be'),
    german: 'own',
    confirmed: null,
  },
  /**
   * Owner: FPS Home Affairs (BeSafe).
   */
  safetySite: {
    at: { nl: 'https://www.besafe.be/nl', fr: 'https://www.besafe.be/fr', de: 'https://www.besafe.be/de' },
    german: 'own',
    confirmed: null,
  },
  /**
   * Absence notification (residence watch). Owner: Federal police. The Dutch page was found on
   * politie.be; French and German follow its pattern.
   */
  residenceWatch: {
    at: {
      nl: 'https://www.politie.be/police-on-web/nl/afwezigheidsmelding',
      fr: 'https://www.police.be/police-on-web/fr/afwezigheidsmelding',
      de: 'https://www.polizei.be/police-on-web/de/afwezigheidsmelding',
    },
    german: 'own',
    confirmed: null,
  },
  /**
   * Contact page of the police (contact questionnaire, procedure3_no). Owner: Federal police.
   */
  policeContact: {
    at: {
      nl: 'https://www.police.be/nl/contact',
      fr: 'https://www.police.be/fr/contact',
      de: 'https://www.police.be/de/contact',
    },
    german: 'own',
    confirmed: null,
  },
  /**
   * Owner: Institute for the Equality of Women and Men.
   */
  equalityInstituteForm: {
    at: {
      nl: 'https://aide.igvm-iefh.belgium.be/nl',
      fr: 'https://aide.igvm-iefh.belgium.be/fr',
      de: 'https://aide.igvm-iefh.belgium.be/de',
    },
    german: 'own',
    confirmed: null,
  },
  /**
   * Owner: Institute for the Equality of Women and Men. No German address is known: German pages give
   * the French one.
   */
  equalityInstituteEmail: {
    at: {
      nl: 'gelijkheid.manvrouw@igvm.belgie.be',
      fr: 'egalite.hommesfemmes@iefh.belgique.be',
      de: 'egalite.hommesfemmes@iefh.belgique.be',
    },
    german: 'none',
    confirmed: null,
  },
  /**
   * The Institute for the Equality of Women and Men's manual for victims of online sexual violence (spec
   * §2: a PDF per language). Owner: Institute for the Equality of Women and Men. The PDFs are not known
   * here: each language shows the home page (seen for nl only). The spec has no German manual, so German
   * shows the French page. Confirmed at https://igvm-iefh.belgium.be/nl/organisatie.
   */
  equalityInstituteManual: {
    at: {
      nl: 'https://igvm-iefh.belgium.be/nl',
      fr: 'https://igvm-iefh.belgium.be/fr',
      de: 'https://igvm-iefh.belgium.be/fr',
    },
    german: 'none',
    confirmed: '2026-11-24',
  },
  /**
   * Hash-based image removal (spec §7: with the locale). Owner: StopNCII.org (SWGfL).
   */
  stopNcii: {
    at: {
      nl: 'https://stopncii.org/?lang=nl-nl',
      fr: 'https://stopncii.org/?lang=fr-fr',
      de: 'https://stopncii.org/?lang=de-de',
    },
    german: 'own',
    confirmed: null,
  },
  /**
   * Child Focus, 116 000. Owner: Child Focus. The site has no German version: German pages show the
   * French one.
   */
  childFocus: {
    at: {
      nl: 'https://childfocus.be/nl-be',
      fr: 'https://childfocus.be/fr-be',
      de: 'https://childfocus.be/fr-be',
    },
    german: 'none',
    confirmed: null,
  },
  /**
   * Owner: Child Focus. One address for every language.
   */
  childFocusEmail: {
    at: same('116000@childfocus.org'),
    german: 'own',
    confirmed: null,
  },
  /**
   * The sexual-assault care centres (ZSG / CPVS). Owner: Institute for the Equality of Women and Men. No
   * German site is known: German pages show the French one.
   */
  careCentres: {
    at: {
      nl: 'https://www.seksueelgeweld.be',
      fr: 'https://www.violencessexuelles.be',
      de: 'https://www.violencessexuelles.be',
    },
    german: 'none',
    confirmed: null,
  },
  /**
   * The national online-safety site of the Centre for Cybersecurity Belgium. Owner: Centre for
   * Cybersecurity Belgium. Confirmed at https://safeonweb.be/de/was-ist-verdachtigsafeonwebbe.
   */
  safeonweb: {
    at: { nl: 'https://safeonweb.be/nl', fr: 'https://safeonweb.be/fr', de: 'https://safeonweb.be/de' },
    german: 'own',
    confirmed: '2026-11-24',
  },
  /**
   * * Where to forward a suspicious message, as Safeonweb publishes it per language: suspekt@ on its
   * current German pages (older German pages gave verdacht@, which also arrives). Owner: Centre for
   * Cybersecurity Belgium. Confirmed at https://safeonweb.be/de/was-ist-verdachtigsafeonwebbe.
   */
  suspiciousMessageEmail: {
    // One list with the API's, which forwards to it (decision 048).
    at: SUSPICIOUS_MESSAGE_ADDRESSES,
    german: 'own',
    confirmed: '2026-11-24',
  },
  /**
   * FPS Economy's report point for consumer fraud. Owner: FPS Economy.
   */
  consumerReport: {
    at: {
      nl: 'https://meldpunt.belgie.be/meldpunt/nl/welkom',
      fr: 'https://pointdecontact.belgique.be/meldpunt/fr/bienvenue',
      de: 'https://meldestelle.belgien.be/meldpunt/de/willkommen',
    },
    german: 'own',
    confirmed: null,
  },
  /**
   * Complaints about the accessibility of federal websites (law of 19 July 2018). Owner: Federal
   * Ombudsman. Confirmed for German (its German pages live on federalombudsman.be); nl and fr not
   * confirmed. Confirmed at https://www.federalombudsman.be/de/content/wer-ist-der-foederale-ombudsmann.
   */
  federalOmbudsman: {
    at: {
      nl: 'https://www.federaalombudsman.be/nl',
      fr: 'https://www.mediateurfederal.be/fr',
      de: 'https://www.federalombudsman.be/de',
    },
    german: 'own',
    confirmed: '2026-11-24',
  },
  /**
   * Supervisory Body for Police Information (COC). Owner: Supervisory Body for Police Information.
   */
  policeSupervisoryBody: {
    at: {
      nl: 'https://www.controleorgaan.be/nl',
      fr: 'https://www.organedecontrole.be/fr',
      de: 'https://www.organedecontrole.be/de',
    },
    german: 'own',
    confirmed: null,
  },
  /**
   * Where quick exit goes (issue 21): a neutral page that says nothing of what the person was reading.
   * Owner: Google. One address for every language.
   */
  quickExit: {
    at: same('https://www.google.be/'),
    german: 'own',
    confirmed: null,
  },
} as const satisfies Record<string, ExternalAddress>;

type Name = keyof typeof EXTERNAL_ADDRESSES;

/** The address of `name` in `locale`. */
const address = (name: Name) => (locale: Locale) => EXTERNAL_ADDRESSES[name].at[locale];

/** The address of `name` in `locale`, with the language as `?lang=` (spec §2). */
const withLang = (name: Name) => (locale: Locale) => {
  const url = new URL(EXTERNAL_ADDRESSES[name].at[locale]);
  url.searchParams.set('lang', locale);
  return url.toString();
};

export const externalLinks = {
  policeWebsite: address('policeWebsite'),
  theftDeclaration: withLang('theftDeclaration'),
  alarmRegistration: withLang('alarmRegistration'),
  safetySite: address('safetySite'),
  residenceWatch: address('residenceWatch'),
  policeContact: address('policeContact'),
  equalityInstituteForm: address('equalityInstituteForm'),
  equalityInstituteEmail: address('equalityInstituteEmail'),
  equalityInstituteManual: address('equalityInstituteManual'),
  stopNcii: address('stopNcii'),
  childFocus: address('childFocus'),
  childFocusEmail: address('childFocusEmail'),
  careCentres: address('careCentres'),
  safeonweb: address('safeonweb'),
  suspiciousMessageEmail: address('suspiciousMessageEmail'),
  consumerReport: address('consumerReport'),
  federalOmbudsman: address('federalOmbudsman'),
  policeSupervisoryBody: address('policeSupervisoryBody'),
} satisfies Record<string, (locale: Locale) => string>;

export const QUICK_EXIT_PAGE = EXTERNAL_ADDRESSES.quickExit.at.nl;
