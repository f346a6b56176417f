import type { Texts as WizardTexts } from '@pow/i18n/web/parts/wizard/nl.ts';
import { DECLARATION_STEPS_TEXTS } from '../declaration-steps/texts.ts';
import type { PartTexts, TextLoaders } from '../i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../i18n/page-namespaces.ts' {
  interface PageResources {
    wizard: WizardTexts;
  }
}

export const WIZARD_TEXTS: TextLoaders<'wizard'> = {
  nl: () => import('@pow/i18n/web/parts/wizard/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/parts/wizard/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/parts/wizard/de.ts').then((module) => module.de),
};

/** What every declaration page's parts need besides its own texts: the stepper's and the shared steps'. */
export const DECLARATION_PAGE_PARTS: readonly PartTexts[] = [
  ['wizard', WIZARD_TEXTS],
  ['declaration-steps', DECLARATION_STEPS_TEXTS],
];
