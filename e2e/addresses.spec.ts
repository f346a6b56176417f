import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './support/browser.ts';
import {
  input,
  JAN_PEETERS,
  LUKAS_SCHMITZ,
  next,
  openStep,
  PHONE,
  PHONE_375,
  signedInCitizen,
  waitForZone,
} from './support/wizard.ts';

/**
 * Addresses anywhere in Belgium (issue 20): a street typed where the municipality has no street list
 * (Raeren ships none) reaches the competent zone and is said as typed on the PDF; another municipality
 * clears street, number and box; a harassment online needs no address.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Chooses an option of a select field by its visible name, after typing some letters. */
async function choose(page: Page, testId: string, typed: string, option: string) {
  await input(page, testId).fill(typed);
  await page.getByTestId(`${testId}-listbox`).getByRole('option', { name: option, exact: true }).click();
}

/** Lukas's graffiti declaration up to the place of the fact, an address other than his own. */
async function toFactAddress(page: Page) {
  await page.getByTestId('declarant-identity').waitFor();
  await next(page);
  await openStep(page, 'declarant_contact_data');
  await next(page);
  await openStep(page, 'victim_info');
  await page.getByTestId('victim-declare-for-me').check();
  await next(page);

  await openStep(page, 'damaged_objects');
  await input(page, 'object-0-object-search').fill('Fassade');
  await page.getByTestId('object-0-object-result-0404').check();
  await page.getByTestId('object-0-object-chosen').waitFor();
  await input(page, 'object-0-description').fill('Schriftzüge in Schwarz auf der Hausfassade.');
  await page.getByTestId('object-0-graffiti-complexity-simple').check();
  await page.getByTestId('object-0-graffiti-tool-spray').check();
  await page.getByTestId('object-0-insurance-no').check();
  await next(page);

  await openStep(page, 'fact_information');
  await page.getByTestId('fact-place-other').check();
}

/** The text of the PDF summary e-mailed for a declaration, from the dev mailbox. */
async function summaryPdfText(page: Page, guid: string): Promise<string> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get('/index.php/dev/messages')).json()) as {
        data: { id: number; declaration_guid: string | null; attachments: string[] }[];
      };
      id = answer.data.find((m) => m.declaration_guid === guid && m.attachments.length > 0)?.id;
      return id;
    })
    .toBeDefined();
  const pdf = await (await page.request.get(`/index.php/dev/messages/${id}/pdf`)).body();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pow-e2e-')), 'summary.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('an address without a street list', () => {
  it('is typed, reaches the zone of Raeren and is said as typed on the PDF, in German on a phone', async () => {
    const { context, page } = await signedInCitizen(browser, {
      rrn: LUKAS_SCHMITZ,
      locale: 'de',
      route: 'degradation/graffiti',
      viewport: PHONE,
      readyTestId: 'degradation-wizard',
    });
    await toFactAddress(page);
    await choose(page, 'fact-address-municipality', 'Raeren', '4730 Raeren');
    // Raeren has no street list here: the street is typed, and the field says why.
    await expect.poll(() => page.getByTestId('fact-address-street').textContent()).toContain('Straßenliste');
    await input(page, 'fact-address-street').fill('Hauptstraße');
    await input(page, 'fact-address-number').fill('12');
    await input(page, 'fact-address-box').fill('A');
    await expectNoAxeViolations(page);
    // Another municipality clears the street, the number and the box together.
    await choose(page, 'fact-address-municipality', 'Eupen', '4700 Eupen');
    expect(await input(page, 'fact-address-street').inputValue()).toBe('');
    expect(await input(page, 'fact-address-number').inputValue()).toBe('');
    expect(await input(page, 'fact-address-box').inputValue()).toBe('');
    await choose(page, 'fact-address-municipality', 'Raeren', '4730 Raeren');
    await input(page, 'fact-address-street').fill('Hauptstraße');
    await input(page, 'fact-address-number').fill('12');
    await input(page, 'fact-date').fill('20/04/2025');
    await input(page, 'fact-time').fill('08:15');
    await input(page, 'fact-last-seen-date').fill('19/04/2025');
    await input(page, 'fact-last-seen-time').fill('21:00');
    await page.getByTestId('fact-traces-no').check();
    await input(page, 'fact-description').fill('Heute früh entdeckte ich Graffiti an unserer Fassade.');
    await next(page);
    await openStep(page, 'attachments');
    await next(page);

    await openStep(page, 'declaration_overview');
    // The note on a line of its own under the address (issue 33, item 5).
    expect(await page.getByTestId('review-fact_information').textContent()).toContain(
      'Hauptstraße 12, 4730 Raeren\nStraße eingegeben, nicht aus der Straßenliste gewählt',
    );
    await page.getByTestId('overview-channel-email').check();
    await page.getByTestId('wizard-send').click();
    await page.waitForURL('**/app/de/success/degradation?**');
    const guid = new URL(page.url()).searchParams.get('request')!;
    await waitForZone(page);
    const status = await page.request.post('/index.php/api/v1/information/status', { data: { guid } });
    expect(((await status.json()) as { data: { unit_name: string } }).data.unit_name).toContain('Weser-Göhl');
    expect(await summaryPdfText(page, guid)).toContain(
      'Hauptstraße 12, 4730 Raeren Straße eingegeben, nicht aus der Straßenliste gewählt',
    );
    await context.close();
  });
});

