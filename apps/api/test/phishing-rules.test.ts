import { EXAMPLES } from '@pow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

/**
 * Issue 5, "bad input": every rule the phishing wizards check in the browser, refused by the server too
 * when the payload is posted directly, with the spec's key and the failing field.
 */

type Answer = { data?: unknown; error?: { key: string; path?: (string | number)[] } };
type Payload = Record<string, unknown> & { fact: Record<string, unknown> };

const citizen = () => structuredClone(EXAMPLES.phishing) as unknown as Payload;
const officer = () => structuredClone(EXAMPLES.phishing_officer) as unknown as Payload;
// biome-ignore lint/suspicious/noExplicitAny: a bad payload is built by changing any field of a good one
const set = (payload: Payload, change: (p: Payload & Record<string, any>) => void) => {
  change(payload);
  return payload;
};

// [what, payload, key, path]
const CITIZEN_CASES: [string, Payload, string, (string | number)[]][] = [
  [
    'manual identification',
    set(citizen(), (p) => {
      p.declarant.identification = 'manual';
    }),
    'error_federal_identification_required',
    ['declarant', 'identification'],
  ],
  [
    'no victim choice',
    set(citizen(), (p) => {
      p.victim = {};
    }),
    'required_field',
    ['victim', 'declare_for'],
  ],
  [
    'someone else without a name',
    set(citizen(), (p) => {
      p.victim = { declare_for: 'someone-else', lastname: 'Peeters', address: p.declarant.address };
    }),
    'required_field',
    ['victim', 'firstname'],
  ],
  [
    'an organisation not chosen',
    set(citizen(), (p) => {
      p.victim = { declare_for: 'organisation' };
      p.overview.channel = 'email';
    }),
    'required_field',
    ['victim', 'name'],
  ],
  [
    'eBox for an organisation',
    set(citizen(), (p) => {
      p.victim = {
        declare_for: 'organisation',
        name: 'Kabelnet Vlaanderen',
        number: '0712123421',
        legal_form: 'NV',
        address: {
          municipality: 'Antwerpen',
          post_code: '2000',
          munKey: '11002',
          street: 'Meir',
          number: '1',
          box: '',
        },
      };
    }),
    'error_ebox_not_for_organisation',
    ['overview', 'channel'],
  ],
  [
    'a wrong e-mail',
    set(citizen(), (p) => {
      p.declarant.email = 'jan@';
    }),
    'require_email_format',
    ['declarant', 'email'],
  ],
  [
    'a wrong phone',
    set(citizen(), (p) => {
      p.declarant.phone_number = { indicator: '32', number: '12' };
    }),
    'require_phone_format',
    ['declarant', 'phone_number', 'number'],
  ],
  [
    'no author contact',
    set(citizen(), (p) => {
      p.fact_author_infos = [];
    }),
    'required_fact_author_contacts',
    ['fact_author_infos'],
  ],
  [
    'a wrong author e-mail',
    set(citizen(), (p) => {
      p.fact_author_infos = [{ type: 1, value: 'nobody@' }];
    }),
    'require_email_format',
    ['fact_author_infos', 0, 'value'],
  ],
  [
    'a website that is not http',
    set(citizen(), (p) => {
      p.fact_author_infos = [{ type: 2, value: encodeURIComponent('ftp://example.be') }];
    }),
    'require_url_format',
    ['fact_author_infos', 0, 'value'],
  ],
  [
    'an account without platform',
    set(citizen(), (p) => {
      p.fact_author_infos = [{ type: 4, value: '@oplichter', platform: ' ' }];
    }),
    'required_field',
    ['fact_author_infos', 0, 'platform'],
  ],
  [
    'a wrong IBAN',
    set(citizen(), (p) => {
      p.fact_amounts = [{ iban: 'BE00 0000 0000 0000', amount: '10' }];
    }),
    'require_iban_format',
    ['fact_amounts', 0, 'iban'],
  ],
  [
    'an amount missing',
    set(citizen(), (p) => {
      p.fact_amounts = [{ iban: 'BE71 0961 2345 6769', amount: '' }];
    }),
    'required_field',
    ['fact_amounts', 0, 'amount'],
  ],
  [
    'a date in the future',
    set(citizen(), (p) => {
      p.fact.datetime = { date: '01/01/2999', time: '10:00' };
    }),
    'require_date_not_in_future',
    ['fact', 'datetime', 'date'],
  ],
  [
    'a wrong time',
    set(citizen(), (p) => {
      p.fact.datetime = { date: '01/01/2025', time: '25:61' };
    }),
    'require_time_format',
    ['fact', 'datetime', 'time'],
  ],
  [
    'a description too short',
    set(citizen(), (p) => {
      p.fact.description = 'sms';
    }),
    'error_minmax_length',
    ['fact', 'description'],
  ],
  [
    'a description too long',
    set(citizen(), (p) => {
      p.fact.description = 'x'.repeat(2001);
    }),
    'error_minmax_length',
    ['fact', 'description'],
  ],
  [
    'no overview text',
    set(citizen(), (p) => {
      p.overview.text = '  ';
    }),
    'required_field',
    ['overview', 'text'],
  ],
  [
    'no channel',
    set(citizen(), (p) => {
      p.overview.channel = '';
    }),
    'required_field',
    ['overview', 'channel'],
  ],
];

const OFFICER_CASES: [string, Payload, string, (string | number)[]][] = [
  [
    'a victim not looked up',
    set(officer(), (p) => {
      p.victim.verified = false;
    }),
    'require_rrn_search',
    ['victim', 'verified'],
  ],
  [
    'a victim without e-mail',
    set(officer(), (p) => {
      p.victim.email = '';
    }),
    'required_field',
    ['victim', 'email'],
  ],
  [
    'an invalid rrn',
    set(officer(), (p) => {
      p.victim.rrn = '85073003329';
    }),
    'error_rrn_invalid',
    ['victim', 'rrn'],
  ],
];

describe.each(BACKENDS)('phishing rules refused by the server on %s', (backend) => {
  let running: RunningPortal;
  let jan: Browser;
  let claes: Browser;
  beforeAll(async () => {
    running = await startPortal(backend);
    jan = new Browser(running.url);
    await jan.follow('/index.php/app/login?login_hint=85073003328');
    claes = new Browser(running.url);
    await claes.follow('/index.php/app/police/login?login_hint=inspector.claes');
  });
  afterAll(async () => {
    await running?.close();
  });

  const add = (browser: Browser, payload: unknown) =>
    browser.json<Answer>('/index.php/api/v1/information/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(payload),
    });

  it.each(CITIZEN_CASES)('citizen: %s → %s', async (_what, payload, key, path) => {
    const answer = await add(jan, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ key, path });
  });

  it.each(OFFICER_CASES)('officer: %s → %s', async (_what, payload, key, path) => {
    const answer = await add(claes, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ key, path });
  });

  it('accepts the valid examples, so each case above fails for its own rule only', async () => {
    expect((await add(jan, citizen())).status).toBe(200);
    expect((await add(claes, officer())).status).toBe(200);
  });
});
