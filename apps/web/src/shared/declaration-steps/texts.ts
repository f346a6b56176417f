import type { Texts as DeclarationStepsTexts } from '@pow/i18n/web/parts/declaration-steps/nl.ts';
import type { TextLoaders } from '../i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../i18n/page-namespaces.ts' {
  interface PageResources {
    'declaration-steps': DeclarationStepsTexts;
  }
}

export const DECLARATION_STEPS_TEXTS: TextLoaders<'declaration-steps'> = {
  nl: () => import('@pow/i18n/web/parts/declaration-steps/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/parts/declaration-steps/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/parts/declaration-steps/de.ts').then((module) => module.de),
};
