import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_BASE } from '@pow/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA under /app: hashed assets cached for a year (gzip/brotli copies when present),
 * index.html never cached, and every other /app path answered with index.html for the client router.
 */
export const spaPlugin: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  const indexFile = path.join(webDist, 'index.html');
  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web application not built; run npm run build');
    app.get(`${APP_BASE}/*`, (_request, reply) =>
      reply.status(503).type('text/plain').send('The web application is not built. Run: npm run build'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: `${APP_BASE}/`,
    preCompressed: true,
    index: false,
    wildcard: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    // A missing asset is a 404, not the page: a stale tab must not parse HTML as a script.
    request.url.startsWith(`${APP_BASE}/assets/`)
      ? reply.callNotFound()
      : reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  app.get(APP_BASE, sendIndex);
  app.get(`${APP_BASE}/*`, sendIndex);
};
