import {
  APP_BASE,
  appPath,
  CITIZEN_ROUTES,
  FEEDBACK_ROUTES,
  LOCALES,
  type Locale,
  type PageName,
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
}

/** Every prerendered page in every language, from the citizen's route table. */
export function prerenderedRoutes(): PrerenderedRoute[] {
  const routes = CITIZEN_ROUTES.filter((route) => PRERENDERED_PAGES.has(route.name));
  return LOCALES.flatMap((locale) =>
    routes.map((route) => ({ locale, url: APP_BASE + appPath(locale, route.path) })),
  );
}
