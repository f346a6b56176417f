import type { Texts as SuccessTexts } from '@pow/i18n/web/pages/success/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    success: SuccessTexts;
  }
}

export const SUCCESS_TEXTS: TextLoaders<'success'> = {
  nl: () => import('@pow/i18n/web/pages/success/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/success/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/success/de.ts').then((module) => module.de),
};
