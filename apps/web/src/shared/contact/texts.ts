import type { Texts as ContactTexts } from '@pow/i18n/web/parts/contact/nl.ts';
import type { TextLoaders } from '../i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../i18n/page-namespaces.ts' {
  interface PageResources {
    contact: ContactTexts;
  }
}

/** The 'contact' namespace: dialog, form, questionnaire and the technical contact after a 403. */
export const CONTACT_TEXTS: TextLoaders<'contact'> = {
  nl: () => import('@pow/i18n/web/parts/contact/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/parts/contact/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/parts/contact/de.ts').then((module) => module.de),
};
