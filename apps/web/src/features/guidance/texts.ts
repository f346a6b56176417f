import type { Texts as NciiTexts } from '@pow/i18n/web/pages/ncii/nl.ts';
import type { Texts as SexualViolenceTexts } from '@pow/i18n/web/pages/sexual-violence/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    'sexual-violence': SexualViolenceTexts;
    ncii: NciiTexts;
  }
}

export const SEXUAL_VIOLENCE_TEXTS: TextLoaders<'sexual-violence'> = {
  nl: () => import('@pow/i18n/web/pages/sexual-violence/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/sexual-violence/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/sexual-violence/de.ts').then((module) => module.de),
};

export const NCII_TEXTS: TextLoaders<'ncii'> = {
  nl: () => import('@pow/i18n/web/pages/ncii/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/ncii/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/ncii/de.ts').then((module) => module.de),
};
