import { SIGNIN_OUTCOME_PARAM, signinOutcomeOf } from '@pow/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../shared/ui/notifications/notifications.tsx';

/** The query without the sign-in outcome parameter, '' when nothing else is left. */
export function withoutSigninOutcome(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGNIN_OUTCOME_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * After a failed or cancelled sign-in the server sends the person back with ?signin=<outcome>:
 * a negative notification says so in the current language, and the parameter leaves the URL so a
 * reload or a shared link does not repeat it. `active` is false while a redirect is still pending.
 */
export function useSigninOutcome(active: boolean): void {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { notify } = useNotify();
  const handled = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!active) return;
    const outcome = signinOutcomeOf(location.search);
    if (!outcome || handled.current === location.key) return;
    handled.current = location.key;
    notify({ type: 'negative', message: t(outcome) });
    navigate(
      { pathname: location.pathname, search: withoutSigninOutcome(location.search), hash: location.hash },
      { replace: true },
    );
  }, [active, location, navigate, notify, t]);
}
