import type { Locale } from '@pow/domain';
import de from '@pow/i18n/web/de.json';
import fr from '@pow/i18n/web/fr.json';
import nl from '@pow/i18n/web/nl.json';
import i18next from 'i18next';
import { deleteCookie } from './shared/consent/cookie-jar.ts';
import { initI18n } from './shared/i18n/i18n.ts';

/** Starts i18next once for a test file with the real catalogue of `locale` (all three are loaded). */
export async function setUpI18n(locale: Locale = 'nl'): Promise<void> {
  if (!i18next.isInitialized) await initI18n(locale, { nl, fr, de }[locale]);
  for (const [code, catalogue] of Object.entries({ nl, fr, de })) {
    if (!i18next.hasResourceBundle(code, 'translation'))
      i18next.addResourceBundle(code, 'translation', catalogue);
  }
  await i18next.changeLanguage(locale);
}

/** Removes every cookie of the test document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}
