import '@fastify/cookie';
import {
  APP_BASE,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  SIGNIN_OUTCOME_PARAM,
  safeAppRedirect,
  toLocale,
  type UserType,
} from '@pow/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { signInAttempts } from '../db/schema.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { readSessionSecret, setSessionCookie } from '../session/session-cookie.ts';
import type { SessionStore } from '../session/session-store.ts';
import { officerOf } from '../zone-desk/desk-officer.ts';
import { recordOfficer } from '../zone-desk/zone-officers.ts';
import { sessionInfoFromClaims } from './claims.ts';
import type { RelyingParty } from './relying-party.ts';

const STATE_COOKIE = 'pow_signin';
const ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;
const CALLBACK_PATH = '/index.php/app/login/callback';

export interface SignInOptions {
  db: Db;
  store: SessionStore;
  publicUrl: string;
  providers: Record<UserType, RelyingParty>;
  limits: Pick<RateLimits, 'signIn'>;
}

// Browser navigations: free strings, judged below (an unsafe redirect is refused, not an error page).
const LoginQuerySchema = z.object({
  redirect: z.string().max(2000).optional(),
  lang: z.string().max(10).optional(),
  login_hint: z.string().max(100).optional(),
});
type LoginQuery = z.infer<typeof LoginQuerySchema>;
const CallbackQuerySchema = z.looseObject({ state: z.string().optional(), error: z.string().optional() });

/** The locale of a path such as /app/fr/home. */
const localeOfPath = (path: string): Locale | undefined => {
  const segment = path.split('/')[2];
  return isLocale(segment) ? segment : undefined;
};

/**
 * Where a person lands after signing in when nothing else was asked: the officer's form or the home
 * page, in the language asked, else (no locale segment yet) in the person's own language once known.
 */
const landingPath = (userType: UserType, locale?: Locale) =>
  `${APP_BASE}/${locale ? `${locale}/` : ''}${userType === 'policeman' ? 'phishing' : 'home'}`;

const withOutcome = (path: string, outcome: string) => {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.set(SIGNIN_OUTCOME_PARAM, outcome);
  return url.pathname + url.search + url.hash;
};

/** Citizen and officer sign-in through OpenID Connect, and the shared callback. */
export const signInRoutes: FastifyPluginAsyncZod<SignInOptions> = async (app, options) => {
  const { db, store, providers } = options;
  const redirectUri = `${options.publicUrl}${CALLBACK_PATH}`;

  async function startSignIn(
    userType: UserType,
    query: LoginQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    await options.limits.signIn(request.ip);
    const redirect = safeAppRedirect(query.redirect);
    if (query.redirect && !redirect) request.log.warn('sign-in redirect outside the application refused');
    const chosen = toLocale(query.lang) ?? (redirect ? localeOfPath(redirect) : undefined);
    const locale = chosen ?? DEFAULT_LOCALE;
    const attempt = {
      state: oidc.randomState(),
      userType,
      codeVerifier: oidc.randomPKCECodeVerifier(),
      nonce: oidc.randomNonce(),
      redirect: redirect ?? landingPath(userType, chosen),
      locale,
      expiresAt: new Date(Date.now() + ATTEMPT_LIFETIME_MS),
    };
    let url: URL;
    try {
      url = await providers[userType].authorizationUrl({
        redirectUri,
        state: attempt.state,
        nonce: attempt.nonce,
        codeVerifier: attempt.codeVerifier,
        locale,
        ...(query.login_hint ? { loginHint: query.login_hint } : {}),
      });
    } catch (error) {
      request.log.error({ err: error }, 'identity provider unreachable');
      return reply.redirect(withOutcome(attempt.redirect, 'signin_failed'));
    }
    await db.insert(signInAttempts).values(attempt);
    reply.setCookie(STATE_COOKIE, attempt.state, {
      path: '/index.php/app',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: ATTEMPT_LIFETIME_MS / 1000,
    });
    return reply.redirect(url.href);
  }

  const loginSchema = {
    schema: {
      querystring: LoginQuerySchema,
      tags: ['sign-in'],
      contract: {
        access: 'anyone',
        rateLimited: true,
        others: {
          302: {
            description:
              "To the identity provider's sign-in page; or, when it cannot be reached, back to the portal with `signin=signin_failed`.",
            headers: ['Location', 'Set-Cookie'],
          },
        },
      },
    },
  } as const;
  app.get('/login', loginSchema, (request, reply) => startSignIn('citizen', request.query, request, reply));
  app.get('/police/login', loginSchema, (request, reply) =>
    startSignIn('policeman', request.query, request, reply),
  );

  app.get(
    '/login/callback',
    {
      schema: {
        querystring: CallbackQuerySchema,
        tags: ['sign-in'],
        contract: {
          access: 'session-optional',
          others: {
            302: {
              description:
                'Back to the page the sign-in started from: signed in (the session cookie set), or with `signin=signin_failed` or `signin_cancelled`.',
              headers: ['Location', 'Set-Cookie'],
            },
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/index.php/app' });
      // The state must come back in the very browser that started the sign-in (no login CSRF).
      const [attempt] =
        query.state && query.state === cookieState
          ? await db.delete(signInAttempts).where(eq(signInAttempts.state, query.state)).returning()
          : [];
      if (!attempt || attempt.expiresAt.getTime() < Date.now()) {
        request.log.warn('sign-in callback without a matching attempt');
        return reply.redirect(withOutcome(`${APP_BASE}/${DEFAULT_LOCALE}/home`, 'signin_failed'));
      }
      if (query.error) {
        const outcome = query.error === 'access_denied' ? 'signin_cancelled' : 'signin_failed';
        request.log.info({ providerError: query.error }, 'sign-in ended by the provider');
        return reply.redirect(withOutcome(attempt.redirect, outcome));
      }
      try {
        const claims = await providers[attempt.userType].finish(
          new URL(request.url, options.publicUrl),
          attempt,
        );
        const info = sessionInfoFromClaims(
          attempt.userType,
          claims,
          toLocale(attempt.locale) ?? DEFAULT_LOCALE,
        );
        const previous = readSessionSecret(request);
        if (previous) await store.destroy(previous);
        const { secret } = await store.create(attempt.userType, info);
        // An officer of a zone is known to it from now on: a case can be given to them (decision 045).
        if (attempt.userType === 'policeman' && info.zone && info.matricule)
          await recordOfficer(db, officerOf(info));
        setSessionCookie(reply, secret);
        request.log.info({ userType: attempt.userType }, 'signed in');
        const ownLanding = attempt.redirect === landingPath(attempt.userType);
        return reply.redirect(ownLanding ? landingPath(attempt.userType, info.language) : attempt.redirect);
      } catch (error) {
        request.log.error({ err: error }, 'sign-in could not be completed');
        return reply.redirect(withOutcome(attempt.redirect, 'signin_failed'));
      }
    },
  );
};
