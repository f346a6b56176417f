/**
 * Lighthouse lab run of the front end: home and every declaration wizard signed in (the officer's form
 * too), three runs each, performance, accessibility and layout shift, Lighthouse's default mobile form
 * factor with its simulated mobile throttling, on Debian's Chromium; home's paint against the goals of
 * issue 18 (FCP, LCP, HTML + CSS of its first paint), with where the main thread's time goes before
 * FCP when a goal is missed (part of `npm run bench`; `-- --only=frontend` runs it alone).
 */
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { criticalPathReport } from './frontend.ts';
import { sessionCookie, startServers } from './support.ts';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The citizen and the officer whose sessions open the wizards (fixture identities of the built-in provider). */
const LAB_CITIZEN = '85073003328';
const LAB_OFFICER = 'inspector.claes';

/** Runs per page: a layout shift depends on the order in which the parts arrive, which varies (issue 19). */
const RUNS = 3;

interface LabPage {
  readonly name: string;
  readonly path: string;
  readonly session?: 'citizen' | 'officer';
}

/** Home is measured at its own address, the page the server sends drawn (docs/decisions/032). */
const HOME: LabPage = { name: 'home', path: '/app/nl/home' };

const PAGES: readonly LabPage[] = [
  HOME,
  { name: 'person wizard (citizen)', path: '/app/nl/person', session: 'citizen' },
  { name: 'phishing wizard (citizen)', path: '/app/nl/phishing', session: 'citizen' },
  { name: 'degradation wizard (citizen)', path: '/app/nl/degradation', session: 'citizen' },
  { name: 'phishing wizard (officer)', path: '/app/nl/phishing', session: 'officer' },
];

async function audit(url: string, headers: Record<string, string>): Promise<Result> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: headers,
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    return run.lhr;
  } finally {
    chrome.kill();
  }
}

/** An audit, run again (twice at most) when Lighthouse lost its trace (NO_NAVSTART…: it says to run it again). */
async function auditAgainIfLost(url: string, headers: Record<string, string>): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await audit(url, headers);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`${url}: ${lhr.runtimeError.code}, run again`);
  }
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One page's runs: CLS of each, performance min/median/max, the other measures as their median. */
function row(page: LabPage, runs: readonly Result[]): string {
  const performance = runs.map((lhr) => score(lhr, 'performance')).sort((a, b) => a - b);
  const cls = runs.map((lhr) => numeric(lhr, 'cumulative-layout-shift').toFixed(3)).join(' / ');
  const ms = (id: string) => `${Math.round(median(runs.map((lhr) => numeric(lhr, id))))} ms`;
  const transfer = (median(runs.map((lhr) => numeric(lhr, 'total-byte-weight'))) / 1024).toFixed(0);
  return `| ${page.name} \`${page.path}\` | ${performance[0]} / ${median(performance)} / ${performance.at(-1)} | ${median(runs.map((lhr) => score(lhr, 'accessibility')))} | ${cls} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${ms('speed-index')} | ${transfer} KB |`;
}

/** The accessibility audits that failed, with the elements they name. */
function accessibilityFindings(page: LabPage, lhr: Result): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.scoreDisplayMode === 'binary' && a.score === 0)
    .map((a) => {
      const items = (a?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
      const where = items.map((item) => `\`${item.node?.selector ?? '?'}\``).join(', ');
      return `- ${page.name}: ${a?.id}: ${a?.title}${where ? ` (${where})` : ''}`;
    });
}

/**
 * Runs Lighthouse RUNS times on home and on each wizard with the session asked for (`cookies`, e.g. from
 * sessionCookie of bench/support.ts); returns a markdown table and the accessibility findings. Fails
 * when a page measured is not the one asked for (a sign-in redirect instead of the wizard).
 */
