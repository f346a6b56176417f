import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

export const COOKIES_TEXTS: TextLoaders<'cookies'> = {
  nl: () => import('@pow/i18n/web/pages/cookies/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/cookies/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/cookies/de.ts').then((module) => module.de),
};
