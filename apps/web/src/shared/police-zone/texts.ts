import type { Texts as PoliceZoneTexts } from '@pow/i18n/web/parts/police-zone/nl.ts';
import type { TextLoaders } from '../i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../i18n/page-namespaces.ts' {
  interface PageResources {
    'police-zone': PoliceZoneTexts;
  }
}

export const POLICE_ZONE_TEXTS: TextLoaders<'police-zone'> = {
  nl: () => import('@pow/i18n/web/parts/police-zone/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/parts/police-zone/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/parts/police-zone/de.ts').then((module) => module.de),
};
