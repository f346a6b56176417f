import type { TextLoaders } from '../i18n/use-page-texts.ts';

export const FEEDBACK_TEXTS: TextLoaders<'feedback'> = {
  nl: () => import('@pow/i18n/web/parts/feedback/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/parts/feedback/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/parts/feedback/de.ts').then((module) => module.de),
};
