import type { Texts as FeedbackTexts } from '@pow/i18n/web/parts/feedback/nl.ts';
import type { TextLoaders } from '../i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../i18n/page-namespaces.ts' {
  interface PageResources {
    feedback: FeedbackTexts;
  }
}

export const FEEDBACK_TEXTS: TextLoaders<'feedback'> = {
  nl: () => import('@pow/i18n/web/parts/feedback/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/parts/feedback/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/parts/feedback/de.ts').then((module) => module.de),
};
