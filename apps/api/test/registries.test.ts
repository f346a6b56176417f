import type { Organisation, RegistryPerson } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer<T> = { data?: T; error?: { key: string } };
const json = { 'content-type': 'application/json' };

async function signedIn(base: string, start: string): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow(start);
  return browser;
}

describe.each(BACKENDS)('registries on %s', (backend) => {
  let running: RunningPortal;
  let officer: Browser;
  let citizen: Browser;
  let anonymous: Browser;
  beforeAll(async () => {
    running = await startPortal(backend);
    officer = await signedIn(running.url, '/index.php/app/police/login?login_hint=inspector.claes');
    citizen = await signedIn(running.url, '/index.php/app/login?login_hint=85073003328');
    anonymous = new Browser(running.url);
  });
  afterAll(async () => {
    await running?.close();
  });

  const post = <T>(browser: Browser, path: string, body: unknown) =>
    browser.json<Answer<T>>(`/index.php/api/v1/${path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });

  it('finds a person of the national registry for an officer', async () => {
    const { status, body } = await post<RegistryPerson>(officer, 'person/find', { rrn: '78122424677' });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      rrn: '78122424677',
      firstname: 'Sofie',
      lastname: 'Janssens',
      birth_date: '24/12/1978',
      nationality: 'BE',
      address: {
        street: 'Veldstraat',
        number: '100',
        box: '',
        post_code: '9000',
        municipality: 'Gent',
        munKey: '44021',
      },
    });
    const formatted = await post<RegistryPerson>(officer, 'person/find', { rrn: '10.05.20-311.42' });
    expect(formatted.body.data?.firstname).toBe('Noah');
  });

  it.each([
    ['invalid checksum', '85073003329', 400, 'error_rrn_invalid'],
    ['too short', '8507300332', 400, 'error_rrn_invalid'],
    ['valid but unknown', '92031412352', 404, 'error_rrn_no_match'],
  ])('answers an rrn that is %s with %s', async (_case, rrn, status, key) => {
    const answer = await post(officer, 'person/find', { rrn });
    expect(answer.status).toBe(status);
    expect(answer.body.error?.key).toBe(key);
  });

  it('refuses the look-up of someone else to citizens, and any look-up to anonymous visitors', async () => {
    for (const browser of [citizen, anonymous]) {
      const answer = await post(browser, 'person/find', { rrn: '78122424677' });
      expect(answer.status).toBe(401);
      expect(answer.body.error?.key).toBe('error_rrn_not_authorized');
    }
    expect((await post(anonymous, 'person/find', { rrn: '85073003328' })).status).toBe(401);
  });

  it('lets a citizen read their own registry record (the declarant step shows its address)', async () => {
    const own = await post<RegistryPerson>(citizen, 'person/find', { rrn: '85.07.30-033.28' });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      firstname: 'Jan',
      lastname: 'Peeters',
      address: { munKey: '11002' },
    });
  });

  it('finds enterprises by name, 10 a page, narrowed by postcode', async () => {
    const kabelnet = await post<{ items: Organisation[]; total: number }>(citizen, 'organisation/find', {
      name: 'kabelnet',
    });
    expect(kabelnet.body.data?.items[0]).toMatchObject({
      name: 'Kabelnet Vlaanderen',
      number: '0712123421',
      legal_form: 'NV',
      address: { post_code: '2000', munKey: '11002' },
    });
    const broad = await post<{ items: Organisation[]; total: number; pageSize: number }>(
      citizen,
      'organisation/find',
      {
        name: 'bakkerij',
      },
    );
    expect(broad.status).toBe(200);
    expect(broad.body.data!.pageSize).toBe(10);
    expect(broad.body.data!.items.length).toBeLessThanOrEqual(10);
    const second = await post<{ items: Organisation[]; page: number }>(citizen, 'organisation/find', {
      name: 'bakkerij',
      page: 2,
    });
    expect(second.body.data!.page).toBe(2);
    const numbers = new Set([...broad.body.data!.items, ...second.body.data!.items].map((o) => o.number));
    expect(numbers.size).toBe(broad.body.data!.items.length + second.body.data!.items.length);
    const ghent = await post<{ items: Organisation[] }>(citizen, 'organisation/find', {
      name: 'bakkerij',
      postcode: '9000',
    });
    expect(ghent.body.data!.items.every((o) => o.address.post_code === '9000')).toBe(true);
    expect(ghent.body.data!.items.map((o) => o.name)).toContain('Bakkerij De Gouden Korst');
  });

  it('asks to narrow a search that matches too much', async () => {
    const answer = await post(citizen, 'organisation/find', { name: 'er' });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.key).toBe('error_enterprise_search_please_narrow');
  });

  it('gets an enterprise by number, formatted or not', async () => {
    for (const number of ['0812345603', '0812.345.603', '0.812.345.603']) {
      const answer = await post<Organisation>(citizen, 'organisation/get', { number });
      expect(answer.body.data?.name, number).toBe('Bakkerij De Gouden Korst');
    }
    expect((await post(citizen, 'organisation/get', { number: '0812345604' })).body.error?.key).toBe(
      'error_choose_enterprise',
    );
    expect((await post(citizen, 'organisation/get', { number: '0100000070' })).status).toBe(404);
  });

  it('asks for a session before searching enterprises', async () => {
    const answer = await post(anonymous, 'organisation/find', { name: 'kabelnet' });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.key).toBe('error_no_session');
  });

  it('answers malformed bodies with 400 and a key, never 5xx', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"text"',
      '{',
      '{"rrn":123}',
      '{"rrn":null}',
      '{"name":{"$gt":""}}',
      '{"number":[1]}',
      `{"name":"${'a'.repeat(5000)}"}`,
    ];
    for (const path of [
      'person/find',
      'organisation/find',
      'organisation/get',
      'questionnaire/degradation_cable',
    ]) {
      const browser = path === 'person/find' ? officer : citizen;
      for (const body of bodies) {
        const response = await browser.fetch(`/index.php/api/v1/${path}`, {
          method: 'POST',
          headers: json,
          body,
        });
        expect(response.status, `${path} ${body.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${body.slice(0, 30)}`).toBeLessThan(500);
        const answer = (await response.json()) as Answer<unknown>;
        expect(answer.error?.key, `${path} ${body.slice(0, 30)}`).toMatch(/^[a-z_0-9]+$/);
      }
    }
  });
});

describe('registries that do not answer', () => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal('pglite', { REGISTRY_ADAPTER: 'unavailable' });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('answers 503 error_rrn_not_available to an officer, error_occured for enterprises', async () => {
    const officer = await signedIn(running.url, '/index.php/app/police/login?login_hint=inspectrice.leroy');
    const person = await officer.json<Answer<unknown>>('/index.php/api/v1/person/find', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ rrn: '78122424677' }),
    });
    expect(person.status).toBe(503);
    expect(person.body.error?.key).toBe('error_rrn_not_available');
    const enterprise = await officer.json<Answer<unknown>>('/index.php/api/v1/organisation/find', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'kabelnet' }),
    });
    expect(enterprise.status).toBe(503);
    expect(enterprise.body.error?.key).toBe('error_occured');
  });

  it('keeps a declaration whose identity the registry cannot confirm out, with 503', async () => {
    const officer = await signedIn(running.url, '/index.php/app/police/login?login_hint=inspectrice.leroy');
    const added = await officer.json<Answer<unknown>>('/index.php/api/v1/information/add', {
      method: 'POST',
      headers: { ...json, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(EXAMPLES.phishing_officer),
    });
    expect(added.status).toBe(503);
    expect(added.body.error?.key).toBe('error_rrn_not_available');
  });
});
