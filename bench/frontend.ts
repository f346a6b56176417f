/**
 * The critical path of each route in apps/web/budgets.json: every JS and CSS file of the app that a
 * first view of the route in Chromium requests before the route's `ready` element first appears (what
 * its first render needs), sized as the gzip copy the server sends; what follows until the network is
 * idle (steps prefetched when the browser is idle, validation code) is reported beside it for
 * information. Shared by the e2e budget test and the benchmark report.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { sessionCookie } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface RouteBudget {
  readonly name: string;
  readonly path: string;
  /** Signs in through the built-in provider first (an officer through the police login). */
  readonly signIn?: { readonly loginHint: string; readonly officer?: boolean };
  /** The test id that shows the route itself rendered (not a sign-in or error page). */
  readonly ready: string;
  readonly goalKb: number;
  readonly maxKb: number;
  readonly whyOver?: string;
}

interface SizedFile {
  readonly file: string;
  readonly gzipBytes: number;
}

export interface CriticalPath {
  readonly route: RouteBudget;
  /** Requested before the ready element appeared: the budget. */
  readonly files: readonly SizedFile[];
  readonly kb: number;
  /** Requested after it, until the network was idle. */
  readonly later: readonly SizedFile[];
  readonly laterKb: number;
}

export function readBudgets(): RouteBudget[] {
  const text = readFileSync(path.join(root, 'apps/web/budgets.json'), 'utf8');
  return (JSON.parse(text) as { routes: RouteBudget[] }).routes;
}

/** The folder the server serves the SPA from: WEB_DIST as for the server and build script, else apps/web/dist. */
function webDist(): string {
  return path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
}

/** The size the browser downloads: the .gz copy scripts/build-web.ts writes next to each file. */
function gzipBytes(file: string): number {
  const copy = statSync(`${file}.gz`, { throwIfNoEntry: false });
  return copy ? copy.size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** One first view of the route in a fresh context (empty cache), signed in when the route asks. */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: RouteBudget,
  dist = webDist(),
): Promise<CriticalPath> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'nl-BE' });
  try {
    if (route.signIn) {
      // Signed in outside the page (no page load counted), and the cookie set for the address measured:
      // the provider redirects to PUBLIC_URL, which may name the host otherwise (localhost, 127.0.0.1).
      const cookie = await sessionCookie(baseUrl, route.signIn.loginHint, route.signIn.officer);
      const at = cookie.indexOf('=');
      await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
    }
    // When the ready element first appears, on the page's own clock (that of Resource Timing). Written as
    // page source: this package is typed without the DOM.
    await context.addInitScript(`
      performance.setResourceTimingBufferSize(1000);
      const readyObserver = new MutationObserver(() => {
        if (!document.querySelector(${JSON.stringify(`[data-testid="${route.ready}"]`)})) return;
        window.__readyAt = performance.now();
        readyObserver.disconnect();
      });
      readyObserver.observe(document, { childList: true, subtree: true });
    `);
    const page = await context.newPage();
    await page.goto(route.path, { waitUntil: 'networkidle' });
    await page.getByTestId(route.ready).waitFor();
    await page.waitForLoadState('networkidle');
    const origin = new URL(baseUrl).origin;
    const { readyAt, requests } = await page.evaluate<{
      readyAt: number | undefined;
      requests: { url: string; startTime: number }[];
    }>(`({
      readyAt: window.__readyAt,
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    })`);
    if (readyAt === undefined) throw new Error(`${route.ready} was never seen appearing on ${route.path}`);
    const before = new Set<string>();
    const after = new Set<string>();
    for (const { url, startTime } of requests) {
      const { origin: from, pathname } = new URL(url);
      if (from !== origin || !/^\/app\/assets\/.+\.(?:js|css)$/.test(pathname)) continue;
      (startTime < readyAt ? before : after).add(pathname.slice('/app/'.length));
    }
    const sized = (files: Iterable<string>) =>
      [...files]
        .map((file) => ({ file, gzipBytes: gzipBytes(path.join(dist, file)) }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const kbOf = (files: readonly SizedFile[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
    const files = sized(before);
    const later = sized([...after].filter((file) => !before.has(file)));
    return { route, files, kb: kbOf(files), later, laterKb: kbOf(later) };
  } finally {
    await context.close();
  }
}

const kb = (value: number) => value.toFixed(1);

/** The files of one route, largest first, and how it stands against its goal and ceiling. */
export function describeCriticalPath({ route, files, kb: total, later, laterKb }: CriticalPath): string {
  const verdict =
    total <= route.goalKb
      ? `goal ${route.goalKb} KB met`
      : `goal ${route.goalKb} KB NOT met (${route.whyOver ?? 'no reason recorded'})`;
  return [
    `${route.name} ${route.path}: ${kb(total)} KB gzip, ceiling ${route.maxKb} KB, ${verdict}`,
    ...files.map((f) => `  ${kb(f.gzipBytes / 1024).padStart(6)} KB  ${f.file}`),
    `  then, until the network is idle (not counted): ${kb(laterKb)} KB, ${kb(total + laterKb)} KB in all`,
    ...later.map((f) => `  ${kb(f.gzipBytes / 1024).padStart(6)} KB  ${f.file}`),
  ].join('\n');
}

/** A markdown table of the routes' critical paths for bench/results.md. */
function criticalPathTable(paths: readonly CriticalPath[]): string {
  return [
    '| route | path | files | KB gzip | goal KB | ceiling KB | goal | then until idle, KB |',
    '|---|---|---|---|---|---|---|---|',
    ...paths.map(
      ({ route, files, kb: total, laterKb }) =>
        `| ${route.name} | \`${route.path}\` | ${files.length} | ${kb(total)} | ${route.goalKb} | ${route.maxKb} | ${total <= route.goalKb ? 'met' : 'not met'} | ${kb(laterKb)} |`,
    ),
  ].join('\n');
}

/** Measures every route of the budget file on a running portal with Debian's Chromium; returns the table. */
export async function criticalPathReport(portalUrl: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const paths: CriticalPath[] = [];
    for (const route of readBudgets()) paths.push(await measureRoute(browser, portalUrl, route));
    return criticalPathTable(paths);
  } finally {
    await browser.close();
  }
}
