import '@fastify/cookie';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@pow/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Secure for every cookie of the portal whenever people reach it over HTTPS (its PUBLIC_URL), whatever
 * the request says: behind a TLS-terminating proxy without TRUST_PROXY it arrives as plain HTTP. Else
 * Secure when the request itself came over HTTPS. The default of every setCookie (app.ts).
 */
export const cookieDefaults = (publicUrl: string) =>
  ({ secure: publicUrl.startsWith('https://') ? true : 'auto' }) as const;

/** HttpOnly, SameSite=Lax, Secure as `cookieDefaults` say (spec §3: 2 hours). */
const options = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: SESSION_LIFETIME_MS / 1000,
} as const;

export const readSessionSecret = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];

export function setSessionCookie(reply: FastifyReply, secret: string): void {
  reply.setCookie(SESSION_COOKIE, secret, options);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: options.path });
}
