/**
 * Lighthouse lab run of the front end: home and every declaration wizard signed in (the officer's form
 * too), three runs each, performance, accessibility and layout shift, Lighthouse's default mobile form
 * factor with its simulated mobile throttling, on Debian's Chromium (part of `npm run bench`;
 * `-- --only=frontend` runs it alone).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
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

const PAGES: readonly LabPage[] = [
  { name: 'home', path: '/app/nl/' },
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
      // Home's address becomes /app/nl/home; anything else means the page asked for was not measured.
      const expected = page.path === '/app/nl/' ? '/app/nl/home' : page.path;
      if (landed !== expected)
        throw new Error(`${page.name}: Lighthouse measured ${landed}, not ${expected}`);
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      runs.push(lhr);
      for (const finding of accessibilityFindings(page, lhr)) findings.add(finding);
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? '';
    }
    rows.push(row(page, runs));
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
  ].join('\n');
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
  const servers = await startServers({ portal: 18110, bare: 18111 }, {}, { databaseUrl: undefined });
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
      'Critical path per route (JS + CSS of the app a first view loads until the network is idle, lazy chunks included, gzip; apps/web/budgets.json, enforced by e2e/bundle-budgets.spec.ts):',
      '',
      budgets,
    ].join('\n');
  } finally {
    await servers.stop();
  }
}
