import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_BASE,
  CONSENT_COOKIE,
  isAppPage,
  isConsentValue,
  PORTAL_MODE_ATTRIBUTE,
  type PortalMode,
  type UserType,
} from '@pow/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { encodingFor } from '../http/content-encoding.ts';
import { isLanguageLanding, landingTarget } from './landing.ts';
import { PAGES_DIR, prerenderedPages, withInlineSources } from './prerendered-pages.ts';

/**
 * Serves the built SPA under /app: hashed assets cached for a year (gzip/brotli copies when present),
 * index.html never cached, and every other /app path answered with index.html for the client router.
 * index.html carries the portal's mode on <html>, so the frame shows the demonstration banner in its
 * first render, without a shift. The public pages prerendered at build time are sent drawn instead
 * of index.html (prerendered-pages.ts, docs/decisions/032), a form's first view to a session of the user
 * type that files it (decision 037), and the landing address of a language
 * leads to the person's landing page (landing.ts). An address that is no page of the app gets index.html
 * with 404: the app shows its not-found page, and a crawler or a link checker hears that it is none.
 */
export const spaPlugin: FastifyPluginAsync<{
  webDist: string;
  mode: PortalMode;
  /** The user type of the request's session, undefined without one. */
  userTypeOf: (request: FastifyRequest) => Promise<UserType | undefined>;
}> = async (app, { webDist, mode, userTypeOf }) => {
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
    // The pages are only ever sent by sendIndex, with the portal's mode.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith(`/${PAGES_DIR}/`),
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pages = prerenderedPages(webDist, mode);
  // In the background once the server is ready: startup does not wait for it.
  app.addHook('onReady', async () => {
    pages.warm().catch((error: unknown) => app.log.warn({ error }, 'prerendered pages not prepared ahead'));
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing asset is a 404, not the page: a stale tab must not parse HTML as a script.
    if (request.url.startsWith(`${APP_BASE}/assets/`)) return reply.callNotFound();
    const pathname = request.url.split('?')[0] ?? '';
    if (isLanguageLanding(pathname)) {
      const target = landingTarget(request.url, await userTypeOf(request));
      // Where it leads depends on the session: never kept by a cache.
      if (target) return reply.header('cache-control', 'no-store').redirect(target);
    }
    const encoding = encodingFor(request.headers['accept-encoding']);
    const page = await pages.page(pathname, encoding, {
      userType: () => userTypeOf(request),
      consentChosen: isConsentValue(request.cookies[CONSENT_COOKIE]),
    });
    if (page) {
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The security headers' policy (set on request) with the page's own stylesheet and boot script allowed.
      const policy = reply.raw.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', withInlineSources(policy, page.inline));
      return reply
        .header('cache-control', page.signedIn ? 'private, no-cache' : 'no-cache')
        .header('vary', page.signedIn ? 'accept-encoding, cookie' : 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    // Read on each request (a few KB): a rebuild while the server runs is served at once.
    const html = await readFile(indexFile, 'utf8');
    return reply
      .status(isAppPage(pathname.slice(APP_BASE.length)) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replace('<html ', `<html ${PORTAL_MODE_ATTRIBUTE}="${mode}" `));
  };
  app.get(APP_BASE, sendIndex);
  app.get(`${APP_BASE}/*`, sendIndex);
};
