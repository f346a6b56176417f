import { type Locale, localeOrDefault } from '@pow/domain';
import type { WebCatalogue } from '@pow/i18n/web/nl.ts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One chunk per language: only the active catalogue is downloaded. */
const loaders: Record<Locale, () => Promise<WebCatalogue>> = {
  nl: () => import('@pow/i18n/web/nl.ts').then((module) => module.nl),
  fr: () => import('@pow/i18n/web/fr.ts').then((module) => module.fr),
  de: () => import('@pow/i18n/web/de.ts').then((module) => module.de),
};

/** <html lang> follows the interface language, whoever changes it. */
function setDocumentLanguage(language: string): void {
  // Prerendering writes <html lang> itself (docs/decisions/032).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Loads the catalogue of `locale` and starts i18next with it; the app renders after this. */
export async function initI18n(locale: Locale, catalogue?: WebCatalogue): Promise<void> {
  const translation = catalogue ?? (await loaders[locale]());
  i18next.on('languageChanged', setDocumentLanguage);
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['nl', 'fr', 'de'],
    resources: { [locale]: { translation } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  setDocumentLanguage(locale);
}

let pending: Promise<void> | undefined;

/** Switches to `locale`, loading its catalogue first so no text flashes as a key. */
export function changeLocale(locale: Locale): Promise<void> {
  const run = async () => {
    if (!i18next.hasResourceBundle(locale, 'translation')) {
      i18next.addResourceBundle(locale, 'translation', await loaders[locale]());
    }
    await i18next.changeLanguage(locale);
  };
  // Switches run one after the other, so a fast second click cannot be overtaken by the first.
  pending = (pending ?? Promise.resolve()).then(run, run);
  return pending;
}

/** The language of the interface now (header X-Language, logout, links). */
export function currentLocale(): Locale {
  return localeOrDefault(i18next.language);
}
