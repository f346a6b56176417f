import type { Texts as DegradationQuestionnaireTexts } from '@pow/i18n/web/pages/degradation-questionnaire/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    'degradation-questionnaire': DegradationQuestionnaireTexts;
  }
}

/** The namespace of both damage pre-checks: the seven-question questionnaire and the cable pilot check. */
export const DEGRADATION_QUESTIONNAIRE_TEXTS: TextLoaders<'degradation-questionnaire'> = {
  nl: () => import('@pow/i18n/web/pages/degradation-questionnaire/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/degradation-questionnaire/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/degradation-questionnaire/de.ts').then((module) => module.de),
};
