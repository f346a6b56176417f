import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';

/**
 * The three pre-checks against the started product (spec §2, issues 5 and 6; decisions 010 and 011):
 * every outcome of the phishing and the degradation questionnaire in the browser, across nl, fr and de;
 * the cable-damage pilot with a municipality of a pilot zone (Gent, zone 5415 of the default
 * CABLE_PILOT_ZONES) and one outside it (Eupen); axe-core on every outcome; a keyboard-only run; 320 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Locale = 'nl' | 'fr' | 'de';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 320, height: 640 };
const BCP47: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

/** A fresh visitor on `path`, with essential cookies chosen so the consent dialog does not cover the page. */
async function visit(locale: Locale, path: string, testId: string, viewport = DESKTOP) {
  const context = await newContext(browser, { locale: BCP47[locale], viewport });
  const page = await context.newPage();
  await page.goto(`/app/${locale}/${path}`);
  await page.getByTestId('cookie-essential').click();
  await page.getByTestId('cookie-dialog').waitFor({ state: 'hidden' });
  await page.getByTestId(testId).locator('h1').waitFor();
  return { context, page };
}

/** Answers the questions in order, each once it has appeared. */
async function answer(page: Page, prefix: string, answers: readonly boolean[]) {
  for (const [index, yes] of answers.entries())
    await page.getByTestId(`${prefix}-${index + 1}-${yes ? 'yes' : 'no'}`).check();
}

/** The outcome shown, once it is there; its heading has focus. */
async function outcomeOf(page: Page, testId: string): Promise<string | null> {
  const outcome = page.getByTestId(testId);
  await outcome.waitFor();
  await expect
    .poll(() =>
      page.evaluate(
        (id) => document.activeElement === document.querySelector(`[data-testid="${id}"] h2`),
        testId,
      ),
    )
    .toBe(true);
  return outcome.getAttribute('data-outcome');
}

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** No sideways scrolling (WCAG 1.4.10). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('phishing questionnaire', () => {
  const cases: readonly {
    locale: Locale;
    answers: boolean[];
    procedure: string;
    action?: { testId: string; href: string };
    report: string;
  }[] = [
    {
      locale: 'nl',
      answers: [true, true],
      procedure: 'procedure1',
      action: { testId: 'phishing-outcome-declaration', href: '/app/nl/phishing' },
      report: 'verdacht@safeonweb.be',
    },
    { locale: 'fr', answers: [false, true], procedure: 'procedure2', report: 'suspect@safeonweb.be' },
    {
      locale: 'de',
      answers: [true, false, false],
      procedure: 'procedure3',
      action: { testId: 'phishing-outcome-person', href: '/app/de/person' },
      report: 'suspekt@safeonweb.be',
    },
    {
      locale: 'nl',
      answers: [false, false],
      procedure: 'procedure4',
      action: { testId: 'phishing-outcome-safeonweb', href: 'https://safeonweb.be/nl' },
      report: 'verdacht@safeonweb.be',
    },
    {
      locale: 'fr',
      answers: [true, false, true],
      procedure: 'procedure5',
      action: {
        testId: 'phishing-outcome-consumer',
        href: 'https://pointdecontact.belgique.be/meldpunt/fr/bienvenue',
      },
      report: 'suspect@safeonweb.be',
    },
  ];

  it.each(cases)(
    '$locale: $answers gives $procedure, axe-clean',
    async ({ locale, answers, procedure, action, report }) => {
      const { context, page } = await visit(locale, 'phishing/questionnaire', 'phishing-questionnaire-page');
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      await answer(page, 'phishing-question', answers);
      expect(await outcomeOf(page, 'phishing-outcome')).toBe(procedure);
      if (action) expect(await page.getByTestId(action.testId).getAttribute('href')).toBe(action.href);
      else expect(await page.getByTestId('phishing-outcome').locator('.button-row').count()).toBe(0);
      expect(await page.getByTestId('phishing-outcome-report').locator('a').getAttribute('href')).toBe(
        `mailto:${report}`,
      );
      await expectNoAxeViolations(page);
      await context.close();
    },
  );

  it('takes a visitor from the declaration outcome to sign-in for the phishing form', async () => {
    const { context, page } = await visit('nl', 'phishing/questionnaire', 'phishing-questionnaire-page');
    await answer(page, 'phishing-question', [true, true]);
    await page.getByTestId('phishing-outcome-declaration').click();
    // /phishing needs a citizen session: the browser leaves for the sign-in of the test provider.
    await page.waitForURL('**/idp-interaction/**');
    await context.close();
  });

  it('works at 320 px wide, without sideways scrolling, and restarts', async () => {
    const { context, page } = await visit(
      'nl',
      'phishing/questionnaire',
      'phishing-questionnaire-page',
      PHONE,
    );
    await answer(page, 'phishing-question', [true, false, true]);
    expect(await outcomeOf(page, 'phishing-outcome')).toBe('procedure5');
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await page.getByTestId('phishing-questionnaire-restart').click();
    await page.getByTestId('phishing-outcome').waitFor({ state: 'detached' });
    expect(await page.getByTestId('phishing-question-2').count()).toBe(0);
    expect(await focused(page)).toBe('phishing-question-1-yes');
    await context.close();
  });
});

