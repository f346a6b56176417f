import type { Texts as DegradationTexts } from '@pow/i18n/web/pages/degradation/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    degradation: DegradationTexts;
  }
}

export const DEGRADATION_TEXTS: TextLoaders<'degradation'> = {
  nl: () => import('@pow/i18n/web/pages/degradation/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/degradation/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/degradation/de.ts').then((module) => module.de),
};
