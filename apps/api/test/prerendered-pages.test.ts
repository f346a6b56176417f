import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from '../src/web/prerendered-pages.ts';
import { spaPlugin } from '../src/web/spa-plugin.ts';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

/**
 * The public pages sent drawn (apps/api/src/web/prerendered-pages.ts, docs/decisions/032), over HTTP:
 * a web build made here in the shape scripts/prerender-pages.ts writes (e2e/prerendered-pages.spec.ts
 * checks the real build in a browser).
 */
const STYLE = 'body{margin:0;color:#1d1d1b}.demo-banner{background:#fff3cd}';
/** Stands for the boot script that puts the page's scripts in place once it has painted. */
const BOOT = "requestAnimationFrame(()=>document.head.append(document.getElementById('boot').content))";
const INDEX = `<!doctype html>
<html lang="nl">
  <head>
    <title>Police-on-web</title>
    <script type="module" crossorigin src="/app/assets/index-test.js"></script>
    <link rel="stylesheet" crossorigin href="/app/assets/index-test.css">
  </head>
  <body><div id="root"><noscript><p lang="nl">Police-on-web heeft JavaScript nodig.</p></noscript></div></body>
</html>
`;

const PAGES = {
  nl: { file: 'nl/home.html', heading: 'Aangifte doen bij de politie', banner: 'Demonstratieversie' },
  fr: {
    file: 'fr/home.html',
    heading: 'Faire une déclaration à la police',
    banner: 'Version de démonstration',
  },
  de: {
    file: 'de/home.html',
    heading: 'Eine Anzeige bei der Polizei erstatten',
    banner: 'Demonstrationsversion',
  },
} as const;

const page = (locale: keyof typeof PAGES) => `<!doctype html>
<html lang="${locale}">
  <head>
    <title>${PAGES[locale].heading} | Police-on-web</title>
<style>${STYLE}</style>
<template id="boot"><script type="module" crossorigin src="/app/assets/index-test.js"></script><link rel="modulepreload" crossorigin href="/app/assets/${locale}-texts.js"></template><script>${BOOT}</script>
  </head>
  <body><div id="root" data-prerendered><p class="demo-banner" data-testid="demonstration-banner">${PAGES[locale].banner}</p><main><h1>${PAGES[locale].heading}</h1><p>Bij dringende nood: bel 112 of 101.</p></main></div></body>
</html>
`;

/** A form's first view, drawn for the user type that files it (decision 037). */
const FIRST_VIEWS = {
  citizen: { file: 'nl/phishing.citizen.html', heading: 'Aangifte van phishing of onlinefraude' },
  policeman: { file: 'nl/phishing.policeman.html', heading: 'Phishingaangifte namens een slachtoffer' },
} as const;

/** The cookie dialog as a citizen's first view has it: open from the HTML. */
const CONSENT_DIALOG = '<dialog class="dialog dialog--wide consent-dialog" aria-labelledby="_R_5_" open>';

const firstView = (userType: keyof typeof FIRST_VIEWS) =>
  page('nl')
    .replace('<div id="root" data-prerendered>', '<div id="root" data-prepainted inert>')
    .replaceAll(PAGES.nl.heading, FIRST_VIEWS[userType].heading)
    .replace('</main>', `</main>${CONSENT_DIALOG}<h2 id="_R_5_">Cookies op Police-on-web</h2></dialog>`);

