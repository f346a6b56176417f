import type { Browser, Page } from 'playwright-core';
import { newContext } from './browser.ts';

/** What the declaration wizards' browser tests share: people, screens, sign-in and step helpers. */

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 320, height: 640 };
/** A common phone, the width issue 33's journeys were tried at. */
export const PHONE_375 = { width: 375, height: 812 };

/** Fixture citizens (apps/api/seed/test-identities.json) and a person only in the registry. */
export const JAN_PEETERS = '85073003328';
export const MARIE_DUBOIS = '92031412451';
export const LUKAS_SCHMITZ = '01110508784';
export const EMMA_LAMBERT = '04022916265';
export const SOFIE_JANSSENS = '78122424677';

/** A real 1×1 PNG, so the server's content check sees an image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A citizen signed in through the test provider straight onto `route`, cookies answered; waits for
 * `readyTestId` (the form's stepper), whose chunk and texts arrive after the frame.
 */
export async function signedInCitizen(
  browser: Browser,
  options: { rrn: string; locale: string; route: string; readyTestId?: string; viewport?: typeof DESKTOP },
) {
  const { rrn, locale, route, readyTestId, viewport = DESKTOP } = options;
  const context = await newContext(browser, { locale: `${locale}-BE`, viewport });
  const page = await context.newPage();
  await page.goto(
    `/index.php/app/login?login_hint=${rrn}&redirect=${encodeURIComponent(`/app/${locale}/${route}`)}`,
  );
  await page.waitForURL(`**/app/${locale}/${route}`);
  await page.getByTestId('cookie-essential').click();
  if (readyTestId) await page.getByTestId(readyTestId).waitFor();
  return { context, page };
}

export const input = (page: Page, testId: string) => page.getByTestId(`${testId}-input`);
export const next = (page: Page) => page.getByTestId('wizard-next').click();
export const stepState = (page: Page, id: string) =>
  page.getByTestId(`step-${id}`).getAttribute('data-state');
export const focusedTestId = (page: Page) =>
  page.evaluate<string | null>('document.activeElement?.dataset?.testid ?? null');

/** Waits until the step with this id is the open one. */
export async function openStep(page: Page, id: string) {
  await page.locator(`[data-testid="step-${id}"] [aria-current="step"]`).waitFor();
}

/** How far the page scrolls sideways (WCAG 1.4.10 wants 0 at 320 px). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

/** Waits until the sent page's tracker says the declaration reached its zone. */
export async function waitForZone(page: Page) {
  await page.locator('[data-testid="status-tracker"][data-phase="zone"]').waitFor();
}

/**
 * Message keys shown instead of their text (a catalogue entry missing or misnamed): words joined by
 * '_' and '.', such as `error_403` or `steps.crime_type`, in what the page reads out. Empty when none.
 */
export async function rawKeysShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text.match(/\b[a-z][a-z0-9]*(?:[._][a-z0-9]+)*_[a-z0-9]+(?:[._][a-z0-9]+)*\b/g) ?? [];
}

/** The tab's draft of a form (pow_draft_<form>), as the wizard keeps it in sessionStorage. */
export async function readDraft(page: Page, form: string): Promise<Record<string, unknown>> {
  const text = await page.evaluate<string | null>(`sessionStorage.getItem('pow_draft_${form}')`);
  if (!text) throw new Error(`no draft of ${form} in this tab`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Puts a draft of a form in the tab, for the next load of the page to find. */
export async function writeDraft(page: Page, form: string, draft: unknown): Promise<void> {
  await page.evaluate(
    `sessionStorage.setItem('pow_draft_${form}', ${JSON.stringify(JSON.stringify(draft))})`,
  );
}
