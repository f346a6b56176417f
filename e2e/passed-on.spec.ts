import { interpolate } from '@pow/i18n';
import phishingDe from '@pow/i18n/web/pages/phishing/de.json' with { type: 'json' };
import phishingFr from '@pow/i18n/web/pages/phishing/fr.json' with { type: 'json' };
import phishingNl from '@pow/i18n/web/pages/phishing/nl.json' with { type: 'json' };
import passedDe from '@pow/i18n/web/parts/passed-on/de.json' with { type: 'json' };
import passedFr from '@pow/i18n/web/parts/passed-on/fr.json' with { type: 'json' };
import passedNl from '@pow/i18n/web/parts/passed-on/nl.json' with { type: 'json' };
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './support/browser.ts';
import {
  input,
  JAN_PEETERS,
  LUKAS_SCHMITZ,
  MARIE_DUBOIS,
  next,
  openStep,
  signedInCitizen,
  waitForZone,
} from './support/wizard.ts';

/**
 * Issue 31, items 4 and 5 (decision 048): the citizen's phishing form asks, in the person's language,
 * whether the police may tell the banks at once and forward the author's addresses to Safeonweb, only
 * when there is something to pass on; with a yes, the sent page says which bank was told and when.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHISHING = { nl: phishingNl, fr: phishingFr, de: phishingDe } as const;
const PASSED = { nl: passedNl, fr: passedFr, de: passedDe } as const;
type Locale = keyof typeof PHISHING;

/** The legend of a radio group, as the page shows it. */
const legendOf = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('legend').first().textContent();

/** Steps 1 to 5 up to the amounts, the questions checked where they appear: none before their answers. */
async function upToTheAmounts(page: Page, locale: Locale) {
  await page.getByTestId('declarant-identity').waitFor();
  await next(page);
  await openStep(page, 'victim');
  await page.getByTestId('victim-declare-for-me').check();
  await next(page);
  await openStep(page, 'contact');
  await input(page, 'contact-phone-number').fill('0470 12 34 56');
  await next(page);
  await openStep(page, 'author');
  // A phone number only: nothing for Safeonweb, no question.
  await page.getByTestId('author-type-3').check();
  await input(page, 'author-phone-number').fill('0489 55 66 77');
  await page.getByTestId('author-add').click();
  await page.getByTestId('author-contact').first().waitFor();
  expect(await page.getByTestId('takedown-consent').count()).toBe(0);
  await page.getByTestId('author-type-1').check();
  await input(page, 'author-email').fill('veiligheid@mijnbank-controle.example');
  await page.getByTestId('author-add').click();
  await page.getByTestId('takedown-consent').waitFor();
  expect(await legendOf(page, 'takedown-consent')).toContain(PHISHING[locale].takedown.legend);
  // Default no.
  expect(await page.getByTestId('takedown-consent-no').isChecked()).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByTestId('takedown-consent-yes').check();
  await next(page);
  await openStep(page, 'amounts');
  await page.getByTestId('money-lost-no').check();
  expect(await page.getByTestId('bank-notice').count()).toBe(0);
  await page.getByTestId('money-lost-yes').check();
  await input(page, 'amount-iban-0').fill('BE71 0961 2345 6769');
  await input(page, 'amount-value-0').fill('1250,00');
  await page.getByTestId('bank-notice').waitFor();
  expect(await legendOf(page, 'bank-notice')).toContain(PHISHING[locale].bank_notice.legend);
  expect(await page.getByTestId('bank-notice-no').isChecked()).toBe(true);
  expect(await page.getByTestId('bank-notice-account').count()).toBe(0);
  await page.getByTestId('bank-notice-yes').check();
  await input(page, 'bank-notice-account').waitFor();
  await expectNoAxeViolations(page);
}

describe('what the victim lets the police pass on at once', () => {
  it.each([
    ['fr', MARIE_DUBOIS],
    ['de', LUKAS_SCHMITZ],
  ] as const)(
    'asks both questions in %s, each only when it has something to pass on',
    async (locale, rrn) => {
      const { context, page } = await signedInCitizen(browser, {
        rrn,
        locale,
        route: 'phishing',
        readyTestId: 'phishing-wizard',
      });
      await upToTheAmounts(page, locale);
      // A yes needs the account the money left from.
      await input(page, 'bank-notice-account').fill('');
      await next(page);
      await expect
        .poll(() => page.getByTestId('bank-notice-account').locator('.field__error').count())
        .toBe(1);
      await context.close();
    },
  );

  it('with a yes (nl), tells Belfius at once and says so on the sent page', async () => {
    const { context, page } = await signedInCitizen(browser, {
      rrn: JAN_PEETERS,
      locale: 'nl',
      route: 'phishing',
      readyTestId: 'phishing-wizard',
    });
    await upToTheAmounts(page, 'nl');
    await input(page, 'bank-notice-account').fill('BE09 7341 2345 6757');
    await next(page);
    await openStep(page, 'fact');
    await input(page, 'fact-date').fill('12/03/2025');
    await input(page, 'fact-time').fill('14:35');
    await input(page, 'fact-description').fill(
      'Een sms van “mijn bank”; via de link gaf ik mijn kaartgegevens.',
    );
    await next(page);
    await openStep(page, 'attachments');
    await next(page);
    await openStep(page, 'overview');
    // The review says both answers.
    await page.getByTestId('review-amounts').waitFor();
    const amounts = await page.getByTestId('review-amounts').textContent();
    expect(amounts).toContain(phishingNl.bank_notice.legend);
    expect(amounts).toContain('BE09 7341 2345 6757');
    expect(await page.getByTestId('review-author').textContent()).toContain(phishingNl.takedown.legend);
    await input(page, 'overview-text').fill('Phishing via sms; geld overgeschreven.');
    await page.getByTestId('overview-channel-ebox').check();
    await page.getByTestId('wizard-send').click();
    await page.waitForURL('**/app/nl/success/phishing?**');
    await waitForZone(page);
    // The built-in desk of the demonstration received Belfius's notice: the page says so, with the time.
    const belfius = page.locator('[data-testid="passed-on-bank-GKCCBEBB"][data-state="delivered"]');
    await belfius.waitFor();
    const said = await belfius.textContent();
    expect(said).toContain('Belfius Bank');
    expect(said).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    const [before] = interpolate(PASSED.nl.bank.delivered, { bank: 'Belfius Bank', moment: '\u0000' }).split(
      '\u0000',
    );
    expect(said).toContain(before);
    await page.locator('[data-testid="passed-on-bank-KREDBEBB"][data-state="delivered"]').waitFor();
    // Safeonweb got the addresses: the checklist's step is done for the person.
    await page.locator('[data-testid="passed-on-takedown"][data-state="delivered"]').waitFor();
    const forward = page.getByTestId('phishing-step-forward');
    await expect.poll(() => forward.isChecked()).toBe(true);
    expect(await forward.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
