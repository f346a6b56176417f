import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PrerenderedRoute,
  prepaintedRoutes,
  prerenderedRoutes,
} from '../apps/web/src/app/prerendered-routes.ts';
import { baseUrl, launchBrowser, newContext } from './support/browser.ts';

/**
 * The public pages sent drawn (docs/decisions/032): without any script, each prerendered route in nl,
 * fr and de shows the heading and text the app itself draws for it; with script, the page is taken
 * over (hydrated) without a console error and without React drawing it again, and still navigates.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = prerenderedRoutes();

/** The h1 and the whole text of the page (breadcrumbs, sections closed or open: the <details> text counts). */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const drawn = document.querySelector('main .page');
    return {
      lang: document.documentElement.lang,
      heading: drawn?.querySelector('h1')?.textContent ?? '',
      text: drawn?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    };
  });

describe('prerendered pages without JavaScript', () => {
  it('lists every public page in the three languages', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(3 * 14);
    expect(new Set(ROUTES.map((route) => route.locale))).toEqual(new Set(['nl', 'fr', 'de']));
  });

  describe('each route with the heading and main text the app draws, in its language', () => {
    let withoutScript: BrowserContext;
    let withScript: BrowserContext;
    let served: Page;
    let drawn: Page;
    /** The app's own drawing: the empty shell (what every other /app address gets), rendered by script. */
    let shell: string;
    beforeAll(async () => {
      withoutScript = await newContext(browser, { javaScriptEnabled: false });
      withScript = await newContext(browser);
      served = await withoutScript.newPage();
      drawn = await withScript.newPage();
      shell = await (await fetch(`${baseUrl()}/app/nl/no-such-page`)).text();
    });
    afterAll(async () => {
      await withoutScript?.close();
      await withScript?.close();
    });

    it('has the shell to compare with', () => {
      expect(shell).toContain('<div id="root">');
      expect(shell).not.toContain('data-prerendered');
    });

    it.each(ROUTES)('$url', async ({ locale, url }) => {
      await served.goto(url);
      const html = await pageText(served);
      expect(html.lang).toBe(locale);
      expect(html.heading).not.toBe('');
      expect(await served.title()).toMatch(/^.+ \| Police-on-web$/);

      await drawn.route(`**${url}`, (route) => route.fulfill({ body: shell, contentType: 'text/html' }));
      await drawn.goto(url);
      await drawn.locator('main .page:not(.page--loading) h1').waitFor();
      // Parts with texts of their own (the FAQ's contact questions) come after the heading.
      await drawn.waitForLoadState('networkidle');
      expect(html).toEqual(await pageText(drawn));
      expect(html.text.length).toBeGreaterThan(html.heading.length + 100);
    });
  });

  it('switches language and follows links as plain links', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      // The language's landing address (the header's home link) leads to home on the server.
      await page.goto('/app/nl/');
      expect(new URL(page.url()).pathname).toBe('/app/nl/home');
      expect(await page.locator('main noscript').count()).toBe(1);
      await page.getByTestId('language-fr').click();
      await page.waitForURL('**/app/fr/home');
      expect((await pageText(page)).lang).toBe('fr');
      await page.locator('footer a[href="/app/fr/privacy"]').click();
      await page.waitForURL('**/app/fr/privacy');
      expect((await pageText(page)).heading).not.toBe('');
      await page.locator('header a.header__product').click();
      await page.waitForURL('**/app/fr/home');
      expect((await pageText(page)).heading).not.toBe('');
    } finally {
      await context.close();
    }
  });
});

