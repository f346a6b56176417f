import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  gotoInteractive,
  launchBrowser,
  newContext,
} from './support/browser.ts';
import { PHONE_375 } from './support/wizard.ts';

/**
 * The contact dialog and form end to end (spec §2–§5, §7): sent from the page, forwarded by the API's
 * job and found in the dev mailbox, acknowledged to the sender; the retry path with the API failing
 * twice; the keyboard alone; found from home and the footer (issue 33). Four real messages in all: the
 * API allows ten per sender and hour.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface CapturedMessage {
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
}

/** Waits for the forwarded message that holds `marker` in the dev mailbox (the job runs in the background). */
async function mailWith(marker: string): Promise<CapturedMessage> {
  let found: CapturedMessage | undefined;
  await expect
    .poll(
      async () => {
        const answer = (await fetch(`${baseUrl()}/index.php/dev/messages`).then((r) => r.json())) as {
          data: CapturedMessage[];
        };
        found = answer.data.find((message) => message.text.includes(marker));
        return found !== undefined;
      },
      { interval: 500 },
    )
    .toBe(true);
  return found as CapturedMessage;
}

async function signInAsCitizen(page: Page, redirect: string) {
  await page.goto(`/index.php/app/login?redirect=${encodeURIComponent(redirect)}`);
  await page.waitForURL('**/idp-interaction/**');
  await page.getByRole('button', { name: 'Aanmelden met eID: Jan Peeters' }).click();
  await page.waitForURL(`**${redirect}`);
}

/** A citizen without a stored choice gets the consent dialog (spec §2): essential cookies only. */
async function acceptEssential(page: Page) {
  await page.getByTestId('cookie-essential').click();
  await page.getByTestId('cookie-dialog').waitFor({ state: 'hidden' });
}

async function openPrivacyContact(page: Page) {
  await page.getByTestId('privacy-page').locator('h1').waitFor();
  await page.locator('#privacy-12 summary').click();
  await page.getByTestId('contact-button-privacy').click();
  await page.getByTestId('contact-acknowledge').click();
  await page.getByTestId('contact-form').waitFor();
}

describe('contact dialog', () => {
  it('sends a message prefilled from the session, and it arrives in the dev mailbox', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsCitizen(page, '/app/nl/privacy');
    await acceptEssential(page);
    await openPrivacyContact(page);

    const email = page.getByTestId('contact-email-input');
    await expect.poll(() => email.inputValue()).not.toBe('');
    expect(await page.getByTestId('contact-email-confirmation-input').inputValue()).toBe(
      await email.inputValue(),
    );
    expect(await page.getByTestId('contact-lastname-input').inputValue()).toBe('Peeters');
    expect(await page.getByTestId('contact-firstname-input').inputValue()).toBe('Jan');

    const marker = `privacy-question-${Date.now()}`;
    await page.getByTestId('contact-body-input').fill(`Welke gegevens bewaart u over mij? ${marker}`);
    expect(await page.getByTestId('contact-body').getByTestId('character-count').textContent()).toMatch(
      /^Nog \d+ tekens over\.$/,
    );
    await page.getByTestId('contact-consent-input').check();
    await page.getByTestId('contact-send').click();

    // Success closes the dialog and shows the notice at the top right.
    await page.getByTestId('contact-dialog').waitFor({ state: 'hidden' });
    const notice = page.locator('.notifications__top [data-testid="notification"]');
    await notice.waitFor();
    expect(await notice.getAttribute('data-type')).toBe('positive');
    const box = await notice.boundingBox();
    expect(box?.y).toBeLessThan(100);

    const mail = await mailWith(marker);
    // The mailbox reads Dutch (CONTACT_MAILBOX_LANGUAGE's default).
    expect(mail.subject).toBe('[Police-on-web] Privacy en persoonsgegevens: Jan Peeters');
    expect(mail.text).toContain('Taal van de afzender: Nederlands');
    expect(mail.text).toMatch(/Ontvangen: \d\d\/\d\d\/\d{4} \d\d:\d\d \(Belgische tijd\)/);
    await context.close();
  });

  it('tries again when the API fails twice, then succeeds', async () => {
    const context = await newContext(browser, { locale: 'fr-BE' });
    const page = await context.newPage();
    let tries = 0;
    await page.route('**/index.php/api/v1/contact/**', async (route) => {
      tries += 1;
      if (tries <= 2)
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { key: 'error_occured' } }),
        });
      else await route.continue();
    });
    await page.goto('/app/fr/privacy');
    await acceptEssential(page);
    await openPrivacyContact(page);
    await page.getByTestId('contact-email-input').fill('marie.dubois@example.be');
    await page.getByTestId('contact-email-confirmation-input').fill('marie.dubois@example.be');
    await page.getByTestId('contact-lastname-input').fill('Dubois');
    await page.getByTestId('contact-firstname-input').fill('Marie');
    const marker = `retry-${Date.now()}`;
    await page.getByTestId('contact-body-input').fill(`Question après deux échecs. ${marker}`);
    await page.getByTestId('contact-consent-input').check();
    await page.getByTestId('contact-send').click();

    await expect.poll(() => page.getByTestId('contact-status').textContent()).toContain('Nous réessayons');
    await page.getByTestId('contact-dialog').waitFor({ state: 'hidden' });
    expect(tries).toBe(3);
    await page.locator('.notifications__top [data-testid="notification"]').waitFor();
    const mail = await mailWith(marker);
    expect(mail.text).toContain('Taal van de afzender: Frans');
    await context.close();
  });

  it('is completed with the keyboard alone', async () => {
    const context = await newContext(browser, { locale: 'de-BE' });
    const page = await context.newPage();
    await page.goto('/app/de/accessibility');
    await acceptEssential(page);
    await page.getByTestId('accessibility-page').locator('h1').waitFor();
    const keys = page.keyboard;

    /** Tabs until the element with `testId` has focus. */
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 80; i += 1) {
        if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId))
          return;
        await keys.press('Tab');
      }
      throw new Error(`${testId} not reached with Tab`);
    };

    await tabTo('expand-all');
    await keys.press('Enter');
    await tabTo('contact-button-accessibility');
    await keys.press('Enter');
    // The acknowledgement button has focus when the dialog opens.
    await page.getByTestId('contact-purpose').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'contact-acknowledge',
    );
    await keys.press('Enter');
    await page.getByTestId('contact-form').waitFor();
    // Focus moves to the form's first line, read out; Tab goes on to the first field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'contact-intro',
    );
    await keys.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'contact-email-input',
    );
    const marker = `keyboard-${Date.now()}`;
    await keys.type('lena.schmitz@example.be');
    await keys.press('Tab');
    await keys.type('lena.schmitz@example.be');
    await keys.press('Tab');
    await keys.type('Schmitz');
    await keys.press('Tab');
    await keys.type('Lena');
    await keys.press('Tab');
    await keys.type(`Der Kontrast der Schaltflächen ist für mich zu schwach. ${marker}`);
    await keys.press('Tab');
    await keys.press('Space');
    expect(await page.getByTestId('contact-consent-input').isChecked()).toBe(true);
    await tabTo('contact-send');
    await keys.press('Enter');
    await page.getByTestId('contact-dialog').waitFor({ state: 'hidden' });
    // The browser gives focus back to the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('contact-button-accessibility');
    await expectNoAxeViolations(page);
    const mail = await mailWith(marker);
    expect(mail.subject).toContain('Toegankelijkheid');
    await context.close();
  });
});

