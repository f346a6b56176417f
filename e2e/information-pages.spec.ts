import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalLinks, QUICK_EXIT_PAGE } from '../apps/web/src/shared/external-links.ts';
import { expectNoAxeViolations, gotoInteractive, launchBrowser, newContext } from './support/browser.ts';

/**
 * The information and legal pages of issue 8 (spec §2) against the started product: each in nl, fr and
 * de with its h1 and its sections, axe-core with every section open (closed <details> hide their
 * content from axe), at 320 px without sideways scrolling; the NCII toggle, the two anchors, the popups.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOCALES = ['nl', 'fr', 'de'] as const;

interface PageCheck {
  readonly path: string;
  readonly testId: string;
  /** Expandable sections (details) the page must have; undefined for pages without. */
  readonly sections?: number;
  /** Numbered subsection headings the page must have. */
  readonly subsections?: readonly string[];
  /** A start page before a form has no feedback section (issue 21). */
  readonly withoutFeedback?: true;
}

const PAGES: readonly PageCheck[] = [
  { path: 'sexual-violence', testId: 'sexual-violence-page' },
  { path: 'NCII', testId: 'ncii-page' },
  { path: 'faq', testId: 'faq-page', sections: 15 },
  {
    path: 'privacy',
    testId: 'privacy-page',
    sections: 13,
    subsections: ['5.1', '5.2', '5.3', '9.1', '9.2', '12.1', '12.2'],
  },
  { path: 'disclaimer', testId: 'disclaimer-page', sections: 12 },
  { path: 'accessibility', testId: 'accessibility-page', sections: 7 },
  { path: 'cookies', testId: 'cookies-page', sections: 8 },
  { path: 'person/start', testId: 'person-start', withoutFeedback: true },
];

async function open(page: Page, path: string, testId: string) {
  await gotoInteractive(page, path);
  await page.getByTestId(testId).locator('h1').waitFor();
}

/** A fresh visitor who chose essential cookies, so the consent dialog does not cover the page. */
async function visitor(viewport = { width: 1280, height: 900 }) {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await page.goto('/app/nl/home');
  await page.getByTestId('cookie-essential').click();
  return { context, page };
}

async function expandAll(page: Page) {
  const button = page.getByTestId('expand-all');
  if ((await button.count()) > 0) await button.click();
}

