import type { TextLoaders } from '../i18n/use-page-texts.ts';

export const WIZARD_TEXTS: TextLoaders<'wizard'> = {
  nl: () => import('@pow/i18n/web/parts/wizard/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/parts/wizard/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/parts/wizard/de.ts').then((module) => module.de),
};
