import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXAMPLES } from '@pow/domain/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';

/**
 * My declarations (issue 17) against the started product: Jan files, signs out, and finds his
 * declaration in a new browser context after the federal sign-in, follows it, downloads its PDF and adds
 * a line and a photo that reach the zone's desk and the dev mailbox; Marie never sees it; Sofie
 * Janssens finds the one an officer filed for her; the pages in fr and de at 375 px.
 */
const JAN = '85073003328';
const MARIE = '92031412451';
const SOFIE = '78122424677';
const PNG = readFileSync(path.resolve(import.meta.dirname, '../apps/api/test/fixtures/photo.png'));
const PHOTO = 'tweede-sms.png';
const LINE = 'Vandaag kreeg ik nog een sms van hetzelfde nummer, met een link naar een valse bankpagina.';
const PHONE = { width: 375, height: 812 };

let browser: Browser;
let jans: { guid: string; register: string };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a person in without the picker (login_hint); officers through the police sign-in. */
async function signedIn(hint: string, options: { officer?: boolean; viewport?: typeof PHONE } = {}) {
  const context = await newContext(browser, options.viewport ? { viewport: options.viewport } : {});
  const page = await context.newPage();
  if (options.officer) {
    await page.goto(`/index.php/app/police/login?login_hint=${hint}`);
    await page.waitForURL('**/app/*/phishing');
    return { context, page };
  }
  await page.goto(`/index.php/app/login?login_hint=${hint}&redirect=${encodeURIComponent('/app/nl/home')}`);
  await page.waitForURL('**/app/nl/home');
  await page.getByTestId('cookie-essential').click();
  return { context, page };
}

/** POST v1/information/add with the page's cookies, as the wizard does; the guid and register back. */
async function file(
  page: Page,
  declaration: object,
  language = 'nl',
): Promise<{ guid: string; register: string }> {
  const added = await page.request.post('/index.php/api/v1/information/add', {
    data: declaration,
    headers: { 'idempotency-key': randomUUID(), 'x-language': language },
  });
  expect(added.status()).toBe(200);
  return ((await added.json()) as { data: { guid: string; register: string } }).data;
}

/** No sideways scrolling (WCAG 1.4.10). A string, so this file needs no DOM types. */
async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

