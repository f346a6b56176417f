/**
 * The route tables of spec §2, one per user type, as data. Paths are relative to the router base
 * (`/app`) and to the optional locale segment; `:name` is a parameter whose allowed values are listed.
 */

import type { RegisteredForm } from '../forms/definition.ts';
import { FORM_DEFINITIONS, successFormsOf } from '../forms/registry.ts';
import { splitAppPath } from './app-path.ts';

/** Route set the SPA builds once the session answer is known (spec §2, §4; architecture note). */
export type UserKind = 'citizen' | 'policeman' | 'unknown';

/** The portal's pages that are not declaration forms; a form's routes are named by its definition. */
export type PageName =
  | 'home'
  | 'sexual-violences'
  | 'sexual-violence'
  | 'ncii'
  | 'theft-and-degradation'
  | 'alarms-and-cameras'
  | 'home-surveillance'
  | 'phishing-questionnaire'
  | 'degradation-questionnaire'
  | 'degradation-cable-questionnaire'
  | 'person-start'
  | 'faq'
  | 'privacy'
  | 'disclaimer'
  | 'accessibility'
  | 'cookies'
  | 'success'
  | 'error'
  | 'logged'
  | 'refreshed'
  | 'signed-out'
  | 'zone'
  | 'my-declarations'
  | 'my-declaration';

export interface RouteDef {
  /** A page's name, or the name a form's definition gives its route. */
  readonly name: string;
  readonly path: string;
  /** Whose form this is: a citizen form sends an officer to /loading and the other way round. */
  readonly form?: 'citizen' | 'policeman';
  /** Opening it without a session sends the browser to the sign-in page of the user type. */
  readonly needsSession?: boolean;
  /** Allowed values of each `:param` of the path. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
}

const page = (name: PageName, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  ...extra,
});

/** The citizen's pages (spec §2); the questionnaires before a form are citizen pages too. */
const CITIZEN_PAGES: readonly RouteDef[] = [
  page('home', 'home'),
  page('sexual-violences', 'sexual-violences'),
  page('sexual-violence', 'sexual-violence'),
  page('ncii', 'NCII'),
  page('theft-and-degradation', 'theft-and-degradation'),
  page('alarms-and-cameras', 'alarms-and-cameras'),
  page('home-surveillance', 'home-surveillance'),
  page('phishing-questionnaire', 'phishing/questionnaire'),
  page('degradation-questionnaire', 'degradation/questionnaire', { form: 'citizen' }),
  page('degradation-cable-questionnaire', 'degradation/cable/questionnaire', { form: 'citizen' }),
  // What the person form is for, before its sign-in (issue 21).
  page('person-start', 'person/start', { form: 'citizen' }),
  page('faq', 'faq'),
  page('privacy', 'privacy'),
  page('disclaimer', 'disclaimer'),
  page('accessibility', 'accessibility'),
  page('cookies', 'cookies'),
  page('error', 'error'),
  page('logged', 'logged'),
  page('refreshed', 'refreshed'),
  // After sign-out, or once a session has ended (issue 33): said, not a silent redirect.
  page('signed-out', 'signed-out'),
  // A citizen's own declarations (issue 17): behind the federal sign-in.
  page('my-declarations', 'my-declarations', { form: 'citizen', needsSession: true }),
  page('my-declaration', 'my-declarations/:id', { form: 'citizen', needsSession: true }),
];

/** The officer's pages (spec §2): no degradation questionnaires. */
const POLICEMAN_PAGES: readonly RouteDef[] = [
  page('error', 'error'),
  page('logged', 'logged'),
  page('signed-out', 'signed-out'),
  // The competent zone's desk (issue 16): an officer's page, behind sign-in.
  page('zone', 'zone', { form: 'policeman', needsSession: true }),
  page('phishing-questionnaire', 'phishing/questionnaire'),
  page('home', 'home'),
  page('sexual-violences', 'sexual-violences'),
  page('theft-and-degradation', 'theft-and-degradation'),
  page('alarms-and-cameras', 'alarms-and-cameras'),
  page('home-surveillance', 'home-surveillance'),
  page('sexual-violence', 'sexual-violence'),
  page('ncii', 'NCII'),
  page('accessibility', 'accessibility'),
  page('faq', 'faq'),
  page('privacy', 'privacy'),
  page('disclaimer', 'disclaimer'),
  page('cookies', 'cookies'),
];

/**
 * The route tables of the forms in `definitions` beside the pages: each form opens, signed in, at its
 * routes in the table of who files it, and its sent page is one of success/:form.
 */
export function routeTables(definitions: readonly RegisteredForm[] = FORM_DEFINITIONS): {
  readonly citizen: readonly RouteDef[];
  readonly policeman: readonly RouteDef[];
} {
  const success = page('success', 'success/:form', { params: { form: successFormsOf(definitions) } });
  const formRoutes = (filedBy: RegisteredForm['filedBy']): RouteDef[] =>
    definitions
      .filter((definition) => definition.filedBy === filedBy)
      .flatMap((definition) =>
        definition.routes.map(({ name, path }) => ({
          name,
          path,
          form: filedBy === 'officer' ? ('policeman' as const) : ('citizen' as const),
          needsSession: true,
        })),
      );
  return {
    citizen: [...CITIZEN_PAGES, ...formRoutes('citizen'), success],
    policeman: [...POLICEMAN_PAGES, ...formRoutes('officer'), success],
  };
}

const TABLES = routeTables();
export const CITIZEN_ROUTES = TABLES.citizen;
export const POLICEMAN_ROUTES = TABLES.policeman;

/** A failed session look-up leaves only home (spec §2 "Unknown or absent user type"). */
export const UNKNOWN_ROUTES: readonly RouteDef[] = [page('home', 'home')];

export function routesFor(userType: UserKind, tables = TABLES): readonly RouteDef[] {
  if (userType === 'citizen') return tables.citizen;
  if (userType === 'policeman') return tables.policeman;
  return UNKNOWN_ROUTES;
}

/** Paths that exist before the session answer; after it they lead to the landing page. */
export const LANDING_PATHS = ['', 'loading'] as const;

/** The shared form fields on one page for the browser tests (apps/web/src/dev): served, not a portal page. */
export const DEV_FIELDS_PATH = 'dev/fields';

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

/**
 * Whether an address of the app (relative to /app: '/fr/faq') is a page of either user type's table, a
 * landing address or the fields test page: the server answers any other with the not-found page and 404.
 */
export function isAppPage(pathname: string, tables = TABLES): boolean {
  const { path } = splitAppPath(pathname);
  return (
    (LANDING_PATHS as readonly string[]).includes(path) ||
    path === DEV_FIELDS_PATH ||
    [tables.citizen, tables.policeman].some((routes) => matchRoute(routes, path) !== undefined)
  );
}
