import { localeOrDefault } from '@pow/domain';
import type { Texts as DegradationStepsTexts } from '@pow/i18n/web/pages/degradation-steps/nl.ts';
import i18next from 'i18next';
import { loadPageTexts, type TextLoaders } from '../../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    'degradation-steps': DegradationStepsTexts;
  }
}

/** The damaged objects' and the fact's texts, also the review's questions (the form definition's keys). */
export const DEGRADATION_STEPS_TEXTS: TextLoaders<'degradation-steps'> = {
  nl: () => import('@pow/i18n/web/pages/degradation-steps/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/degradation-steps/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/degradation-steps/de.ts').then((module) => module.de),
};

/**
 * A step's code with these texts in the language on screen: they come with the code of the steps that
 * say them, not with the page (decision 034), and the step shows whole when both are there.
 */
export const withStepTexts = <T>(code: Promise<T>): Promise<T> =>
  Promise.all([
    code,
    loadPageTexts('degradation-steps', DEGRADATION_STEPS_TEXTS, localeOrDefault(i18next.language)),
  ]).then(([module]) => module);
