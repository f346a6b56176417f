import { randomUUID } from 'node:crypto';
import { EXAMPLES } from '@pow/domain/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../bench/support.ts';
import { baseUrl, launchBrowser, newContext } from './support/browser.ts';
import { cumulativeShift, describeShifts, SLOW_PHONE, shiftsOf, slowDown } from './support/layout-shift.ts';
import { JAN_PEETERS, LUKAS_SCHMITZ, MARIE_DUBOIS } from './support/wizard.ts';

/**
 * Issue 19: no route moves what is already on screen while it loads. Each route is opened cold (empty
 * cache) on a phone-sized screen with the network and CPU slowed as Lighthouse's mobile run does, its
 * layout shifts recorded from the document's start until the page is settled (its test id shown, the
 * network idle, a short pause); their sum must stay within 0.02 (Core Web Vitals: 0.1 is the limit of
 * good). A layout measure, not a timing one, hence part of `npm test`.
 *
 * Which languages: every route once, the languages taking turns down the list, and each wizard (the
 * pages that load the most in steps: code, texts, the session's identity) in all three. Every route in
 * all three languages takes about 5 minutes on two cores; a shift comes from the order in which parts
 * arrive, which the language does not change, only the lengths of the texts do, which the rotation and
 * the wizards in every language cover.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOCALES = ['nl', 'fr', 'de'] as const;
type Locale = (typeof LOCALES)[number];
/** A fixture citizen of the language: the session's own language, as people would use it. */
const CITIZEN: Record<Locale, string> = { nl: JAN_PEETERS, fr: MARIE_DUBOIS, de: LUKAS_SCHMITZ };
const OFFICER = 'inspector.claes';

/** A declaration of each language's citizen, for the page of one's own declaration (issue 17). */
const owned: Partial<Record<Locale, string>> = {};
beforeAll(async () => {
  for (const locale of LOCALES) {
    const added = await fetch(`${baseUrl()}/index.php/api/v1/information/add`, {
      method: 'POST',
      headers: {
        cookie: await sessionCookie(baseUrl(), CITIZEN[locale]),
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(EXAMPLES.phishing),
    });
    owned[locale] = ((await added.json()) as { data: { guid: string } }).data.guid;
  }
});

const MAX_SHIFT = 0.02;

interface Route {
  readonly path: string;
  /** The test id of what the route shows once loaded (a redirect's target for one that sends on). */
  readonly ready: string;
  readonly as?: 'citizen' | 'officer';
}

const WIZARDS: readonly Route[] = [
  { path: 'person', ready: 'person-wizard', as: 'citizen' },
  { path: 'phishing', ready: 'phishing-wizard', as: 'citizen' },
  { path: 'degradation', ready: 'degradation-wizard', as: 'citizen' },
  { path: 'phishing', ready: 'police-phishing-wizard', as: 'officer' },
];

const OTHER_ROUTES: readonly Route[] = [
  { path: 'home', ready: 'home-page' },
  { path: 'home', ready: 'home-page', as: 'citizen' },
  { path: 'degradation/graffiti', ready: 'degradation-wizard', as: 'citizen' },
  // Without a passed pilot check the cable form sends the citizen to the check first.
  { path: 'degradation/cable', ready: 'cable-questionnaire-page', as: 'citizen' },
  { path: 'phishing/questionnaire', ready: 'phishing-questionnaire-page' },
  { path: 'degradation/questionnaire', ready: 'degradation-questionnaire-page' },
  { path: 'degradation/cable/questionnaire', ready: 'cable-questionnaire-page', as: 'citizen' },
  { path: 'sexual-violences', ready: 'sexual-violences-page' },
  { path: 'sexual-violence', ready: 'sexual-violence-page' },
  { path: 'NCII', ready: 'ncii-page' },
  { path: 'theft-and-degradation', ready: 'theft-and-degradation-page' },
  { path: 'alarms-and-cameras', ready: 'alarms-and-cameras-page' },
  { path: 'home-surveillance', ready: 'home-surveillance-page' },
  { path: 'faq', ready: 'faq-page' },
  { path: 'privacy', ready: 'privacy-page' },
  { path: 'disclaimer', ready: 'disclaimer-page' },
  { path: 'accessibility', ready: 'accessibility-page', as: 'citizen' },
  { path: 'cookies', ready: 'cookies-page' },
  { path: 'success/phishing?register=2026-0001-000001', ready: 'success-page', as: 'citizen' },
  { path: 'error', ready: 'no-rights' },
  { path: 'logged', ready: 'logged-page' },
  { path: 'refreshed', ready: 'refreshed-page' },
  { path: 'my-declarations', ready: 'my-declarations', as: 'citizen' },
  // {own}: a declaration of the citizen signed in, filed before the run.
  { path: 'my-declarations/{own}', ready: 'my-declaration', as: 'citizen' },
  { path: 'no-such-page', ready: 'not-found' },
];

const CASES: readonly { route: Route; locale: Locale }[] = [
  ...WIZARDS.flatMap((route) => LOCALES.map((locale) => ({ route, locale }))),
  ...OTHER_ROUTES.map((route, index) => ({ route, locale: LOCALES[index % LOCALES.length] as Locale })),
];

/** Opens the route cold on the slowed phone, signed in as asked; the layout shifts until it settles. */
async function shiftsWhileLoading(route: Route, locale: Locale) {
  const context = await newContext(browser, { locale: `${locale}-BE`, viewport: SLOW_PHONE });
  try {
    if (route.as) {
      // Signed in outside the page, so that only the route's own load is measured.
      const officer = route.as === 'officer';
      const cookie = await sessionCookie(baseUrl(), officer ? OFFICER : CITIZEN[locale], officer);
      const at = cookie.indexOf('=');
      await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl() }]);
    }
    const page = await slowDown(context);
    await page.goto(`/app/${locale}/${route.path.replace('{own}', owned[locale] ?? '')}`);
    await page.getByTestId(route.ready).waitFor();
    await page.waitForLoadState('networkidle');
    // A last render after the network went quiet (a list's answer, the texts' re-render) is counted too.
    // A measurement window, not a wait for a state: no further shift only shows over time, and a slow
    // machine can at most leave a late shift outside it, never fail the test.
    await page.waitForTimeout(300);
    return await shiftsOf(page);
  } finally {
    await context.close();
  }
}

describe('layout shift while a route loads on a slowed phone (issue 19)', () => {
  for (const { route, locale } of CASES) {
    const who = route.as ? `, ${route.as}` : '';
    it(`/app/${locale}/${route.path}${who} ≤ ${MAX_SHIFT}`, async () => {
      const shifts = await shiftsWhileLoading(route, locale);
      const total = cumulativeShift(shifts);
      console.log(`layout shift ${total.toFixed(4)} /app/${locale}/${route.path}${who}`);
      expect(total, describeShifts(shifts)).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});
