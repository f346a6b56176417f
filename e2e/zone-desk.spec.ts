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

/** Chooses an option of a select field (a combobox): opens its list, clicks the option. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(`${testId}-input`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Jan's graffiti in a municipality of his choice, on a façade he named "Gevel" (the catalogue's 0404). */
function graffitiIn(address: { municipality: string; post_code: string; munKey: string; street: string }) {
  const payload = structuredClone(EXAMPLES.degradation_graffiti) as Record<string, unknown>;
  payload.declarant = { ...structuredClone(EXAMPLES.degradation_cables.declarant), type: 'private-person' };
  payload.fact = {
    ...(payload.fact as object),
    address_source: 'other',
    address: { ...address, number: '40', box: '' },
  };
  payload.damaged_objects = (payload.damaged_objects as object[]).map((object) => ({
    ...object,
    object: { tkey: '0404', text: 'Gevel' },
  }));
  return payload;
}
const ANTWERP = { municipality: '11002-2000', post_code: '2000', munKey: '11002', street: 'Frankrijklei' };
const LEUVEN = { municipality: '24062-3000', post_code: '3000', munKey: '24062', street: 'Bondgenotenlaan' };

/** Files declarations as the signed-in person or officer of `page`, each until its zone has it. */
async function fileAll(
  page: Page,
  declarations: readonly object[],
): Promise<{ guid: string; register: string }[]> {
  const sent = await Promise.all(
    declarations.map(async (declaration) => {
      const added = await page.request.post('/index.php/api/v1/information/add', {
        data: declaration,
        headers: { 'idempotency-key': randomUUID(), 'x-language': 'nl' },
      });
      expect(added.status()).toBe(200);
      return ((await added.json()) as { data: { guid: string; register: string } }).data;
    }),
  );
  for (const { guid } of sent)
    await until('the declaration to reach its zone', async () => {
      const status = await page.request.post('/index.php/api/v1/information/status', { data: { guid } });
      return ((await status.json()) as { data: { status: number } }).data.status === 3;
    });
  return sent;
}