describe('degradation questionnaire', () => {
  const cases: readonly { locale: Locale; answers: boolean[]; outcome: string }[] = [
    { locale: 'de', answers: [false], outcome: 'foreign' },
    { locale: 'nl', answers: [true, false, false, true], outcome: 'emergency' },
    { locale: 'fr', answers: [true, false, false, false, false, false, true], outcome: 'fast-process' },
    { locale: 'nl', answers: [true, false, false, false, false, false, false], outcome: 'online' },
  ];

  it.each(cases)('$locale: $answers gives $outcome, axe-clean', async ({ locale, answers, outcome }) => {
    const { context, page } = await visit(
      locale,
      'degradation/questionnaire',
      'degradation-questionnaire-page',
    );
    await answer(page, 'degradation-question', answers);
    expect(await outcomeOf(page, 'degradation-outcome')).toBe(outcome);
    // The questions stop at the one that decided.
    expect(await page.locator('[data-testid^="degradation-question-"][data-question]').count()).toBe(
      answers.length,
    );
    if (outcome === 'emergency' || outcome === 'fast-process')
      expect(await page.getByTestId('degradation-outcome-call-101').getAttribute('href')).toBe('tel:101');
    if (outcome === 'online') {
      const href = (testId: string) => page.getByTestId(testId).locator('a').getAttribute('href');
      expect(await href('degradation-outcome-graffiti')).toBe(`/app/${locale}/degradation/graffiti`);
      expect(await href('degradation-outcome-various')).toBe(`/app/${locale}/degradation`);
    }
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('gives 101 for yes to each of questions 2 to 6', async () => {
    const { context, page } = await visit(
      'fr',
      'degradation/questionnaire',
      'degradation-questionnaire-page',
    );
    for (let question = 2; question <= 6; question += 1) {
      await page.getByTestId('degradation-question-1-yes').check();
      for (let before = 2; before < question; before += 1)
        await page.getByTestId(`degradation-question-${before}-no`).check();
      await page.getByTestId(`degradation-question-${question}-yes`).check();
      expect(await outcomeOf(page, 'degradation-outcome'), `question ${question}`).toBe('emergency');
      await page.getByTestId('degradation-questionnaire-restart').click();
      await page.getByTestId('degradation-outcome').waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('is answered with the keyboard alone, and leads on to the cable pilot check', async () => {
    const { context, page } = await visit(
      'fr',
      'degradation/questionnaire',
      'degradation-questionnaire-page',
    );
    const keys = page.keyboard;
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 40; i += 1) {
        if ((await focused(page)) === testId) return;
        await keys.press('Tab');
      }
      throw new Error(`${testId} not reached with Tab`);
    };

    // Question 1: Space chooses 'yes'. Each next question is the next Tab stop; ArrowDown chooses 'no'.
    await tabTo('degradation-question-1-yes');
    await keys.press('Space');
    for (let question = 2; question <= 7; question += 1) {
      await keys.press('Tab');
      expect(await focused(page)).toBe(`degradation-question-${question}-yes`);
      await keys.press('ArrowDown');
      expect(await page.getByTestId(`degradation-question-${question}-no`).isChecked()).toBe(true);
    }
    expect(await outcomeOf(page, 'degradation-outcome')).toBe('online');
    // From the outcome's heading, Tab reaches the three forms in order.
    await keys.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('graffitis');
    await keys.press('Tab');
    await keys.press('Tab');
    await keys.press('Enter');
    await page.waitForURL('**/app/fr/degradation/cable/questionnaire');
    await page.getByTestId('cable-questionnaire-page').locator('h1').waitFor();

    await tabTo('cable-municipality-input');
    await keys.type('9000');
    await page.getByTestId('cable-municipality-listbox').getByRole('option').first().waitFor();
    await keys.press('ArrowDown');
    await keys.press('Enter');
    expect(await page.getByTestId('cable-municipality-input').inputValue()).toMatch(/^9000 /);
    await keys.press('Enter');
    expect(await outcomeOf(page, 'cable-outcome')).toBe('allowed');
    await keys.press('Tab');
    expect(await focused(page)).toBe('cable-outcome-form');
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('cable-damage pilot check', () => {
  it('opens the form for Gent, a municipality of a pilot zone', async () => {
    const { context, page } = await visit(
      'nl',
      'degradation/cable/questionnaire',
      'cable-questionnaire-page',
    );
    expect(await page.getByTestId('cable-enterprise-only').textContent()).toContain(
      'Alleen voor ondernemingen',
    );
    await expectNoAxeViolations(page);
    const request = page.waitForRequest('**/index.php/api/v1/questionnaire/degradation_cable');
    await page.getByTestId('cable-municipality-input').fill('9000');
    await page.getByRole('option', { name: '9000 Gent' }).click();
    await page.getByTestId('cable-check').click();
    expect((await request).postDataJSON()).toEqual({ municipality: '44021' });
    expect(await outcomeOf(page, 'cable-outcome')).toBe('allowed');
    expect(await page.getByTestId('cable-outcome-form').getAttribute('href')).toBe(
      '/app/nl/degradation/cable',
    );
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('refuses Eupen, outside the pilot, and points to the local police', async () => {
    const { context, page } = await visit(
      'de',
      'degradation/cable/questionnaire',
      'cable-questionnaire-page',
    );
    await page.getByTestId('cable-municipality-input').fill('4700');
    await page.getByRole('option', { name: /^4700 Eupen/ }).click();
    await page.getByTestId('cable-check').click();
    expect(await outcomeOf(page, 'cable-outcome')).toBe('refused');
    expect(await page.getByTestId('cable-outcome').textContent()).toContain('Pilotprojekt');
    expect(await page.getByTestId('cable-outcome-form').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByTestId('cable-outcome-zone').click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('shows the generic error when the check fails, at 320 px', async () => {
    const { context, page } = await visit(
      'fr',
      'degradation/cable/questionnaire',
      'cable-questionnaire-page',
      PHONE,
    );
    await page.route('**/index.php/api/v1/questionnaire/degradation_cable', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"key":"error_occured"}}',
      }),
    );
    await page.getByTestId('cable-check').click();
    // Without a municipality nothing is sent: the field says it is required.
    await expect
      .poll(() => page.getByTestId('cable-municipality-input').getAttribute('aria-invalid'))
      .toBe('true');
    await page.getByTestId('cable-municipality-input').fill('1000');
    await page.getByRole('option').first().click();
    await page.getByTestId('cable-check').click();
    expect(await outcomeOf(page, 'cable-outcome')).toBe('failed');
    expect(await page.getByTestId('cable-outcome').textContent()).toContain('problème technique');
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
