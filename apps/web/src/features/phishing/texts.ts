import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

export const PHISHING_TEXTS: TextLoaders<'phishing'> = {
  nl: () => import('@pow/i18n/web/pages/phishing/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/phishing/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/phishing/de.ts').then((module) => module.de),
};
