import type { PageName } from './route-table.ts';

/**
 * Pages that end with the feedback section (spec §2: "a feedback section on most pages"): information,
 * guidance and legal pages. Questionnaires and forms in progress do not (it would sit between their
 * questions), nor the sent page (it has its own), error pages and the close-this-window pages: a
 * rating there would be about the situation, not about the page.
 */
export const FEEDBACK_ROUTES: ReadonlySet<string> = new Set<PageName>([
  'home',
  'sexual-violences',
  'sexual-violence',
  'ncii',
  'theft-and-degradation',
  'alarms-and-cameras',
  'home-surveillance',
  'faq',
  'privacy',
  'disclaimer',
  'accessibility',
  'cookies',
]);

export function hasFeedback(route: string | undefined): boolean {
  return route !== undefined && FEEDBACK_ROUTES.has(route);
}

/** The page a feedback is about: the path under /app with its locale, e.g. '/fr/faq' (FeedbackRequest.page). */
export function feedbackPageOf(pathname: string): string {
  const path = pathname.replace(/^\/app(?=\/|$)/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
