import type { SummaryTexts as Summary } from '@pow/i18n/summary/nl.ts';
import type { Texts as Accessibility } from '@pow/i18n/web/pages/accessibility/nl.ts';
import type { Texts as Cookies } from '@pow/i18n/web/pages/cookies/nl.ts';
import type { Texts as Degradation } from '@pow/i18n/web/pages/degradation/nl.ts';
import type { Texts as DegradationQuestionnaire } from '@pow/i18n/web/pages/degradation-questionnaire/nl.ts';
import type { Texts as Disclaimer } from '@pow/i18n/web/pages/disclaimer/nl.ts';
import type { Texts as Faq } from '@pow/i18n/web/pages/faq/nl.ts';
import type { Texts as MyDeclarations } from '@pow/i18n/web/pages/my-declarations/nl.ts';
import type { Texts as Ncii } from '@pow/i18n/web/pages/ncii/nl.ts';
import type { Texts as Person } from '@pow/i18n/web/pages/person/nl.ts';
import type { Texts as PersonStart } from '@pow/i18n/web/pages/person-start/nl.ts';
import type { Texts as Phishing } from '@pow/i18n/web/pages/phishing/nl.ts';
import type { Texts as PhishingQuestionnaire } from '@pow/i18n/web/pages/phishing-questionnaire/nl.ts';
import type { Texts as Privacy } from '@pow/i18n/web/pages/privacy/nl.ts';
import type { Texts as SexualViolence } from '@pow/i18n/web/pages/sexual-violence/nl.ts';
import type { Texts as Success } from '@pow/i18n/web/pages/success/nl.ts';
import type { Texts as Zone } from '@pow/i18n/web/pages/zone/nl.ts';
import type { Texts as Contact } from '@pow/i18n/web/parts/contact/nl.ts';
import type { Texts as DeclarationSteps } from '@pow/i18n/web/parts/declaration-steps/nl.ts';
import type { Texts as Feedback } from '@pow/i18n/web/parts/feedback/nl.ts';
import type { Texts as PoliceZone } from '@pow/i18n/web/parts/police-zone/nl.ts';
import type { Texts as Wizard } from '@pow/i18n/web/parts/wizard/nl.ts';

/**
 * The i18next namespaces beside the main catalogue ('translation'): each page's or part's texts, in
 * packages/i18n/src/web/{pages,parts}/<name>/, loaded with its chunk (use-page-texts.ts).
 */
export interface PageResources {
  accessibility: Accessibility;
  contact: Contact;
  cookies: Cookies;
  'declaration-steps': DeclarationSteps;
  degradation: Degradation;
  'degradation-questionnaire': DegradationQuestionnaire;
  disclaimer: Disclaimer;
  faq: Faq;
  feedback: Feedback;
  'my-declarations': MyDeclarations;
  ncii: Ncii;
  person: Person;
  'person-start': PersonStart;
  phishing: Phishing;
  'phishing-questionnaire': PhishingQuestionnaire;
  'police-zone': PoliceZone;
  privacy: Privacy;
  'sexual-violence': SexualViolence;
  success: Success;
  summary: Summary;
  wizard: Wizard;
  zone: Zone;
}

export type PageNamespace = keyof PageResources;
