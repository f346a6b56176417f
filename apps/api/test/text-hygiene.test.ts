import { EXAMPLES, type Path, textPaths, withTextAt } from '@pow/domain/testing';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../src/db/schema.ts';
import { BACKENDS, Browser, CONTACT_MESSAGE, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer = { error?: { key?: string; path?: Path } };

/** The payload with a NUL inside the text at `path`. */
const withNulAt = (value: unknown, path: Path) =>
  withTextAt(value, path, (text) => `${text.slice(0, 2)}\u0000${text.slice(2)}`);

const API = '/index.php/api/';

describe.each(BACKENDS)('texts with control characters on %s', (backend) => {
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
  }, 120_000);
  afterAll(async () => {
    await running?.close();
  });

  const post = (browser: Browser, endpoint: string, body: unknown) =>
    browser.json<Answer>(`${API}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });

  it.each(Object.entries(EXAMPLES))(
    'refuses NUL in every text of the %s example, naming the field, and stores nothing',
    async (_, example) => {
      const sender = example.form === 'phishing_officer' ? officer : citizen;
      const paths = textPaths(example);
      expect(paths.length).toBeGreaterThan(5);
      for (const path of paths) {
        const answer = await post(sender, 'v1/information/add', withNulAt(example, path));
        expect(answer.status, path.join('.')).toBe(400);
        expect(answer.body.error, path.join('.')).toMatchObject({ key: 'error_invalid_characters', path });
      }
      const [stored] = await running.portal.database.db.select({ n: count() }).from(declarations);
      expect(stored!.n).toBe(0);
    },
  );

  it('refuses NUL in feedback, contact messages, debug reports and look-ups, anonymous or signed in', async () => {
    const cases: [Browser, string, unknown, Path][] = [
      [
        visitor,
        'v1/feedback',
        { page: '/nl/faq', rating: 4, text: 'Heel\u0000 duidelijk.', acknowledged: true },
        ['text'],
      ],
      [visitor, 'v1/contact/faq', { ...CONTACT_MESSAGE, body: 'Mijn\u0000 vraag' }, ['body']],
      [
        visitor,
        'v1/debug/network',
        { code: 403, url: '/x', timestamp: 'now', content: { 'a\u0000': 1 } },
        ['content', 'a\u0000'],
      ],
      [citizen, 'v1/person/find', { rrn: '85073003328', lastname: 'Peeters\u0000' }, ['lastname']],
    ];
    for (const [browser, endpoint, body, path] of cases) {
      const answer = await post(browser, endpoint, body);
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.error, endpoint).toMatchObject({ key: 'error_invalid_characters', path });
    }
    const search = await citizen.json<Answer>(`${API}v1/reftab/objects?needle=fiets%00`);
    expect(search.status).toBe(400);
    expect(search.body.error).toMatchObject({ key: 'error_invalid_characters', path: ['needle'] });
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
