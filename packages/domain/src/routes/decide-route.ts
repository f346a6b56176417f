import { APP_BASE, LOGIN_PATH, POLICE_LOGIN_PATH } from '../constants.ts';
import type { Locale } from '../locale.ts';
import { SIGNIN_OUTCOME_PARAM, SIGNIN_OUTCOMES } from '../session.ts';
import { appPath, splitAppPath } from './app-path.ts';
import {
  CITIZEN_ROUTES,
  LANDING_PATHS,
  matchRoute,
  POLICEMAN_ROUTES,
  type RouteDef,
  routesFor,
  type UserKind,
} from './route-table.ts';
import type { SessionView } from './session-view.ts';

export type RouteDecision =
  /** Before the session answer: the generic loading page (spec §2 start-up). */
  | { readonly kind: 'loading' }
  | { readonly kind: 'page'; readonly route: RouteDef; readonly params: Readonly<Record<string, string>> }
  /** Client-side redirect (replace) to a router path such as '/fr/home'. */
  | { readonly kind: 'redirect'; readonly to: string }
  /** Browser navigation out of the SPA (server-side sign-in). */
  | { readonly kind: 'leave'; readonly href: string }
  | { readonly kind: 'not-found' };

export interface RouteRequest {
  /** Router path relative to /app, with its locale segment: '/fr/phishing'. */
  readonly pathname: string;
  /** Query string with its '?', or ''. */
  readonly search?: string;
  readonly hash?: string;
  readonly session: SessionView;
}

/** The citizen sign-in address that brings the person back to `returnTo` (an /app path). */
export function citizenLoginHref(returnTo: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Whether the query carries the outcome of a failed or cancelled sign-in (spec: `?signin=...`). */
export function signinOutcomeOf(search: string): (typeof SIGNIN_OUTCOMES)[number] | undefined {
  const value = new URLSearchParams(search).get(SIGNIN_OUTCOME_PARAM);
  return SIGNIN_OUTCOMES.find((outcome) => outcome === value);
}

function landingPath(locale: Locale | undefined, userType: string): string {
  return appPath(locale, userType === 'policeman' ? 'phishing' : 'home');
}

/**
 * Spec §2 redirect rules for one route of the person's table: a form of the other user type goes to
 * /loading; a form that needs a session, opened without one, goes to the sign-in page of the user type.
 * Undefined when the page may be shown.
 */
export function guardRoute(
  route: RouteDef,
  session: { readonly userType: UserKind; readonly signedIn: boolean },
  where: {
    readonly locale?: Locale | undefined;
    readonly pathname: string;
    readonly search?: string;
    readonly hash?: string;
  },
): RouteDecision | undefined {
  const { userType, signedIn } = session;
  const search = where.search ?? '';
  if (route.form === 'citizen' && userType === 'policeman')
    return { kind: 'redirect', to: appPath(where.locale, 'loading') };
  if (route.form === 'policeman' && userType !== 'policeman')
    return { kind: 'redirect', to: appPath(where.locale, 'loading') };
  if (!route.needsSession || signedIn) return undefined;
  const outcome = signinOutcomeOf(search);
  // Coming back from a failed sign-in: sending the person to sign in again would loop; home shows why.
  if (outcome)
    return {
      kind: 'redirect',
      to: `${landingPath(where.locale, 'citizen')}?${SIGNIN_OUTCOME_PARAM}=${outcome}`,
    };
  if (userType === 'policeman') return { kind: 'leave', href: POLICE_LOGIN_PATH };
  const returnTo = APP_BASE + where.pathname.replace(/\/+$/, '') + search + (where.hash ?? '');
  return { kind: 'leave', href: citizenLoginHref(returnTo) };
}

/** Spec §2 route tables and redirect rules, as one pure decision per navigation. */
export function decideRoute(request: RouteRequest): RouteDecision {
  const search = request.search ?? '';
  const hash = request.hash ?? '';
  const { locale, path } = splitAppPath(request.pathname);
  const isLanding = (LANDING_PATHS as readonly string[]).includes(path);
  const { session } = request;

  if (session.state === 'pending') return { kind: 'loading' };
  const { userType, signedIn } = session;

  if (isLanding) return { kind: 'redirect', to: landingPath(locale, userType) + search + hash };

  const own = matchRoute(routesFor(userType), path);
  if (own) {
    const guard = guardRoute(
      own.route,
      { userType, signedIn },
      { locale, pathname: request.pathname, search, hash },
    );
    return guard ?? { kind: 'page', route: own.route, params: own.params };
  }

  // A form of the other user type (e.g. an officer opening /degradation): back to the landing page.
  const foreign = userType === 'policeman' ? CITIZEN_ROUTES : userType === 'citizen' ? POLICEMAN_ROUTES : [];
  const other = matchRoute(foreign, path);
  if (other?.route.form !== undefined && other.route.form !== userType) {
    return { kind: 'redirect', to: appPath(locale, 'loading') };
  }
  return { kind: 'not-found' };
}
