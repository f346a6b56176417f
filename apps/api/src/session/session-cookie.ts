import '@fastify/cookie';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@pow/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** HttpOnly, SameSite=Lax, Secure when the request came over HTTPS (spec §3: 2 hours). */
const options = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
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
