import { appPath, type Locale, type RouteDecision, STORAGE_PREFIX } from '@pow/domain';
import { useEffect } from 'react';
import type { SessionState } from '../../shared/session/session-context.tsx';

/**
 * A page that says the session ended, never a silent redirect (issue 33): the tab remembers that it was
 * signed in, and who signed in (a citizen or an officer); a later answer without a session, in the same
 * tab, means the session ended meanwhile (its 2 hours without activity or its 12 hours are over, or it
 * was ended elsewhere), and the person reads so on `signed-out?reason=expired` before signing in again.
 */
const SIGNED_IN = `${STORAGE_PREFIX}signed_in`;

export const SIGNED_OUT_PAGE = 'signed-out';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Who was signed in in this tab, if anyone was. */
export function signedInBefore(): 'citizen' | 'policeman' | undefined {
  const who = tabStorage()?.getItem(SIGNED_IN);
  return who === 'citizen' || who === 'policeman' ? who : undefined;
}

/** Signed out, or told so: the tab no longer expects a session. */
export function forgetSignedIn(): void {
  tabStorage()?.removeItem(SIGNED_IN);
}

/** The signed-out page's address, for a session that ended by itself, of a citizen or an officer. */
export function endedPath(locale: Locale, who: 'citizen' | 'policeman'): string {
  const query = new URLSearchParams({ reason: 'expired', ...(who === 'policeman' ? { police: '1' } : {}) });
  return `${appPath(locale, SIGNED_OUT_PAGE)}?${query}`;
}

/**
 * Where the frame sends a tab whose session has ended since it was signed in: the signed-out page (a
 * redirect), instead of what the route would show (a protected page would leave for the sign-in at once).
 * Only on a real answer: a prerendered page shows the anonymous view before the session is known.
 */
export function useEndedSession(
  session: Pick<SessionState, 'view' | 'settled'>,
  locale: Locale,
  routeName: string | undefined,
): RouteDecision | undefined {
  const { view, settled } = session;
  const signedIn = view.state === 'ready' && view.signedIn;
  const userType = view.state === 'ready' ? view.userType : undefined;
  useEffect(() => {
    if (!signedIn || (userType !== 'citizen' && userType !== 'policeman')) return;
    try {
      tabStorage()?.setItem(SIGNED_IN, userType);
    } catch {
      // Storage refused: an ended session goes on to the sign-in, as before.
    }
  }, [signedIn, userType]);
  if (!settled || signedIn || userType === undefined || userType === 'unknown') return undefined;
  if (routeName === SIGNED_OUT_PAGE) return undefined;
  const who = signedInBefore();
  return who ? { kind: 'redirect', to: endedPath(locale, who) } : undefined;
}
