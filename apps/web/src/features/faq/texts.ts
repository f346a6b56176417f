import type { Texts as FaqTexts } from '@pow/i18n/web/pages/faq/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    faq: FaqTexts;
  }
}

export const FAQ_TEXTS: TextLoaders<'faq'> = {
  nl: () => import('@pow/i18n/web/pages/faq/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/faq/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/faq/de.ts').then((module) => module.de),
};