export async function labRun(
  portalUrl: string,
  cookies: Readonly<Record<'citizen' | 'officer', string>>,
): Promise<string> {
  const rows: string[] = [];
  const findings = new Set<string>();
  let homeRuns: Result[] = [];
  let lighthouseVersion = '';
  let userAgent = '';
  for (const page of PAGES) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = await auditAgainIfLost(
        `${portalUrl}${page.path}`,
        page.session ? { cookie: cookies[page.session] } : {},
      );
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      // Anything else means the page asked for was not measured (a sign-in redirect instead of the wizard).
      if (landed !== page.path)
        throw new Error(`${page.name}: Lighthouse measured ${landed}, not ${page.path}`);
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      runs.push(lhr);
      for (const finding of accessibilityFindings(page, lhr)) findings.add(finding);
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? '';
    }
    rows.push(row(page, runs));
    if (page === HOME) homeRuns = runs;
  }
  return [
    `Lighthouse ${lighthouseVersion} (${userAgent}), default mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbit/s, CPU × 4); ${RUNS} runs per page, each a first visit (empty cache, cookie dialog shown). Performance min / median / max, CLS of each run, the rest medians.`,
    '',
    '| page | performance | accessibility | CLS per run | FCP | LCP | TBT | Speed Index | transfer |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    findings.size
      ? ['Accessibility audits failed:', '', ...findings].join('\n')
      : 'No accessibility audit failed.',
    '',
    homeGoals(homeRuns, await firstPaintBytes(portalUrl, HOME.path)),
  ].join('\n');
}

/** Issue 18's goals for home on Lighthouse mobile, and for the HTML + CSS its first paint needs. */
const GOALS = { fcpMs: 900, lcpMs: 1000, firstPaintKb: 30 };

/** One GET as a browser asks, without fetch's own decompression: the bytes the server sends. */
function gzipGet(url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The gzip bytes a first paint of the page needs: its HTML (the CSS inlined, docs/decisions/032) and
 * any stylesheet it links, as the server sends them. Scripts are left out: the page paints without them.
 */
async function firstPaintBytes(portalUrl: string, pagePath: string): Promise<{ html: number; css: number }> {
  const page = await gzipGet(`${portalUrl}${pagePath}`);
  if (page.status !== 200) throw new Error(`${pagePath}: answered ${page.status}`);
  const html = gunzipSync(page.body).toString('utf8');
  let css = 0;
  for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const sheet = await gzipGet(new URL(href ?? '', portalUrl).href);
    css += sheet.body.length;
  }
  return { html: page.body.length, css };
}

const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');

/**
 * Home's FCP and LCP (min / median / max of the runs, the median against the goal), the bytes of its
 * first paint, and when a paint goal is missed, what the main thread did before FCP (Lighthouse's
 * main-thread breakdown and the longest tasks that started before it) and the requests it waited on.
 */
function homeGoals(runs: readonly Result[], bytes: { html: number; css: number }): string {
  const spread = (id: string) => {
    const values = runs.map((lhr) => numeric(lhr, id)).sort((a, b) => a - b);
    return { text: values.map((v) => `${Math.round(v)}`).join(' / '), median: median(values) };
  };
  const fcp = spread('first-contentful-paint');
  const lcp = spread('largest-contentful-paint');
  const kb = (bytes.html + bytes.css) / 1024;
  const lines = [
    `Home \`${HOME.path}\` against issue 18's goals (Lighthouse mobile, simulated slow 4G; runs sorted, median judged):`,
    '',
    '| measure | runs (ms) | median | goal | |',
    '|---|---|---|---|---|',
    `| FCP | ${fcp.text} | ${Math.round(fcp.median)} ms | ≤ ${GOALS.fcpMs} ms | ${verdict(fcp.median, GOALS.fcpMs)} |`,
    `| LCP | ${lcp.text} | ${Math.round(lcp.median)} ms | ≤ ${GOALS.lcpMs} ms | ${verdict(lcp.median, GOALS.lcpMs)} |`,
    `| HTML + CSS of the first paint, gzip | HTML ${bytes.html} B + CSS ${bytes.css} B | ${kb.toFixed(1)} KB | ≤ ${GOALS.firstPaintKb} KB | ${verdict(kb, GOALS.firstPaintKb)} |`,
  ];
  if (fcp.median <= GOALS.fcpMs && lcp.median <= GOALS.lcpMs) return lines.join('\n');
  const lhr = runs.find((run) => numeric(run, 'first-contentful-paint') === fcp.median) ?? runs[0];
  return lhr ? [...lines, '', ...beforeFirstPaint(lhr)].join('\n') : lines.join('\n');
}

