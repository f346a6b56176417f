/**
 * The server side of the prerender (docs/decisions/032): built by scripts/build-web.ts with Vite's SSR
 * build and run once per public route and language, it draws the page as an anonymous citizen sees it
 * before the session is known, waiting for every lazy page and its texts; a form's first view as the
 * user type that files it sees it signed in, before anything personal is known (decision 037).
 */
import { APP_BASE, type Locale, type UserType } from '@pow/domain';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/app.tsx';
import type { PrerenderedRoute } from '../app/prerendered-routes.ts';

export { prepaintedRoutes, prerenderedRoutes } from '../app/prerendered-routes.ts';

import { changeLocale, currentLocale, initI18n } from '../shared/i18n/i18n.ts';
import type { SessionSnapshot } from '../shared/session/session-api.ts';
import { SESSION_QUERY_KEY } from '../shared/session/session-context.tsx';
import { takeNotedTitle } from '../shared/ui/prerender-title.ts';

let started = false;

async function switchTo(locale: Locale): Promise<void> {
  if (!started) {
    started = true;
    await initI18n(locale);
  } else if (currentLocale() !== locale) await changeLocale(locale);
}

export interface RenderedRoute {
  /** The inside of the root element. */
  readonly html: string;
  readonly title: string;
}

/** A session of `usertype` whose person is not known: nothing personal is drawn into a shared page. */
function someoneSignedIn(usertype: UserType, locale: Locale): SessionSnapshot {
  return {
    answer: {
      result: true,
      session: '',
      version: '',
      usertype,
      info: { first_name: '', last_name: '', email: '', language: locale },
      expires_at: '',
    },
    deadline: undefined,
  };
}

/** Draws one page; fails when it did not come out whole (an error, the loading page, no title). */
export async function renderRoute({ locale, url, signedIn }: PrerenderedRoute): Promise<RenderedRoute> {
  await switchTo(locale);
  const queryClient = new QueryClient();
  if (signedIn) queryClient.setQueryData(SESSION_QUERY_KEY, someoneSignedIn(signedIn, locale));
  takeNotedTitle();
  const errors: unknown[] = [];
  const router = (children: ReactNode) => (
    <StaticRouter basename={APP_BASE} location={url}>
      {children}
    </StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <App queryClient={queryClient} router={router} prerendered={!signedIn} />,
    // Every boundary inline, however large: out of order it would need a script to be put in place.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  const title = takeNotedTitle();
  if (errors.length) throw new Error(`${url}: ${String(errors[0])}`, { cause: errors[0] });
  if (!title || html.includes('data-testid="loading-page"') || html.includes('<script'))
    throw new Error(`${url}: the page did not come out whole (no title, a loading page or a script)`);
  return { html, title };
}
