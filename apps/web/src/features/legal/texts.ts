import type { Texts as AccessibilityTexts } from '@pow/i18n/web/pages/accessibility/nl.ts';
import type { Texts as DisclaimerTexts } from '@pow/i18n/web/pages/disclaimer/nl.ts';
import type { Texts as PrivacyTexts } from '@pow/i18n/web/pages/privacy/nl.ts';
import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

// The texts loaded here, typed for i18next (page-namespaces.ts).
declare module '../../shared/i18n/page-namespaces.ts' {
  interface PageResources {
    privacy: PrivacyTexts;
    disclaimer: DisclaimerTexts;
    accessibility: AccessibilityTexts;
  }
}

export const PRIVACY_TEXTS: TextLoaders<'privacy'> = {
  nl: () => import('@pow/i18n/web/pages/privacy/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/privacy/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/privacy/de.ts').then((module) => module.de),
};

export const DISCLAIMER_TEXTS: TextLoaders<'disclaimer'> = {
  nl: () => import('@pow/i18n/web/pages/disclaimer/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/disclaimer/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/disclaimer/de.ts').then((module) => module.de),
};

export const ACCESSIBILITY_TEXTS: TextLoaders<'accessibility'> = {
  nl: () => import('@pow/i18n/web/pages/accessibility/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/pages/accessibility/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/pages/accessibility/de.ts').then((module) => module.de),
};
