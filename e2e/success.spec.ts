import { randomUUID } from 'node:crypto';
import type { DeclarationStatus } from '@pow/contracts';
import { STATUS_POLL_FIRST_MS } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';

/**
 * The sent page, success/{form} (spec §2, §4; issue 4 "the success page shows the tracker moving to
 * sent to the zone"), against the started product: a fixture citizen signs in, a real phishing
 * declaration goes through the pipeline, and the tracker follows it to the zone; the warning and
 * error states with the status answer held by the browser; the confirmation for a visitor without a
 * session; axe-core in each state, on a desktop and at 320 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 320, height: 640 };
/** Jan Peeters (shared/fixtures/test-identities.json), the declarant of EXAMPLES.phishing. */
const JAN_PEETERS = '85073003328';

interface Sent {
  readonly guid: string;
  readonly register: string;
}

/** Signs the fixture citizen in through the test identity provider (login_hint: no picker). */
async function signedInCitizen(viewport = DESKTOP) {
  const context = await newContext(browser, { locale: 'fr-BE', viewport });
  const page = await context.newPage();
  await page.goto(
    `/index.php/app/login?login_hint=${JAN_PEETERS}&redirect=${encodeURIComponent('/app/fr/home')}`,
  );
  await page.waitForURL('**/app/fr/home');
  await page.getByTestId('cookie-essential').click();
  return { context, page };
}