describe.each(LOCALES)('information pages in %s', (locale) => {
  it('renders every page with its h1, its sections and the feedback form', async () => {
    const { context, page } = await visitor();
    for (const check of PAGES) {
      await open(page, `/app/${locale}/${check.path}`, check.testId);
      expect(await page.locator('h1').count(), check.path).toBe(1);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      expect((await page.title()).endsWith('| Police-on-web'), check.path).toBe(true);
      if (check.sections !== undefined)
        expect(await page.locator('main details.expandable').count(), check.path).toBe(check.sections);
      for (const number of check.subsections ?? []) {
        expect(
          await page.locator('h3', { hasText: new RegExp(`^${number.replace('.', '\\.')} `) }).count(),
        ).toBe(1);
      }
      if (check.withoutFeedback) expect(await page.getByTestId('feedback').count()).toBe(0);
      else await page.getByTestId('feedback').waitFor();
    }
    // The person form's start page leads to the form, which asks to sign in.
    await open(page, `/app/${locale}/person/start`, 'person-start');
    expect(await page.getByTestId('person-start-facts').locator('li').count()).toBe(8);
    expect(await page.getByTestId('person-start-begin').getAttribute('href')).toBe(`/app/${locale}/person`);
    await context.close();
  });

  // axe once per page and language (the structure is shared; German words are the longest, so 320 px
  // is checked in fr and de, the desktop in nl); no sideways scrolling at 320 px in every language.
  it('finds no axe-core violation on any page with every section open, and nothing wider than 320 px', async () => {
    const viewports = [
      { width: 320, height: 640, axe: locale !== 'nl' },
      ...(locale === 'nl' ? [{ width: 1280, height: 900, axe: true }] : []),
    ];
    for (const { axe, ...viewport } of viewports) {
      const { context, page } = await visitor(viewport);
      for (const check of PAGES) {
        await open(page, `/app/${locale}/${check.path}`, check.testId);
        await expandAll(page);
        if (!check.withoutFeedback) await page.getByTestId('feedback').waitFor();
        if (axe) await expectNoAxeViolations(page);
        // WCAG 1.4.10: reflow without sideways scrolling.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${check.path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  });
});

/** Every page that links outside the portal. */
const LINKING_PAGES = [
  ...PAGES.map((check) => check.path),
  'theft-and-degradation',
  'alarms-and-cameras',
  'home-surveillance',
  'phishing/questionnaire',
];

describe('links to other sites', () => {
  it.each(LOCALES)(
    'in %s go to the addresses of the list, in that language where the owner has one (issue 21)',
    async (locale) => {
      const listed = new Set([...Object.values(externalLinks).map((link) => link(locale)), QUICK_EXIT_PAGE]);
      const { context, page } = await visitor();
      const unlisted: string[] = [];
      for (const path of LINKING_PAGES) {
        await page.goto(`/app/${locale}/${path}`);
        await page.locator('main h1').waitFor();
        const links = await page
          .locator('a[href^="http"], a[href^="mailto:"]')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
        for (const href of links) {
          const address = href.replace(/^mailto:/, '');
          if (!address.startsWith(new URL(page.url()).origin) && !listed.has(address))
            unlisted.push(`${path}: ${href}`);
        }
      }
      expect(unlisted).toEqual([]);
      await context.close();
    },
  );
});

describe('information page behaviour', () => {
  // In German, the longest texts; the dialogs are the same in every language.
  it('finds no axe-core violation with the contact dialog, its form and the zone popup open', async () => {
    const { context, page } = await visitor();
    await open(page, '/app/de/privacy', 'privacy-page');
    await expandAll(page);
    await page.getByTestId('contact-button-privacy').click();
    await page.getByTestId('contact-purpose').waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('contact-acknowledge').click();
    await page.getByTestId('contact-form').waitFor();
    await expectNoAxeViolations(page);
    // Every error shown at once.
    await page.getByTestId('contact-send').click();
    await expect
      .poll(() => page.getByTestId('contact-consent').locator('.field__error').textContent())
      .not.toBe('');
    await expectNoAxeViolations(page);
    await page.getByTestId('contact-cancel').click();

    await page.getByTestId('find-zone').click();
    await page.getByTestId('police-zone-dialog').waitFor();
    await page.getByTestId('zone-picture').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('NCII starts on the adult help; the toggle shows the under-18 help with its warning', async () => {
    const { context, page } = await visitor();
    await open(page, '/app/fr/NCII', 'ncii-page');
    expect(await page.getByTestId('ncii-age-adult').isChecked()).toBe(true);
    expect(await page.getByTestId('ncii-victim-phone').getAttribute('href')).toBe('tel:080012800');
    await page.getByTestId('ncii-adult').waitFor();
    expect(await page.getByTestId('ncii-minor').count()).toBe(0);
    await page.getByTestId('ncii-age-minor').check();
    await page.getByTestId('ncii-minor-warning').waitFor();
    expect(await page.getByTestId('ncii-minor').locator('a[href="tel:116000"]').count()).toBe(1);
    expect(await page.getByTestId('ncii-adult').count()).toBe(0);
    await expectNoAxeViolations(page);
    // Breadcrumb back to the sexual-violences page.
    await page.locator('nav.breadcrumbs a[href="/app/fr/sexual-violences"]:visible').first().click();
    await page.getByTestId('sexual-violences-page').waitFor();
    await context.close();
  });

  it('opens section 8 of the cookies page from the #cookie-settings anchor', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/app/de/cookies#cookie-settings', 'cookies-page');
    await expect
      .poll(() => page.locator('#cookie-settings').evaluate((d) => (d as HTMLDetailsElement).open))
      .toBe(true);
    const toggle = page.getByTestId('functional-cookies-switch');
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    // Without the anchor the settings stay closed.
    await open(page, '/app/de/cookies', 'cookies-page');
    expect(await page.locator('#cookie-settings').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(
      false,
    );
    await context.close();
  });

  it('opens the type-of-fact question from the FAQ anchor, on arrival and on a hash change', async () => {
    const { context, page } = await visitor();
    const question = page.locator('#faq-type-of-declarations');
    const isOpen = () => question.evaluate((d) => (d as HTMLDetailsElement).open);
    await open(page, '/app/nl/faq#faq-type-of-declarations', 'faq-page');
    await expect.poll(isOpen).toBe(true);

    await open(page, '/app/nl/faq', 'faq-page');
    expect(await isOpen()).toBe(false);
    await page.evaluate(() => {
      window.location.hash = 'faq-type-of-declarations';
    });
    await expect.poll(isOpen).toBe(true);
    await context.close();
  });

  it('runs the contact questionnaire from the FAQ and finds a police zone by postcode', async () => {
    const { context, page } = await visitor();
    await open(page, '/app/nl/faq', 'faq-page');
    await page.locator('#faq-contact summary').click();
    await page.getByTestId('contact-question-1-no').check();
    await page.getByTestId('contact-question-2-yes').check();
    await page.getByTestId('questionnaire-answer').waitFor();
    expect(await page.getByTestId('contact-question-3').count()).toBe(0);
    await page.getByTestId('questionnaire-local-police').click();
    await page.getByTestId('police-zone-dialog').waitFor();
    await page.getByTestId('zone-postcode-input').fill('2000');
    await page.getByTestId('zone-search-button').click();
    const result = page.getByTestId('zone-results');
    await result.waitFor();
    expect(await result.textContent()).toContain('Antwerpen');
    await page.keyboard.press('Escape');
    await page.getByTestId('questionnaire-restart').click();
    expect(await page.getByTestId('questionnaire-answer').count()).toBe(0);
    await context.close();
  });

  it('takes feedback on a page and thanks for it', async () => {
    const { context, page } = await visitor();
    await open(page, '/app/fr/disclaimer', 'disclaimer-page');
    const feedback = page.getByTestId('feedback');
    await feedback.waitFor();
    expect(await feedback.getByRole('radio', { name: '1 étoile' }).count()).toBe(1);
    expect(await feedback.getByRole('radio', { name: '2 étoiles' }).count()).toBe(1);
    await feedback.getByTestId('feedback-star-4').check();
    await feedback.getByTestId('feedback-text-input').fill('Clair et lisible.');
    await feedback.getByTestId('feedback-acknowledge-input').check();
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/feedback'));
    await feedback.getByTestId('feedback-send').click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ page: '/fr/disclaimer', rating: 4 });
    await page.getByTestId('feedback-thanks').waitFor();
    await context.close();
  });
});