describe('my declarations', () => {
  it('lets Jan find his declaration in a new session, follow it, download its PDF and add a line and a photo that reach the zone', async () => {
    const first = await signedIn(JAN);
    jans = await file(first.page, EXAMPLES.phishing);
    await first.page.getByTestId('menu-logout').click();
    await first.page.waitForURL('**/app/nl/signed-out');
    await first.context.close();

    // Another day, another browser: the page asks for the federal sign-in first.
    const context: BrowserContext = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/nl/my-declarations');
    await page.waitForURL('**/idp-interaction/**');
    await page.getByRole('button', { name: 'Aanmelden met eID: Jan Peeters' }).click();
    await page.waitForURL('**/app/nl/my-declarations');
    await page.getByTestId('cookie-essential').click();
    const row = page.getByTestId(`my-declaration-${jans.register}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Phishing en online fraude');
    expect(await row.textContent()).toContain('Antwerpen');
    await expectNoAxeViolations(page);

    // By keyboard: to the declaration's link, and open it.
    const focused = async () =>
      (await page.evaluate<string>('document.activeElement?.textContent ?? ""')) === jans.register;
    for (let tab = 0; tab < 40 && !(await focused()); tab++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/app/nl/my-declarations/${jans.guid}`);
    const zone = page.getByTestId('timeline-at_zone');
    await page.locator('[data-testid="timeline-at_zone"][data-state="done"]').waitFor();
    expect(await page.getByTestId('timeline-received').textContent()).toContain('Aangifte ontvangen');
    expect(await zone.textContent()).toContain('Bij de politiezone Antwerpen');
    expect(await page.getByTestId('timeline-in_treatment').getAttribute('aria-current')).toBe('step');

    const download = page.waitForEvent('download');
    await page.getByTestId('my-declaration-pdf').click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByTestId('add-information-text-input').fill(LINE);
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: PHOTO, mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-testid="attachment"][data-state="uploaded"]').waitFor();
    await page.getByTestId('add-information-send').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('add-information-sent').textContent()).toContain('aanvulling 1');
    const addendum = page.getByTestId('addendum-1');
    await addendum.getByText('Bij de politiezone sinds').waitFor();
    expect(await addendum.textContent()).toContain(LINE);
    expect(await addendum.textContent()).toContain(PHOTO);
    await expectNoAxeViolations(page);

    // Its short PDF in the dev mailbox (Jan's eBox), naming the declaration.
    const messages = (await (await page.request.get('/index.php/dev/messages')).json()) as {
      data: { subject: string; declaration_guid: string; attachments: string[] }[];
    };
    expect(
      messages.data.filter((m) => m.declaration_guid === jans.guid && m.subject.startsWith('Aanvulling')),
    ).toEqual([expect.objectContaining({ attachments: [`${jans.register}-1.pdf`] })]);
    await context.close();

    // On the zone's desk, with its file.
    const claes = await signedIn('inspector.claes', { officer: true });
    await claes.page.goto(`/app/nl/zone?declaration=${jans.guid}`);
    const sheet = claes.page.getByTestId('zone-addendum-1');
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain(LINE);
    expect(await claes.page.getByTestId('zone-download-addendum-attachment').textContent()).toContain(PHOTO);
    await claes.context.close();
  });

  it("shows Marie none of Jan's declarations, not even by its address", async () => {
    const { context, page } = await signedIn(MARIE);
    await page.goto('/app/nl/my-declarations');
    // Other files of the suite may have filed as Marie: her list is loaded, and Jan's is not in it.
    await page
      .getByTestId('my-declarations-count')
      .getByText(/^\d+ aangifte/)
      .waitFor();
    expect(await page.getByTestId(`my-declaration-${jans.register}`).count()).toBe(0);
    await page.goto(`/app/nl/my-declarations/${jans.guid}`);
    expect(await page.getByTestId('my-declaration-missing').textContent()).toContain(
      'Deze aangifte bestaat niet',
    );
    await context.close();
  });

  it('names Marie’s lost bag as a loss in her list and in her PDF, with no code, at 375 px', async () => {
    const { context, page } = await signedIn(MARIE, { viewport: PHONE });
    // Declared in French, with the identity of her sign-in (the server takes it from there).
    const bag = await file(
      page,
      {
        ...EXAMPLES.person,
        declarant: { ...EXAMPLES.degradation_graffiti.declarant, email: 'marie.dubois@example.be' },
        fact: {
          ...EXAMPLES.person.fact,
          type: '0575',
          lost_object: { object: { tkey: '0902', text: 'Sac à main' }, brand: 'Delvaux' },
        },
      },
      'fr',
    );
    for (const [locale, loss] of [
      ['nl', 'Verlies van een voorwerp'],
      ['de', 'Verlust eines Gegenstands'],
      ['fr', 'Perte d’un objet'],
    ] as const) {
      await page.goto(`/app/${locale}/my-declarations`);
      const row = page.getByTestId(`my-declaration-${bag.register}`);
      await row.waitFor();
      expect(await row.textContent(), locale).toContain(loss);
      expect(await row.textContent(), locale).not.toMatch(/0575|personen|personnes|Personen/);
    }
    await page.getByTestId(`my-declaration-${bag.register}`).getByRole('link').click();
    expect(await page.getByTestId('my-declaration-facts').textContent()).toContain('Perte d’un objet');
    await page.locator('[data-testid="timeline-summary_delivered"][data-state="done"]').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('my-declaration-pdf').click();
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'pow-e2e-')), 'summary.pdf');
    writeFileSync(saved, readFileSync((await (await download).path())!));
    const text = execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    // Its title names the loss (the narrow no-break space before the colon squeezed with the rest).
    expect(text).toContain('Résumé de votre déclaration : Perte d’un objet');
    expect(text).not.toContain('0575');
    await expectNoOverflow(page, 'fr declaration');
    await context.close();
  });

  it('lets Sofie Janssens find the declaration an officer filed for her', async () => {
    const officer = await signedIn('inspector.claes', { officer: true });
    const hers = await file(officer.page, EXAMPLES.phishing_officer);
    await officer.context.close();
    const { context, page } = await signedIn(SOFIE);
    await page.getByTestId('tile-my-declarations').getByRole('link').click();
    await page.getByTestId(`my-declaration-${hers.register}`).getByRole('link').click();
    await page.getByTestId('my-declaration-timeline').waitFor();
    expect(await page.getByTestId('my-declaration-facts').textContent()).toContain(
      'Phishing en online fraude (aangifte door de politie)',
    );
    await context.close();
  });

  it('reads whole at 375 px in French and German', async () => {
    const { context, page } = await signedIn(JAN, { viewport: PHONE });
    for (const [locale, title, add] of [
      ['fr', 'Mes déclarations', 'Ajouter des informations'],
      ['de', 'Meine Anzeigen', 'Angaben ergänzen'],
    ] as const) {
      await page.goto(`/app/${locale}/my-declarations`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByTestId(`my-declaration-${jans.register}`).waitFor();
      await expectNoOverflow(page, `${locale} list`);
      await page.goto(`/app/${locale}/my-declarations/${jans.guid}`);
      await page.getByRole('heading', { level: 2, name: add }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      await expectNoOverflow(page, `${locale} declaration`);
    }
    await context.close();
  });
});
