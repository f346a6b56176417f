import AxeBuilder from '@axe-core/playwright';
import { TEST_DEADLINE_MS } from '@pow/domain/testing';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The product this worker's spec files run against (one per worker: e2e/support/global-setup.ts). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
};

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A fresh context (no cookies, no storage) on the started product. Every wait of its pages (auto-waits,
 * waitFor, navigations) has the suites' one deadline, not Playwright's 30 s.
 */
export async function newContext(
  browser: Browser,
  options: {
    locale?: string;
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'nl-BE',
    ...options,
  });
  context.setDefaultTimeout(TEST_DEADLINE_MS);
  context.setDefaultNavigationTimeout(TEST_DEADLINE_MS);
  return context;
}

/** Fails with the list of rules and nodes when axe-core finds any WCAG 2.1 A/AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Accepts the cookie dialog with "essential only" when it is shown, so it does not hide the page under test. */
export async function acceptEssentialCookies(page: Page, name: RegExp): Promise<void> {
  const button = page.getByRole('button', { name });
  if (await button.isVisible()) await button.click();
}

/**
 * Opens an /app address and waits until the app has taken the page over: a public page arrives drawn
 * (decision 032) and reacts to clicks and keys only once hydrated; the app asks for the session last.
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The page asks for the session once its drawn parts have hydrated (decision 032). Resource Timing
  // holds this document's requests only: a late answer to the page before cannot be taken for it.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some(
        (entry) =>
          entry.name.includes('/v1/session/get') && (entry as PerformanceResourceTiming).responseEnd > 0,
      ),
  );
}
