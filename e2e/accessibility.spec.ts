import accessibilityNl from '@pow/i18n/web/pages/accessibility/nl.json' with { type: 'json' };
import disclaimerNl from '@pow/i18n/web/pages/disclaimer/nl.json' with { type: 'json' };
import privacyNl from '@pow/i18n/web/pages/privacy/nl.json' with { type: 'json' };
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';
import { expectNoEqualAccessViolations } from './support/equal-access.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOCALES = ['nl', 'fr', 'de'] as const;
const CITIZEN_PAGES = [
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
  'logged',
  'refreshed',
  'signed-out',
  'no-such-page',
];

/** Opens a page and waits for its heading. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
}

describe.each(LOCALES)('axe-core and IBM Equal Access in %s', (locale) => {
  it('find no violation on any citizen page, on a desktop and on a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 320, height: 640 },
    ]) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await openPage(page, `/app/${locale}/home`);
      await page.getByTestId('cookie-essential').click();
      for (const name of CITIZEN_PAGES) {
        await openPage(page, `/app/${locale}/${name}`);
        await expectNoAxeViolations(page);
        await expectNoEqualAccessViolations(page);
      }
      await context.close();
    }
  });

  it('finds no violation with the cookie dialog and the home popups open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openPage(page, `/app/${locale}/home`);
    await page.getByTestId('cookie-dialog').waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('cookie-all').click();
    await page.getByTestId('menu-about').click();
    await page.getByTestId('about-dialog').waitFor();
    await expectNoAxeViolations(page);
    // Its close sign (hidden from axe, which therefore cannot judge it) is not the card's colour, and
    // a tap beside the dialog closes it: on a phone there is no Escape key (issue 33).
    const colours = await page
      .getByTestId('about-dialog')
      .evaluate((dialog) => [
        getComputedStyle(dialog.querySelector('.dialog__close') as Element).color,
        getComputedStyle(dialog).backgroundColor,
      ]);
    expect(colours[0]).not.toBe(colours[1]);
    await page.mouse.click(4, 4);
    await page.getByTestId('about-dialog').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('finds no violation on the provider pages and the officer page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/index.php/app/login?redirect=%2Fapp%2F${locale}%2Fhome`);
    await page.waitForURL('**/idp-interaction/**');
    await expectNoAxeViolations(page);
    await page.goto(`/index.php/app/police/login?lang=${locale}`);
    await page.waitForURL('**/idp-interaction/**');
    await expectNoAxeViolations(page);
    await page.locator('form[action$="/login"] button').first().click();
    await page.getByTestId('police-phishing-page').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

/** The legal pages and how many numbered sections each has (the same in every language). */
const LEGAL_PAGES = [
  ['privacy', Object.keys(privacyNl.sections).length],
  ['disclaimer', Object.keys(disclaimerNl.sections).length],
  ['accessibility', Object.keys(accessibilityNl.sections).length],
] as const;

describe.each(LOCALES)('IBM Equal Access in %s', (locale) => {
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
    await page.getByTestId('declarant-manual-instead').click();
    await page.getByTestId('declarant-identification').waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('step-error').waitFor();
    await expectNoEqualAccessViolations(page);
    await context.close();
  });
});

describe.each(LOCALES)('heading navigation in %s', (locale) => {
  it.each(LEGAL_PAGES)(
    'reaches each numbered section of %s as a level-2 heading, open or closed',
    async (name, sections) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await openPage(page, `/app/${locale}/${name}`);
      // What a screen reader's heading list is made of: the accessibility tree's headings, not the tags.
      const summaries = page.locator('main .expandable-group details > summary');
      await expect.poll(() => summaries.count()).toBe(sections);
      expect(await summaries.getByRole('heading', { level: 2 }).count()).toBe(sections);
      await context.close();
    },
  );
});
