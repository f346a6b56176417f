import { type Locale, localeOrDefault } from '@pow/domain';
import type { WebCatalogue } from '@pow/i18n/catalogues';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** A language's chunk (languages/<locale>.ts). */
interface Language {
  readonly translation: WebCatalogue;
  /** Each page's and part's texts in the language by file, each a lazy chunk of its own (page-texts.ts). */
  readonly pages: Readonly<Record<string, () => Promise<unknown>>>;
}

/**
 * One chunk per language, so that only the language on screen is downloaded: its main catalogue, and
 * where its page texts are (a map of every namespace in every language would weigh on every page).
 */
const LANGUAGES: Record<Locale, () => Promise<Language>> = {
  nl: () => import('./languages/nl.ts'),
  fr: () => import('./languages/fr.ts'),
  de: () => import('./languages/de.ts'),
};

const languages = new Map<Locale, Promise<Language>>();

/** The chunk of `locale`, fetched once; a failed one is fetched again on the next call. */
export function languageTexts(locale: Locale): Promise<Language> {
  let loading = languages.get(locale);
  if (!loading) {
    loading = LANGUAGES[locale]();
    loading.catch(() => languages.delete(locale));
    languages.set(locale, loading);
  }
  return loading;
}

/** <html lang> follows the interface language, whoever changes it. */
function setDocumentLanguage(language: string): void {
  // Prerendering writes <html lang> itself (docs/decisions/032).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Loads the catalogue of `locale` and starts i18next with it; the app renders after this. */
export async function initI18n(locale: Locale, catalogue?: WebCatalogue): Promise<void> {
  const translation = catalogue ?? (await languageTexts(locale)).translation;
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
      i18next.addResourceBundle(locale, 'translation', (await languageTexts(locale)).translation);
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