describe('prerendered pages with JavaScript', () => {
  it.each(ROUTES.filter((route) => route.locale !== 'de' || route.url.endsWith('/home')))(
    '$url hydrates without a console error and keeps the server’s nodes',
    async ({ url }) => {
      const context = await newContext(browser);
      try {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        // The heading as parsed, before any script ran: hydration must keep this very node.
        await page.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState === 'interactive')
              Object.assign(window, { parsedHeading: document.querySelector('main h1') });
          });
        });
        // The session is asked once the page's parts have hydrated (a context change before would redraw them).
        const answered = page.waitForResponse((response) => response.url().includes('/v1/session/get'));
        // Every chunk the hydration needs is announced by the page itself (script or modulepreload),
        // so none waits for the entry to ask for it.
        const loaded: string[] = [];
        let asked = false;
        // Its stylesheet is inline, the union of every drawn page's: no chunk's CSS comes a second time.
        const styles: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/v1/session/get')) asked = true;
          else if (!asked && /\/app\/assets\/.+\.js$/.test(request.url()))
            loaded.push(new URL(request.url()).pathname);
          if (/\/app\/assets\/.+\.css$/.test(request.url())) styles.push(new URL(request.url()).pathname);
        });
        const served = await (await fetch(new URL(url, baseUrl()))).text();
        const announced = [
          ...served.matchAll(
            /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g,
          ),
        ].map(([, href]) => href);
        await page.goto(url, { waitUntil: 'networkidle' });
        await answered;
        expect(loaded.length).toBeGreaterThan(0);
        expect(loaded.filter((file) => !announced.includes(file))).toEqual([]);
        const kept = await page.evaluate(
          () => (window as { parsedHeading?: Element }).parsedHeading === document.querySelector('main h1'),
        );
        expect(kept, 'the heading was drawn again, not hydrated').toBe(true);
        // The page painted before any of its scripts was asked for (the boot script waits for the frame).
        const [painted, firstScript] = await page.evaluate(() => [
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => /\/app\/assets\/.+\.js$/.test(entry.name))
              .map((entry) => entry.startTime),
          ),
        ]);
        expect(painted).toBeLessThan(firstScript!);
        expect(styles).toEqual([]);
        expect(problems).toEqual([]);

        // Still the app: a link opens the next page without loading a document.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        if (await page.getByTestId('cookie-dialog').isVisible())
          await page.getByTestId('cookie-essential').click();
        const next = url.endsWith('/disclaimer') ? 'privacy' : 'disclaimer';
        await page.locator(`footer a[href$="/${next}"]`).click();
        await page.getByTestId(`${next}-page`).waitFor();
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('a prerendered page whose HTML arrives in parts', () => {
  const PAUSE_MS = 600;
  let relay: Server;
  let relayUrl: string;
  beforeAll(async () => {
    // Between the browser and the product: the page is sent cut inside the header's language links,
    // the rest after a pause, as a slow mobile network may deliver it; everything else passes through.
    relay = createServer(async (request, response) => {
      const answer = await fetch(new URL(request.url ?? '/', baseUrl()));
      const body = await answer.text();
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
      const cut = body.indexOf('class="languages__link"');
      if (!request.url?.endsWith('/questionnaire') || cut < 0) return response.end(body);
      response.write(body.slice(0, cut));
      // The slow network itself, not a wait of the test: a busy machine only lengthens the pause.
      await sleep(PAUSE_MS);
      response.end(body.slice(cut));
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve())));

  it('is painted only once whole: nothing on screen moves when the rest arrives (issue 19)', async () => {
    const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${relayUrl}/app/fr/phishing/questionnaire`);
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const [painted, shifts] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        (window as unknown as { shifts: number[] }).shifts,
      ]);
      expect(painted).toBeGreaterThanOrEqual(PAUSE_MS);
      expect(shifts).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * A form's first view sent drawn to a signed-in person (decision 037): read without script, then
 * replaced by the app's own drawing of the page, which alone can be used.
 */
describe('forms’ first views', () => {
  const FIRST_VIEWS = prepaintedRoutes();
  const USER_TYPES = ['citizen', 'policeman'] as const;
  const LOGIN = {
    citizen: '/index.php/app/login?login_hint=85073003328',
    policeman: '/index.php/app/police/login?login_hint=inspector.claes',
  };
  /** Per user type, a context signed in without script and one with. */
  const contexts = new Map<string, { withoutScript: BrowserContext; withScript: BrowserContext }>();
  beforeAll(async () => {
    for (const userType of USER_TYPES) {
      const withoutScript = await newContext(browser, { javaScriptEnabled: false });
      const withScript = await newContext(browser);
      for (const context of [withoutScript, withScript])
        expect((await context.request.get(LOGIN[userType])).ok()).toBe(true);
      contexts.set(userType, { withoutScript, withScript });
    }
  });
  afterAll(async () => {
    for (const { withoutScript, withScript } of contexts.values()) {
      await withoutScript.close();
      await withScript.close();
    }
  });

  /** The page's heading and what follows it, the step open and the number of steps. */
  const firstView = (page: Page) =>
    page.evaluate(() => ({
      lang: document.documentElement.lang,
      heading: document.querySelector('main h1')?.textContent ?? '',
      lead: document.querySelector('main h1')?.nextElementSibling?.textContent ?? '',
      open: document.querySelector('.stepper__step--open .stepper__title')?.textContent ?? '',
      steps: document.querySelectorAll('.stepper__step').length,
    }));

  it('draws every form for whom files it, in the three languages', () => {
    expect(FIRST_VIEWS.length).toBeGreaterThanOrEqual(3 * 5);
    expect(new Set(FIRST_VIEWS.map((route) => route.signedIn))).toEqual(new Set(USER_TYPES));
  });

  /** Without script: the view drawn at build time, as the browser shows it. */
  const served = async (route: PrerenderedRoute) => {
    const page = await contexts.get(route.signedIn ?? '')!.withoutScript.newPage();
    try {
      await page.goto(route.url);
      expect(await page.locator('#root[data-prepainted][inert]').count()).toBe(1);
      expect(await page.locator('main noscript').count()).toBe(1);
      return await firstView(page);
    } finally {
      await page.close();
    }
  };

  it.each(FIRST_VIEWS)('$url ($signedIn) reads without script', async (route) => {
    const drawn = await served(route);
    expect(drawn.lang).toBe(route.locale);
    expect(drawn.heading).not.toBe('');
    expect(drawn.lead.length).toBeGreaterThan(40);
    expect(drawn.steps).toBeGreaterThan(4);
  });

  // Each form once, in a language of its own: the app's drawing replaces the view, the same at first sight.
  const forms = [...new Set(FIRST_VIEWS.map((route) => `${route.signedIn} ${route.url.slice(8)}`))];
  const replaced = forms.map((form, index) => {
    const locale = (['nl', 'fr', 'de'] as const)[index % 3];
    return FIRST_VIEWS.find(
      (route) => route.locale === locale && `${route.signedIn} ${route.url.slice(8)}` === form,
    )!;
  });
  it.each(replaced)('$url ($signedIn) is replaced by the app’s own page', async (route) => {
    const drawn = await served(route);
    const page = await contexts.get(route.signedIn ?? '')!.withScript.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(route.url);
    // One root, live, with the step's own fields and buttons (the app's test ids: the drawn view has none).
    await page.locator('#root:not([data-prepainted]) .stepper__panel [data-testid]').first().waitFor();
    expect(await page.locator('body > div').count()).toBe(1);
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await firstView(page)).toEqual(drawn);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('gives the focus to the cookie dialog the app opened behind the view, as on any page', async () => {
    // A first visit: signed in, no choice of cookies yet, so the app opens its dialog while hidden.
    const context = await newContext(browser, { locale: 'fr-BE' });
    try {
      expect((await context.request.get(LOGIN.citizen)).ok()).toBe(true);
      const page = await context.newPage();
      await page.goto('/app/fr/phishing');
      await page.locator('#root:not([data-prepainted]) [data-testid="cookie-dialog"][open]').waitFor();
      // Past the deadline, the assertion below says where the focus is.
      await page.waitForFunction(() => document.activeElement !== document.body).catch(() => undefined);
      expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.dataset.testid)).toBe(
        'cookie-dialog',
      );
      // The keyboard then chooses, as on any other page.
      await page.keyboard.press('Enter');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
