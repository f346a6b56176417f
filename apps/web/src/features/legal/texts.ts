import type { TextLoaders } from '../../shared/i18n/use-page-texts.ts';

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