/** Jan Peeters, signed in, for a page of his own. */
async function jan() {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(
    `/index.php/app/login?login_hint=${JAN_PEETERS}&redirect=${encodeURIComponent('/app/nl/home')}`,
  );
  await page.waitForURL('**/app/nl/home');
  return { context, page };
}

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

    await choose(page, 'zone-outcome', 'Proces-verbaal opgesteld');
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
      reportDrawnUp: 'Proces-verbaal opgesteld',
      actions: [
        'Fiche geraadpleegd',
        'In behandeling genomen',
        'Toegewezen aan een collega',
        'Werknota toegevoegd',
        'Afgehandeld',
      ],
      csvHeader: '"Tijdstip";"Politieambtenaar";"Stamnummer";"Aangifte";"Handeling"',
    },
    {
      locale: 'fr',
      inTreatment: 'En traitement',
      handled: 'Traitée',
      claes: 'Tom Claes (matricule 71234)',
      vermeulen: 'Lies Vermeulen (matricule 73456)',
      newInformation: 'Nouvelles informations de la personne',
      atZone: 'À la zone de police depuis',
      reportDrawnUp: 'Procès-verbal dressé',
      actions: [
        'Fiche consultée',
        'Prise en charge',
        'Attribuée à un collègue',
        'Note de travail ajoutée',
        'Traitée',
      ],
      csvHeader: '"Moment";"Fonctionnaire de police";"Matricule";"Déclaration";"Action"',
    },
  ])(
    'at 1366×800 in $locale: Claes takes a case and gives it to a colleague, who notes and handles it; Jan adds information and it is open again, flagged',
    async (texts) => {
      const own = await fileForAntwerp();
      const sheet = `/app/${texts.locale}/zone?declaration=${own.guid}`;
      const state = (page: Page) => page.getByTestId('zone-sheet-state').textContent();

      const claes = await officer('inspector.claes', DESK);
      await claes.page.goto(sheet);
      // What was declared is read above the fold, the handling beside it, not above it.
      const declared = await claes.page.locator('#zone-facts-title').boundingBox();
      const handling = await claes.page.getByTestId('zone-actions').boundingBox();
      expect(declared!.y + declared!.height).toBeLessThan(DESK.height);
      expect(handling!.x).toBeGreaterThan(declared!.x + declared!.width);
      await claes.page.getByTestId('zone-take').click();
      await expect.poll(() => state(claes.page)).toBe(texts.inTreatment);
      expect(await claes.page.getByTestId('zone-sheet-owner').textContent()).toBe(texts.claes);
      await choose(claes.page, 'zone-assignee', texts.vermeulen);
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
      await choose(vermeulen.page, 'zone-outcome', texts.reportDrawnUp);
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

      // Their supervisor finds each of these lines in the zone's log, to the second, and exports them.
      const wouters = await officer('commissaris.wouters', DESK);
      await wouters.page.goto(`/app/${texts.locale}/zone?log`);
      await wouters.page.getByTestId('zone-log-filter-register').fill(own.register);
      await wouters.page.getByTestId('zone-log-apply').click();
      await wouters.page.waitForURL(`**/zone?log=&register=${own.register}`);
      const lines = wouters.page.getByTestId('zone-log-rows');
      await lines.getByText(texts.actions.at(-1)!, { exact: true }).first().waitFor();
      for (const action of texts.actions) expect(await lines.textContent()).toContain(action);
      expect(await lines.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
      await expectNoAxeViolations(wouters.page);
      const [download] = await Promise.all([
        wouters.page.waitForEvent('download'),
        wouters.page.getByTestId('zone-log-export').click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.startsWith(`\uFEFF${texts.csvHeader}`)).toBe(true);
      const exported = csv.trim().split('\r\n').slice(1);
      for (const action of ['read', 'take', 'assign', 'note', 'handle'])
        expect(
          exported.some((line) => line.includes(`"${own.register}"`) && line.includes(`"${action}"`)),
        ).toBe(true);
      expect(exported.every((line) => line.includes(`"${own.register}"`))).toBe(true);
      await wouters.context.close();
    },
  );

  it('lists for Claes the declaration he filed for Sofie Janssens, read only, in the zone of Gent', async () => {
    const claes = await officer('inspector.claes', DESK);
    const [forSofie] = await fileAll(claes.page, [EXAMPLES.phishing_officer]);
    await claes.page.goto('/app/nl/zone');
    await claes.page.getByTestId('zone-filed-link').click();
    await claes.page.waitForURL('**/app/nl/zone?filed');
    const filed = claes.page.getByTestId(`zone-filed-${forSofie!.register}`);
    await filed.waitFor();
    expect(await filed.getByTestId('zone-filed-zone').textContent()).toBe('Gent');
    expect(await filed.getByTestId('zone-filed-state').textContent()).toBe('Nieuw');
    expect(await filed.textContent()).toContain('Andere zone: alleen ter inzage');
    // Read only: no link to the sheet, whose address stays Gent's (404).
    expect(await filed.getByRole('link').count()).toBe(0);
    await expectNoAxeViolations(claes.page);
    await claes.page.goto(`/app/nl/zone?declaration=${forSofie!.guid}`);
    await claes.page.getByTestId('zone-sheet-missing').waitFor();
    await claes.context.close();
  });

  it('says "Façade" on the French sheet of a façade Jan named "Gevel", in a sheet for the police that prints as one', async () => {
    const citizen = await jan();
    const [graffiti] = await fileAll(citizen.page, [graffitiIn(ANTWERP)]);
    await citizen.context.close();
    const claes = await officer('inspector.claes', DESK);
    await claes.page.goto(`/app/fr/zone?declaration=${graffiti!.guid}&lang=fr`);
    await claes.page.getByTestId('zone-sheet').waitFor();
    const sections = claes.page.locator('.zone-sections');
    await sections.getByText('Objet 1\u202f: Façade').waitFor();
    expect(await sections.textContent()).not.toContain('Gevel');
    await sections.getByRole('heading', { name: 'Le déclarant', exact: true }).waitFor();
    expect(await sections.textContent()).not.toContain('Votre identification');

    // On paper: the sheet, who printed it; no portal header, no buttons.
    await claes.page.emulateMedia({ media: 'print' });
    await claes.page.getByTestId('zone-printed').waitFor();
    expect(await claes.page.getByTestId('zone-printed').textContent()).toContain(
      'Tom Claes (matricule 71234)',
    );
    for (const gone of [
      '.header',
      '.footer',
      '[data-testid="zone-print"]',
      '[data-testid="zone-sheet-language"]',
    ])
      expect(await claes.page.locator(gone).first().isVisible()).toBe(false);
    await sections.getByText('Objet 1\u202f: Façade').waitFor();
    await claes.context.close();
  });

  it('shows at least ten rows of a fresh zone at 1366×800, each saying what happened and where', async () => {
    // Leuven's desk: no other test files there.
    const citizen = await jan();
    const declarations = await fileAll(
      citizen.page,
      Array.from({ length: 12 }, () => graffitiIn(LEUVEN)),
    );
    await citizen.context.close();
    const goossens = await officer('inspectrice.goossens', DESK);
    await goossens.page.goto('/app/nl/zone');
    const rows = goossens.page.locator('.zone-rows--inbox > li');
    await goossens.page.getByTestId(`zone-row-${declarations[0]!.register}`).waitFor();
    expect(await rows.count()).toBe(12);
    const inView = await rows.evaluateAll(
      (items, height) => items.filter((item) => item.getBoundingClientRect().bottom <= height).length,
      DESK.height,
    );
    expect(inView).toBeGreaterThanOrEqual(10);
    const first = goossens.page.getByTestId(`zone-row-${declarations[0]!.register}`);
    expect(await first.getByTestId('zone-row-fact').textContent()).toBe('Graffiti');
    expect(await first.textContent()).toContain('Leuven');
    expect(await first.textContent()).toContain('Jan Peeters');
    await expectNoAxeViolations(goossens.page);
    await goossens.context.close();
  });

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