type Items = { items?: Record<string, unknown>[] };
const itemsOf = (lhr: Result, id: string) => (lhr.audits[id]?.details as Items | undefined)?.items ?? [];

/**
 * Where the time goes up to FCP in one run. Lighthouse simulates the throttled load from what it
 * observed unthrottled: its long tasks are on the simulated timeline (CPU × 4), the requests and the
 * LCP breakdown are as observed.
 */
function beforeFirstPaint(lhr: Result): string[] {
  const fcp = numeric(lhr, 'first-contentful-paint');
  const observedFcp = Number(itemsOf(lhr, 'metrics')[0]?.observedFirstContentfulPaint ?? Number.NaN);
  const round = (value: unknown) => Math.round(Number(value));
  const work = itemsOf(lhr, 'mainthread-work-breakdown')
    .map((item) => `${item.groupLabel} ${round(item.duration)} ms`)
    .join(', ');
  const tasks = itemsOf(lhr, 'long-tasks')
    .filter((task) => Number(task.startTime) < fcp)
    .map((task) => `${task.url} at ${round(task.startTime)} ms for ${round(task.duration)} ms`);
  const lcpParts = itemsOf(lhr, 'lcp-breakdown-insight')
    .flatMap((item) => (item.items as Record<string, unknown>[] | undefined) ?? [item])
    .filter((part) => part.label !== undefined && part.duration !== undefined)
    .map((part) => `${part.label} ${round(part.duration)} ms`);
  const requests = itemsOf(lhr, 'network-requests')
    .filter((item) => Number(item.networkEndTime) <= observedFcp)
    .map(
      (item) =>
        `${new URL(String(item.url)).pathname} (${item.resourceType}, ${(Number(item.transferSize) / 1024).toFixed(1)} KB, ${round(item.networkRequestTime)}–${round(item.networkEndTime)} ms)`,
    );
  return [
    `Profile of the run with the median FCP (simulated ${round(fcp)} ms, observed unthrottled ${round(observedFcp)} ms):`,
    '',
    `- main thread over the whole load (simulated), by kind: ${work || 'nothing recorded'}`,
    `- long tasks begun before FCP (simulated timeline): ${tasks.join('; ') || 'none'}`,
    `- LCP element's time (observed): ${lcpParts.join(', ') || 'not given'}; server response ${round(numeric(lhr, 'server-response-time'))} ms`,
    `- requests finished before the observed FCP: ${requests.join('; ') || 'none'}`,
  ];
}

/**
 * Builds the SPA when stale, serves it from a portal on its embedded defaults and returns the lab run and
 * the critical path per route, for `npm run bench`.
 */
export async function frontEndReport(): Promise<string> {
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-web.ts'), '--if-stale'], {
    stdio: 'inherit',
  });
  // BENCH_PORT lets a second checkout measure beside the first (the bare server takes the next port).
  const port = Number(process.env.BENCH_PORT ?? 18110);
  const servers = await startServers({ portal: port, bare: port + 1 }, {}, { databaseUrl: undefined });
  try {
    const lab = await labRun(servers.portal, {
      citizen: await sessionCookie(servers.portal, LAB_CITIZEN),
      officer: await sessionCookie(servers.portal, LAB_OFFICER, true),
    });
    const budgets = await criticalPathReport(servers.portal);
    return [
      `The built SPA served by the portal (${servers.shape}).`,
      '',
      lab,
      '',
      'Critical path per route (JS + CSS of the app a first view requests before the route is drawn, gzip, and what follows until the network is idle; apps/web/budgets.json, enforced by e2e/bundle-budgets.spec.ts):',
      '',
      budgets,
    ].join('\n');
  } finally {
    await servers.stop();
  }
}
