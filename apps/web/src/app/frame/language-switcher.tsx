import { LANGUAGE_NAMES, LOCALE_MENU_ORDER, type Locale, switchLocalePath } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { rememberLocale } from '../../shared/consent/consent-store.ts';

/** Language switcher (spec §2, §9: fr, nl, de): the same page in the other language. */
export function LanguageSwitcher({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav className="languages" aria-label={t('frame.languages')}>
      <ul className="languages__list">
        {LOCALE_MENU_ORDER.map((locale) => (
          <li key={locale}>
            <Link
              className="languages__link"
              to={switchLocalePath(location.pathname, locale, location.search, location.hash)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
              data-testid={`language-${locale}`}
            >
              {LANGUAGE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
