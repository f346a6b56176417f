import type { Texts as PersonTexts } from '@pow/i18n/web/pages/person/nl.ts';
import type { Texts as PersonStartTexts } from '@pow/i18n/web/pages/person-start/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    person: PersonTexts;
    'person-start': PersonStartTexts;
  }
}

export const PERSON_TEXTS: TextLoaders<'person'> = {
  nl: () => import('@pow/i18n/web/pages/person/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/person/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/person/de.ts').then((module) => module.de),
};

export const PERSON_START_TEXTS: TextLoaders<'person-start'> = {
  nl: () => import('@pow/i18n/web/pages/person-start/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/person-start/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/person-start/de.ts').then((module) => module.de),
};
