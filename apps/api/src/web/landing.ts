import { APP_BASE, decideRoute, LANDING_PATHS, splitAppPath, type UserType } from '@pow/domain';

/**
 * Whether an /app address (query excluded) is the landing address of a language: /app/nl/ or
 * /app/nl/loading. Without a language the client chooses one (stored choice, browser), so it stays there.
 */
export function isLanguageLanding(pathname: string): boolean {
  if (pathname !== APP_BASE && !pathname.startsWith(`${APP_BASE}/`)) return false;
  const { locale, path } = splitAppPath(pathname.slice(APP_BASE.length));
  return locale !== undefined && (LANDING_PATHS as readonly string[]).includes(path);
}

/**
 * Where the landing address of a language sends the person, decided as the client router decides it
 * (packages/domain decideRoute, spec §2) for this request's session: home for a citizen or anyone not
 * signed in, the officer's form for an officer. Answered by the server (docs/decisions/032), the header's
 * home link leads to a drawn page without script too, and with script the app starts on that page.
 */
export function landingTarget(url: string, userType: UserType | undefined): string | undefined {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!isLanguageLanding(pathname)) return undefined;
  const decision = decideRoute({
    pathname: pathname.slice(APP_BASE.length),
    search: queryAt < 0 ? '' : url.slice(queryAt),
    session: { state: 'ready', userType: userType ?? 'citizen', signedIn: userType !== undefined },
  });
  return decision.kind === 'redirect' ? APP_BASE + decision.to : undefined;
}
