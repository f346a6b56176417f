/**
 * The public pages drawn at build time (docs/decisions/032): after the client build, an SSR build of
 * apps/web/src/prerender/render-route.tsx draws each public route in nl, fr and de into its own HTML
 * file under <dist>/pages, from the built index.html: its texts, <title> and <html lang>, the CSS the
 * pages use inlined (the entry's and that of every chunk the drawings loaded), the same script tags and
 * a modulepreload link for each chunk the page's hydration needs beyond the entry (its page, texts and
 * parts), so they come with the entry instead of one round trip after it. Those tags are asked for
 * only once the page has painted (BOOT).
 * <dist>/pages/routes.json lists them for the server (apps/api/src/web/spa-plugin.ts). Each form's first
 * view is drawn the same way, for the user type that files it, to be replaced rather than hydrated
 * (decision 037).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin } from 'vite';

interface Route {
  readonly locale: string;
  readonly url: string;
  /** A form's first view, for a session of this user type (decision 037). */
  readonly signedIn?: string;
}

/** A page as its worker drew it (prerender-worker.ts), with the manifest keys of what it imported. */
interface Drawn {
  readonly html: string;
  readonly title: string;
  readonly imports: readonly string[];
}

/** Vite's client manifest: per source module its file, its CSS and the chunks it imports. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** Where the pages go inside dist, and the file listing them: shared with the server. */
export const PAGES_DIR = 'pages';
export const ROUTES_FILE = 'routes.json';

/**
 * The page's script and preloads wait in `<template id="boot">` (inert: nothing is fetched) until the
 * browser reports the page's first contentful paint, then this puts them in the head: the page paints
 * from its HTML alone, before any script is fetched or run (decision 032). Where paint timing is
 * unknown, the frame after the first one. Each tag is made anew (a script parsed inside a template
 * would not run). The same on every page: the server allows it by its hash.
 */
export const BOOT = `(()=>{let booted=false;const boot=()=>{if(booted)return;booted=true;for(const t of document.getElementById('boot').content.children){const e=document.createElement(t.localName);for(const a of t.attributes)e.setAttribute(a.name,a.value);document.head.append(e)}};if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length)boot()}).observe({type:'paint',buffered:true});else requestAnimationFrame(()=>setTimeout(boot))})()`;
/**
 * The browser may paint a page whose HTML is still arriving: a header cut in the middle of its language
 * links is laid out again, moved, once the rest comes (a layout shift, issue 19). Rendering waits until
 * the parser reaches the marker after the drawn page (an expect link unblocks when its target is
 * inserted, so the target follows everything it guards).
 */
const DRAWN_END = '<template id="drawn-end"></template>';
const WAIT_FOR_DRAWN_END = '<link rel="expect" href="#drawn-end" blocking="render">';
const BOOT_TAGS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

const TEST_IDS = / data-testid="[^"]*"/g;

/** The key of a page in routes.json: its address in lower case, after the user type it is drawn for. */
const listingKey = (url: string, signedIn?: string) =>
  signedIn ? `${signedIn}:${url.toLowerCase()}` : url.toLowerCase();

const DYNAMIC_IMPORT = /\bimport\((['"])([^'"]+)\1\)/g;

/**
 * Notes every dynamic import the drawing runs (a lazy page, its texts, the feedback section), by its
 * source path as the client manifest names it: those chunks are what a page needs besides the entry.
 */
function trackDynamicImports(webRoot: string): Plugin {
  return {
    name: 'pow-track-dynamic-imports',
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(path.join(webRoot, 'src'))) return null;
      const keys = new Map<string, string>();
      for (const [, , specifier = ''] of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved && !resolved.external)
          keys.set(
            specifier,
            path
              .relative(webRoot, resolved.id.split('?')[0] ?? '')
              .split(path.sep)
              .join('/'),
          );
      }
      if (!keys.size) return null;
      return code.replace(DYNAMIC_IMPORT, (call, _quote, specifier: string) => {
        const key = keys.get(specifier);
        return key ? `(globalThis.__prerenderImports?.add(${JSON.stringify(key)}), ${call})` : call;
      });
    },
  };
}

