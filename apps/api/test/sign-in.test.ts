import type { SessionAnswer } from '@pow/contracts';
import { SESSION_COOKIE } from '@pow/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer = { data: SessionAnswer };
const SESSION_GET = '/index.php/api/v1/session/get';

const setCookieFor = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

describe.each(BACKENDS)('sign-in and sessions on %s', (backend) => {
  let running: RunningPortal;

  beforeAll(async () => {
    running = await startPortal(backend);
  });
  afterAll(async () => {
    await running?.close();
  });

  const signIn = async (browser: Browser, start: string) => {
    const { hops } = await browser.follow(start);
    return hops;
  };

  it('answers result false without a session', async () => {
    const browser = new Browser(running.url);
    expect((await browser.json<Answer>(SESSION_GET)).body).toEqual({ data: { result: false } });
  });

  it('signs a fixture citizen in through the provider with login_hint and sets a safe cookie', async () => {
    const browser = new Browser(running.url);
    const started = Date.now();
    const start = await browser.fetch(
      '/index.php/app/login?redirect=/app/fr/phishing&login_hint=85073003328',
    );
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.pathname).toBe('/idp/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('login_hint')).toBe('85073003328');

    const { hops, response } = await browser.follow(authorize.href);
    expect(hops.at(-1)).toBe('/app/fr/phishing');
    const cookie = setCookieFor(response, SESSION_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=7200/);
    expect(cookie).not.toMatch(/Secure/i);

    const { body } = await browser.json<Answer>(SESSION_GET);
    expect(body.data).toMatchObject({
      result: true,
      usertype: 'citizen',
      version: expect.any(String),
      info: {
        first_name: 'Jan',
        last_name: 'Peeters',
        email: 'jan.peeters@example.be',
        language: 'nl',
        rrn: '85073003328',
      },
    });
    if (!body.data.result) throw new Error('no session');
    // The public handle is not the secret of the cookie.
    expect(cookie).not.toContain(body.data.session);
    // Two hours from the sign-in, which began at `started` and ended by now, however long it took.
    const expiresAt = Date.parse(body.data.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(started + 120 * 60 * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 120 * 60 * 1000);
  });

  it('lands a person who asked for no page on their own page, in their own language', async () => {
    const leroy = await signIn(
      new Browser(running.url),
      '/index.php/app/police/login?login_hint=inspectrice.leroy',
    );
    expect(leroy.at(-1)).toBe('/app/fr/phishing');
    const claes = await signIn(
      new Browser(running.url),
      '/index.php/app/police/login?login_hint=inspector.claes',
    );
    expect(claes.at(-1)).toBe('/app/nl/phishing');
    const lukas = await signIn(new Browser(running.url), '/index.php/app/login?login_hint=01110508784');
    expect(lukas.at(-1)).toBe('/app/de/home');
    // A language asked is kept.
    const asked = await signIn(
      new Browser(running.url),
      '/index.php/app/login?login_hint=01110508784&lang=nl',
    );
    expect(asked.at(-1)).toBe('/app/nl/home');
    // An officer signing in again after a timeout, in a new window, ends on the confirmation (issue 21).
    const again = await signIn(
      new Browser(running.url),
      '/index.php/app/police/login?login_hint=inspector.claes&redirect=%2Fapp%2Fnl%2Flogged',
    );
    expect(again.at(-1)).toBe('/app/nl/logged');
  });

  it('signs an officer in on the police side and lands on the officer route set', async () => {
    const browser = new Browser(running.url);
    const hops = await signIn(browser, '/index.php/app/police/login?login_hint=inspectrice.leroy&lang=fr');
    expect(hops.at(-1)).toBe('/app/fr/phishing');
    const { body } = await browser.json<Answer>(SESSION_GET);
    expect(body.data).toMatchObject({
      result: true,
      usertype: 'policeman',
      info: { first_name: 'Julie', last_name: 'Leroy', language: 'fr', matricule: '68421' },
    });
  });

  it('never signs an officer in through the citizen client, nor a citizen through the police one', async () => {
    const browser = new Browser(running.url);
    const { hops, response } = await browser.follow('/index.php/app/login?login_hint=inspector.claes');
    // No hint match: the picker page is shown instead of a silent sign-in.
    expect(hops.at(-1)).toMatch(/^\/idp-interaction\//);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Jan Peeters');
    expect(page).not.toContain('Tom Claes');
  });

  it('shows the picker in the language asked and signs in by choosing a person', async () => {
    const browser = new Browser(running.url);
    const { hops, response } = await browser.follow('/index.php/app/login?redirect=/app/de/home');
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Mit itsme anmelden');
    const action = /action="(\/idp-interaction\/[^"]+\/login)"/.exec(page)![1]!;
    const chosen = await browser.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=01110508784&method=itsme',
    });
    expect(hops.length).toBeGreaterThan(0);
    expect(chosen.hops.at(-1)).toBe('/app/de/home');
    const { body } = await browser.json<Answer>(SESSION_GET);
    expect(body.data).toMatchObject({ result: true, info: { first_name: 'Lukas', language: 'de' } });
  });

  it('brings a person who cancels back with signin_cancelled and no session', async () => {
    const browser = new Browser(running.url);
    const { response } = await browser.follow('/index.php/app/login?redirect=/app/fr/phishing');
    const page = await response.text();
    const abort = /action="(\/idp-interaction\/[^"]+\/abort)"/.exec(page)![1]!;
    const { hops } = await browser.follow(abort, { method: 'POST' });
    expect(hops.at(-1)).toBe('/app/fr/phishing?signin=signin_cancelled');
    expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
  });

  it('refuses a redirect outside /app', async () => {
    for (const redirect of ['https://evil.example/app', '//evil.example/app', '/index.php/dev/messages']) {
      const browser = new Browser(running.url);
      const hops = await signIn(
        browser,
        `/index.php/app/login?login_hint=92031412451&redirect=${encodeURIComponent(redirect)}`,
      );
      // Refused, the redirect is as if none was asked: Marie Dubois's own home page, in French.
      expect(hops.at(-1)).toBe('/app/fr/home');
      expect(hops.some((hop) => hop.includes('evil'))).toBe(false);
    }
  });

  it('refuses a callback whose state does not belong to this browser (login CSRF)', async () => {
    const attacker = new Browser(running.url);
    const start = await attacker.fetch('/index.php/app/login?login_hint=85073003328');
    const authorize = new URL(start.headers.get('location')!);
    let hop = await attacker.fetch(authorize.href);
    while (!hop.headers.get('location')!.includes('/login/callback')) {
      hop = await attacker.fetch(hop.headers.get('location')!);
    }
    const victim = new Browser(running.url);
    const { hops } = await victim.follow(hop.headers.get('location')!);
    expect(hops.at(-1)).toBe('/app/nl/home?signin=signin_failed');
    expect((await victim.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
  });

  const sessionSecret = async (browser: Browser) =>
    (await browser.jar.getCookies(running.url)).find((c) => c.key === SESSION_COOKIE)?.value;
  const signedInBrowser = async () => {
    const browser = new Browser(running.url);
    await signIn(browser, '/index.php/app/login?login_hint=85073003328');
    return browser;
  };
  const postLogout = (browser: Browser, headers: Record<string, string>, lang = 'fr') =>
    browser.fetch('/index.php/app/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ lang }).toString(),
    });

  it("signs out with the frame's same-origin POST, destroying the session server-side", async () => {
    const browser = await signedInBrowser();
    const secret = await sessionSecret(browser);
    const logout = await postLogout(browser, { 'sec-fetch-site': 'same-origin', origin: running.url });
    expect(logout.status).toBe(303);
    // The page that says the person is signed out (issue 33), not a silent redirect home.
    expect(logout.headers.get('location')).toBe('/app/fr/signed-out');
    expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
    // The old secret, replayed, opens nothing.
    const replay = await fetch(`${running.url}${SESSION_GET}`, {
      headers: { cookie: `${SESSION_COOKIE}=${secret}` },
    });
    expect(await replay.json()).toEqual({ data: { result: false } });
  });

  it('signs out with a bare POST, without a body (found by the contract fuzzer)', async () => {
    const browser = await signedInBrowser();
    const logout = await browser.fetch('/index.php/app/logout', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('location')).toBe('/app/nl/signed-out');
    expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
  });

  it('sends a signed-out officer to the page that offers the officers’ sign-in again', async () => {
    const browser = new Browser(running.url);
    await signIn(browser, '/index.php/app/police/login?login_hint=inspector.claes');
    const logout = await postLogout(browser, { 'sec-fetch-site': 'same-origin' }, 'nl');
    expect(logout.status).toBe(303);
    expect(logout.headers.get('location')).toBe('/app/nl/signed-out?police=1');
    expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
  });

  it.each([
    ['typed in the address bar', { 'sec-fetch-site': 'none' }],
    ['started on a portal page', { 'sec-fetch-site': 'same-origin' }],
    ['from a browser that does not say', {}],
  ])('signs out on the spec GET navigation %s', async (_how, headers) => {
    const browser = await signedInBrowser();
    const logout = await browser.fetch('/index.php/app/logout?lang=fr', { headers });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/app/fr/signed-out');
    expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
  });

  it.each(['cross-site', 'same-site'])('only asks to confirm a GET sign-out that comes %s', async (site) => {
    const browser = await signedInBrowser();
    const page = await browser.fetch('/index.php/app/logout?lang=de', {
      headers: { 'sec-fetch-site': site },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Von Police-on-web abmelden?</h1>');
    expect(html).toMatch(
      /<form method="post" action="\/index.php\/app\/logout"><input type="hidden" name="lang" value="de"><button type="submit">Abmelden<\/button><\/form>/,
    );
    expect(html).toContain('href="/app/de/home"');
    expect(page.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(true);
    // Its stylesheet is served under the same address, as the CSP asks.
    const css = await browser.fetch('/index.php/app/logout/page.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);

    // The page's button, pressed on the portal, signs out.
    const confirmed = await postLogout(browser, { 'sec-fetch-site': 'same-origin' }, 'de');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/app/de/signed-out');
    expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
  });

  it('asks in the language of the session when the link names none', async () => {
    const browser = new Browser(running.url);
    await signIn(browser, '/index.php/app/login?login_hint=92031412451');
    const page = await browser.fetch('/index.php/app/logout', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Se déconnecter');
  });

  it('only asks to confirm a POST sign-out sent by another site', async () => {
    const browser = await signedInBrowser();
    const fromElsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of fromElsewhere) {
      const answer = await postLogout(browser, headers, 'nl');
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<h1>Afmelden bij Police-on-web?</h1>');
      expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(true);
    }
  });

  it('sends a person without a session, from wherever, to the home page', async () => {
    const browser = new Browser(running.url);
    const logout = await browser.fetch('/index.php/app/logout?lang=nl', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/app/nl/home');
  });

  it('refuses a tampered session id and clears it', async () => {
    const browser = new Browser(running.url);
    await signIn(browser, '/index.php/app/login?login_hint=85073003328');
    const secret = (await browser.jar.getCookies(running.url)).find((c) => c.key === SESSION_COOKIE)!.value;
    const tampered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const response = await fetch(`${running.url}${SESSION_GET}`, {
      headers: { cookie: `${SESSION_COOKIE}=${tampered}` },
    });
    expect(await response.json()).toEqual({ data: { result: false } });
    expect(setCookieFor(response, SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('refuses an expired session, renews a live one', async () => {
    const browser = new Browser(running.url);
    await signIn(browser, '/index.php/app/login?login_hint=04022916265');
    const before = (await browser.json<Answer>(SESSION_GET)).body.data;
    if (!before.result) throw new Error('no session');
    await running.portal.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 minute' where public_id = ${before.session}`,
    );
    const asked = Date.now();
    const renewed = (await browser.json<Answer>('/index.php/api/v1/session/refresh', { method: 'POST' })).body
      .data;
    if (!renewed.result) throw new Error('not renewed');
    // A new two hours from the renewal, however long the answer took.
    expect(Date.parse(renewed.expires_at)).toBeGreaterThanOrEqual(asked + 120 * 60 * 1000);

    await running.portal.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where public_id = ${before.session}`,
    );
    expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
    expect(
      (await browser.json<Answer>('/index.php/api/v1/session/refresh', { method: 'POST' })).body.data.result,
    ).toBe(false);
  });

  it('gives a new session id at each sign-in', async () => {
    const browser = new Browser(running.url);
    await signIn(browser, '/index.php/app/login?login_hint=85073003328');
    const first = (await browser.jar.getCookies(running.url)).find((c) => c.key === SESSION_COOKIE)!.value;
    await signIn(browser, '/index.php/app/login?login_hint=85073003328');
    const second = (await browser.jar.getCookies(running.url)).find((c) => c.key === SESSION_COOKIE)!.value;
    expect(second).not.toBe(first);
    const old = await fetch(`${running.url}${SESSION_GET}`, {
      headers: { cookie: `${SESSION_COOKIE}=${first}` },
    });
    expect(await old.json()).toEqual({ data: { result: false } });
  });

  // The test provider's errors need no portal of their own: this one's, once (the backend plays no part).
  describe.runIf(backend === 'pglite')('provider errors on the test provider', () => {
    it('turns an error answer of the provider into signin_failed, never a stack trace', async () => {
      const browser = new Browser(running.url);
      const start = await browser.fetch('/index.php/app/login?redirect=/app/nl/person');
      const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
      const { hops } = await browser.follow(
        `/index.php/app/login/callback?state=${state}&error=server_error`,
      );
      expect(hops.at(-1)).toBe('/app/nl/person?signin=signin_failed');
    });

    it('turns a forged code into signin_failed', async () => {
      const browser = new Browser(running.url);
      const start = await browser.fetch('/index.php/app/login?redirect=/app/nl/person');
      const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
      const { hops } = await browser.follow(
        `/index.php/app/login/callback?state=${state}&code=forged&iss=${encodeURIComponent(`${running.url}/idp`)}`,
      );
      expect(hops.at(-1)).toBe('/app/nl/person?signin=signin_failed');
      expect((await browser.json<Answer>(SESSION_GET)).body.data.result).toBe(false);
    });
  });
});

describe('behind an HTTPS proxy', () => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal('pglite', { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('marks the session cookie Secure', async () => {
    const browser = new Browser(running.url);
    let response = await browser.fetch('/index.php/app/login?login_hint=85073003328');
    while (!response.headers.get('location')!.includes('/login/callback')) {
      response = await browser.fetch(response.headers.get('location')!);
    }
    // Only the last hop comes through the TLS-terminating proxy; that is where the cookie is set.
    response = await browser.fetch(response.headers.get('location')!, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(setCookieFor(response, SESSION_COOKIE)).toMatch(/; Secure/i);
  });
});

describe('with real providers configured', () => {
  let running: RunningPortal;
  beforeAll(async () => {
    // Port 9 (discard) answers nothing: the providers are configured but unreachable.
    running = await startPortal('pglite', {
      OIDC_ISSUER: 'http://127.0.0.1:9/fas',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'secret',
      POLICE_OIDC_ISSUER: 'http://127.0.0.1:9/police',
      POLICE_OIDC_CLIENT_ID: 'portal',
      POLICE_OIDC_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('does not mount the built-in test provider', async () => {
    const response = await fetch(`${running.url}/idp/.well-known/openid-configuration`);
    expect(response.status).toBe(404);
    expect((await fetch(`${running.url}/idp-interaction/anything`)).status).toBe(404);
  });

  it('brings the person back with signin_failed when the provider cannot be reached', async () => {
    const browser = new Browser(running.url);
    for (const start of [
      '/index.php/app/login?redirect=/app/fr/phishing',
      '/index.php/app/police/login?lang=de',
    ]) {
      const response = await browser.fetch(start);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(
        /^\/app\/(fr\/phishing|de\/phishing)\?signin=signin_failed$/,
      );
    }
  });
});
