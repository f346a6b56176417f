import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in through the OpenID Connect provider', () => {
  it('signs a citizen in by clicking on the provider page, then signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/fr/home');
    await page.getByTestId('cookie-essential').click();
    expect(await page.getByTestId('menu-logout').count()).toBe(0);

    await page.goto('/index.php/app/login?redirect=%2Fapp%2Ffr%2Fhome');
    await page.waitForURL('**/idp-interaction/**');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('button', { name: 'Se connecter avec itsme: Marie Dubois' }).click();

    await page.waitForURL('**/app/fr/home');
    const logout = page.getByTestId('menu-logout');
    await logout.waitFor();
    // A button posting to the portal, not a link another site could copy.
    expect(await logout.evaluate((button: HTMLButtonElement) => button.form?.method)).toBe('post');
    const session = (await context.cookies()).find((c) => c.name === 'pow_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    // Who is signed in, beside the way out (issue 33).
    expect(await page.getByTestId('menu-person').textContent()).toBe('Connecté en tant que Marie Dubois');
    // Seen whole beside the menu and the languages, not cut short.
    expect(
      await page.getByTestId('menu-person').evaluate((line) => line.scrollWidth - line.clientWidth),
    ).toBe(0);

    await page.getByTestId('menu-about').click();
    await expect.poll(() => page.getByTestId('about-version').textContent()).toContain('0.1.0');
    await page.keyboard.press('Escape');

    // Signed out: a page says so, then home without the menu's sign-out.
    await logout.click();
    await page.waitForURL('**/app/fr/signed-out');
    await page.getByRole('heading', { level: 1, name: 'Vous êtes déconnecté' }).waitFor();
    expect(await page.getByTestId('menu-person').count()).toBe(0);
    expect((await context.cookies()).some((c) => c.name === 'pow_session')).toBe(false);
    await expectNoAxeViolations(page);
    await page.getByTestId('signed-out-home').click();
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => page.getByTestId('menu-logout').count()).toBe(0);
    await context.close();
  });

  it('says the session ended when a signed-in tab finds it gone, instead of sending the person to sign in', async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/index.php/app/login?redirect=%2Fapp%2Fnl%2Fmy-declarations&login_hint=85073003328');
    await page.waitForURL('**/app/nl/my-declarations');
    expect(await page.getByTestId('menu-person').textContent()).toBe('Aangemeld als Jan Peeters');
    // The session ends elsewhere (its time is over, or another tab signed out): the cookie goes.
    await context.clearCookies({ name: 'pow_session' });
    await page.reload();
    await page.waitForURL(
      (url) => url.pathname === '/app/nl/signed-out' && url.searchParams.get('reason') === 'expired',
    );
    await page.getByRole('heading', { level: 1, name: 'Uw sessie is afgelopen' }).waitFor();
    expect(await page.getByTestId('signed-out-sign-in').getAttribute('href')).toBe(
      '/index.php/app/login?redirect=%2Fapp%2Fnl%2Fhome',
    );
    // Told once: the next protected page goes to the sign-in as for anyone without a session.
    await page.goto('/app/nl/my-declarations');
    await page.waitForURL('**/idp-interaction/**');
    await context.close();
  });

  it('asks to confirm a sign-out started from another site, and signs out with its button', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/index.php/app/login?redirect=%2Fapp%2Fde%2Fhome&login_hint=85073003328');
    await page.waitForURL('**/app/de/home');
    await page.getByTestId('menu-logout').waitFor();

    // Another site's link: the browser marks the navigation cross-site (a data: page is opaque).
    const portal = new URL(page.url()).origin;
    await page.goto(`data:text/html,<a href="${portal}/index.php/app/logout?lang=de">weg</a>`);
    await page.getByRole('link', { name: 'weg' }).click();
    await page.getByRole('heading', { level: 1, name: 'Von Police-on-web abmelden?' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect((await context.cookies()).some((c) => c.name === 'pow_session')).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL('**/app/de/signed-out');
    await page.getByRole('heading', { level: 1, name: 'Sie sind abgemeldet' }).waitFor();
    expect((await context.cookies()).some((c) => c.name === 'pow_session')).toBe(false);
    await context.close();
  });

  it('sends a citizen opening a form without a session to sign in, and back to that form', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/nl/phishing');
    await page.waitForURL('**/idp-interaction/**');
    await page.getByRole('button', { name: 'Aanmelden met eID: Jan Peeters' }).click();
    await page.waitForURL('**/app/nl/phishing');
    expect(new URL(page.url()).pathname).toBe('/app/nl/phishing');
    await context.close();
  });

  it('brings a person who cancels back with a message in their language', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/index.php/app/login?redirect=%2Fapp%2Fde%2Fhome');
    await page.getByRole('button', { name: 'Abbrechen und zurückkehren' }).click();
    await page.waitForURL('**/app/de/home**');
    const notice = page.getByTestId('notification');
    await notice.waitFor();
    expect(await notice.getAttribute('data-type')).toBe('negative');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('lands an officer on the officer route set', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/index.php/app/police/login');
    await page.getByRole('button', { name: 'Aanmelden: Tom Claes' }).click();
    await page.waitForURL('**/app/nl/phishing');
    await page.getByTestId('police-phishing-page').waitFor();
    expect(await page.getByTestId('officer-last-name').inputValue()).toBe('Claes');
    expect(await page.getByTestId('officer-first-name').inputValue()).toBe('Tom');
    expect(await page.getByTestId('officer-matricule').inputValue()).toBe('71234');
    expect(await page.getByTestId('officer-matricule').getAttribute('readonly')).not.toBeNull();
    // No cookie dialog for officers; a citizen form sends them through /loading back to their own.
    expect(await page.getByTestId('cookie-dialog').isVisible()).toBe(false);
    await page.goto('/app/nl/degradation');
    await page.waitForURL('**/app/nl/phishing');
    await page.getByTestId('police-phishing-page').waitFor();
    // The root leads an officer to the phishing page.
    await page.goto('/app');
    await page.waitForURL('**/app/phishing');
    await context.close();
  });
});
