import type { TextLoaders } from '../i18n/use-page-texts.ts';

export const POLICE_ZONE_TEXTS: TextLoaders<'police-zone'> = {
  nl: () => import('@pow/i18n/web/parts/police-zone/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/parts/police-zone/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/parts/police-zone/de.ts').then((module) => module.de),
};
