/**
 * Lighthouse lab run of the front end: home and the signed-in person wizard, performance and
 * accessibility, Lighthouse's default mobile form factor with its simulated mobile throttling, on
 * Debian's Chromium (part of `npm run bench`; `-- --only=frontend` runs it alone).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { criticalPathReport } from './frontend.ts';
import { sessionCookie, startServers } from './support.ts';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The citizen whose session opens the wizard (a fixture identity of the built-in provider). */
const LAB_CITIZEN = '85073003328';

interface LabPage {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
}

const PAGES: readonly LabPage[] = [
  { name: 'home', path: '/app/nl/', signedIn: false },
  { name: 'person wizard (signed in)', path: '/app/nl/person', signedIn: true },
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

const ms = (lhr: Result, id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)} ms`;
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);

function row(page: LabPage, lhr: Result): string {
  const cls = (lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3);
  const transfer = ((lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024).toFixed(0);
  return `| ${page.name} \`${page.path}\` | ${score(lhr, 'performance')} | ${score(lhr, 'accessibility')} | ${ms(lhr, 'first-contentful-paint')} | ${ms(lhr, 'largest-contentful-paint')} | ${ms(lhr, 'total-blocking-time')} | ${cls} | ${ms(lhr, 'speed-index')} | ${transfer} KB |`;
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
 * Runs Lighthouse on home and on the person wizard with `cookie` (a citizen's session, e.g. from
 * sessionCookie of bench/support.ts); returns a markdown table and the accessibility findings. Fails
 * when a page measured is not the one asked for (a sign-in redirect instead of the wizard).
 */
export async function labRun(portalUrl: string, cookie: string): Promise<string> {
  const rows: string[] = [];
  const findings: string[] = [];
  let lighthouseVersion = '';
  let userAgent = '';
  for (const page of PAGES) {
    const lhr = await audit(`${portalUrl}${page.path}`, page.signedIn ? { cookie } : {});
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    // Home's address becomes /app/nl/home; anything else means the page asked for was not measured.
    const expected = page.path === '/app/nl/' ? '/app/nl/home' : page.path;
    if (landed !== expected) throw new Error(`${page.name}: Lighthouse measured ${landed}, not ${expected}`);
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
    rows.push(row(page, lhr));
    findings.push(...accessibilityFindings(page, lhr));
    lighthouseVersion = lhr.lighthouseVersion;
    userAgent = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? '';
  }
  return [
    `Lighthouse ${lighthouseVersion} (${userAgent}), default mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbit/s, CPU × 4); one run per page, first visit (empty cache, cookie dialog shown).`,
    '',
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | Speed Index | transfer |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    findings.length
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
    const cookie = await sessionCookie(servers.portal, LAB_CITIZEN);
    const lab = await labRun(servers.portal, cookie);
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