/** The contact questionnaire answered up to its form: not urgent, no fact to report, a question about the site. */
async function answerUpToTheForm(page: Page) {
  await page.getByTestId('contact-question-1-no').check();
  await page.getByTestId('contact-question-2-no').check();
  await page.getByTestId('contact-question-3-yes').check();
  await page.getByTestId('questionnaire-contact-form').click();
  await page.getByTestId('contact-acknowledge').click();
  await page.getByTestId('contact-form').waitFor();
}

/** The FAQ opened at its contact question, which holds the questionnaire. */
async function atTheContactQuestion(page: Page) {
  await page.getByTestId('faq-page').waitFor();
  await expect
    .poll(() => page.locator('#faq-contact').evaluate((details) => (details as HTMLDetailsElement).open))
    .toBe(true);
}

describe('the contact form found from home and from every page’s footer (issue 33), on a phone', () => {
  it.each([
    ['nl', 'Contact opnemen', 'Veelgestelde vragen', 'Contact'],
    ['fr', 'Nous contacter', 'Questions fréquentes', 'Contact'],
    ['de', 'Kontakt aufnehmen', 'Häufige Fragen', 'Kontakt'],
  ])('%s', async (locale, homeLink, faqLink, footerLink) => {
    const context = await newContext(browser, { locale: `${locale}-BE`, viewport: PHONE_375 });
    const page = await context.newPage();
    await gotoInteractive(page, `/app/${locale}/home`);
    await acceptEssential(page);
    await page.getByTestId('help-tiles').getByRole('link', { name: homeLink }).click();
    await atTheContactQuestion(page);
    await answerUpToTheForm(page);

    await gotoInteractive(page, `/app/${locale}/disclaimer`);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: faqLink, exact: true }).click();
    await page.getByTestId('faq-page').waitFor();
    await footer.getByRole('link', { name: footerLink, exact: true }).click();
    await atTheContactQuestion(page);
    await answerUpToTheForm(page);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('acknowledges a message sent from a German page in German, and forwards it in the mailbox’s Dutch', async () => {
    const context = await newContext(browser, { locale: 'de-BE', viewport: PHONE_375 });
    const page = await context.newPage();
    await gotoInteractive(page, '/app/de/accessibility');
    await acceptEssential(page);
    await page.getByTestId('footer-contact').click();
    await atTheContactQuestion(page);
    await answerUpToTheForm(page);
    const email = `lukas.schmitz.${Date.now()}@example.be`;
    await page.getByTestId('contact-email-input').fill(email);
    await page.getByTestId('contact-email-confirmation-input').fill(email);
    await page.getByTestId('contact-lastname-input').fill('Schmitz');
    await page.getByTestId('contact-firstname-input').fill('Lukas');
    const marker = `eupen-${Date.now()}`;
    await page
      .getByTestId('contact-body-input')
      .fill(`Wo finde ich die Zusammenfassung meiner Anzeige? ${marker}`);
    await page.getByTestId('contact-consent-input').check();
    await page.getByTestId('contact-send').click();
    await page.getByTestId('contact-dialog').waitFor({ state: 'hidden' });

    const forwarded = await mailWith(marker);
    expect(forwarded.subject).toBe('[Police-on-web] Vraag over Police-on-web: Lukas Schmitz');
    expect(forwarded.text).toContain('Taal van de afzender: Duits');
    let acknowledgement: CapturedMessage | undefined;
    await expect
      .poll(async () => {
        const answer = (await fetch(`${baseUrl()}/index.php/dev/messages`).then((r) => r.json())) as {
          data: CapturedMessage[];
        };
        acknowledgement = answer.data.find((message) => message.recipient === email);
        return acknowledgement !== undefined;
      })
      .toBe(true);
    expect(acknowledgement?.subject).toBe('Police-on-web: Wir haben Ihre Nachricht erhalten');
    expect(acknowledgement?.text).toContain('(Grund: Frage zu Police-on-web)');
    await context.close();
  });
});
