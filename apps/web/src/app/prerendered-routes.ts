import { APP_BASE, appPath, CITIZEN_ROUTES, LOCALES, type Locale, type PageName } from '@pow/domain';

/**
 * The public pages sent drawn (prerendered at build time in nl, fr and de, then hydrated:
 * docs/decisions/032): their paths come from the route table. Each shows the same to everyone until
 * the session is known, and needs no session.
 */
const PRERENDERED_PAGES: readonly PageName[] = [
  'home',
  'sexual-violences',
  'sexual-violence',
  'ncii',
  'theft-and-degradation',
  'alarms-and-cameras',
  'home-surveillance',
  'phishing-questionnaire',
  'degradation-questionnaire',
  'faq',
  'privacy',
  'disclaimer',
  'accessibility',
  'cookies',
];

export interface PrerenderedRoute {
  readonly locale: Locale;
  /** Address of the page: '/app/fr/faq'. */
  readonly url: string;
}

/** Every prerendered page in every language, from the citizen's route table. */
export function prerenderedRoutes(): PrerenderedRoute[] {
  const routes = CITIZEN_ROUTES.filter((route) =>
    (PRERENDERED_PAGES as readonly string[]).includes(route.name),
  );
  return LOCALES.flatMap((locale) =>
    routes.map((route) => ({ locale, url: APP_BASE + appPath(locale, route.path) })),
  );
}
