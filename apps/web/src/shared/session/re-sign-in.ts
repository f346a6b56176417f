import { APP_BASE, LOGIN_PATH, POLICE_LOGIN_PATH } from '@pow/domain';

/**
 * Where 'Sign in again' goes, in a new window: the citizen comes back on /refreshed, the officer on
 * /logged (spec §2), each of which offers to close it; the form waits in the first window.
 */
export function reSignInHref(userType: 'citizen' | 'policeman', locale: string): string {
  const [login, page] = userType === 'policeman' ? [POLICE_LOGIN_PATH, 'logged'] : [LOGIN_PATH, 'refreshed'];
  return `${login}?redirect=${encodeURIComponent(`${APP_BASE}/${locale}/${page}`)}`;
}
