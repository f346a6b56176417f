/**
 * The types of every catalogue, read from the JSON files themselves: the Dutch file is each namespace's
 * reference shape, and `Checked` fails the type check when the French or German file lacks a key the
 * Dutch one has, or has one it does not, at any depth, the error naming the key. A new namespace gets a
 * line here; a test fails on a folder under web/pages or web/parts that has none (catalogues.test.ts).
 */

import type { CheckedCatalogue as Checked } from '@pow/domain';

/**
 * The namespaces a page or part of the web loads with its chunk, in the language on screen only
 * (apps/web/src/shared/i18n/page-texts.ts): a folder under web/pages or web/parts, and the summary's words.
 */
export interface PageResources {
  accessibility: Checked<
    typeof import('./web/pages/accessibility/nl.json'),
    typeof import('./web/pages/accessibility/fr.json'),
    typeof import('./web/pages/accessibility/de.json')
  >;
  cookies: Checked<
    typeof import('./web/pages/cookies/nl.json'),
    typeof import('./web/pages/cookies/fr.json'),
    typeof import('./web/pages/cookies/de.json')
  >;
  degradation: Checked<
    typeof import('./web/pages/degradation/nl.json'),
    typeof import('./web/pages/degradation/fr.json'),
    typeof import('./web/pages/degradation/de.json')
  >;
  'degradation-questionnaire': Checked<
    typeof import('./web/pages/degradation-questionnaire/nl.json'),
    typeof import('./web/pages/degradation-questionnaire/fr.json'),
    typeof import('./web/pages/degradation-questionnaire/de.json')
  >;
  'degradation-steps': Checked<
    typeof import('./web/pages/degradation-steps/nl.json'),
    typeof import('./web/pages/degradation-steps/fr.json'),
    typeof import('./web/pages/degradation-steps/de.json')
  >;
  disclaimer: Checked<
    typeof import('./web/pages/disclaimer/nl.json'),
    typeof import('./web/pages/disclaimer/fr.json'),
    typeof import('./web/pages/disclaimer/de.json')
  >;
  faq: Checked<
    typeof import('./web/pages/faq/nl.json'),
    typeof import('./web/pages/faq/fr.json'),
    typeof import('./web/pages/faq/de.json')
  >;
  'my-declarations': Checked<
    typeof import('./web/pages/my-declarations/nl.json'),
    typeof import('./web/pages/my-declarations/fr.json'),
    typeof import('./web/pages/my-declarations/de.json')
  >;
  ncii: Checked<
    typeof import('./web/pages/ncii/nl.json'),
    typeof import('./web/pages/ncii/fr.json'),
    typeof import('./web/pages/ncii/de.json')
  >;
  person: Checked<
    typeof import('./web/pages/person/nl.json'),
    typeof import('./web/pages/person/fr.json'),
    typeof import('./web/pages/person/de.json')
  >;
  /** The person form's own field kinds (issue 33: a period, a lost object), fetched with them. */
  'person-facts': Checked<
    typeof import('./web/pages/person-facts/nl.json'),
    typeof import('./web/pages/person-facts/fr.json'),
    typeof import('./web/pages/person-facts/de.json')
  >;
  'person-start': Checked<
    typeof import('./web/pages/person-start/nl.json'),
    typeof import('./web/pages/person-start/fr.json'),
    typeof import('./web/pages/person-start/de.json')
  >;
  phishing: Checked<
    typeof import('./web/pages/phishing/nl.json'),
    typeof import('./web/pages/phishing/fr.json'),
    typeof import('./web/pages/phishing/de.json')
  >;
  'phishing-questionnaire': Checked<
    typeof import('./web/pages/phishing-questionnaire/nl.json'),
    typeof import('./web/pages/phishing-questionnaire/fr.json'),
    typeof import('./web/pages/phishing-questionnaire/de.json')
  >;
  privacy: Checked<
    typeof import('./web/pages/privacy/nl.json'),
    typeof import('./web/pages/privacy/fr.json'),
    typeof import('./web/pages/privacy/de.json')
  >;
  'sexual-violence': Checked<
    typeof import('./web/pages/sexual-violence/nl.json'),
    typeof import('./web/pages/sexual-violence/fr.json'),
    typeof import('./web/pages/sexual-violence/de.json')
  >;
  success: Checked<
    typeof import('./web/pages/success/nl.json'),
    typeof import('./web/pages/success/fr.json'),
    typeof import('./web/pages/success/de.json')
  >;
  zone: Checked<
    typeof import('./web/pages/zone/nl.json'),
    typeof import('./web/pages/zone/fr.json'),
    typeof import('./web/pages/zone/de.json')
  >;
  contact: Checked<
    typeof import('./web/parts/contact/nl.json'),
    typeof import('./web/parts/contact/fr.json'),
    typeof import('./web/parts/contact/de.json')
  >;
  'declaration-steps': Checked<
    typeof import('./web/parts/declaration-steps/nl.json'),
    typeof import('./web/parts/declaration-steps/fr.json'),
    typeof import('./web/parts/declaration-steps/de.json')
  >;
  feedback: Checked<
    typeof import('./web/parts/feedback/nl.json'),
    typeof import('./web/parts/feedback/fr.json'),
    typeof import('./web/parts/feedback/de.json')
  >;
  'passed-on': Checked<
    typeof import('./web/parts/passed-on/nl.json'),
    typeof import('./web/parts/passed-on/fr.json'),
    typeof import('./web/parts/passed-on/de.json')
  >;
  'police-zone': Checked<
    typeof import('./web/parts/police-zone/nl.json'),
    typeof import('./web/parts/police-zone/fr.json'),
    typeof import('./web/parts/police-zone/de.json')
  >;
  wizard: Checked<
    typeof import('./web/parts/wizard/nl.json'),
    typeof import('./web/parts/wizard/fr.json'),
    typeof import('./web/parts/wizard/de.json')
  >;
  summary: Checked<
    typeof import('./summary/nl.json'),
    typeof import('./summary/fr.json'),
    typeof import('./summary/de.json')
  >;
}

