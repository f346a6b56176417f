import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/http/rate-limit.ts';
import { SessionStore } from '../src/session/session-store.ts';
import { BACKENDS, Browser, CONTACT_MESSAGE, type RunningPortal, startPortal } from './portal-harness.ts';

const json = { 'content-type': 'application/json' };
const LIMITS = {
  SIGNIN_RATE_LIMIT_PER_MINUTE: '3',
  DECLARATION_RATE_LIMIT_PER_HOUR: '2',
  UPLOAD_RATE_LIMIT_PER_HOUR: '2',
  CONTACT_RATE_LIMIT_PER_HOUR: '2',
  FEEDBACK_RATE_LIMIT_PER_HOUR: '2',
  DEBUG_REPORT_RATE_LIMIT_PER_HOUR: '2',
  LOOKUP_RATE_LIMIT_PER_HOUR: '2',
};
const png = readFileSync(path.join(import.meta.dirname, 'fixtures', 'screenshot.png'));

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The suite's one wait on the clock, and by nature: the limits count per fixed window of the wall clock
 * (a minute for sign-ins, an hour for the rest, http/rate-limit.ts), so the requests a test expects to be
 * counted together must fall in one window. Nothing in the portal says when a window ends: the clock does.
 * A test that would start in the last `marginMs` of a window waits for the next one, which gives its
 * requests `marginMs` at least; the margins are far more than they need, even on a busy machine.
 */
async function awayFromWindowEnd(windowMs: number, marginMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 500));
}

function expectLimited(answer: { status: number; body: unknown }, response?: Response) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ error: { key: 'error_too_many_requests' } });
  if (response) {
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  }
}

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(BACKENDS)('rate limits on %s', (backend) => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal(backend, LIMITS);
  });
  afterAll(async () => {
    await running?.close();
  });

  it('counts per rule and caller within a window, and tells how long to wait', async () => {
    let now = Date.parse('2026-11-23T10:00:10Z');
    const limiter = new RateLimiter(running.portal.database.db, () => now);
    const rule = { name: 'test', limit: 2, windowMs: 60_000 };
    await limiter.hit(rule, 'a');
    await limiter.hit(rule, 'a');
    await limiter.hit(rule, 'b');
    const refused = await limiter.hit(rule, 'a').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, headers: { 'retry-after': '50' } });
    now += 50_000;
    await limiter.hit(rule, 'a');
  });

  it('limits declarations and upload batches per session, and sign-ins per address', async () => {
    // The declarations and uploads below within one hour, the sign-ins right after this within one minute.
    await awayFromWindowEnd(HOUR_MS, MINUTE_MS);
    await awayFromWindowEnd(MINUTE_MS, 10_000);
    const citizen = new Browser(running.url);
    await citizen.follow('/index.php/app/login?login_hint=04022916265');

    // The citizen's own sign-in was the first of three from this address.
    const start = () => new Browser(running.url).fetch('/index.php/app/login?redirect=/app/home');
    expect((await start()).status).toBe(302);
    expect((await start()).status).toBe(302);
    const refused = await start();
    expectLimited(await answerOf(refused), refused);

    const add = (key: string) =>
      citizen.fetch('/index.php/api/v1/information/add', {
        method: 'POST',
        headers: { ...json, 'idempotency-key': key },
        body: JSON.stringify(EXAMPLES.person),
      });
    const addBody = (body: unknown) =>
      citizen.fetch('/index.php/api/v1/information/add', {
        method: 'POST',
        headers: { ...json, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
    // Refused bodies and robots (the honeypot) count for nothing: the two declarations below still pass.
    expect((await addBody({ ...EXAMPLES.person, fact: {} })).status).toBe(400);
    expect((await addBody({ ...EXAMPLES.person, dog_color: 'brown' })).status).toBe(200);
    expect((await addBody(EXAMPLES.phishing_officer)).status).toBe(401);
    const first = crypto.randomUUID();
    expect((await add(first)).status).toBe(200);
    expect((await add(crypto.randomUUID())).status).toBe(200);
    const third = await add(crypto.randomUUID());
    expectLimited(await answerOf(third), third);
    // A retry of a declaration already received is answered as before: it is not a new one.
    expect((await add(first)).status).toBe(200);

    const upload = () => {
      const data = new FormData();
      data.append('files', new Blob([png]), `screenshot-${crypto.randomUUID()}.png`);
      return citizen.fetch('/index.php/api/v1/upload/batch', { method: 'POST', body: data });
    };
    expect((await upload()).status).toBe(200);
    const secondUpload = await upload();
    // The same picture twice is a duplicate; the batch still counts.
    expect([200, 409]).toContain(secondUpload.status);
    const thirdUpload = await upload();
    expectLimited(await answerOf(thirdUpload), thirdUpload);
  });

  it('limits anonymous feedback and network reports per address, and registry look-ups per session', async () => {
    await awayFromWindowEnd(HOUR_MS, MINUTE_MS);
    const visitor = new Browser(running.url);
    const post = (browser: Browser, endpoint: string, body: unknown) =>
      browser.fetch(`/index.php/api/${endpoint}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
    const feedback = { page: '/nl/faq', rating: 4, text: 'Duidelijk.', acknowledged: true };
    const report = { code: 403, url: '/index.php/api/v1/information/add', timestamp: 'now', content: {} };
    for (const [endpoint, body] of [
      ['v1/feedback', feedback],
      ['v1/debug/network', report],
    ] as const) {
      expect((await post(visitor, endpoint, body)).status, endpoint).toBe(200);
      expect((await post(visitor, endpoint, body)).status, endpoint).toBe(200);
      const refused = await post(visitor, endpoint, body);
      expectLimited(await answerOf(refused), refused);
    }
    // Signed in outside the portal's sign-in, whose own limit the test before has spent.
    const { secret } = await new SessionStore(running.portal.database.db).create('policeman', {
      first_name: 'Tom',
      last_name: 'Claes',
      email: 'tom.claes@police.belgium.eu',
      language: 'nl',
      matricule: '71234',
      zone: '5345',
    });
    const lookUp = () =>
      fetch(`${running.url}/index.php/api/v1/person/find`, {
        method: 'POST',
        headers: { ...json, cookie: `${SESSION_COOKIE}=${secret}` },
        body: JSON.stringify({ rrn: '04022916265' }),
      });
    expect((await lookUp()).status).toBe(200);
    expect((await lookUp()).status).toBe(200);
    const refused = await lookUp();
    expectLimited(await answerOf(refused), refused);
  });

  it.runIf(backend === 'postgres')('holds a limit across two API processes on one database', async () => {
    const other = await startPortal('postgres', { ...LIMITS, DATABASE_URL: running.databaseUrl! });
    try {
      // The four messages within one hour.
      await awayFromWindowEnd(HOUR_MS, MINUTE_MS);
      const send = (base: string) =>
        new Browser(base).fetch('/index.php/api/v1/contact/accessibility', {
          method: 'POST',
          headers: json,
          body: JSON.stringify(CONTACT_MESSAGE),
        });
      expect((await send(running.url)).status).toBe(200);
      expect((await send(other.url)).status).toBe(200);
      const refused = await send(running.url);
      expectLimited(await answerOf(refused), refused);
      const refusedToo = await send(other.url);
      expectLimited(await answerOf(refusedToo), refusedToo);
    } finally {
      await other.close();
    }
  });
});
