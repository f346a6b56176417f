/**
 * The route tables of spec §2, one per user type, as data. Paths are relative to the router base
 * (`/app`) and to the optional locale segment; `:name` is a parameter whose allowed values are listed.
 */

/** Route set the SPA builds once the session answer is known (spec §2, §4; architecture note). */
export type UserKind = 'citizen' | 'policeman' | 'unknown';

export type RouteName =
  | 'home'
  | 'sexual-violences'
  | 'sexual-violence'
  | 'ncii'
  | 'theft-and-degradation'
  | 'alarms-and-cameras'
  | 'home-surveillance'
  | 'phishing-questionnaire'
  | 'phishing'
  | 'police-phishing'
  | 'degradation-questionnaire'
  | 'degradation'
  | 'degradation-graffiti'
  | 'degradation-cable'
  | 'degradation-cable-questionnaire'
  | 'person'
  | 'faq'
  | 'privacy'
  | 'disclaimer'
  | 'accessibility'
  | 'cookies'
  | 'success'
  | 'error'
  | 'logged'
  | 'refreshed'
  | 'zone';

export interface RouteDef {
  readonly name: RouteName;
  readonly path: string;
  /** Whose form this is: a citizen form sends an officer to /loading and the other way round. */
  readonly form?: 'citizen' | 'policeman';
  /** Opening it without a session sends the browser to the sign-in page of the user type. */
  readonly needsSession?: boolean;
  /** Allowed values of each `:param` of the path. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
}

/** Forms whose sent page exists (spec §2: phishing, person; also degradation, the officer's phishing). */
export const SUCCESS_FORMS = ['phishing', 'person', 'degradation', 'phishing_officer'] as const;

const success: RouteDef = { name: 'success', path: 'success/:form', params: { form: SUCCESS_FORMS } };

export const CITIZEN_ROUTES: readonly RouteDef[] = [
  { name: 'home', path: 'home' },
  { name: 'sexual-violences', path: 'sexual-violences' },
  { name: 'sexual-violence', path: 'sexual-violence' },
  { name: 'ncii', path: 'NCII' },
  { name: 'theft-and-degradation', path: 'theft-and-degradation' },
  { name: 'alarms-and-cameras', path: 'alarms-and-cameras' },
  { name: 'home-surveillance', path: 'home-surveillance' },
  { name: 'phishing-questionnaire', path: 'phishing/questionnaire' },
  { name: 'phishing', path: 'phishing', form: 'citizen', needsSession: true },
  { name: 'degradation-questionnaire', path: 'degradation/questionnaire', form: 'citizen' },
  { name: 'degradation', path: 'degradation', form: 'citizen', needsSession: true },
  { name: 'degradation-graffiti', path: 'degradation/graffiti', form: 'citizen', needsSession: true },
  { name: 'degradation-cable', path: 'degradation/cable', form: 'citizen', needsSession: true },
  { name: 'degradation-cable-questionnaire', path: 'degradation/cable/questionnaire', form: 'citizen' },
  { name: 'person', path: 'person', form: 'citizen', needsSession: true },
  { name: 'faq', path: 'faq' },
  { name: 'privacy', path: 'privacy' },
  { name: 'disclaimer', path: 'disclaimer' },
  { name: 'accessibility', path: 'accessibility' },
  { name: 'cookies', path: 'cookies' },
  success,
  { name: 'error', path: 'error' },
  { name: 'logged', path: 'logged' },
  { name: 'refreshed', path: 'refreshed' },
];

/** The officer's set (spec §2): no degradation or cable routes; /person stays listed but is a citizen form. */
export const POLICEMAN_ROUTES: readonly RouteDef[] = [
  success,
  { name: 'error', path: 'error' },
  { name: 'logged', path: 'logged' },
  { name: 'police-phishing', path: 'phishing', form: 'policeman', needsSession: true },
  { name: 'zone', path: 'zone', form: 'policeman', needsSession: true },
  { name: 'phishing-questionnaire', path: 'phishing/questionnaire' },
  { name: 'home', path: 'home' },
  { name: 'sexual-violences', path: 'sexual-violences' },
  { name: 'theft-and-degradation', path: 'theft-and-degradation' },
  { name: 'alarms-and-cameras', path: 'alarms-and-cameras' },
  { name: 'home-surveillance', path: 'home-surveillance' },
  { name: 'person', path: 'person', form: 'citizen', needsSession: true },
  { name: 'sexual-violence', path: 'sexual-violence' },
  { name: 'ncii', path: 'NCII' },
  { name: 'accessibility', path: 'accessibility' },
  { name: 'faq', path: 'faq' },
  { name: 'privacy', path: 'privacy' },
  { name: 'disclaimer', path: 'disclaimer' },
  { name: 'cookies', path: 'cookies' },
];

/** A failed session look-up leaves only home (spec §2 "Unknown or absent user type"). */
export const UNKNOWN_ROUTES: readonly RouteDef[] = [{ name: 'home', path: 'home' }];

export function routesFor(userType: UserKind): readonly RouteDef[] {
  if (userType === 'citizen') return CITIZEN_ROUTES;
  if (userType === 'policeman') return POLICEMAN_ROUTES;
  return UNKNOWN_ROUTES;
}

/** Paths that exist before the session answer; after it they lead to the landing page. */
export const LANDING_PATHS = ['', 'loading'] as const;

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Finds the route of a path (no leading slash, no locale). Static segments match without regard to
 * case, so /app/ncii finds the NCII page; parameter values must be one of the listed ones.
 */
export function matchRoute(routes: readonly RouteDef[], path: string): RouteMatch | undefined {
  const segments = path.split('/').filter(Boolean);
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
      const name = part.slice(1);
      const allowed = route.params?.[name];
      if (allowed && !allowed.includes(segment)) return false;
      params[name] = segment;
      return true;
    });
    if (matches) return { route, params };
  }
  return undefined;
}
