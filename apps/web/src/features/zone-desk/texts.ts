import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

export const ZONE_TEXTS: TextLoaders<'zone'> = {
  nl: () => import('@pow/i18n/web/pages/zone/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/zone/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/zone/de.ts').then((module) => module.de),
};