async function writeWebBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'pages', 'nl'), { recursive: true });
  await mkdir(path.join(dir, 'pages', 'fr'));
  await mkdir(path.join(dir, 'pages', 'de'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  for (const locale of ['nl', 'fr', 'de'] as const)
    await writeFile(path.join(dir, 'pages', PAGES[locale].file), page(locale));
  for (const userType of ['citizen', 'policeman'] as const)
    await writeFile(path.join(dir, 'pages', FIRST_VIEWS[userType].file), firstView(userType));
  const routes = {
    'citizen:/app/nl/phishing': FIRST_VIEWS.citizen.file,
    'policeman:/app/nl/phishing': FIRST_VIEWS.policeman.file,
    '/app/nl/home': PAGES.nl.file,
    '/app/fr/home': PAGES.fr.file,
    '/app/de/home': PAGES.de.file,
    // Listed, but its file is gone (a build in progress): the shell, not an error.
    '/app/nl/faq': 'nl/faq.html',
  };
  await writeFile(path.join(dir, 'pages', 'routes.json'), JSON.stringify(routes));
}

/** One GET without fetch's own decompression: what the server sent, byte for byte. */
function get(
  base: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(new URL(target, base), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const sourcesOf = (policy: unknown, directive: 'style-src' | 'script-src') =>
  new RegExp(`${directive} ([^;]*)`).exec(String(policy))?.[1]?.split(' ') ?? [];

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pow-prerendered-'));
  await writeWebBuild(webDist);
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

describe.each(BACKENDS)('prerendered pages on %s', (backend) => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal(backend, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await running?.close();
  });

  it.each(['nl', 'fr', 'de'] as const)(
    'sends home in %s drawn, in the demonstration mode with its banner',
    async (locale) => {
      const answer = await get(running.url, `/app/${locale}/home`);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-encoding']).toBeUndefined();
      const html = answer.body.toString('utf8');
      expect(html).toContain(`<html data-portal-mode="demonstration" lang="${locale}">`);
      expect(html).toContain(`<h1>${PAGES[locale].heading}</h1>`);
      expect(html).toContain(`data-testid="demonstration-banner">${PAGES[locale].banner}</p>`);
      expect(html).toContain('<div id="root" data-prerendered>');
    },
  );

  it('compresses with brotli or gzip as the browser accepts, the same page either way', async () => {
    const plain = await get(running.url, '/app/fr/home');
    const br = await get(running.url, '/app/fr/home', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get(running.url, '/app/fr/home', { 'accept-encoding': 'gzip;q=1.0, identity;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    const other = await get(running.url, '/app/fr/home', { 'accept-encoding': 'deflate' });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body.equals(plain.body)).toBe(true);
  });

  it('allows exactly its inline stylesheet and boot script by hash, and only on the drawn page', async () => {
    const policy = (await get(running.url, '/app/de/home')).headers['content-security-policy'];
    expect(sourcesOf(policy, 'style-src')).toEqual(["'self'", hashOf(STYLE)]);
    expect(sourcesOf(policy, 'script-src')).toEqual(["'self'", hashOf(BOOT)]);
    const shell = (await get(running.url, '/app/de/phishing')).headers['content-security-policy'];
    expect(sourcesOf(shell, 'style-src')).toEqual(["'self'"]);
    expect(sourcesOf(shell, 'script-src')).toEqual(["'self'"]);
  });

  it('finds the page whatever the case and with a final slash, and ignores the query', async () => {
    for (const target of ['/app/NL/Home', '/app/nl/home/', '/app/nl/HOME?signin=cancelled']) {
      const answer = await get(running.url, target);
      expect(answer.status, target).toBe(200);
      expect(answer.body.toString('utf8'), target).toContain(`<h1>${PAGES.nl.heading}</h1>`);
    }
  });

  it('sends the SPA shell for every other address, a listed page whose file is missing included', async () => {
    // An address that is no page of the app gets the shell, whose not-found page says so, with 404.
    for (const [target, status] of [
      ['/app/nl/phishing', 200],
      ['/app/nl/faq', 200],
      ['/app', 200],
      ['/app/nl/home/more', 404],
      ['/app/xx/home', 404],
      ['/app/fr/does-not-exist?x=1', 404],
    ] as const) {
      const answer = await get(running.url, target);
      expect(answer.status, target).toBe(status);
      const html = answer.body.toString('utf8');
      expect(html, target).toContain('<div id="root"><noscript>');
      expect(html, target).not.toContain('data-prerendered');
      expect(html, target).toContain('<html data-portal-mode="demonstration" lang="nl">');
    }
    expect((await get(running.url, '/app/assets/gone-1234.js')).status).toBe(404);
    expect((await get(running.url, '/app/pages/nl/home.html')).status).toBe(404);
  });

  it('sends a form’s first view drawn to a session of the user type that files it, the shell to others', async () => {
    const html = async (browser: Browser, target: string) => {
      const answer = await browser.fetch(target);
      expect(answer.status, target).toBe(200);
      return { text: await answer.text(), headers: answer.headers };
    };
    const citizen = new Browser(running.url);
    await citizen.follow('/index.php/app/login?login_hint=85073003328');
    const drawn = await html(citizen, '/app/NL/phishing/');
    expect(drawn.text).toContain(`<h1>${FIRST_VIEWS.citizen.heading}</h1>`);
    expect(drawn.text).toContain('<div id="root" data-prepainted inert>');
    // It depends on the session: no shared cache may keep it for another person.
    expect(drawn.headers.get('cache-control')).toBe('private, no-cache');
    expect(drawn.headers.get('vary')).toContain('cookie');
    expect(drawn.headers.get('content-security-policy')).toContain(hashOf(BOOT));
    // The cookie dialog stays open for whoever has not chosen, and is closed for whoever has.
    expect(drawn.text).toContain(CONSENT_DIALOG);
    await citizen.jar.setCookie('pow_cookies=essential', running.url);
    const chosen = await html(citizen, '/app/nl/phishing');
    expect(chosen.text).toContain(CONSENT_DIALOG.replace(' open>', '>'));
    expect(chosen.text.replace(CONSENT_DIALOG.replace(' open>', '>'), CONSENT_DIALOG)).toBe(drawn.text);
    await citizen.jar.setCookie('pow_cookies=no-such-choice', running.url);
    expect((await html(citizen, '/app/nl/phishing')).text).toBe(drawn.text);
    const officer = new Browser(running.url);
    await officer.follow('/index.php/app/police/login?login_hint=inspector.claes');
    expect((await html(officer, '/app/nl/phishing')).text).toContain(
      `<h1>${FIRST_VIEWS.policeman.heading}</h1>`,
    );
    // Without a session (the app sends the person to sign in), and where no view is drawn: the shell.
    for (const [browser, target] of [
      [new Browser(running.url), '/app/nl/phishing'],
      [citizen, '/app/fr/phishing'],
    ] as const) {
      const shell = await html(browser, target);
      expect(shell.text, target).toContain('<div id="root"><noscript>');
      expect(shell.headers.get('cache-control'), target).toBe('no-cache');
    }
  });

  it('takes a language’s landing address to the landing page of the person’s session', async () => {
    const landing = async (browser: Browser, target: string) => {
      const answer = await browser.fetch(target);
      expect(answer.status, target).toBe(302);
      expect(answer.headers.get('cache-control'), target).toBe('no-store');
      return answer.headers.get('location');
    };
    const anonymous = new Browser(running.url);
    expect(await landing(anonymous, '/app/nl/')).toBe('/app/nl/home');
    expect(await landing(anonymous, '/app/fr')).toBe('/app/fr/home');
    expect(await landing(anonymous, '/app/de/loading?signin=cancelled')).toBe(
      '/app/de/home?signin=cancelled',
    );
    const citizen = new Browser(running.url);
    await citizen.follow('/index.php/app/login?login_hint=85073003328');
    expect(await landing(citizen, '/app/nl/')).toBe('/app/nl/home');
    const officer = new Browser(running.url);
    await officer.follow('/index.php/app/police/login?login_hint=inspector.claes');
    expect(await landing(officer, '/app/fr/')).toBe('/app/fr/phishing');
    // Without a language the client chooses one (stored choice, browser): the shell, no redirect.
    for (const target of ['/app/', '/app/loading'])
      expect((await anonymous.fetch(target)).status, target).toBe(200);
  });
});

describe('prerendered pages in production mode', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    await app.register(fastifyCookie);
    await app.register(spaPlugin, { webDist, mode: 'production', userTypeOf: async () => undefined });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends the page without the demonstration banner, in every encoding', async () => {
    const plain = (await get(base, '/app/nl/home')).body.toString('utf8');
    expect(plain).toContain('<html data-portal-mode="production" lang="nl">');
    expect(plain).toContain(`<h1>${PAGES.nl.heading}</h1>`);
    expect(plain).not.toContain('class="demo-banner"');
    expect(plain).not.toContain(PAGES.nl.banner);
    const br = await get(base, '/app/nl/home', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain);
    const gzip = await get(base, '/app/nl/home', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain);
  });

  it('prepares every listed page ahead, passing over a missing file', async () => {
    expect(await prerenderedPages(webDist, 'production').warm()).toBe(5);
    expect(await prerenderedPages(path.join(webDist, 'nowhere'), 'production').warm()).toBe(0);
  });

  it('sends a rebuilt page at once', async () => {
    const before = (await get(base, '/app/de/home', { 'accept-encoding': 'gzip' })).body;
    expect(gunzipSync(before).toString('utf8')).toContain(`<h1>${PAGES.de.heading}</h1>`);
    const file = path.join(webDist, 'pages', PAGES.de.file);
    await writeFile(file, page('de').replaceAll(PAGES.de.heading, 'Online eine Anzeige erstatten'));
    // A later modification time, as a rebuild leaves (the server compares it to what it prepared).
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    try {
      const html = (await get(base, '/app/de/home', { 'accept-encoding': 'gzip' })).body;
      expect(gunzipSync(html).toString('utf8')).toContain('<h1>Online eine Anzeige erstatten</h1>');
    } finally {
      await writeFile(file, page('de'));
    }
  });
});
