import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

export const DEGRADATION_TEXTS: TextLoaders<'degradation'> = {
  nl: () => import('@pow/i18n/web/pages/degradation/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/degradation/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/degradation/de.ts').then((module) => module.de),
};
