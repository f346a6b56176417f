import type { Texts as PhishingQuestionnaireTexts } from '@pow/i18n/web/pages/phishing-questionnaire/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    'phishing-questionnaire': PhishingQuestionnaireTexts;
  }
}

export const PHISHING_QUESTIONNAIRE_TEXTS: TextLoaders<'phishing-questionnaire'> = {
  nl: () => import('@pow/i18n/web/pages/phishing-questionnaire/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/phishing-questionnaire/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/phishing-questionnaire/de.ts').then((module) => module.de),
};
