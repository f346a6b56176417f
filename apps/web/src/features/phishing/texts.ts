import type { Texts as PhishingTexts } from '@pow/i18n/web/pages/phishing/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    phishing: PhishingTexts;
  }
}

export const PHISHING_TEXTS: TextLoaders<'phishing'> = {
  nl: () => import('@pow/i18n/web/pages/phishing/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/phishing/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/phishing/de.ts').then((module) => module.de),
};
