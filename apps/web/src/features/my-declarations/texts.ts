import type { Texts as MyDeclarationsTexts } from '@pow/i18n/web/pages/my-declarations/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    'my-declarations': MyDeclarationsTexts;
  }
}

export const MY_DECLARATIONS_TEXTS: TextLoaders<'my-declarations'> = {
  nl: () => import('@pow/i18n/web/pages/my-declarations/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/my-declarations/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/my-declarations/de.ts').then((module) => module.de),
};
