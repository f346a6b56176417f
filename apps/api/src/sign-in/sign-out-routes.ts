import '@fastify/cookie';
import { APP_BASE, DEFAULT_LOCALE, type Locale, toLocale } from '@pow/domain';
import { signOutCatalogues } from '@pow/i18n/sign-out';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comesFromAnotherSite } from '../http/request-site.ts';
import { clearSessionCookie, readSessionSecret } from '../session/session-cookie.ts';
import type { SessionStore } from '../session/session-store.ts';
import { SIGN_OUT_CSS, signOutConfirmationPage } from './sign-out-page.ts';

export interface SignOutOptions {
  store: SessionStore;
  publicUrl: string;
}

/** `lang` in the query of the spec's navigation, and in the body of the frame's form. */
const LogoutSchema = z.object({ lang: z.string().max(10).optional() });

/**
 * Sign-out (issue 20): the frame's button posts from the portal; the spec's GET still signs out when
 * the browser says it was typed or started on the portal. Whatever another site sends (a link, an
 * image, a form) only brings a signed-in person to a page asking them to confirm with the portal's own
 * button; without a session there is nothing to end and the person lands on the home page.
 */
export const signOutRoutes: FastifyPluginAsyncZod<SignOutOptions> = async (app, options) => {
  const { store } = options;
  const ownOrigin = new URL(options.publicUrl).origin;

  async function signOut(request: FastifyRequest, reply: FastifyReply, lang: string | undefined) {
    const secret = readSessionSecret(request);
    const session = await store.find(secret);
    const locale = toLocale(lang) ?? session?.info.language ?? DEFAULT_LOCALE;
    if (session && comesFromAnotherSite(request, ownOrigin)) return confirm(reply, locale);
    if (secret) await store.destroy(secret);
    clearSessionCookie(reply);
    // A session ended: the page that says so (issue 33), the officers' with their own sign-in; without
    // one, nothing ended: home. 303 makes the browser follow the form's POST with a GET.
    const signedOut = session?.userType === 'policeman' ? 'signed-out?police=1' : 'signed-out';
    const page = session ? signedOut : 'home';
    return reply.redirect(`${APP_BASE}/${locale}/${page}`, request.method === 'POST' ? 303 : 302);
  }

  const confirm = (reply: FastifyReply, locale: Locale) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(signOutConfirmationPage(locale, signOutCatalogues[locale]));

  const confirmation = {
    description:
      "Asked from another site while signed in: a page asking to confirm with the portal's own button.",
    content: ['text/html'],
  };
  const signedOut = {
    description:
      'Signed out (the session cookie cleared): to the page that says so (`signed-out`), or home when ' +
      'there was no session.',
    headers: ['Location', 'Set-Cookie'] as const,
  };
  app.get(
    '/logout',
    {
      schema: {
        querystring: LogoutSchema,
        tags: ['sign-in'],
        contract: { access: 'session-optional', others: { 200: confirmation, 302: signedOut } },
      },
    },
    (request, reply) => signOut(request, reply, request.query.lang),
  );
  app.post(
    '/logout',
    {
      schema: {
        // A bare POST (no body at all) signs out too.
        body: LogoutSchema.nullish(),
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        tags: ['sign-in'],
        contract: { access: 'session-optional', others: { 200: confirmation, 303: signedOut } },
      },
    },
    (request, reply) => signOut(request, reply, request.body?.lang),
  );
  app.get('/logout/page.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(SIGN_OUT_CSS),
  );
};
