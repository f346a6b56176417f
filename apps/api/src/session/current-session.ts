import type { FastifyRequest } from 'fastify';
import { readSessionSecret } from './session-cookie.ts';
import type { Session, SessionStore } from './session-store.ts';

/** The live session of the request's cookie, if any. */
export function currentSession(store: SessionStore, request: FastifyRequest): Promise<Session | undefined> {
  return store.find(readSessionSecret(request));
}
