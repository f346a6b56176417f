import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer, its middleware built once: @fastify/helmet builds every
 * header's middleware again on each request, a cost every endpoint paid (decision 029).
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
