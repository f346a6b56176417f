import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_BASE, PORTAL_MODE_ATTRIBUTE, type PortalMode } from '@pow/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA under /app: hashed assets cached for a year (gzip/brotli copies when present),
 * index.html never cached, and every other /app path answered with index.html for the client router.
 * index.html carries the portal's mode on <html>, so the frame shows the demonstration banner in its
 * first render, without a shift.
 */
export const spaPlugin: FastifyPluginAsync<{ webDist: string; mode: PortalMode }> = async (
  app,
  { webDist, mode },
) => {
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
    // The page is only ever sent by sendIndex, with the portal's mode.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing asset is a 404, not the page: a stale tab must not parse HTML as a script.
    if (request.url.startsWith(`${APP_BASE}/assets/`)) return reply.callNotFound();
    // Read on each request (a few KB): a rebuild while the server runs is served at once.
    const html = await readFile(indexFile, 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replace('<html ', `<html ${PORTAL_MODE_ATTRIBUTE}="${mode}" `));
  };
  app.get(APP_BASE, sendIndex);
  app.get(`${APP_BASE}/*`, sendIndex);
};
