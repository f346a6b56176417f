import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (url: string) => new URL(url).pathname;

describe('routing and languages', () => {
  it('sends /app to /app/home in Dutch', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app');
    await page.waitForURL('**/app/home');
    // The address changes before home's page is drawn in its place.
    await page.getByTestId('home-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welkom op Police-on-web');
    expect(await page.title()).toBe('Startpagina | Police-on-web');
    await context.close();
  });

  it('keeps the locale of the path when redirecting from the root', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/de');
    await page.waitForURL('**/app/de/home');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen bei Police-on-web');
    await context.close();
  });

  it('shows /app/fr/home in French with <html lang="fr">', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/fr/home');
    await page.getByTestId('home-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bienvenue sur Police-on-web');
    expect(await page.getByTestId('call-112').getAttribute('href')).toBe('tel:112');
    expect(await page.getByTestId('call-101').getAttribute('href')).toBe('tel:101');
    await context.close();
  });

  it('shows the not-found page for an unknown path, with a way back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The page says it, and so does the answer's status (issue 33).
    const answer = await page.goto('/app/nl/does-not-exist');
    expect(answer?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pagina niet gevonden');
    await page.getByTestId('cookie-essential').click();
    await page.getByTestId('not-found-home').click();
    await page.getByTestId('home-page').waitFor();
    await context.close();
  });

  it('falls back to the default language for an unknown locale segment', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/app/xx/home');
    await page.locator('h1').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await context.close();
  });

  it('keeps the page when the language is switched', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/nl/theft-and-degradation');
    await page.getByTestId('cookie-essential').click();
    await page.getByTestId('language-fr').click();
    await page.waitForURL('**/app/fr/theft-and-degradation');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByTestId('language-fr').getAttribute('aria-current')).toBe('true');
    await page.getByTestId('language-de').click();
    await page.waitForURL('**/app/de/theft-and-degradation');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
  });
});

describe('cookie consent', () => {
  it('asks once, then remembers the choice for 180 days', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/nl/home');
    const dialog = page.getByRole('dialog', { name: 'Cookies op Police-on-web' });
    await dialog.waitFor();
    await page.getByTestId('cookie-essential').click();
    await dialog.waitFor({ state: 'hidden' });
    const consent = (await context.cookies()).find((c) => c.name === 'pow_cookies');
    expect(consent?.value).toBe('essential');
    expect(consent?.path).toBe('/');
    const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180);

    await page.goto('/app/nl/sexual-violences');
    await page.locator('h1').waitFor();
    expect(await page.getByTestId('cookie-dialog').isVisible()).toBe(false);
    await context.close();
  });

  it('stores the chosen language only once functional cookies are allowed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/fr/home');
    await page.getByTestId('cookie-essential').click();
    expect((await context.cookies()).some((c) => c.name === 'pow_locale')).toBe(false);
    await page.goto('/app/de/home');
    await page.getByTestId('home-page').waitFor();
    expect((await context.cookies()).some((c) => c.name === 'pow_locale')).toBe(false);

    const other = await newContext(browser);
    const second = await other.newPage();
    await second.goto('/app/de/home');
    await second.getByTestId('cookie-all').click();
    await expect
      .poll(async () => (await other.cookies()).find((c) => c.name === 'pow_locale')?.value)
      .toBe('de');
    // Back on the bare path, the stored language wins over the browser's (nl-BE).
    await second.goto('/app/home');
    await second.getByTestId('home-page').waitFor();
    expect(await second.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
    await other.close();
  });

  it('never shows the dialog on the cookies page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/nl/cookies');
    await page.getByTestId('cookies-page').waitFor();
    expect(await page.getByTestId('cookie-dialog').isVisible()).toBe(false);
    expect(pathOf(page.url())).toBe('/app/nl/cookies');
    await context.close();
  });
});
