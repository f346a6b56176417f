import type { SummaryTexts } from '@pow/i18n/summary/nl.ts';
import type { TextLoaders } from '../../i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../i18n/page-namespaces.ts' {
  interface PageResources {
    summary: SummaryTexts;
  }
}

export const SUMMARY_TEXTS: TextLoaders<'summary'> = {
  nl: () => import('@pow/i18n/summary/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/summary/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/summary/de.ts').then((module) => module.de),
};
