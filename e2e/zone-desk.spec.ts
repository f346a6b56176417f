import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXAMPLES, until } from '@pow/domain/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';

const JAN_PEETERS = '85073003328';
const PNG = readFileSync(path.resolve(import.meta.dirname, '../apps/api/test/fixtures/screenshot.png'));
const ATTACHMENT = 'mail-van-de-bank.png';
const PHONE = { width: 375, height: 812 };
const DESK = { width: 1366, height: 800 };
const WORKING_NOTE = 'Bank gebeld: de rekening van de oplichter is geblokkeerd.';

let browser: Browser;
let sent: { guid: string; register: string; attachment: string };

/** Jan Peeters files a phishing declaration with one attachment; Antwerpen (5345) is its zone. */
async function fileForAntwerp(): Promise<typeof sent> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(
    `/index.php/app/login?login_hint=${JAN_PEETERS}&redirect=${encodeURIComponent('/app/nl/home')}`,
  );
  await page.waitForURL('**/app/nl/home');
  const upload = await page.request.post('/index.php/api/v1/upload/batch', {
    multipart: { files: { name: ATTACHMENT, mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(200);
  const [file] = ((await upload.json()) as { data: { id: string }[] }).data;
  const added = await page.request.post('/index.php/api/v1/information/add', {
    data: { ...structuredClone(EXAMPLES.phishing), attachments: [file!.id] },
    headers: { 'idempotency-key': randomUUID(), 'x-language': 'nl' },
  });
  expect(added.status()).toBe(200);
  const { data } = (await added.json()) as { data: { guid: string; register: string } };
  // Until its zone has it (status 3), outside of a test: no expect.poll here.
  await until('the declaration to reach its zone', async () => {
    const status = await page.request.post('/index.php/api/v1/information/status', {
      data: { guid: data.guid },
    });
    return ((await status.json()) as { data: { status: number } }).data.status === 3;
  });
  await context.close();
  return { ...data, attachment: file!.id };
}

async function officer(username: string, viewport?: { width: number; height: number }) {
  const context = await newContext(browser, viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.goto(`/index.php/app/police/login?login_hint=${username}`);
  await page.waitForURL('**/app/*/phishing');
  await page.getByTestId('police-phishing-page').waitFor();
  return { context, page };
}

const row = (page: Page) => page.getByTestId(`zone-row-${sent.register}`);

beforeAll(async () => {
  browser = await launchBrowser();
  sent = await fileForAntwerp();
});
afterAll(async () => {
  await browser?.close();
});

describe("the competent zone's desk", () => {
  it('lets inspector.claes read, download, take and handle a declaration filed for Antwerpen', async () => {
    const { context, page } = await officer('inspector.claes', PHONE);
    // Home offers the desk beside the phishing form; the header leads to the desk from anywhere.
    await page.goto('/app/nl/home');
    await page.getByTestId('tile-zone-desk').waitFor();
    await page.getByTestId('tile-police-phishing').waitFor();
    await page.getByTestId('menu-zone-desk').click();
    await page.waitForURL('**/app/nl/zone');
    await row(page).waitFor();
    expect(await row(page).textContent()).toContain('Phishing en online fraude');
    expect(await row(page).textContent()).toContain('Nieuw');
    await expectNoAxeViolations(page);

    // The search finds it by the person's name.
    await page.getByLabel('Identificatienummer of naam').fill('Peeters');
    await page.getByTestId('zone-apply').click();
    await page.waitForURL('**/app/nl/zone?q=Peeters');
    await row(page).waitFor();

    await row(page).getByRole('link', { name: sent.register }).click();
    await page.getByTestId('zone-sheet').waitFor();
    expect(await page.locator('h1').textContent()).toBe(`Aangifte ${sent.register}`);
    // The sheet's language by keyboard (WCAG 3.2.2): an arrow key changes nothing, Enter on a language
    // redraws the sheet and leaves the focus on that language, in view.
    await page.getByTestId('zone-sheet-language-nl').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByTestId('zone-sheet-language-nl').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('zone-sheet-facts').textContent())
      .toContain('Phishing et fraude en ligne');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'zone-sheet-language-fr',
    );
    const box = await page.getByTestId('zone-sheet-language-fr').boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= (page.viewportSize()?.height ?? 0)).toBe(true);
    expect(await page.locator('.zone-sections').textContent()).toContain('Peeters');
    await expectNoAxeViolations(page);

    const [attachment] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('zone-download-attachment').click(),
    ]);
    expect(attachment.suggestedFilename()).toBe(ATTACHMENT);
    expect(readFileSync((await attachment.path())!).equals(PNG)).toBe(true);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('zone-download-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${sent.register}.pdf`);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Taken by keyboard.
    await page.getByTestId('zone-take').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('zone-sheet-state').textContent()).toBe('In behandeling');
    expect(await page.getByTestId('zone-sheet-history').textContent()).toContain('Tom Claes');

    await page.getByTestId('zone-outcome').selectOption('report_drawn_up');
    await page.getByTestId('zone-note').fill('PV opgesteld, slachtoffer telefonisch gecontacteerd.');
    await page.getByTestId('zone-handle').click();
    await expect.poll(() => page.getByTestId('zone-sheet-state').textContent()).toBe('Afgehandeld');
    expect(await page.getByTestId('zone-sheet-outcome').textContent()).toContain(
      'PV opgesteld, slachtoffer telefonisch gecontacteerd.',
    );
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Back to the list as it was left (the search kept), with the new state.
    await page.getByTestId('zone-back').click();
    await page.waitForURL('**/app/nl/zone?q=Peeters');
    await expect.poll(() => row(page).textContent()).toContain('Afgehandeld');
    await context.close();
  });

  it('never shows it to inspectrice.leroy of Liège: not in the list, not by its sheet or download URL', async () => {
    const { context, page } = await officer('inspectrice.leroy');
    await page.goto('/app/fr/zone');
    await page
      .getByTestId('zone-count')
      .filter({ hasText: /déclaration/ })
      .waitFor();
    expect(await row(page).count()).toBe(0);
    await page.goto(`/app/fr/zone?declaration=${sent.guid}`);
    await page.getByTestId('zone-sheet-missing').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('n’appartient pas à votre zone');
    const file = await page.request.get(
      `/index.php/api/v1/zone/declarations/${sent.guid}/attachments/${sent.attachment}`,
    );
    expect(file.status()).toBe(404);
    const pdf = await page.request.get(`/index.php/api/v1/zone/declarations/${sent.guid}/summary.pdf`);
    expect(pdf.status()).toBe(404);
    await context.close();
  });

  it("shows Antwerpen's supervisor who did what, and Liège's supervisor nothing of it", async () => {
    const { context, page } = await officer('commissaris.wouters');
    await page.goto('/app/nl/zone');
    await page.getByTestId('zone-log-link').click();
    await page.getByTestId('zone-access-log').waitFor();
    const lines = page.getByTestId('zone-log-rows');
    await lines.waitFor();
    for (const action of [
      'Fiche geraadpleegd',
      'Bijlage gedownload',
      'In behandeling genomen',
      'Afgehandeld',
    ])
      expect(await lines.textContent()).toContain(action);
    expect(await lines.textContent()).toContain('Tom Claes (stamnummer 71234)');
    await expectNoAxeViolations(page);
    await context.close();

    const liege = await officer('commissaire.renard');
    await liege.page.goto('/app/fr/zone?log');
    await liege.page.getByTestId('zone-access-log').waitFor();
    // Liège's supervisor sees Leroy's asks for Antwerp's declaration, refused, and nothing of it.
    const liegeLines = liege.page.getByTestId('zone-log-rows');
    await liegeLines.getByText('Déclaration demandée hors de la zone (refusé)').first().waitFor();
    expect(await liegeLines.textContent()).toContain('Julie Leroy (matricule 68421)');
    expect(await liegeLines.textContent()).not.toContain(sent.register);
    await expectNoAxeViolations(liege.page);
    await liege.context.close();
  });

  // Issue 30, items 1 and 2 (decision 045): each language on a declaration of its own.
  it.each([
    {
      locale: 'nl',
      inTreatment: 'In behandeling',
      handled: 'Afgehandeld',
      claes: 'Tom Claes (stamnummer 71234)',
      vermeulen: 'Lies Vermeulen (stamnummer 73456)',
      newInformation: 'Nieuwe informatie van de persoon',
      atZone: 'Bij de politiezone sinds',
    },
    {
      locale: 'fr',
      inTreatment: 'En traitement',
      handled: 'Traitée',
      claes: 'Tom Claes (matricule 71234)',
      vermeulen: 'Lies Vermeulen (matricule 73456)',
      newInformation: 'Nouvelles informations de la personne',
      atZone: 'À la zone de police depuis',
    },
  ])(
    'at 1366×800 in $locale: Claes takes a case and gives it to a colleague, who notes and handles it; Jan adds information and it is open again, flagged',
    async (texts) => {
      const own = await fileForAntwerp();
      const sheet = `/app/${texts.locale}/zone?declaration=${own.guid}`;
      const state = (page: Page) => page.getByTestId('zone-sheet-state').textContent();

      const claes = await officer('inspector.claes', DESK);
      await claes.page.goto(sheet);
      await claes.page.getByTestId('zone-take').click();
      await expect.poll(() => state(claes.page)).toBe(texts.inTreatment);
      expect(await claes.page.getByTestId('zone-sheet-owner').textContent()).toBe(texts.claes);
      await claes.page.getByTestId('zone-assignee').selectOption('73456');
      await claes.page.getByTestId('zone-assign').click();
      await expect.poll(() => claes.page.getByTestId('zone-sheet-owner').textContent()).toBe(texts.vermeulen);
      // No longer his: he may write a note, not close it.
      expect(await claes.page.getByTestId('zone-handle-form').count()).toBe(0);
      await claes.page.getByTestId('zone-working-note-form').waitFor();
      await expectNoAxeViolations(claes.page);
      await claes.context.close();

      const vermeulen = await officer('inspecteur.vermeulen', DESK);
      await vermeulen.page.goto(sheet);
      await vermeulen.page.getByTestId('zone-working-note').fill(WORKING_NOTE);
      await vermeulen.page.getByTestId('zone-add-note').click();
      await vermeulen.page.getByTestId('zone-event-note').getByText(WORKING_NOTE).waitFor();
      await vermeulen.page.getByTestId('zone-outcome').selectOption('report_drawn_up');
      await vermeulen.page.getByTestId('zone-note').fill('PV opgesteld.');
      await vermeulen.page.getByTestId('zone-handle').click();
      await expect.poll(() => state(vermeulen.page)).toBe(texts.handled);
      expect(await vermeulen.page.getByTestId('zone-sheet-history').textContent()).toContain(texts.claes);
      await expectNoAxeViolations(vermeulen.page);

      // Jan adds a line on his page; his timeline shows the case open again, and none of the note.
      const context = await newContext(browser, { viewport: DESK });
      const mine = await context.newPage();
      const page = `/app/${texts.locale}/my-declarations/${own.guid}`;
      await mine.goto(`/index.php/app/login?login_hint=${JAN_PEETERS}&redirect=${encodeURIComponent(page)}`);
      await mine.waitForURL(`**${page}`);
      await mine.getByTestId('cookie-essential').click();
      await mine.locator('[data-testid="timeline-handled"][data-state="done"]').waitFor();
      await mine.getByTestId('add-information-text-input').fill('Er werd nog eens 300 euro afgeschreven.');
      await mine.getByTestId('add-information-send').click();
      await mine.getByTestId('addendum-1').getByText(texts.atZone).waitFor();
      await mine.locator('[data-testid="timeline-reopened"][data-state="done"]').waitFor();
      expect(await mine.getByTestId('timeline-handled').getAttribute('data-state')).toBe('ahead');
      expect(await mine.locator('main').textContent()).not.toContain(WORKING_NOTE);
      await context.close();

      // The desk's row says so, under its filter, until an officer of the zone opens the sheet.
      await vermeulen.page.goto(`/app/${texts.locale}/zone`);
      await vermeulen.page.getByTestId('zone-filter-new-information-input').check();
      await vermeulen.page.getByTestId('zone-apply').click();
      await vermeulen.page.waitForURL('**/zone?new_information=true');
      const flagged = vermeulen.page.getByTestId(`zone-row-${own.register}`);
      await flagged.waitFor();
      expect(await flagged.textContent()).toContain(texts.newInformation);
      expect(await flagged.textContent()).toContain(texts.inTreatment);
      await expectNoAxeViolations(vermeulen.page);
      await flagged.getByRole('link', { name: own.register }).click();
      await vermeulen.page.getByTestId('zone-sheet-flag-new_information').waitFor();
      expect(await state(vermeulen.page)).toBe(texts.inTreatment);
      expect(await vermeulen.page.getByTestId('zone-sheet-owner').textContent()).toBe(texts.vermeulen);
      await vermeulen.page.getByTestId('zone-back').click();
      await vermeulen.page.waitForURL('**/zone?new_information=true');
      await expect.poll(() => flagged.count()).toBe(0);
      await vermeulen.context.close();
    },
  );

  it('sends a citizen away from the desk', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(
      `/index.php/app/login?login_hint=${JAN_PEETERS}&redirect=${encodeURIComponent('/app/nl/zone')}`,
    );
    await page.waitForURL('**/app/nl/home');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('menu-zone-desk').count()).toBe(0);
    await context.close();
  });
});
