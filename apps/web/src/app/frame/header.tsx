import { LOGOUT_PATH, type Locale } from '@pow/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../shared/external-links.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { useSession } from '../../shared/session/session-context.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { clearAllDrafts } from '../../shared/wizard/draft-store.ts';
import { DemonstrationBanner } from './demonstration-banner.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { PoliceLogo } from './police-logo.tsx';

/** Header (spec §2): logo to the police website, product name, menu (About, Logout), languages. */
export function Header({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { view, answer } = useSession();
  const [aboutOpen, setAboutOpen] = useState(false);
  const signedIn = view.state === 'ready' && view.signedIn;
  const version = answer?.version ?? __APP_VERSION__;

  return (
    <>
      <header className="header">
        <DemonstrationBanner />
        <div className="header__inner">
          <a className="logo" href={externalLinks.policeWebsite(locale)}>
            <PoliceLogo />
            <span className="visually-hidden">{t('frame.logo_link')}</span>
          </a>
          <AppLink className="header__product" to="">
            <span className="visually-hidden">{t('frame.home_link')}</span>
            <span aria-hidden="true">{t('app.product')}</span>
          </AppLink>
          <nav className="menu" aria-label={t('frame.menu')}>
            <ul className="menu__list">
              <li>
                <button
                  type="button"
                  className="menu__item"
                  onClick={() => setAboutOpen(true)}
                  data-testid="menu-about"
                >
                  {t('frame.about')}
                </button>
              </li>
              {signedIn && (
                <li>
                  {/* A same-origin POST: no link on another site can sign a person out (issue 20). */}
                  <form className="menu__form" method="post" action={LOGOUT_PATH} onSubmit={clearAllDrafts}>
                    <input type="hidden" name="lang" value={locale} />
                    <button type="submit" className="menu__item" data-testid="menu-logout">
                      {t('frame.logout')}
                    </button>
                  </form>
                </li>
              )}
            </ul>
          </nav>
          <LanguageSwitcher current={locale} />
        </div>
      </header>
      {/* Beside the header, not in it: the header's white links and buttons are not the dialog's. */}
      <Dialog
        open={aboutOpen}
        title={t('about.title')}
        onClose={() => setAboutOpen(false)}
        testId="about-dialog"
      >
        <p>{t('about.text')}</p>
        <p data-testid="about-version">{t('about.version', { version })}</p>
      </Dialog>
    </>
  );
}
