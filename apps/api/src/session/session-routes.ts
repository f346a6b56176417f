import { ENDPOINT, routeOf, type SessionAnswer, SessionAnswerEnvelopeSchema } from '@pow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, readSessionSecret, setSessionCookie } from './session-cookie.ts';
import type { Session, SessionStore } from './session-store.ts';

const answer = (session: Session | undefined, version: string): SessionAnswer =>
  session
    ? {
        result: true,
        session: session.publicId,
        version,
        usertype: session.userType,
        info: session.info,
        expires_at: session.expiresAt.toISOString(),
      }
    : { result: false };

/** `v1/session/get` (architecture contract) and `v1/session/refresh` (renewal before the 2 hours end). */
export const sessionRoutes: FastifyPluginAsyncZod<{ store: SessionStore; version: string }> = async (
  app,
  { store, version },
) => {
  const schema = {
    response: { 200: SessionAnswerEnvelopeSchema },
    tags: ['session'],
    contract: { access: 'session-optional' as const },
  };

  app.route({
    method: ['GET', 'POST'],
    url: routeOf(ENDPOINT.sessionGet),
    schema,
    handler: async (request, reply) => {
      const secret = readSessionSecret(request);
      const session = await store.find(secret);
      // A cookie that no longer opens a session is dropped, so the browser stops sending it.
      if (secret && !session) clearSessionCookie(reply);
      reply.header('cache-control', 'no-store');
      return { data: answer(session, version) };
    },
  });

  app.post(routeOf(ENDPOINT.sessionRefresh), { schema }, async (request, reply) => {
    const secret = readSessionSecret(request);
    const session = secret ? await store.renew(secret) : undefined;
    if (secret && session) setSessionCookie(reply, secret);
    else if (secret) clearSessionCookie(reply);
    reply.header('cache-control', 'no-store');
    return { data: answer(session, version) };
  });
};