/** A manifest entry and the chunks it imports, each once, imported ones first. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)), key];
}

/** The CSS files of a manifest entry and of the chunks it imports, in order. */
const cssOf = (manifest: Manifest, key: string): string[] =>
  chunksOf(manifest, key).flatMap((chunk) => manifest[chunk]?.css ?? []);

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Draws one page in a worker thread of its own (a fresh module graph: its imports are its own). */
function draw(module: string, route: Route): Promise<Drawn> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prerender-worker.ts', import.meta.url), {
      workerData: { module, route },
    });
    worker.once('message', (drawn: Drawn) => {
      resolve(drawn);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${route.url}: the drawing stopped (exit ${code})`)));
  });
}

/** Runs `task` over `items`, `width` at a time, keeping their order. */
async function inParallel<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await task(items[index] as T);
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

/**
 * Draws the pages into <dist>/pages; `dist` holds the client build with its .vite/manifest.json.
 * `report` is told each step and, every ten pages, how many are drawn.
 */
export async function prerenderPages(
  webRoot: string,
  dist: string,
  report: (step: string) => void,
): Promise<number> {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Inside apps/web, so the built module finds the packages it leaves external in node_modules.
  const out = mkdtempSync(path.join(webRoot, '.prerender-'));
  try {
    report('building the page renderer');
    await build({
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [trackDynamicImports(webRoot)],
      build: { ssr: path.join(webRoot, 'src/prerender/render-route.tsx'), outDir: out, emptyOutDir: true },
    });
    const module = pathToFileURL(path.join(out, 'render-route.js')).href;
    const { prerenderedRoutes, prepaintedRoutes } = (await import(module)) as {
      prerenderedRoutes(): Route[];
      prepaintedRoutes(): Route[];
    };
    const routes = [...prerenderedRoutes(), ...prepaintedRoutes()];
    report(`drawing ${routes.length} pages in nl, fr and de`);
    let drawn = 0;
    // Two at a time: the machines this builds on have two cores.
    const pages = await inParallel(routes, 2, async (route) => {
      const page = { ...route, ...(await draw(module, route)) };
      drawn += 1;
      if (drawn % 10 === 0) report(`${drawn} of ${routes.length} pages drawn`);
      return page;
    });

    // One stylesheet for every page: the union is small, and a page then paints from its HTML alone.
    const files = [
      ...new Set([
        ...cssOf(manifest, 'index.html'),
        ...pages.flatMap((page) => page.imports.flatMap((key) => cssOf(manifest, key))),
      ]),
    ];
    const css = files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
    // The entry and what it imports are already in index.html (script and modulepreload tags).
    const entry = manifest['index.html'];
    const src = /<script type="module" crossorigin src="([^"]*)"/.exec(template)?.[1];
    if (!entry || !src?.endsWith(entry.file))
      throw new Error('index.html does not load the entry of the manifest');
    const base = src.slice(0, -entry.file.length);
    const inIndex = new Set(chunksOf(manifest, 'index.html'));
    const preloads = (page: Drawn) =>
      [...new Set(page.imports.flatMap((key) => chunksOf(manifest, key)))]
        .filter((key) => !inIndex.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key]?.file}">\n`)
        .join('');
    // Each inlined file named by a disabled stylesheet link, which the browser does not fetch: Vite's
    // loader of a lazy chunk adds a chunk's CSS only when no stylesheet link of that address is in the
    // document, so what is inline is not downloaded and applied a second time once the page is live.
    const inlined = files.map((file) => `<link rel="stylesheet" href="${base}${file}" disabled>\n`).join('');
    const entryCss = /<link rel="stylesheet"[^>]*>\n?/;
    if (!entryCss.test(template)) throw new Error('index.html has no stylesheet link to inline');
    const root = /<div id="root">[\s\S]*?<\/div>/;
    if (!root.test(template)) throw new Error('index.html has no root element');

    const listing: Record<string, string> = {};
    for (const page of pages) {
      const name = page.url.slice('/app/'.length);
      const file = page.signedIn ? `${name}.${page.signedIn}.html` : `${name}.html`;
      const drawn = template
        .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace(entryCss, () => `${preloads(page)}<style>${css}</style>\n${inlined}${WAIT_FOR_DRAWN_END}\n`)
        .replace(
          root,
          () =>
            (page.signedIn
              ? // Shown until the app has drawn the page beside it (decision 037): nothing in it is live, nor
                // found by the browser tests or the budget's measure, which look for the app's own elements.
                // A dialog the app would show at once (the cookie dialog) is open from the HTML.
                `<div id="root" data-prepainted inert>${page.html.replace(TEST_IDS, '').replaceAll(' data-open=""', ' open')}</div>`
              : `<div id="root" data-prerendered>${page.html}</div>`) + DRAWN_END,
        );
      const boot = (drawn.match(BOOT_TAGS) ?? []).map((tag) => tag.trim());
      if (!boot.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script');
      const html = drawn
        .replaceAll(BOOT_TAGS, '')
        .replace(
          '</head>',
          () => `<template id="boot">${boot.join('')}</template><script>${BOOT}</script>\n</head>`,
        );
      mkdirSync(path.dirname(path.join(dist, PAGES_DIR, file)), { recursive: true });
      writeFileSync(path.join(dist, PAGES_DIR, file), html);
      listing[listingKey(page.url, page.signedIn)] = file;
    }
    writeFileSync(path.join(dist, PAGES_DIR, ROUTES_FILE), `${JSON.stringify(listing, null, 2)}\n`);
    return pages.length;
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(path.dirname(manifestFile), { recursive: true, force: true });
  }
}
