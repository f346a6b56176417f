import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Header = readonly [string, string | number | readonly string[]];

/**
 * The headers helmet sets with `options`. They depend on nothing of the request, so its middleware runs
 * once at start-up and each answer gets the headers it set (decision 029): running its chain of fourteen
 * middlewares on every request was a cost every endpoint paid.
 */
function headersOf(options: HelmetOptions): { set: readonly Header[]; removed: readonly string[] } {
  const directives =
    typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : undefined;
  if (Object.values(directives ?? {}).some((value) => [value].flat().some((v) => typeof v === 'function')))
    throw new Error('security headers: a directive computed per request cannot be set once');
  const set: Header[] = [];
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
  return { set, removed };
}

/**
 * helmet's security headers on every answer: `documents` for what a browser shows (the app, the sign-in
 * pages, the API's description), `answers` for the addresses `isAnswer` names (the API's JSON and the
 * files it sends as attachments), which need only the headers that act on them (decision 036).
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  options: {
    readonly documents: HelmetOptions;
    readonly answers: HelmetOptions;
    readonly isAnswer: (url: string) => boolean;
  },
): void {
  const documents = headersOf(options.documents);
  const answers = headersOf(options.answers);
  app.addHook('onRequest', (request, reply, done) => {
    const { set, removed } = options.isAnswer(request.url) ? answers : documents;
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
