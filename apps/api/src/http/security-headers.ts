import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer. Its options here depend on nothing of the request, so its
 * middleware runs once at start-up and each answer gets the headers it set (decision 029): running its
 * chain of fourteen middlewares on every request was a cost every endpoint paid.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const directives =
    typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : undefined;
  if (Object.values(directives ?? {}).some((value) => [value].flat().some((v) => typeof v === 'function')))
    throw new Error('security headers: a directive computed per request cannot be set once');
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure || set.length === 0) throw failure ?? new Error('security headers: helmet set none');
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
