import {
  APP_BASE,
  appPath,
  CITIZEN_ROUTES,
  FEEDBACK_ROUTES,
  FORM_DEFINITIONS,
  LOCALES,
  type Locale,
  type PageName,
  type UserType,
} from '@pow/domain';

/**
 * The public pages sent drawn (prerendered at build time in nl, fr and de, then hydrated:
 * docs/decisions/032): home and the information, guidance and legal pages (those that end with the
 * feedback section), and the two questionnaires' first page; their paths come from the route table.
 * Each shows the same to everyone until the session is known, and needs no session.
 */
const QUESTIONNAIRES: readonly PageName[] = ['phishing-questionnaire', 'degradation-questionnaire'];
const PRERENDERED_PAGES: ReadonlySet<string> = new Set([...FEEDBACK_ROUTES, ...QUESTIONNAIRES]);

export interface PrerenderedRoute {
  readonly locale: Locale;
  /** Address of the page: '/app/fr/faq'. */
  readonly url: string;
  /**
   * A form's first view (decision 037): drawn as this user type sees it signed in, before anything
   * personal is known, and sent only to a session of that type; without it, a public page for everyone.
   */
  readonly signedIn?: UserType;
}

/** Every prerendered page in every language, from the citizen's route table. */
export function prerenderedRoutes(): PrerenderedRoute[] {
  const routes = CITIZEN_ROUTES.filter((route) => PRERENDERED_PAGES.has(route.name));
  return LOCALES.flatMap((locale) =>
    routes.map((route) => ({ locale, url: APP_BASE + appPath(locale, route.path) })),
  );
}

/** The cable form opens only after the pilot check passed in this tab: its first view is not the same for all. */
const NOT_PREPAINTED: ReadonlySet<string> = new Set(['degradation-cable']);

/**
 * Every form's first view in every language (decision 037): each route of every form, drawn for the
 * user type that files it (the citizen's and the officer's phishing forms share their path).
 */
export function prepaintedRoutes(): PrerenderedRoute[] {
  return LOCALES.flatMap((locale) =>
    FORM_DEFINITIONS.flatMap((definition) =>
      definition.routes
        .filter((route) => !NOT_PREPAINTED.has(route.name))
        .map((route) => ({
          locale,
          url: APP_BASE + appPath(locale, route.path),
          signedIn: definition.filedBy === 'officer' ? ('policeman' as const) : ('citizen' as const),
        })),
    ),
  );
}
