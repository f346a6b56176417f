import type { Texts as ZoneTexts } from '@pow/i18n/web/pages/zone/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    zone: ZoneTexts;
  }
}

export const ZONE_TEXTS: TextLoaders<'zone'> = {
  nl: () => import('@pow/i18n/web/pages/zone/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/zone/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/zone/de.ts').then((module) => module.de),
};
