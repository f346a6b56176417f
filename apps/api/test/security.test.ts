/**
 * OWASP ASVS 5.0 level-2 requirements that the other test files do not already prove (issue 9):
 * - V2 validation, anti-automation: fuzz.test.ts (generated requests), rate-limits.test.ts.
 * - V3 cookies and security headers: here; the session cookie's attributes in sign-in.test.ts.
 * - V3 CSRF: here (cross-site posts, wrong content types, 405); login CSRF (state) and sign-out from
 *   another site in sign-in.test.ts.
 * - V5 files: uploads.test.ts (types by content, safe names, download headers), attachment-scanning.test.ts (EICAR).
 * - V7 sessions: here (entropy, absolute timeout); rotation, idle timeout, logout in sign-in.test.ts.
 * - Access control: the matrix below; the browser's route decisions in packages/domain (decide-route.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { SessionStore } from '../src/session/session-store.ts';
import { Browser, CONTACT_MESSAGE, type RunningPortal, startPortal } from './portal-harness.ts';

const json = { 'content-type': 'application/json' };
const png = readFileSync(path.join(import.meta.dirname, 'fixtures', 'screenshot.png'));

async function signedIn(base: string, start: string): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow(start);
  return browser;
}

const keyOf = async (response: Response) =>
  ((await response.json()) as { error?: { key: string } }).error?.key;

// One portal for the file (the HTTPS case starts its own): each test works on data of its own.
let running: RunningPortal;
beforeAll(async () => {
  running = await startPortal('pglite');
});
afterAll(async () => {
  await running?.close();
});

describe('security requirements', () => {
  it('refuses cross-site requests that change something, and bodies of the wrong kind (V3 CSRF)', async () => {
    const visitor = new Browser(running.url);
    const contact = (headers: Record<string, string>, body: string) =>
      visitor.fetch('/index.php/api/v1/contact/accessibility', { method: 'POST', headers, body });
    const message = JSON.stringify(CONTACT_MESSAGE);
    // What another site can make a browser send: a simple form post, or a fetch marked cross-site.
    const form = await contact(
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      new URLSearchParams(CONTACT_MESSAGE as unknown as Record<string, string>).toString(),
    );
    expect(form.status).toBe(403);
    expect(await keyOf(form)).toBe('error_no_rights');
    expect((await contact({ ...json, 'sec-fetch-site': 'cross-site' }, message)).status).toBe(403);
    expect((await contact({ ...json, 'sec-fetch-site': 'same-site' }, message)).status).toBe(403);
    // A browser too old for Sec-Fetch-Site still sends Origin.
    expect((await contact({ ...json, origin: 'https://evil.example' }, message)).status).toBe(403);
    // The wrong kind of body, even from the portal's own page: JSON only (multipart for uploads).
    const plain = await contact({ 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }, message);
    expect(plain.status).toBe(415);
    expect(await keyOf(plain)).toBe('error_invalid_request');
    const data = new FormData();
    data.append('files', new Blob([png]), 'screenshot.png');
    expect(
      (await visitor.fetch('/index.php/api/v1/contact/accessibility', { method: 'POST', body: data })).status,
    ).toBe(415);
    // The portal's own page is answered.
    const own = await contact({ ...json, 'sec-fetch-site': 'same-origin', origin: running.url }, message);
    expect(own.status).toBe(200);
    // Reading is never refused for where it comes from.
    const read = await visitor.fetch('/index.php/api/v1/session/get', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });

  it('sends the security headers: CSP, nosniff, no framing, no referrer (V3)', async () => {
    const response = await fetch(`${running.url}/index.php/api/v1/session/get`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Older browsers read only X-Frame-Options: it must say no framing at all, as frame-ancestors does.
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // The embedded default is plain http: no HSTS there (see the HTTPS case below).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends an API answer the headers that act on it, and a page the whole set (decision 036)', async () => {
    const names = (response: Response) => [...response.headers.keys()].sort();
    for (const path of ['/index.php/api/v1/session/get', '/index.php/api/v1/nothing-here']) {
      const answer = await fetch(`${running.url}${path}`);
      // Nothing may load, run or frame in an answer; the headers for documents only are left out.
      expect(answer.headers.get('content-security-policy'), path).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(names(answer), path).not.toEqual(
        expect.arrayContaining(['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']),
      );
      expect(answer.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
    for (const path of ['/app/nl/phishing', '/index.php/api/docs/json', '/index.php/app/logout']) {
      const page = await fetch(`${running.url}${path}`, { redirect: 'manual' });
      expect(page.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(page.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(page.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('answers 405 with Allow to a method an API route does not take, 404 to an unknown path', async () => {
    const api = (path: string, method: string) => fetch(`${running.url}/index.php/api/${path}`, { method });
    const put = await api('v1/session/get', 'PUT');
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await keyOf(put)).toBe('error_invalid_request');
    const get = await api('v1/contact/accessibility', 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    // A route with a parameter: GET and DELETE of one upload.
    const patch = await api('v1/upload/0b4a6f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'PATCH');
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('DELETE, GET, HEAD');
    const unknown = await api('v1/nothing/here', 'GET');
    expect(unknown.status).toBe(404);
    expect(await keyOf(unknown)).toBe('error_404');
  });

  it('makes session ids of 256 random bits, never twice the same (V7)', async () => {
    const secrets = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const browser = await signedIn(running.url, '/index.php/app/login?login_hint=04022916265');
      const cookie = (await browser.jar.getCookies(running.url)).find((c) => c.key === SESSION_COOKIE)!;
      expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
      secrets.add(cookie.value);
    }
    expect(secrets.size).toBe(5);
  });

  it('ends a session 12 hours after sign-in, however often it is renewed (V7 absolute timeout)', async () => {
    const browser = await signedIn(running.url, '/index.php/app/login?login_hint=04022916265');
    const refresh = async () =>
      (
        await browser.json<{ data: { result: boolean; expires_at?: string } }>(
          '/index.php/api/v1/session/refresh',
          { method: 'POST' },
        )
      ).body.data;
    const session = (await browser.json<{ data: { session: string } }>('/index.php/api/v1/session/get')).body
      .data.session;
    const { db } = running.portal.database;
    const signedInAgo = (interval: string) =>
      db.execute(
        sql`update sessions set created_at = now() - ${interval}::interval, expires_at = now() + interval '1 minute' where public_id = ${session}`,
      );
    await signedInAgo('11 hours');
    const capped = await refresh();
    expect(capped.result).toBe(true);
    // One hour left of the twelve, not a new two: it ends twelve hours after its sign-in (read from the
    // database, so that no time the machine takes between the steps counts).
    const [signIn] = await db
      .select({ at: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.publicId, session));
    expect(Date.parse(capped.expires_at!)).toBe(signIn!.at.getTime() + 12 * 60 * 60 * 1000);
    await signedInAgo('12 hours 1 second');
    expect((await refresh()).result).toBe(false);
  });
});

describe('behind HTTPS', () => {
  it('sends HSTS and marks the session cookie Secure, even when the proxy is not trusted (V3)', async () => {
    // No TRUST_PROXY: every request arrives as plain HTTP from the TLS-terminating proxy.
    const https = await startPortal('pglite', { PUBLIC_URL: 'https://police-on-web.example' });
    try {
      // PUBLIC_URL is the proxy's address; the portal itself listens on a local port.
      const port = https.portal.app.server.address();
      const local = `http://127.0.0.1:${typeof port === 'object' && port ? port.port : 0}`;
      const answer = await fetch(`${local}/index.php/api/v1/session/get`);
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
      const { secret } = await new SessionStore(https.portal.database.db).create('citizen', {
        first_name: 'Jan',
        last_name: 'Peeters',
        email: 'jan.peeters@example.be',
        language: 'nl',
        rrn: '85073003328',
      });
      const renewed = await fetch(`${local}/index.php/api/v1/session/refresh`, {
        method: 'POST',
        headers: { cookie: `${SESSION_COOKIE}=${secret}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const cookie = renewed.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toMatch(/; Secure/i);
    } finally {
      await https.close();
    }
  });
});

describe('who may do what: every endpoint × anonymous, citizen, officer, another citizen', () => {
  let visitors: Record<'anonymous' | 'citizen' | 'officer' | 'other', Browser>;
  let citizensGuid: string;
  beforeAll(async () => {
    visitors = {
      anonymous: new Browser(running.url),
      citizen: await signedIn(running.url, '/index.php/app/login?login_hint=04022916265'),
      officer: await signedIn(running.url, '/index.php/app/police/login?login_hint=inspector.claes'),
      other: await signedIn(running.url, '/index.php/app/login?login_hint=92031412451'),
    };
    const added = await visitors.citizen.json<{ data: { guid: string } }>(
      '/index.php/api/v1/information/add',
      {
        method: 'POST',
        headers: { ...json, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(EXAMPLES.person),
      },
    );
    citizensGuid = added.body.data.guid;
  });

  const post = (body: unknown) => ({
    method: 'POST',
    headers: { ...json, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const upload = () => {
    const data = new FormData();
    data.append('files', new Blob([png]), `screenshot-${crypto.randomUUID()}.png`);
    return { method: 'POST', body: data };
  };

  // [endpoint, request, anonymous, citizen, officer, another citizen]
  const MATRIX: [string, () => RequestInit, number, number, number, number][] = [
    ['/index.php/api/v1/session/get', () => ({}), 200, 200, 200, 200],
    ['/index.php/api/v1/person/find', () => post({ rrn: '04022916265' }), 401, 200, 200, 401],
    ['/index.php/api/v1/organisation/find', () => post({ name: 'kabelnet' }), 401, 200, 200, 200],
    ['/index.php/api/v1/organisation/get', () => post({ number: '0712123421' }), 401, 200, 200, 200],
    ['/index.php/api/v1/information/add', () => post(EXAMPLES.person), 401, 200, 401, 200],
    ['/index.php/api/v1/information/add', () => post(EXAMPLES.phishing_officer), 401, 401, 200, 401],
    ['/index.php/api/v1/upload/batch', upload, 401, 200, 200, 200],
    [
      '/index.php/api/v1/questionnaire/degradation_cable',
      () => post({ municipality: '44021' }),
      200,
      200,
      200,
      200,
    ],
    ['/index.php/api/v1/reftab/municipalities', () => ({}), 200, 200, 200, 200],
    // The zone's desk: officers only; its access log, supervisors only (inspector.claes is not one).
    ['/index.php/api/v1/zone/declarations', () => ({}), 401, 403, 200, 403],
    ['/index.php/api/v1/zone/access-log', () => ({}), 401, 403, 403, 403],
    // A citizen's own declarations (issue 17): each citizen their own list, never an officer.
    ['/index.php/api/v1/my-declarations', () => ({}), 401, 200, 403, 200],
  ];

  it.each(MATRIX)('%s', async (endpoint, request, ...expected) => {
    const who = ['anonymous', 'citizen', 'officer', 'other'] as const;
    const statuses = await Promise.all(
      who.map(async (name) => (await visitors[name].fetch(endpoint, request())).status),
    );
    expect(statuses).toEqual(expected);
  });

  it('tells a declaration’s status to the session that sent it, and to nobody else', async () => {
    const statuses = await Promise.all(
      (['anonymous', 'citizen', 'officer', 'other'] as const).map(
        async (name) =>
          (await visitors[name].fetch('/index.php/api/v1/information/status', post({ guid: citizensGuid })))
            .status,
      ),
    );
    expect(statuses).toEqual([404, 200, 404, 404]);
  });

  it('shows a declaration made with a typed national number to nobody in My declarations', async () => {
    const statuses = await Promise.all(
      (['anonymous', 'citizen', 'officer', 'other'] as const).map(
        async (name) =>
          (await visitors[name].fetch(`/index.php/api/v1/my-declarations/${citizensGuid}`)).status,
      ),
    );
    expect(statuses).toEqual([401, 404, 403, 404]);
  });
});