/** POST v1/information/add with the page's cookies, as the wizard does. */
async function submitPhishing(page: Page): Promise<Sent> {
  const response = await page.request.post('/index.php/api/v1/information/add', {
    data: EXAMPLES.phishing,
    headers: { 'idempotency-key': randomUUID(), 'x-language': 'fr' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Sent };
  return data;
}

const sentPath = (locale: string, sent: Sent, form = 'phishing') =>
  `/app/${locale}/success/${form}?request=${sent.guid}&register=${encodeURIComponent(sent.register)}`;

const tracker = (page: Page) => page.getByTestId('status-tracker');

async function waitForPhase(page: Page, phase: string) {
  await page.locator(`[data-testid="status-tracker"][data-phase="${phase}"]`).waitFor();
}

/** No sideways scrolling (WCAG 1.4.10). A string, so this file needs no DOM types. */
async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

describe('sent page of a signed-in citizen', () => {
  it('follows a real declaration from "sending" to "sent to the zone", with the zone and the identifier', async () => {
    const { context, page } = await signedInCitizen();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sent = await submitPhishing(page);
    expect(sent.register).toMatch(/^\d{4}-\d{4}-\d{6}$/);

    // The page arrives in the sending state and stays in it until a status answer: held back until
    // read, so that a slow machine cannot let the first poll (at STATUS_POLL_FIRST_MS) move it on first.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/index.php/api/v1/information/status', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(sentPath('fr', sent));
    await tracker(page).waitFor();
    expect(await tracker(page).getAttribute('data-phase')).toBe('sending');
    expect(await page.getByTestId('tracker-step-summary').getAttribute('aria-current')).toBe('step');
    expect(await page.locator('h1').textContent()).toBe('Déclaration envoyée');
    expect(await page.getByTestId('register').textContent()).toBe(sent.register);

    release();
    await waitForPhase(page, 'zone');
    const status = await page.request.post('/index.php/api/v1/information/status', {
      data: { guid: sent.guid },
      headers: { 'x-language': 'fr' },
    });
    const { data } = (await status.json()) as { data: { status: number; unit_name: string } };
    expect(data.status).toBe(3);
    expect(await page.getByTestId('tracker-step-received').getAttribute('data-state')).toBe('done');
    expect(await page.getByTestId('tracker-step-zone').getAttribute('data-state')).toBe('done');
    expect(await page.getByTestId('tracker-step-zone').textContent()).toContain(
      `Envoyée à la zone de police ${data.unit_name}`,
    );
    await expect
      .poll(() => page.getByTestId('tracker-announcement').textContent())
      .toContain('Conservez votre numéro d’identification.');
    expect(await page.getByTestId('register').textContent()).toBe(sent.register);

    await page.getByTestId('register-copy').click();
    await expect.poll(() => page.getByTestId('register-copied').textContent()).toBe('Le numéro a été copié.');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(sent.register);

    await page.getByTestId('feedback-form').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('has no axe-core violation in the sending, e-mail fallback and summary-failed states', async () => {
    const { context, page } = await signedInCitizen();
    const sent = await submitPhishing(page);
    // Typed by the contract: an answer the page's schema refuses would leave it "sending" for ever.
    const nothingPassedOn = { banks: [], takedown: null };
    let answer: DeclarationStatus = {
      status: 1,
      overview_method: 'ebox',
      unit_name: 'Anvers',
      fallback: false,
      passed_on: nothingPassedOn,
    };
    let calls = 0;
    await page.route('**/index.php/api/v1/information/status', async (route) => {
      calls += 1;
      await route.fulfill({ json: { data: answer } });
    });

    await page.goto(sentPath('fr', sent));
    await tracker(page).waitFor();
    await expect.poll(() => calls).toBeGreaterThanOrEqual(1);
    expect(await tracker(page).getAttribute('data-phase')).toBe('sending');
    expect(await page.getByTestId('tracker-step-summary').locator('.spinner').count()).toBe(1);
    await expectNoAxeViolations(page);

    // Polling ends after STATUS_POLL_MAX calls, which a slow axe run can outlast: each state is loaded
    // afresh rather than waited for on a page that may have stopped asking.
    answer = {
      status: 3,
      overview_method: 'email',
      unit_name: 'Anvers',
      fallback: true,
      passed_on: nothingPassedOn,
    };
    await page.reload();
    await waitForPhase(page, 'zone');
    expect(await page.getByTestId('tracker-step-summary').getAttribute('data-state')).toBe('warning');
    expect(await page.getByTestId('tracker-step-summary').textContent()).toContain(
      'nous vous avons donc envoyé le résumé PDF par e-mail',
    );
    await expectNoAxeViolations(page);

    answer = {
      status: -1,
      overview_method: 'ebox',
      unit_name: 'Anvers',
      fallback: false,
      passed_on: nothingPassedOn,
    };
    await page.reload();
    await waitForPhase(page, 'failed');
    expect(await page.getByTestId('tracker-step-summary').textContent()).toContain('48 heures ouvrables');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('fits a 320 px screen, in every state up to "sent to the zone"', async () => {
    const { context, page } = await signedInCitizen(PHONE);
    const sent = await submitPhishing(page);
    await page.goto(sentPath('fr', sent));
    await tracker(page).waitFor();
    await expectNoOverflow(page, 'sending at 320 px');
    await waitForPhase(page, 'zone');
    await page.getByTestId('feedback-form').waitFor();
    await expectNoOverflow(page, 'sent to the zone at 320 px');
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe.each([
  ['nl', 'Aangifte verstuurd', 'Nieuwe aangifte doen'],
  ['de', 'Anzeige gesendet', 'Neue Anzeige erstatten'],
] as const)('sent page for a visitor without a session, in %s', (locale, title, newForm) => {
  const sent: Sent = { guid: randomUUID(), register: '2026-5345-000042' };

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the confirmation, the new-form button and the identifier at ${viewport.width} px`, async () => {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      let statusCalls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/v1/information/status')) statusCalls += 1;
      });
      await page.goto(sentPath(locale, sent));
      await page.getByTestId('success-confirmation').waitFor();
      await page.getByTestId('cookie-essential').click();
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await page.getByTestId('register-addon').locator('strong').textContent()).toBe(sent.register);
      const button = page.getByTestId('success-new-form');
      expect(await button.textContent()).toBe(newForm);
      expect(await button.getAttribute('href')).toBe(`/app/${locale}/phishing`);
      expect(await page.locator('a[href="tel:101"]').count()).toBe(1);
      expect(await page.locator('a[href="tel:112"]').count()).toBe(1);
      expect(await tracker(page).count()).toBe(0);
      await expectNoAxeViolations(page);
      await expectNoOverflow(page, `${locale} at ${viewport.width} px`);
      // No session, no polling. An absence only shows over time: past the moment the first status call
      // would go (STATUS_POLL_FIRST_MS after the page started), with a margin. Not a wait for something
      // to happen: a slow machine can only make this pass without proving much, never fail.
      await page.waitForTimeout(STATUS_POLL_FIRST_MS + 500);
      expect(statusCalls).toBe(0);
      await context.close();
    });
  }
});

/**
 * The first hour after phishing (issue 33): each box named by what its step says, and the whole row a
 * place to tap, at 375 px in every language; each test its own session and declaration.
 */
describe('the phishing checklist on a phone', () => {
  const PHONE_375 = { width: 375, height: 740 };

  it.each(['nl', 'fr', 'de'])(
    'names each box by its step and ticks it by a tap anywhere on its row (%s)',
    async (locale) => {
      const context = await newContext(browser, { locale: `${locale}-BE`, viewport: PHONE_375 });
      const page = await context.newPage();
      await page.goto(
        `/index.php/app/login?login_hint=${JAN_PEETERS}&redirect=${encodeURIComponent(`/app/${locale}/home`)}`,
      );
      await page.waitForURL(`**/app/${locale}/home`);
      await page.getByTestId('cookie-essential').click();
      const sent = await submitPhishing(page);
      await page.goto(sentPath(locale, sent));
      const steps = page.getByTestId('phishing-steps');
      await steps.waitFor();

      // Four boxes, each named by its own step (Card Stop's, Safeonweb's), no two alike.
      const names = await steps
        .getByRole('checkbox')
        .evaluateAll((boxes) =>
          boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.innerText.trim() ?? ''),
        );
      expect(names).toHaveLength(4);
      expect(new Set(names).size).toBe(4);
      for (const name of names) expect(name.length).toBeGreaterThan(40);
      expect(await steps.getByRole('checkbox', { name: /Card Stop/ }).count()).toBe(1);
      expect(await steps.getByRole('checkbox', { name: /Safeonweb/ }).count()).toBe(1);

      // A tap (a click) on the row's far end, away from the 24 px box, ticks it; the row is at least 44 px high.
      const row = page.getByTestId('phishing-step-row-bank');
      const box = page.getByTestId('phishing-step-bank');
      const area = (await row.boundingBox())!;
      expect(area.height).toBeGreaterThanOrEqual(44);
      expect(area.width).toBeGreaterThan(300);
      await row.click({ position: { x: area.width - 8, y: area.height / 2 } });
      await expect.poll(() => box.isChecked()).toBe(true);
      expect(await page.getByTestId('phishing-step-card').isChecked()).toBe(false);
      // A second tap unticks; the tab remembers what is ticked after a reload.
      await page.getByTestId('phishing-step-row-passwords').click({ position: { x: area.width - 8, y: 8 } });
      await row.click({ position: { x: area.width - 8, y: area.height / 2 } });
      await expect.poll(() => box.isChecked()).toBe(false);
      await page.reload();
      await steps.waitFor();
      await expect.poll(() => page.getByTestId('phishing-step-passwords').isChecked()).toBe(true);
      expect(await box.isChecked()).toBe(false);
      await expectNoAxeViolations(page);
      await expectNoOverflow(page, `${locale} at 375 px`);
      await context.close();
    },
  );
});
