import de from '@pow/i18n/web/de.json' with { type: 'json' };
import { devFields } from '@pow/i18n/web/dev-fields.ts';
import fr from '@pow/i18n/web/fr.json' with { type: 'json' };
import nl from '@pow/i18n/web/nl.json' with { type: 'json' };
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';
import { focusedTestId, PHONE, sidewaysOverflow } from './support/wizard.ts';

/**
 * The shared form fields (apps/web/src/shared/fields) on their test page, against the real API:
 * axe-core in nl, fr and de, and the address picker driven by the keyboard alone (spec §5 address).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CATALOGUES = { nl, fr, de } as const;
const LOCALES = ['nl', 'fr', 'de'] as const;

async function openFieldsPage(page: Page, locale: string) {
  await page.goto(`/app/${locale}/dev/fields`);
  await page.getByTestId('fields-page').locator('h1').waitFor();
  // The nationality list starts on Belgium once the countries have arrived.
  await expect.poll(() => page.getByTestId('nationality-input').inputValue()).not.toBe('');
}

/** The text of the option aria-activedescendant points at. */
const activeOption = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? (input.ownerDocument.getElementById(id)?.textContent ?? null) : null;
  });

describe.each(LOCALES)('fields test page in %s', (locale) => {
  const texts = CATALOGUES[locale];

  it('finds no axe-core violation, with the page as loaded and with every error shown', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 320, height: 640 },
    ]) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await openFieldsPage(page, locale);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      await expectNoAxeViolations(page);

      // An open list with its options and the capped-results message.
      await page.getByTestId('address-municipality-input').focus();
      await page.keyboard.type('1');
      await page.getByTestId('address-municipality-listbox').getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      // "Check everything" shows every error and moves focus to the first field in error.
      await page.getByTestId('check').click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3);
      expect(await page.locator(':focus').getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);
      await context.close();
    }
  });

  it('fills in an address with the keyboard alone: postcode, municipality, street, number', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openFieldsPage(page, locale);
    const municipality = page.getByTestId('address-municipality-input');
    const street = page.getByTestId('address-street-input');

    expect(await street.isDisabled()).toBe(true);
    await municipality.focus();
    await page.keyboard.type('2000');
    const options = page.getByTestId('address-municipality-listbox').getByRole('option');
    await options.first().waitFor();
    expect(await municipality.getAttribute('aria-expanded')).toBe('true');
    const first = (await options.first().textContent()) ?? '';
    expect(first).toMatch(/^2000 /);
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page, 'address-municipality-input')).toBe(first);
    await page.keyboard.press('Enter');
    expect(await municipality.inputValue()).toBe(first);
    expect(await municipality.getAttribute('aria-expanded')).toBe('false');

    // The streets of that municipality, in the page's language.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator(':focus').getAttribute('data-testid')).toBe('address-street-input');
    await page.keyboard.type('Meir');
    const meir = page
      .getByTestId('address-street-listbox')
      .getByRole('option', { name: 'Meir', exact: true });
    await meir.waitFor();
    await page.keyboard.press('ArrowDown');
    while ((await activeOption(page, 'address-street-input')) !== 'Meir')
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await street.inputValue()).toBe('Meir');

    // Then the way to type a street missing from the list, then the number.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator(':focus').getAttribute('data-testid')).toBe('address-street-mode');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');

    const feedback = page.getByTestId('address-feedback');
    await expect.poll(() => feedback.textContent()).toContain(texts.address_validated);
    const values = JSON.parse((await page.getByTestId('values').textContent()) ?? '{}') as {
      address: Record<string, string>;
    };
    expect(values.address).toEqual({
      municipality: '11002-2000',
      post_code: '2000',
      street: 'Meir',
      number: '12',
      box: '3',
    });

    // Another municipality clears street, number and box (spec §5).
    await municipality.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('9000');
    await options.first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await street.inputValue()).toBe('');
    expect(await page.getByTestId('address-number-input').inputValue()).toBe('');
    expect(await page.getByTestId('address-box-input').inputValue()).toBe('');
    await context.close();
  });
});

describe('fields test page: the calendar beside a date (spec §9)', () => {
  it('is opened, moved and chosen from by keyboard alone on a 320 px screen, axe-clean while open', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await openFieldsPage(page, 'nl');
    const date = page.getByTestId('fact-date-input');
    await date.focus();
    await page.keyboard.type('15/03/2025');
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('fact-date-calendar');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: devFields.nl.fact_date });
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focusedDay).toBe('zaterdag 15 maart 2025');
    expect(await dialog.getByRole('grid', { name: 'maart 2025' }).isVisible()).toBe(true);
    expect(await page.locator(':focus').getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    expect(await focusedDay()).toBe('zondag 16 februari 2025');
    await page.keyboard.press('Enter');
    expect(await date.inputValue()).toBe('16/02/2025');
    expect(await dialog.isVisible()).toBe(false);
    expect(await focusedTestId(page)).toBe('fact-date-calendar');
    await context.close();
  });
});

describe('fields test page: look-ups against the registries', () => {
  it('refuses an rrn look-up without an officer session with error_rrn_not_authorized', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openFieldsPage(page, 'nl');
    await page.getByTestId('rrn-input').focus();
    await page.keyboard.type('78122424677');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('rrn').textContent()).toContain(nl.error_rrn_not_authorized);
    expect(await page.getByTestId('rrn-input').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });
});
