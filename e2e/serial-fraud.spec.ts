import { randomUUID } from 'node:crypto';
import { EXAMPLES, until } from '@pow/domain/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';

const PHONE = { width: 375, height: 812 };
const DESK = { width: 1366, height: 800 };
/** An IBAN of this spec's own (Belfius), so that the other specs' declarations stay out of its lists. */
const IBAN = 'BE67068247113587';

let browser: Browser;
let filed: { antwerp: Sent; liege: Sent; gent: Sent };
type Sent = { guid: string; register: string };

/** A citizen (by national number) declares phishing for themself, naming the IBAN as typed. */
async function declare(rrn: string, iban: string): Promise<Sent> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`/index.php/app/login?login_hint=${rrn}&redirect=${encodeURIComponent('/app/nl/home')}`);
  await page.waitForURL('**/app/nl/home');
  const { iban: _own, ...declarant } = structuredClone(EXAMPLES.phishing).declarant;
  const added = await page.request.post('/index.php/api/v1/information/add', {
    data: { ...structuredClone(EXAMPLES.phishing), declarant, fact_amounts: [{ iban, amount: '480,00' }] },
    headers: { 'idempotency-key': randomUUID(), 'x-language': 'nl' },
  });
  expect(added.status()).toBe(200);
  const { data } = (await added.json()) as { data: Sent };
  await until('the declaration to reach its zone', async () => {
    const status = await page.request.post('/index.php/api/v1/information/status', {
      data: { guid: data.guid },
    });
    return ((await status.json()) as { data: { status: number } }).data.status === 3;
  });
  await context.close();
  return data;
}

async function officer(username: string, viewport: { width: number; height: number }) {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await page.goto(`/index.php/app/police/login?login_hint=${username}`);
  await page.waitForURL('**/app/*/phishing');
  await page.getByTestId('police-phishing-page').waitFor();
  return { context, page };
}

/** Nothing wider than the window: no sideways scrolling at 375 px (WCAG 1.4.10). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  const [antwerp, liege, gent] = await Promise.all([
    declare('85073003328', 'BE67 0682 4711 3587'),
    declare('92031412451', 'be67068247113587'),
    declare('78122424677', 'BE 6706 8247 1135 87'),
  ]);
  filed = { antwerp: antwerp!, liege: liege!, gent: gent! };
});
afterAll(async () => {
  await browser?.close();
});

describe('serial fraud across the zones', () => {
  it("lists on the Antwerp sheet the declarations of Liège and Gent naming the same IBAN, at a desk's width", async () => {
    const { context, page } = await officer('inspector.claes', DESK);
    await page.goto(`/app/nl/zone?declaration=${filed.antwerp.guid}`);
    const iban = page.getByTestId('zone-related-iban');
    await iban.waitFor();
    const text = await iban.textContent();
    expect(text).toContain(`Rekeningnummer (IBAN): ${IBAN}`);
    for (const [other, zone] of [
      [filed.liege, 'Liège'],
      [filed.gent, 'Gent'],
    ] as const) {
      expect(text).toContain(other.register);
      expect(text).toContain(zone);
    }
    // Another zone's declaration is its number, never a link to a sheet that would answer 404.
    expect(await iban.getByRole('link').count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('reads the same list in French at 375 px, without sideways scrolling', async () => {
    const { context, page } = await officer('inspectrice.leroy', PHONE);
    await page.goto(`/app/fr/zone?declaration=${filed.liege.guid}`);
    const iban = page.getByTestId('zone-related-iban');
    await iban.waitFor();
    expect(await iban.textContent()).toContain('Figure aussi dans 2 autres déclarations');
    expect(await iban.textContent()).toContain(filed.gent.register);
    expect(await overflows(page)).toBe(false);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("takes a supervisor by keyboard to the country's picture, in German, at both widths", async () => {
    for (const viewport of [DESK, PHONE]) {
      const { context, page } = await officer('commissaris.baert', viewport);
      await page.goto('/app/de/zone');
      const link = page.getByTestId('zone-country-link');
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/app\/de\/zone\?country$/);
      const row = page.getByTestId('zone-country-rows').locator('li.zone-row', { hasText: IBAN });
      await row.waitFor();
      const text = await row.textContent();
      expect(text).toContain('Kontonummer (IBAN)');
      expect(text).toContain('Belfius Bank');
      for (const zone of ['Antwerpen: 1', 'Gent: 1', 'Liège: 1']) expect(text).toContain(zone);
      expect(await page.getByTestId('zone-country-export').getAttribute('href')).toBe(
        '/index.php/api/v1/zone/country-picture.csv?lang=de',
      );
      expect(await overflows(page)).toBe(false);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});
