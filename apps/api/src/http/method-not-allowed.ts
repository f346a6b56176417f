import type { FastifyInstance } from 'fastify';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/v1/upload/:id` → a pattern matching one path segment in place of each parameter. */
const patternOf = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/**
 * Answers 405 with `Allow` for a method a route does not take (RFC 9110 §15.5.6), instead of 404:
 * registered on the API's own scope, it learns that scope's routes as they are added and answers
 * in place of the 404 of a path the scope does not know.
 */
export function answerMethodNotAllowed(api: FastifyInstance): void {
  const routes = new Map<string, KnownRoute>();
  api.addHook('onRoute', (route) => {
    const known = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) known.methods.add(method);
    routes.set(route.url, known);
  });
  api.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = [...routes.values()]
      .filter((route) => route.pattern.test(path))
      .flatMap((route) => [...route.methods]);
    if (allowed.length === 0) return reply.status(404).send({ error: { key: 'error_404' } });
    return reply
      .status(405)
      .header('allow', [...new Set(allowed)].sort().join(', '))
      .send({ error: { key: 'error_invalid_request' } });
  });
}
