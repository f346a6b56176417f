import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCriticalPath, measureRoute, readBudgets } from '../bench/frontend.ts';
import { baseUrl, launchBrowser } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// What ships: the files the started product serves, sized from the folder it serves them from (WEB_DIST);
// what a route loads after its first render (idle prefetches, validation) is printed, not counted.
describe('critical path per route (JS + CSS requested before its ready element appears, gzip) within apps/web/budgets.json', () => {
  for (const route of readBudgets()) {
    it(`${route.name} (${route.path}) ≤ ${route.maxKb} KB`, async () => {
      const measured = await measureRoute(browser, baseUrl(), route);
      const report = describeCriticalPath(measured);
      console.log(report);
      expect(measured.kb, report).toBeLessThanOrEqual(route.maxKb);
    });
  }
});