describe('the municipality found by its villages and by its names in every language (issue 33)', () => {
  it('finds Eynatten for Lukas, and Liège by "Luik", on a German page, one entry a municipality', async () => {
    const { context, page } = await signedInCitizen(browser, {
      rrn: LUKAS_SCHMITZ,
      locale: 'de',
      route: 'degradation/graffiti',
      viewport: PHONE_375,
      readyTestId: 'degradation-wizard',
    });
    await toFactAddress(page);
    const municipality = input(page, 'fact-address-municipality');
    const options = page.getByTestId('fact-address-municipality-listbox').getByRole('option');
    const found = async (typed: string) => {
      await municipality.fill(typed);
      await options.first().waitFor();
      return options.allTextContents();
    };
    // The village under the municipality it belongs to, which is what the address says.
    expect(await found('Eynatten')).toEqual(['4731 Raeren Eynatten']);
    expect(await found('Hauset')).toEqual(['4730 Raeren Hauset']);
    // Liège by its Dutch name on a German page; its five postcodes are one entry, named in German.
    expect(await found('Luik')).toEqual(['4000 Lüttich Luik']);
    expect(await found('Lüttich')).toEqual(['4000 Lüttich']);
    expect(await found('Jupille')).toEqual(['4020 Lüttich Jupille-sur-Meuse']);
    await expectNoAxeViolations(page);

    await found('Eynatten');
    await options.first().click();
    expect(await municipality.inputValue()).toBe('4731 Raeren');
    // Raeren's street is typed: it has no street list here.
    await expect.poll(() => page.getByTestId('fact-address-street').textContent()).toContain('Straßenliste');
    await context.close();
  });
});

describe('a harassment online', () => {
  it('needs no address, in Dutch', async () => {
    const { context, page } = await signedInCitizen(browser, {
      rrn: JAN_PEETERS,
      locale: 'nl',
      route: 'person',
      readyTestId: 'person-wizard',
    });
    await page.getByTestId('crime-type-4517').check();
    await next(page);
    await openStep(page, 'declarant_authentication');
    await page.getByTestId('declarant-identity').waitFor();
    await next(page);
    await openStep(page, 'declarant_contact_data');
    await next(page);

    await openStep(page, 'fact_information');
    await page.getByTestId('fact-place-online').check();
    expect(await page.getByTestId('fact-address').count()).toBe(0);
    await page.getByTestId('fact-online-note').waitFor();
    await input(page, 'fact-date').fill('02/03/2025');
    await input(page, 'fact-time').fill('22:10');
    await input(page, 'fact-description').fill(
      'Al weken stuurt een onbekend Instagram-account mij elke avond beledigende berichten.',
    );
    await expectNoAxeViolations(page);
    await next(page);
    await openStep(page, 'attachments');
    await next(page);

    await openStep(page, 'declaration_overview');
    expect(await page.getByTestId('review-fact_information').textContent()).toContain('Online');
    await page.getByTestId('overview-channel-email').check();
    await page.getByTestId('wizard-send').click();
    await page.waitForURL('**/app/nl/success/person?**');
    await waitForZone(page);
    await context.close();
  });
});
