import { APP_BASE, LOGIN_PATH, POLICE_LOGIN_PATH } from '@pow/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { clearAllDrafts } from '../../shared/wizard/draft-store.ts';
import { forgetSignedIn } from './session-ended.ts';

/**
 * signed-out (issue 33): after the menu's sign-out (the server sends here), or once a session has ended
 * by itself (`?reason=expired`, session-ended.ts): says so, how to keep a shared computer clean, and
 * offers to sign in again (`police=1`: the officers' sign-in) or to go home.
 */
export function SignedOutPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const expired = query.get('reason') === 'expired';
  const police = query.get('police') === '1';

  useEffect(() => {
    // Told: this tab no longer expects a session. Signed out: nothing unsent stays in the browser.
    forgetSignedIn();
    if (!expired) clearAllDrafts();
  }, [expired]);

  const home = `${APP_BASE}/${currentLocale()}/${police ? 'phishing' : 'home'}`;
  const signIn = `${police ? POLICE_LOGIN_PATH : LOGIN_PATH}?redirect=${encodeURIComponent(home)}`;
  return (
    <Page
      title={t(expired ? 'signed_out.expired_title' : 'signed_out.signed_out_title')}
      narrow
      testId="signed-out-page"
    >
      <p className="callout" data-testid="signed-out-text">
        {t(expired ? 'signed_out.expired_text' : 'signed_out.signed_out_text')}
      </p>
      <p>{t('signed_out.shared_computer')}</p>
      <div className="button-row">
        <a className="button" href={signIn} data-testid="signed-out-sign-in">
          {t('signed_out.sign_in_again')}
        </a>
        <AppLink to="home" className="button button--secondary" data-testid="signed-out-home">
          {t('signed_out.home')}
        </AppLink>
      </div>
    </Page>
  );
}
