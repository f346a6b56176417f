import { connect } from 'node:net';
import { JSON_BODY_LIMITS } from '@pow/domain';
import { EXAMPLES, type Path, textPaths, withTextAt } from '@pow/domain/testing';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations, registerCounters } from '../src/db/schema.ts';
import { BACKENDS, Browser, CONTACT_MESSAGE, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer = { error?: { key?: string; path?: Path } };

/** The payload with `character` inside the text at `path`, between two letters of its own. */
const withCharacterAt = (value: unknown, path: Path, character: string) =>
  withTextAt(value, path, (text) => `${text.slice(0, 2)}a${character}a${text.slice(2)}`);
const NUL = '\u0000';
/** Half of 😀: what a browser leaves when it cuts a text at its maximum length inside an emoji. */
const HALF_EMOJI = '\ud83d';

/** `[[[…]]]` nested `depth` deep, as JSON text (about 2 bytes a level). */
const deepBody = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const API = '/index.php/api/';

describe.each(BACKENDS)('hostile texts and bodies on %s', (backend) => {
  let running: RunningPortal;
  let citizen: Browser;
  let officer: Browser;
  let visitor: Browser;

  beforeAll(async () => {
    running = await startPortal(backend);
    citizen = new Browser(running.url);
    await citizen.follow('/index.php/app/login?login_hint=04022916265');
    officer = new Browser(running.url);
    await officer.follow('/index.php/app/police/login?login_hint=inspector.claes');
    visitor = new Browser(running.url);
  });
  afterAll(async () => {
    await running?.close();
  });

  const post = (browser: Browser, endpoint: string, body: unknown) =>
    browser.json<Answer>(`${API}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });

  const stored = async () => ({
    declarations: (await running.portal.database.db.select({ n: count() }).from(declarations))[0]!.n,
    registerCounters: (await running.portal.database.db.select({ n: count() }).from(registerCounters))[0]!.n,
  });

  it.each(
    Object.entries(EXAMPLES).flatMap(([name, example]) => [
      { name, example, character: NUL, what: 'NUL' },
      { name, example, character: HALF_EMOJI, what: 'half an emoji' },
    ]),
  )(
    'refuses $what in every text of the $name example, naming the field; stores nothing, spends no register number',
    async ({ example, character }) => {
      const sender = example.form === 'phishing_officer' ? officer : citizen;
      const before = await stored();
      const paths = textPaths(example);
      expect(paths.length).toBeGreaterThan(5);
      for (const path of paths) {
        const answer = await post(sender, 'v1/information/add', withCharacterAt(example, path, character));
        expect(answer.status, path.join('.')).toBe(400);
        expect(answer.body.error, path.join('.')).toMatchObject({ key: 'error_invalid_characters', path });
      }
      expect(await stored()).toEqual(before);
    },
  );

  it.each([
    ['NUL', NUL],
    ['half an emoji', HALF_EMOJI],
  ])(
    'refuses %s in feedback, contact, additions, debug reports and look-ups, anonymous or signed in',
    async (_, bad) => {
      const cases: [Browser, string, unknown, Path][] = [
        [
          visitor,
          'v1/feedback',
          { page: '/nl/faq', rating: 4, text: `Heel${bad} duidelijk.`, acknowledged: true },
          ['text'],
        ],
        [visitor, 'v1/contact/faq', { ...CONTACT_MESSAGE, body: `Mijn${bad} vraag` }, ['body']],
        [
          citizen,
          `v1/my-declarations/${crypto.randomUUID()}/addenda`,
          { text: `Nog 300 euro${bad} naar dezelfde rekening.`, attachments: [] },
          ['text'],
        ],
        [
          visitor,
          'v1/debug/network',
          { code: 403, url: '/x', timestamp: 'now', content: { [`a${bad}`]: 1 } },
          ['content', `a${bad}`],
        ],
        [citizen, 'v1/person/find', { rrn: '85073003328', lastname: `Peeters${bad}` }, ['lastname']],
      ];
      for (const [browser, endpoint, body, path] of cases) {
        const answer = await post(browser, endpoint, body);
        expect(answer.status, endpoint).toBe(400);
        expect(answer.body.error, endpoint).toMatchObject({ key: 'error_invalid_characters', path });
      }
      // A URL carries UTF-8: half an emoji can only come as its three bytes, which UTF-8 does not allow.
      const encoded = bad === HALF_EMOJI ? '%ED%A0%BD' : encodeURIComponent(bad);
      const search = await citizen.json<Answer>(`${API}v1/reftab/objects?needle=fiets${encoded}`);
      expect(search.status).toBe(400);
      expect(search.body.error).toMatchObject({ key: 'error_invalid_characters', path: ['needle'] });
    },
  );

  it('refuses a body nested or filled past its bounds with error_invalid_body, before any route works on it', async () => {
    const send = (endpoint: string, body: string) =>
      citizen.json<Answer>(`${API}${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body,
      });
    const wide = JSON.stringify({ ...EXAMPLES.person, filler: Array(JSON_BODY_LIMITS.values).fill(0) });
    for (const body of [
      deepBody(10_000),
      deepBody(JSON_BODY_LIMITS.depth + 1),
      JSON.stringify({ a: JSON.parse(deepBody(40)) }),
      wide,
    ]) {
      for (const endpoint of [
        'v1/information/add',
        'v1/feedback',
        'v1/debug/network',
        'v1/session/refresh',
      ]) {
        const answer = await send(endpoint, body);
        expect(answer.status, endpoint).toBe(400);
        expect(answer.body, endpoint).toEqual({ error: { key: 'error_invalid_body' } });
      }
    }
    // Nested as deep as the bounds allow, a body reaches its route (and its schema refuses it there).
    const deepest = await send('v1/feedback', deepBody(JSON_BODY_LIMITS.depth));
    expect(deepest.body.error?.key).not.toBe('error_invalid_body');
  });

  it('keeps answering its health check while 20 bodies nested 10,000 deep arrive at once', async () => {
    const health = async () => (await fetch(`${running.url}/index.php/api/health`)).status;
    const hostile = Array.from({ length: 20 }, () =>
      fetch(`${running.url}${API}v1/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deepBody(10_000),
      }).then(async (response) => ({ status: response.status, body: await response.json() })),
    );
    const during = await Promise.all([health(), health(), health()]);
    for (const answer of await Promise.all(hostile)) {
      expect(answer).toEqual({ status: 400, body: { error: { key: 'error_invalid_body' } } });
    }
    expect(during).toEqual([200, 200, 200]);
  });

  /** What the server writes back, byte for byte, to a request written by hand. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const { port } = new URL(running.url);
      const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers a URL over 16 KB 431 in the error envelope, and without a body to HEAD', async () => {
    const long = `${API}v1/reftab/objects?needle=${'a'.repeat(17_000)}`;
    const answer = await fetch(`${running.url}${long}`);
    expect(answer.status).toBe(431);
    expect(await answer.json()).toEqual({ error: { key: 'error_invalid_request' } });
    const head = await raw(`HEAD ${long} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.endsWith('\r\n\r\n')).toBe(true);
  });

  it('answers OPTIONS 405 with Allow, in the envelope', async () => {
    const answer = await fetch(`${running.url}${API}v1/session/get`, { method: 'OPTIONS' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await answer.json()).toEqual({ error: { key: 'error_invalid_request' } });
  });

  it('refuses an Idempotency-Key outside 8–100 characters instead of ignoring it, and stores nothing', async () => {
    const before = await stored();
    for (const key of ['short', 'k'.repeat(101)]) {
      const answer = await citizen.json<Answer>(`${API}v1/information/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(EXAMPLES.person),
      });
      expect(answer).toMatchObject({ status: 400, body: { error: { key: 'error_invalid_request' } } });
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps tab and line breaks in a text', async () => {
    const answer = await post(visitor, 'v1/feedback', {
      page: '/nl/faq',
      rating: 5,
      text: 'Eerste regel\r\nTweede\tregel',
      acknowledged: true,
    });
    expect(answer.status).toBe(200);
  });
});
