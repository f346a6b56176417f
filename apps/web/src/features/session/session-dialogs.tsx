import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { reSignInHref } from '../../shared/session/re-sign-in.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { useNotify } from '../../shared/ui/notifications/notifications.tsx';
import { useSessionPhase } from './session-phase.ts';

/**
 * Inactivity (spec §4): SESSION_WARNING_MS before the end a dialog offers to stay signed in; at the
 * end a dialog offers to sign in again in a new window. Nothing here navigates or unmounts the page,
 * so whatever the person typed stays on screen.
 */
export function SessionDialogs() {
  const { t } = useTranslation();
  const { answer, deadline, refresh, recheck } = useSession();
  const { notify } = useNotify();
  const phase = useSessionPhase(deadline);
  const [ended, setEnded] = useState(false);
  const [dismissedFor, setDismissedFor] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const expired = ended || phase.phase === 'expired';
  // Closing a dialog hides it for this deadline and phase only; a new phase shows again.
  const key = `${deadline}:${expired ? 'expired' : phase.phase}`;
  const warningOpen = !expired && phase.phase === 'warning' && dismissedFor !== key;
  const expiredOpen = expired && dismissedFor !== key;

  useEffect(() => {
    if (deadline !== undefined) setEnded(false);
  }, [deadline]);

  // After signing in again in another window, coming back to this one picks the new session up.
  useEffect(() => {
    if (!expired) return;
    const onFocus = () => {
      recheck()
        .then((signedIn) => {
          if (signedIn) notify({ type: 'positive', message: t('session.signed_in_again') });
        })
        .catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [expired, recheck, notify, t]);

  if (!answer) return null;

  const stay = async () => {
    setBusy(true);
    try {
      if (await refresh()) notify({ type: 'positive', message: t('session.refreshed') });
      else setEnded(true);
    } catch {
      notify({ type: 'negative', message: t('error_occured') });
    } finally {
      setBusy(false);
    }
  };

  const signInAgain = () => {
    window.open(reSignInHref(answer.usertype, currentLocale()), '_blank');
  };

  return (
    <>
      <Dialog
        open={warningOpen}
        alert
        title={t('session.warning_title')}
        onClose={() => setDismissedFor(key)}
        testId="session-warning-dialog"
        actions={
          <button
            type="button"
            className="button"
            onClick={stay}
            disabled={busy}
            data-testid="session-stay"
            data-autofocus
          >
            {t('session.stay_signed_in')}
          </button>
        }
      >
        <p data-testid="session-warning-text">
          {t('session.warning_text', { count: phase.phase === 'warning' ? phase.minutes : 0 })}
        </p>
        <p>{t('session.warning_keep')}</p>
      </Dialog>
      <Dialog
        open={expiredOpen}
        alert
        title={t('session.expired_title')}
        onClose={() => setDismissedFor(key)}
        testId="session-expired-dialog"
        actions={
          <button
            type="button"
            className="button"
            onClick={signInAgain}
            data-testid="session-sign-in-again"
            data-autofocus
          >
            {t('session.sign_in_again')}
          </button>
        }
      >
        <p>{t('session.expired_text')}</p>
        <p>{t('session.expired_how')}</p>
      </Dialog>
    </>
  );
}
