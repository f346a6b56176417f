import { LOGOUT_PATH, type Locale } from '@pow/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetSignedIn } from '../../features/session/session-ended.ts';
import { externalLinks } from '../../shared/external-links.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { useSession } from '../../shared/session/session-context.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { clearAllDrafts } from '../../shared/wizard/draft-store.ts';
import { DemonstrationBanner } from './demonstration-banner.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { PoliceLogo } from './police-logo.tsx';

/**
 * Who is signed in (issue 33): in the first line of the header, in the room the product's name leaves
 * (it never makes the header taller when the session arrives after the page: decision 021), the name
 * alone on screen and the words around it read out; a very long name is cut short but said whole.
 */
function SignedInAs({ name }: { name: string }) {
  const { t } = useTranslation();
  const whole = t('frame.signed_in_as', { name });
  const [before = '', after = ''] = t('frame.signed_in_as', { name: '\u0000' }).split('\u0000');
  return (
    <p className="header__person" title={whole} data-testid="menu-person">
      {before && <span className="header__person-words">{before}</span>}
      <span className="header__person-name">{name}</span>
      {after && <span className="header__person-words">{after}</span>}
    </p>
  );
}

/** Header (spec §2): logo to the police website, product name, menu (About, Logout), languages. */
export function Header({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { view, answer } = useSession();
  const [aboutOpen, setAboutOpen] = useState(false);
  const signedIn = view.state === 'ready' && view.signedIn;
  const version = answer?.version ?? __APP_VERSION__;
  const signOut = () => {
    clearAllDrafts();
    forgetSignedIn();
  };

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
          {signedIn && answer && <SignedInAs name={`${answer.info.first_name} ${answer.info.last_name}`} />}
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
                  <form className="menu__form" method="post" action={LOGOUT_PATH} onSubmit={signOut}>
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
