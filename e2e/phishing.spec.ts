import { interpolate } from '@pow/i18n';
import de from '@pow/i18n/web/de.json' with { type: 'json' };
import fr from '@pow/i18n/web/fr.json' with { type: 'json' };
import nl from '@pow/i18n/web/nl.json' with { type: 'json' };
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
  PHONE_375,
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

const CATALOGUES = { nl, fr, de } as const;
type Locale = keyof typeof CATALOGUES;
type MessageKey = keyof typeof nl & string;

/** The catalogue's text of a message key, as the page shows it. */
const say = (locale: Locale, key: MessageKey, params?: Record<string, string | number>) =>
  interpolate(CATALOGUES[locale][key] as string, params);

/** The messages shown under the fields of the element with this test id. */
const fieldErrors = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).locator('.field__error').allTextContents()).join(' ');

/**
 * A refused step: focus on its first invalid field, each field's message the catalogue's text for
 * its key, and the page axe-clean in that state.
 */
async function expectRefused(
  page: Page,
  locale: Locale,
  focused: string,
  messages: [testId: string, key: MessageKey, params?: Record<string, string | number>][],
) {
  await expect.poll(() => focusedTestId(page)).toBe(focused);
  for (const [testId, key, params] of messages) {
    expect(await fieldErrors(page, testId), `${testId}: ${key}`).toContain(say(locale, key, params));
  }
  await expectNoAxeViolations(page);
}