/** The web app's main catalogue, i18next's namespace 'translation': on the critical path of every page. */
export type WebCatalogue = Checked<
  typeof import('./web/nl.json'),
  typeof import('./web/fr.json'),
  typeof import('./web/de.json')
>;

/** The summary's words: the review step's and the PDF's (web and API). */
export type SummaryTexts = PageResources['summary'];

/** The built-in test identity provider's pages (API). */
export type IdpTexts = Checked<
  typeof import('./idp/nl.json'),
  typeof import('./idp/fr.json'),
  typeof import('./idp/de.json')
>;

/** The page that asks to confirm a sign-out started from another website (API). */
export type SignOutTexts = Checked<
  typeof import('./sign-out/nl.json'),
  typeof import('./sign-out/fr.json'),
  typeof import('./sign-out/de.json')
>;

/** The contact form's messages (API): forwarded to the police mailbox, acknowledged to the sender. */
export type ContactMailTexts = Checked<
  typeof import('./contact-mail/nl.json'),
  typeof import('./contact-mail/fr.json'),
  typeof import('./contact-mail/de.json')
>;

/** The messages telling a person that the zone took up or handled their declaration (API, decision 054). */
export type CaseMessageTexts = Checked<
  typeof import('./case-messages/nl.json'),
  typeof import('./case-messages/fr.json'),
  typeof import('./case-messages/de.json')
>;

/** The fields test page (apps/web/src/dev), apart from the app's catalogues: no visitor downloads it. */
export type DevFieldsTexts = Checked<
  typeof import('./web/dev-fields/nl.json'),
  typeof import('./web/dev-fields/fr.json'),
  typeof import('./web/dev-fields/de.json')
>;
