import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  input,
  JAN_PEETERS,
  LUKAS_SCHMITZ,
  MARIE_DUBOIS,
  next,
  openStep,
  PHONE,
  PNG,
  sidewaysOverflow,
  signedInCitizen,
} from './support/wizard.ts';

/**
 * Reflow (WCAG 1.4.10, issue 34): scam addresses, e-mails and file names are long by nature. With
 * 200-character values on every step that shows them, a 320 px phone and a desk at 200 % zoom (1280 px
 * seen as 640) never scroll sideways.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LONG_URL = `https://mijnbank-controle.example/login?ref=sms&id=4817&session=${'a1b2c3d4e5'.repeat(14)}`;
const LONG_EMAIL = `${'veiligheid'.repeat(6)}@${'mijnbank-controle'.repeat(3)}.${'beveiliging'.repeat(5)}.${'klantendienst'.repeat(2)}.example`;
const LONG_FILE = `${'schermafdruk-van-de-valse-bank-'.repeat(6)}.png`;

const ZOOMED_DESK = { width: 640, height: 450 };

/** No sideways scroll, said with where it happened, so that a failure names the step. */
async function fits(page: Page, where: string) {
  expect({ where, overflow: await sidewaysOverflow(page) }).toEqual({ where, overflow: 0 });
}

describe.each([
  ['nl', JAN_PEETERS, PHONE],
  ['fr', MARIE_DUBOIS, ZOOMED_DESK],
  ['de', LUKAS_SCHMITZ, PHONE],
] as const)('the phishing wizard with long values (%s)', (locale, rrn, viewport) => {
  it(`fits ${viewport.width} px on every step`, async () => {
    expect(LONG_URL.length).toBeGreaterThanOrEqual(200);
    expect(LONG_EMAIL.length).toBeGreaterThanOrEqual(200);
    const { context, page } = await signedInCitizen(browser, {
      rrn,
      locale,
      route: 'phishing',
      readyTestId: 'phishing-wizard',
      viewport,
    });
    try {
      await page.getByTestId('declarant-identity').waitFor();
      await fits(page, 'identification');
      await next(page);
      await openStep(page, 'victim');
      await page.getByTestId('victim-declare-for-me').check();
      await next(page);
      await openStep(page, 'contact');
      await input(page, 'contact-email').fill(LONG_EMAIL);
      await input(page, 'contact-email-confirmation').fill(LONG_EMAIL);
      await fits(page, 'contact');
      await next(page);

      await openStep(page, 'author');
      await page.getByTestId('author-type-1').check();
      await input(page, 'author-email').fill(LONG_EMAIL);
      await page.getByTestId('author-add').click();
      await page.getByTestId('author-type-2').check();
      await input(page, 'author-url').fill(LONG_URL);
      await page.getByTestId('author-add').click();
      // Two contacts: each has its remove button, named by its whole value.
      await expect.poll(() => page.getByTestId('author-contact-remove').count()).toBe(2);
      await fits(page, 'author');
      await next(page);

      await openStep(page, 'amounts');
      await page.getByTestId('money-lost-no').check();
      await next(page);
      await openStep(page, 'fact');
      await input(page, 'fact-date').fill('12/03/2025');
      await input(page, 'fact-time').fill('14:35');
      await input(page, 'fact-description').fill(`Een sms met de link ${LONG_URL} vroeg mijn kaartgegevens.`);
      await fits(page, 'fact');
      await next(page);

      await openStep(page, 'attachments');
      await page
        .getByTestId('attachments-input')
        .setInputFiles({ name: LONG_FILE, mimeType: 'image/png', buffer: PNG });
      await page.locator('[data-testid="attachment"][data-state="uploaded"]').waitFor();
      await fits(page, 'attachments');
      await next(page);

      await openStep(page, 'overview');
      await page.getByTestId('review-author').waitFor();
      await fits(page, 'overview');
    } finally {
      await context.close();
    }
  });
});