/** Today in Belgium as dd/mm/yyyy: with 24:00 a moment that is always in the future (spec §5). */
const today = () =>
  new Intl.DateTimeFormat('fr-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

type Extra = (page: Page) => Promise<void>;

/**
 * Fills steps 1–7 of the citizen's wizard with valid data, checking axe on each step. `extra` runs
 * more checks at fixed points: `victim` before "me" is chosen, `author` once the first contact is
 * added, `amounts` once the first row is filled.
 */
async function fillCitizenSteps(
  page: Page,
  options: {
    axe?: boolean;
    email?: string;
    extra?: { victim?: Extra; author?: Extra; amounts?: Extra };
  } = {},
) {
  const axe = async () => {
    if (options.axe) await expectNoAxeViolations(page);
  };
  await page.getByTestId('declarant-identity').waitFor();
  await axe();
  await next(page);
  await openStep(page, 'victim');
  await options.extra?.victim?.(page);
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
  await options.extra?.author?.(page);
  await page.getByTestId('author-type-2').check();
  await input(page, 'author-url').fill('https://mijnbank-controle.example/login?ref=sms&id=4817');
  await axe();
  // Not added with the button: leaving the step adds the valid pending entry (spec §4).
  await next(page);
  await openStep(page, 'amounts');
  await page.getByTestId('money-lost-yes').check();
  await input(page, 'amount-iban-0').fill('BE71 0961 2345 6769');
  await input(page, 'amount-value-0').fill('1250,00');
  await options.extra?.amounts?.(page);
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

/** Spec §4: removing an entry of a list asks first; "no" keeps it, "yes" removes it. */
async function removeAfterConfirming(page: Page, button: ReturnType<Page['getByTestId']>, rows: string) {
  const before = await page.getByTestId(rows).count();
  await button.click();
  await page.getByTestId('confirm-remove').waitFor();
  await expectNoAxeViolations(page);
  await page.getByTestId('confirm-remove-no').click();
  expect(await page.getByTestId(rows).count()).toBe(before);
  await button.click();
  await page.getByTestId('confirm-remove-yes').click();
  await expect.poll(() => page.getByTestId(rows).count()).toBe(before - 1);
}

describe('citizen phishing declaration', () => {
  it('files a complete declaration (nl) that reaches the zone, axe-clean on every step', async () => {
    const { context, page } = await signedIn(JAN_PEETERS, 'nl');
    await fillCitizenSteps(page, {
      axe: true,
      extra: {
        // Spec §4: a new choice clears the old one's fields; an organisation forces the e-mail channel.
        victim: async () => {
          await page.getByTestId('victim-declare-for-someone-else').check();
          await input(page, 'victim-firstname').fill('Els');
          await page.getByTestId('victim-declare-for-organisation').check();
          await page.getByTestId('victim-declare-for-someone-else').check();
          expect(await input(page, 'victim-firstname').inputValue()).toBe('');
        },
        author: async () => {
          // One contact only: it too may be removed (issue 33).
          expect(await page.getByTestId('author-contact-remove').count()).toBe(1);
          // The same contact again, in other letters, is refused where it is typed.
          await page.getByTestId('author-type-1').check();
          await input(page, 'author-email').fill('Veiligheid@MijnBank-Controle.example');
          await page.getByTestId('author-add').click();
          expect(await fieldErrors(page, 'author-email')).toContain(
            say('nl', 'error_fact_author_contact_duplicate'),
          );
          expect(await page.getByTestId('author-contact').count()).toBe(1);
          await expectNoAxeViolations(page);
          await page.getByTestId('author-type-3').check();
          await input(page, 'author-phone-number').fill('0489 55 66 77');
          await page.getByTestId('author-add').click();
          await removeAfterConfirming(
            page,
            page.getByTestId('author-contact-remove').nth(1),
            'author-contact',
          );
          expect(await page.getByTestId('author-contact-remove').count()).toBe(1);
        },
        amounts: async () => {
          expect(await page.getByTestId('amount-remove-0').count()).toBe(1);
          await page.getByTestId('amount-add').click();
          await removeAfterConfirming(page, page.getByTestId('amount-remove-1'), 'amount-row');
          expect(await page.getByTestId('amount-remove-0').count()).toBe(1);
        },
      },
    });
    // The review arrives with its own chunk: wait for it before reading its lines.
    await page.getByTestId('review-author').waitFor();
    const contacts = page.getByTestId('review-author').locator('dd');
    expect(await contacts.allTextContents()).toEqual([
      'veiligheid@mijnbank-controle.example',
      'https://mijnbank-controle.example/login?ref=sms&id=4817',
      // Whether Safeonweb may have them: no, unless the person says yes (decision 048).
      'Nee',
    ]);
    expect(await page.getByTestId('overview-channel-email').isChecked()).toBe(true);
    // Send without the summary text: refused on the overview itself, focus on the text.
    await page.getByTestId('wizard-send').click();
    await expectRefused(page, 'nl', 'overview-text-input', [['overview-text', 'required_field']]);
    await input(page, 'overview-text').fill('Phishing via sms; geld van mijn rekening overgeschreven.');
    await page.getByTestId('overview-channel-ebox').check();
    await page.getByTestId('wizard-send').click();
    await page.waitForURL('**/app/nl/success/phishing?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('register')).toMatch(/^\d{4}-/);
    await waitForZone(page);
    // The first hour: Card Stop, the bank, the passwords, Safeonweb in Dutch; a tick survives a reload.
    const steps = page.getByTestId('phishing-steps');
    expect(await steps.locator('a[href="tel:078170170"]').count()).toBe(1);
    expect(await steps.locator('a[href="mailto:verdacht@safeonweb.be"]').count()).toBe(1);
    await page.getByTestId('phishing-step-card').check();
    await expectNoAxeViolations(page);
    await page.reload();
    await page.getByTestId('phishing-steps').waitFor();
    expect(await page.getByTestId('phishing-step-card').isChecked()).toBe(true);
    expect(await page.getByTestId('phishing-step-bank').isChecked()).toBe(false);
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
    // Step 2, once open (a Next pressed before the validation's code has come waits for it, and a second
    // one replaces the first): no choice.
    await openStep(page, 'victim');
    await next(page);
    expect(await page.getByTestId('step-error').textContent()).toBe(
      say('fr', 'error_in_this_part_of_the_form'),
    );
    expect(await focusedTestId(page)).toBe('victim-declare-for-me');
    await expectNoAxeViolations(page);
    // An organisation not chosen.
    await page.getByTestId('victim-declare-for-organisation').check();
    await next(page);
    await expectRefused(page, 'fr', 'victim-organisation-name-input', [
      ['victim-organisation', 'error_choose_enterprise'],
    ]);
    // Someone else: name and address are required.
    await page.getByTestId('victim-declare-for-someone-else').check();
    await next(page);
    await expectRefused(page, 'fr', 'victim-firstname-input', [
      ['victim-firstname', 'required_field'],
      ['victim-email', 'message_email_or_phone_required'],
    ]);
    await page.getByTestId('victim-declare-for-me').check();
    await next(page);
    // Step 3: no e-mail and a phone too short; then a wrong e-mail and a different confirmation.
    await input(page, 'contact-email').fill('');
    await input(page, 'contact-email-confirmation').fill('');
    await input(page, 'contact-phone-number').fill('0470 1');
    await next(page);
    await expectRefused(page, 'fr', 'contact-email-input', [
      ['contact-email', 'required_field'],
      ['contact-phone', 'require_phone_format'],
    ]);
    await input(page, 'contact-phone-number').fill('');
    await input(page, 'contact-email').fill('marie@');
    await input(page, 'contact-email-confirmation').fill('marie@example.be');
    await next(page);
    await expectRefused(page, 'fr', 'contact-email-input', [['contact-email', 'require_email_format']]);
    await input(page, 'contact-email').fill('marie.dubois@example.be');
    await next(page);
    expect(await fieldErrors(page, 'contact-email-confirmation')).toContain(say('fr', 'require_same_email'));
    await input(page, 'contact-email-confirmation').fill('marie.dubois@example.be');
    await next(page);
    // Step 4: nothing added, then each kind of contact wrong in turn.
    await next(page);
    await expectRefused(page, 'fr', 'author-type-1', [['author-type', 'required_fact_author_contacts']]);
    await page.getByTestId('author-type-1').check();
    await input(page, 'author-email').fill('escroc@');
    await next(page);
    await expectRefused(page, 'fr', 'author-email-input', [['author-email', 'require_email_format']]);
    await page.getByTestId('author-type-3').check();
    await input(page, 'author-phone-number').fill('0489');
    await next(page);
    await expectRefused(page, 'fr', 'author-phone-number-input', [['author-phone', 'require_phone_format']]);
    await page.getByTestId('author-type-4').check();
    await input(page, 'author-account').fill('colis.belgique');
    await next(page);
    await expectRefused(page, 'fr', 'author-platform-input', [['author-platform', 'required_field']]);
    await page.getByTestId('author-type-2').check();
    await input(page, 'author-url').fill('ftp://example.be');
    await next(page);
    await expectRefused(page, 'fr', 'author-url-input', [['author-url', 'require_url_format']]);
    await input(page, 'author-url').fill('https://faux-colis.example/suivi');
    await next(page);
    // Step 5: a wrong IBAN and no amount, then the amount alone. "Add an amount" is reached with one
    // click, though the IBAN left behind is wrong (its message does not move the button away).
    await page.getByTestId('money-lost-yes').check();
    await input(page, 'amount-iban-0').fill('BE00 0000 0000 0000');
    await page.getByTestId('amount-add').click();
    expect(await page.getByTestId('amount-row').count()).toBe(2);
    await page.getByTestId('amount-remove-1').click();
    await page.getByTestId('confirm-remove-yes').click();
    await next(page);
    await expectRefused(page, 'fr', 'amount-iban-0-input', [
      ['amount-iban-0', 'require_iban_format'],
      ['amount-value-0', 'required_field'],
    ]);
    await input(page, 'amount-iban-0').fill('BE71 0961 2345 6769');
    await next(page);
    await expectRefused(page, 'fr', 'amount-value-0-input', [['amount-value-0', 'required_field']]);
    await page.getByTestId('money-lost-no').check();
    await next(page);
    // Step 6: a date in the future and a description too short; then a time later today and one too long.
    await input(page, 'fact-date').fill('01/01/2999');
    await input(page, 'fact-time').fill('10:00');
    await input(page, 'fact-description').fill('sms');
    await next(page);
    const length = { min: 5, max: 2000 };
    await expectRefused(page, 'fr', 'fact-date-input', [
      ['fact-date', 'require_date_not_in_future'],
      ['fact-description', 'error_minmax_length', length],
    ]);
    await input(page, 'fact-date').fill(today());
    await input(page, 'fact-time').fill('24:00');
    await input(page, 'fact-description').fill('é'.repeat(2001));
    await next(page);
    await expectRefused(page, 'fr', 'fact-time-input', [
      ['fact-time', 'require_time_not_in_future'],
      ['fact-description', 'error_minmax_length', length],
    ]);
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
    // Step 8 without a channel: refused there.
    await page.getByTestId('wizard-send').click();
    await expectRefused(page, 'de', 'overview-channel-ebox', [['overview-channel', 'required_field']]);
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

  // Issue 33: a web address typed as one types it in a browser, without https://, is completed, not refused.
  it.each([
    ['nl', JAN_PEETERS, 'Sms over een pakje; de link vroeg mijn kaartgegevens.'],
    ['fr', MARIE_DUBOIS, 'Un SMS au sujet d’un colis ; le lien demandait mes données de carte.'],
    ['de', LUKAS_SCHMITZ, 'Eine SMS über ein Paket; der Link verlangte meine Kartendaten.'],
  ] as const)(
    'takes a website without https:// on a 375 px phone (%s), completed up to Send',
    async (locale, rrn, story) => {
      const { context, page } = await signedIn(rrn, locale, PHONE_375);
      await page.getByTestId('declarant-identity').waitFor();
      await next(page);
      await openStep(page, 'victim');
      await page.getByTestId('victim-declare-for-me').check();
      await next(page);
      await openStep(page, 'contact');
      await next(page);
      await openStep(page, 'author');
      await page.getByTestId('author-type-2').check();
      await input(page, 'author-url').fill('www.kbc-beveiliging.com/login');
      await page.getByTestId('author-add').click();
      // Added as the server keeps it, with no message; the only contact has its remove button.
      expect(await page.getByTestId('author-contact').textContent()).toContain(
        'https://www.kbc-beveiliging.com/login',
      );
      expect(await fieldErrors(page, 'author-url')).toBe('');
      expect(await page.getByTestId('author-contact-remove').count()).toBe(1);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await next(page);
      await openStep(page, 'amounts');
      await page.getByTestId('money-lost-no').check();
      await next(page);
      await openStep(page, 'fact');
      await input(page, 'fact-date').fill('12/03/2025');
      await input(page, 'fact-time').fill('14:35');
      await input(page, 'fact-description').fill(story);
      await next(page);
      await openStep(page, 'attachments');
      await next(page);
      await openStep(page, 'overview');
      await page.getByTestId('review-author').waitFor();
      expect(await page.getByTestId('review-author').textContent()).toContain(
        'https://www.kbc-beveiliging.com/login',
      );
      await input(page, 'overview-text').fill(story);
      await page.getByTestId('overview-channel-ebox').check();
      await page.getByTestId('wizard-send').click();
      // The server took it: the sent page, with the declaration's register number.
      await page.waitForURL(`**/app/${locale}/success/phishing?**`);
      expect(new URL(page.url()).searchParams.get('register')).toMatch(/^\d{4}-/);
      await context.close();
    },
  );

  it('can be completed by keyboard alone on a phone-sized screen (de) and reaches the zone', async () => {
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
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
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
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await tabTo('wizard-send');
    await key('Enter');
    await page.waitForURL('**/app/de/success/phishing?**');
    await waitForZone(page);
    expect(await page.getByTestId('phishing-steps').textContent()).toContain('suspekt@safeonweb.be');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

/** Polls the declaration's status as the sent page would (the officer's page shows no tracker) until 3. */
async function waitForStatus3(page: Page) {
  const guid = new URL(page.url()).searchParams.get('request');
  const status = async () => {
    const answer = await page.request.post('/index.php/api/v1/information/status', { data: { guid } });
    return ((await answer.json()) as { data?: { status?: number } }).data?.status;
  };
  await expect.poll(status, { interval: 500 }).toBeGreaterThanOrEqual(3);
}

describe.each([
  { locale: 'nl' as const, username: 'inspector.claes', matricule: '71234', checks: true },
  { locale: 'fr' as const, username: 'inspectrice.leroy', matricule: '68421', checks: false },
])('officer phishing declaration ($locale)', ({ locale, username, matricule, checks }) => {
  /** Only the first language runs the checks of each state; the second files the same way. */
  const check = async (run: () => Promise<void>) => {
    if (checks) await run();
  };

  it('cannot pass the victim step before a successful look-up, then files for Sofie Janssens', async () => {
    const context = await newContext(browser, { locale: `${locale}-BE`, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`/index.php/app/police/login?login_hint=${username}&lang=${locale}`);
    await page.waitForURL(`**/app/${locale}/phishing`);
    await page.getByTestId('police-phishing-wizard').waitFor();
    expect(await page.getByTestId('officer-matricule').inputValue()).toBe(matricule);
    await check(async () => {
      await page.getByTestId('officer-warning-close').click();
      expect(await page.getByTestId('officer-warning').count()).toBe(0);
      await expectNoAxeViolations(page);
    });
    await next(page);
    await check(async () => {
      // A valid rrn nobody has: the registry says no match, and step 2 holds.
      await input(page, 'victim-rrn').fill('92031412352');
      await page.getByTestId('victim-rrn-search').click();
      await page.getByText(say(locale, 'error_rrn_no_match')).waitFor();
      await next(page);
      expect(await stepState(page, 'officer_victim')).toBe('error');
      expect(await page.getByTestId('victim-not-found').isVisible()).toBe(true);
      expect(await page.getByTestId('step-officer_contact').locator('button').count()).toBe(0);
      await expectNoAxeViolations(page);
    });
    await input(page, 'victim-rrn').fill(SOFIE_JANSSENS);
    await page.getByTestId('victim-rrn-search').click();
    await page.getByTestId('victim-found').waitFor();
    await check(() => expectNoAxeViolations(page));
    await next(page);
    await openStep(page, 'officer_contact');
    await input(page, 'contact-email').fill('sofie.janssens@example.be');
    await input(page, 'contact-email-confirmation').fill('sofie.janssens@example.be');
    await check(() => expectNoAxeViolations(page));
    await next(page);
    await openStep(page, 'author');
    await page.getByTestId('author-type-4').check();
    await input(page, 'author-account').fill('Pakjesdienst België');
    await input(page, 'author-platform').fill('WhatsApp');
    await check(() => expectNoAxeViolations(page));
    await next(page);
    await openStep(page, 'amounts');
    await page.getByTestId('money-lost-no').check();
    await check(() => expectNoAxeViolations(page));
    await next(page);
    await openStep(page, 'fact');
    await input(page, 'fact-date').fill('03/04/2025');
    await input(page, 'fact-time').fill('18:20');
    await input(page, 'fact-description').fill(
      'Bericht over een pakje; het slachtoffer betaalde “verzendkosten” met haar kaart.',
    );
    await check(() => expectNoAxeViolations(page));
    await next(page);
    await openStep(page, 'officer_attachments');
    await page.getByTestId('overview-channel-email').check();
    await check(async () => {
      await expectNoAxeViolations(page);
      // Spec §4: Send checks steps 2 to 7 again and goes back to the first that fails.
      await page.getByTestId('step-officer_contact').getByRole('button').click();
      await input(page, 'contact-email').fill('');
      // A click right after editing: no message appears on the way to move the heading.
      await page.getByTestId('step-officer_attachments').getByRole('button').click();
      await page.getByTestId('wizard-send').click();
      await openStep(page, 'officer_contact');
      await expectRefused(page, locale, 'contact-email-input', [['contact-email', 'required_field']]);
      await input(page, 'contact-email').fill('sofie.janssens@example.be');
      await page.getByTestId('step-officer_attachments').getByRole('button').press('Enter');
    });
    await page.getByTestId('wizard-send').click();
    await page.waitForURL(`**/app/${locale}/success/phishing_officer?**`);
    await waitForStatus3(page);
    // The officer follows it too, in words about the victim (issue 21).
    const sent = page.getByTestId('success-officer');
    await sent.locator('[data-testid="status-tracker"][data-phase="zone"]').waitFor();
    expect(await sent.textContent()).toContain(
      locale === 'nl' ? 'Geef dit nummer aan het slachtoffer' : 'Donnez ce numéro à la victime',
    );
    if (checks) await expectNoAxeViolations(page);
    await context.close();
  });
});
