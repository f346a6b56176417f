import type { Texts as CookiesTexts } from '@pow/i18n/web/pages/cookies/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    cookies: CookiesTexts;
  }
}

export const COOKIES_TEXTS: TextLoaders<'cookies'> = {
  nl: () => import('@pow/i18n/web/pages/cookies/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/cookies/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/cookies/de.ts').then((module) => module.de),
};
