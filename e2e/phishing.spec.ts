import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';
import {
  DESKTOP,
  focusedTestId,
  input,
  JAN_PEETERS,
  LUKAS_SCHMITZ,
  MARIE_DUBOIS,
  next,
  openStep,
  PHONE,
  PNG,
  SOFIE_JANSSENS,
  sidewaysOverflow,
  signedInCitizen,
  stepState,
  waitForZone,
} from './support/wizard.ts';

/**
 * The phishing declaration in Chromium against the started product (issue 5): a fixture citizen signs
 * in and files a whole declaration that reaches the zone; every step refuses what it must, in the
 * person's language, with focus on the first wrong field; the officer files for a victim found by rrn.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (rrn: string, locale: string, viewport = DESKTOP) =>
  signedInCitizen(browser, { rrn, locale, route: 'phishing', readyTestId: 'phishing-wizard', viewport });

/** Fills steps 1–7 of the citizen's wizard with valid data, checking axe on each step. */
async function fillCitizenSteps(page: Page, options: { axe?: boolean; email?: string } = {}) {
  const axe = async () => {
    if (options.axe) await expectNoAxeViolations(page);
  };
  await page.getByTestId('declarant-identity').waitFor();
  await axe();
  await next(page);
  await openStep(page, 'victim');
  await page.getByTestId('victim-declare-for-me').check();
  await axe();
  await next(page);
  await openStep(page, 'contact');
  if (options.email) {
    await input(page, 'contact-email').fill(options.email);
    await input(page, 'contact-email-confirmation').fill(options.email);
  }
  await input(page, 'contact-phone-number').fill('0470 12 34 56');
  await axe();
  await next(page);
  await openStep(page, 'author');
  await page.getByTestId('author-type-1').check();
  await input(page, 'author-email').fill('veiligheid@mijnbank-controle.example');
  await page.getByTestId('author-add').click();
  await page.getByTestId('author-type-2').check();
  await input(page, 'author-url').fill('https://mijnbank-controle.example/login?ref=sms&id=4817');
  await axe();
  // Not added with the button: leaving the step adds the valid pending entry (spec §4).
  await next(page);
  await openStep(page, 'amounts');
  await page.getByTestId('money-lost-yes').check();
  await input(page, 'amount-iban-0').fill('BE71 0961 2345 6769');
  await input(page, 'amount-value-0').fill('1250,00');
  await axe();
  await next(page);
  await openStep(page, 'fact');
  await input(page, 'fact-date').fill('12/03/2025');
  await input(page, 'fact-time').fill('14:35');
  await input(page, 'fact-description').fill(
    'Ik kreeg een sms van “mijn bank”: mijn kaart zou geblokkeerd worden. Via de link gaf ik mijn kaartgegevens.',
  );
  await axe();
  await next(page);
  await openStep(page, 'attachments');
  await page
    .getByTestId('attachments-input')
    .setInputFiles({ name: 'sms.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-testid="attachment"][data-state="uploaded"]').waitFor();
  await axe();
  await next(page);
  await openStep(page, 'overview');
}

describe('citizen phishing declaration', () => {
  it('files a complete declaration (nl) that reaches the zone, axe-clean on every step', async () => {
    const { context, page } = await signedIn(JAN_PEETERS, 'nl');
    await fillCitizenSteps(page, { axe: true });
    expect(await page.getByTestId('overview-part-4').textContent()).toContain(
      'https://mijnbank-controle.example/login',
    );
    // Send without the summary text: refused on the overview itself, focus on the text.
    await page.getByTestId('wizard-send').click();
    await expect.poll(() => focusedTestId(page)).toBe('overview-text-input');
    expect(await page.getByTestId('overview-text').textContent()).toContain('Dit veld is verplicht.');
    await expectNoAxeViolations(page);
    await input(page, 'overview-text').fill('Phishing via sms; geld van mijn rekening overgeschreven.');
    await page.getByTestId('overview-channel-ebox').check();
    await expectNoAxeViolations(page);
    await page.getByTestId('wizard-send').click();
    await page.waitForURL('**/app/nl/success/phishing?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('register')).toMatch(/^\d{4}-/);
    await waitForZone(page);
    // The form resets once sent: a new declaration starts empty.
    await page.goto('/app/nl/phishing');
    await page.getByTestId('phishing-wizard').waitFor();
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(await stepState(page, 'identification')).toBe('current');
    await context.close();
  });

  it('keeps the draft through a reload (fr)', async () => {
    const { context, page } = await signedIn(MARIE_DUBOIS, 'fr');
    await page.getByTestId('declarant-identity').waitFor();
    await next(page);
    await page.getByTestId('victim-declare-for-someone-else').check();
    await input(page, 'victim-firstname').fill('Élise');
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    expect(await input(page, 'victim-firstname').inputValue()).toBe('Élise');
    await context.close();
  });

  it('shows every step’s errors in French and focuses the first wrong field', async () => {
    const { context, page } = await signedIn(MARIE_DUBOIS, 'fr');
    await page.getByTestId('declarant-identity').waitFor();
    await next(page);
    // Step 2: no choice.
    await next(page);
    expect(await page.getByTestId('step-error').textContent()).toBe(
      'Cette partie du formulaire est incomplète ou contient une erreur.',
    );
    expect(await focusedTestId(page)).toBe('victim-declare-for-me');
    await expectNoAxeViolations(page);
    // Someone else: name and address are required.
    await page.getByTestId('victim-declare-for-someone-else').check();
    await next(page);
    expect(await focusedTestId(page)).toBe('victim-firstname-input');
    expect(await page.getByTestId('victim-firstname').textContent()).toContain('Ce champ est obligatoire.');
    await expectNoAxeViolations(page);
    await page.getByTestId('victim-declare-for-me').check();
    await next(page);
    // Step 3: a wrong e-mail and a different confirmation.
    await input(page, 'contact-email').fill('marie@');
    await input(page, 'contact-email-confirmation').fill('marie@example.be');
    await next(page);
    expect(await focusedTestId(page)).toBe('contact-email-input');
    expect(await page.getByTestId('contact-email').textContent()).toContain('adresse e-mail valide');
    await input(page, 'contact-email').fill('marie.dubois@example.be');
    await next(page);
    expect(await page.getByTestId('contact-email-confirmation').textContent()).toContain(
      'ne sont pas identiques',
    );
    await input(page, 'contact-email-confirmation').fill('marie.dubois@example.be');
    await next(page);
    // Step 4: nothing added, then a wrong website.
    await next(page);
    expect(await focusedTestId(page)).toBe('author-type-1');
    expect(await page.getByTestId('author-type').textContent()).toContain('Ajoutez au moins');
    await page.getByTestId('author-type-2').check();
    await input(page, 'author-url').fill('ftp://example.be');
    await next(page);
    expect(await focusedTestId(page)).toBe('author-url-input');
    expect(await page.getByTestId('author-url').textContent()).toContain('http://');
    await expectNoAxeViolations(page);
    await input(page, 'author-url').fill('https://faux-colis.example/suivi');
    await next(page);
    // Step 5: a wrong IBAN and no amount.
    await page.getByTestId('money-lost-yes').check();
    await input(page, 'amount-iban-0').fill('BE00 0000 0000 0000');
    await next(page);
    expect(await focusedTestId(page)).toBe('amount-iban-0-input');
    expect(await page.getByTestId('amount-iban-0').textContent()).toContain('IBAN');
    await page.getByTestId('money-lost-no').check();
    await next(page);
    // Step 6: a date in the future and a description too short.
    await input(page, 'fact-date').fill('01/01/2999');
    await input(page, 'fact-time').fill('10:00');
    await input(page, 'fact-description').fill('sms');
    await next(page);
    expect(await focusedTestId(page)).toBe('fact-date-input');
    expect(await page.getByTestId('fact-date').textContent()).toContain('futur');
    expect(await page.getByTestId('fact-description').textContent()).toContain('au moins 5');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('is refused by the platform security (403): the contact button appears and a debug report is sent once', async () => {
    const { context, page } = await signedIn(LUKAS_SCHMITZ, 'de');
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/debug/network')) reports.push(request.postData() ?? '');
    });
    await page.route('**/v1/information/add', (route) =>
      route.fulfill({ status: 403, contentType: 'text/html', body: '<html>blocked</html>' }),
    );
    await fillCitizenSteps(page);
    await input(page, 'overview-text').fill('Gefälschte SMS meiner Bank.');
    await page.getByTestId('overview-channel-email').check();
    await page.getByTestId('wizard-send').click();
    await page.getByTestId('error-azure-403').waitFor();
    await page.getByTestId('wizard-send').click();
    await page.getByTestId('error-azure-403').waitFor();
    await expect.poll(() => reports.length).toBe(1);
    expect(JSON.parse(reports[0] ?? '{}')).toMatchObject({ code: 403, content: { factType: '5731' } });
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('can be completed by keyboard alone on a phone-sized screen (de)', async () => {
    const { context, page } = await signedIn(LUKAS_SCHMITZ, 'de', PHONE);
    const key = (name: string) => page.keyboard.press(name);
    /** Tabs until the element with this test id has focus; fails after 60 presses. */
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 60; i += 1) {
        if ((await focusedTestId(page)) === testId) return;
        await key('Tab');
      }
      throw new Error(`never reached ${testId} by Tab`);
    };
    await page.getByTestId('declarant-identity').waitFor();
    await tabTo('wizard-next');
    await key('Enter');
    await tabTo('victim-declare-for-me');
    await key('Space');
    await tabTo('wizard-next');
    await key('Enter');
    await tabTo('wizard-next');
    await key('Enter');
    await tabTo('author-type-1');
    await key('Space');
    await tabTo('author-email-input');
    await page.keyboard.type('paket@zustellung-belgien.example');
    await tabTo('wizard-next');
    await key('Enter');
    await tabTo('money-lost-yes');
    await key('ArrowDown');
    await tabTo('wizard-next');
    await key('Enter');
    await tabTo('fact-date-input');
    await page.keyboard.type('02/02/2025');
    await tabTo('fact-time-input');
    await page.keyboard.type('09:15');
    await tabTo('fact-description-input');
    await page.keyboard.type('Eine SMS über ein Paket; ich habe meine Kartendaten eingegeben.');
    await tabTo('wizard-next');
    await key('Enter');
    await tabTo('wizard-next');
    await key('Enter');
    await tabTo('overview-text-input');
    await page.keyboard.type('Gefälschte Paket-SMS, Kartendaten weitergegeben.');
    await tabTo('overview-channel-ebox');
    await key('Space');
    await tabTo('wizard-send');
    await key('Enter');
    await page.waitForURL('**/app/de/success/phishing?**');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('officer phishing declaration', () => {
  async function signedInOfficer() {
    const context = await newContext(browser, { locale: 'nl-BE', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/index.php/app/police/login?login_hint=inspector.claes');
    await page.waitForURL('**/app/**phishing');
    await page.getByTestId('police-phishing-wizard').waitFor();
    return { context, page };
  }

  it('cannot pass the victim step before a successful look-up, then files for Sofie Janssens', async () => {
    const { context, page } = await signedInOfficer();
    expect(await page.getByTestId('officer-matricule').inputValue()).toBe('71234');
    await page.getByTestId('officer-warning-close').click();
    expect(await page.getByTestId('officer-warning').count()).toBe(0);
    await expectNoAxeViolations(page);
    await next(page);
    // A valid rrn nobody has: the registry says no match, and step 2 holds.
    await input(page, 'victim-rrn').fill('92031412352');
    await page.getByTestId('victim-rrn-search').click();
    await page.getByText('Er is niemand gevonden met dit rijksregisternummer').waitFor();
    await next(page);
    expect(await stepState(page, 'officer_victim')).toBe('error');
    expect(await page.getByTestId('victim-not-found').isVisible()).toBe(true);
    expect(await page.getByTestId('step-officer_contact').locator('button').count()).toBe(0);
    await expectNoAxeViolations(page);
    await input(page, 'victim-rrn').fill(SOFIE_JANSSENS);
    await page.getByTestId('victim-rrn-search').click();
    await page.getByTestId('victim-found').waitFor();
    await next(page);
    await input(page, 'contact-email').fill('sofie.janssens@example.be');
    await input(page, 'contact-email-confirmation').fill('sofie.janssens@example.be');
    await next(page);
    await page.getByTestId('author-type-4').check();
    await input(page, 'author-account').fill('Pakjesdienst België');
    await input(page, 'author-platform').fill('WhatsApp');
    await next(page);
    await page.getByTestId('money-lost-no').check();
    await next(page);
    await input(page, 'fact-date').fill('03/04/2025');
    await input(page, 'fact-time').fill('18:20');
    await input(page, 'fact-description').fill(
      'Bericht over een pakje; het slachtoffer betaalde “verzendkosten” met haar kaart.',
    );
    await next(page);
    await page.getByTestId('overview-channel-email').check();
    await expectNoAxeViolations(page);
    await page.getByTestId('wizard-send').click();
    await page.waitForURL('**/success/phishing_officer?**');
    await context.close();
  });
});
