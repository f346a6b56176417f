import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { expectNoEqualAccessViolations } from './support/equal-access.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOCALES = ['nl', 'fr', 'de'] as const;
/** Every citizen page that needs no sign-in, the sent page's and the wizards' being walked elsewhere. */
const PAGES = [
  'home',
  'sexual-violences',
  'sexual-violence',
  'NCII',
  'theft-and-degradation',
  'alarms-and-cameras',
  'home-surveillance',
  'phishing/questionnaire',
  'degradation/questionnaire',
  'faq',
  'privacy',
  'disclaimer',
  'accessibility',
  'cookies',
  'no-such-page',
];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
}

describe.each(LOCALES)('IBM Equal Access in %s', (locale) => {
  it('finds no barrier on any public page, on a desktop and on a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 320, height: 640 },
    ]) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await openPage(page, `/app/${locale}/home`);
      await page.getByTestId('cookie-essential').click();
      for (const name of PAGES) {
        await openPage(page, `/app/${locale}/${name}`);
        await expectNoEqualAccessViolations(page);
      }
      await context.close();
    }
  });

  it('finds no barrier on the person form’s steps, their refusals included', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/index.php/app/login?redirect=/app/${locale}/person&login_hint=85073003328`);
    await page.getByTestId('person-wizard').waitFor();
    await page.getByTestId('cookie-essential').click();
    await expectNoEqualAccessViolations(page);
    // Next on an empty step: the step's banner and the field's message.
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('step-error').waitFor();
    await expectNoEqualAccessViolations(page);
    await page.getByTestId('crime-type-0422').check();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('declarant-identification').waitFor();
    await page.getByTestId('declarant-identification-manual').check();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('step-error').waitFor();
    await expectNoEqualAccessViolations(page);
    await context.close();
  });
});
