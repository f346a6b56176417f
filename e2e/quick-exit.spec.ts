import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, gotoInteractive, launchBrowser, newContext } from './support/browser.ts';
import { JAN_PEETERS, next, openStep, PHONE, signedInCitizen } from './support/wizard.ts';

/**
 * Quick exit (issue 21): on the sexual-violence and intimate-images pages and in the person form for
 * harassment, threats and assault, a button always in view and Escape pressed three times leave for a
 * neutral page, replacing the history entry; the form's draft goes unless the person chose to keep it.
 */

const NEUTRAL = 'https://www.google.be/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The neutral page, served here: this machine reaches no other site. */
async function serveNeutralPage(page: Page) {
  await page
    .context()
    .route(`${NEUTRAL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Google</title><p>Zoeken</p>' }),
    );
}

async function openPage(locale: string, route: string, viewport = PHONE) {
  const context = await newContext(browser, { locale: `${locale}-BE`, viewport });
  const page = await context.newPage();
  await serveNeutralPage(page);
  await page.goto(`/app/${locale}/home`);
  await page.getByTestId('cookie-essential').click();
  // Escape is heard once the app has taken the drawn page over.
  await gotoInteractive(page, `/app/${locale}/${route}`);
  return { context, page };
}

/** The private-browsing note of each language (issue 33): its title. */
const PRIVATE_TITLE = { nl: 'Privé surfen', fr: 'Navigation privée', de: 'Privat surfen' } as const;

describe('quick exit leaves no way back by Back (issue 33)', () => {
  it.each(['nl', 'fr', 'de'] as const)(
    'goes back over every entry the sensitive pages made, to the home page before them (%s, 375 px)',
    async (locale) => {
      const context = await newContext(browser, {
        locale: `${locale}-BE`,
        viewport: { width: 375, height: 740 },
      });
      const page = await context.newPage();
      await serveNeutralPage(page);
      await gotoInteractive(page, `/app/${locale}/home`);
      await page.getByTestId('cookie-essential').click();
      // Within the app, as a person goes: home → sexual violence (two pages, two history entries).
      await page.getByTestId('tile-sexual-violences').click();
      await page.getByTestId('sexual-violences-page').waitFor();
      const note = page.getByTestId('private-browsing');
      expect(await note.getByRole('heading', { level: 2 }).textContent()).toBe(PRIVATE_TITLE[locale]);
      expect(await note.textContent()).toMatch(/(Ctrl|Strg)\+(Shift|Maj|Umschalt)\+N/);
      await page.getByTestId('tile-sexual-violence').click();
      await page.getByTestId('sexual-violence-page').waitFor();
      expect(await page.getByTestId('private-browsing').isVisible()).toBe(true);
      await expectNoAxeViolations(page);

      await page.getByTestId('quick-exit-button').click();
      await page.waitForURL(NEUTRAL);
      // Back: the portal's home page, never a page about sexual violence; once more: the home page the
      // person started on. Forward from there leads to the neutral site, not back to the pages.
      await page.goBack();
      await page.waitForURL(`**/app/${locale}/home`);
      await page.getByTestId('home-page').waitFor();
      expect(await page.getByTestId('sexual-violences-page').count()).toBe(0);
      expect(await page.getByTestId('sexual-violence-page').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.style.visibility)).toBe('');
      await page.goBack();
      await page.waitForURL(`**/app/${locale}/home`);
      await page.getByTestId('home-page').waitFor();
      expect(await page.getByTestId('sexual-violences-page').count()).toBe(0);
      await page.goForward();
      await page.goForward();
      await page.waitForURL(NEUTRAL);
      await context.close();
    },
  );
});

describe('quick exit', () => {
  it('leaves the sexual-violence page by its button, leaving no trace of it in the history (nl, phone)', async () => {
    const { context, page } = await openPage('nl', 'sexual-violence');
    const button = page.getByTestId('quick-exit-button');
    expect(await button.textContent()).toBe('Snel weg');
    expect(await button.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Still in view at the end of a long page.
    await page.mouse.wheel(0, 20_000);
    expect(await button.isVisible()).toBe(true);
    const length = await page.evaluate(() => history.length);
    await button.click();
    await page.waitForURL(NEUTRAL);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goBack();
    await page.waitForURL('**/app/nl/home');
    await context.close();
  });

  it('leaves the intimate-images page by Escape pressed three times (fr)', async () => {
    const { context, page } = await openPage('fr', 'NCII');
    await page.getByTestId('ncii-page').waitFor();
    expect(await page.getByTestId('quick-exit-button').textContent()).toBe('Quitter rapidement');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(page.url()).toContain('/app/fr/NCII');
    await page.keyboard.press('Escape');
    await page.waitForURL(NEUTRAL);
    await context.close();
  });

  it('is offered in the person form for threats, and forgets the draft unless asked to keep it (de)', async () => {
    const { context, page } = await signedInCitizen(browser, {
      rrn: JAN_PEETERS,
      locale: 'de',
      route: 'person',
      readyTestId: 'person-wizard',
      viewport: PHONE,
    });
    await serveNeutralPage(page);
    expect(await page.getByTestId('quick-exit').count()).toBe(0);
    await page.getByTestId('crime-type-0422').check();
    expect(await page.getByTestId('quick-exit-button').textContent()).toBe('Schnell verlassen');
    await page.getByTestId('keep-draft').waitFor();
    await expectNoAxeViolations(page);
    await next(page);
    await openStep(page, 'declarant_authentication');
    const draft = () => page.evaluate(() => sessionStorage.getItem('pow_draft_person'));
    await expect.poll(draft).not.toBeNull();
    await page.getByTestId('quick-exit-button').click();
    await page.waitForURL(NEUTRAL);
    await page.goto('/app/de/home');
    expect(await draft()).toBeNull();

    // Asked to keep it: the draft is there when the person comes back.
    await page.goto('/app/de/person');
    await page.getByTestId('person-wizard').waitFor();
    await page.getByTestId('crime-type-4315').check();
    await page.getByTestId('keep-draft-input').check();
    await expect.poll(draft).toContain('"keep_draft":true');
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape');
    await page.waitForURL(NEUTRAL);
    await page.goto('/app/de/home');
    expect(await draft()).toContain('"crime-type@fact.type":"4315"');
    await context.close();
  });
});
