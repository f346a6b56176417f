import { formatDate, portalWallClock } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../src/db/schema.ts';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

/**
 * Issue 5, "bad input": every rule the phishing wizards check in the browser, refused by the server too
 * when the payload is posted directly, with the spec's key and the failing field.
 */

type Answer = { data?: unknown; error?: { key: string; path?: (string | number)[] } };
type Payload = Record<string, unknown> & { fact: Record<string, unknown> };

const citizen = () => structuredClone(EXAMPLES.phishing) as unknown as Payload;
/** Today in Belgium: with 24:00, a moment always in the future (spec §5 allows hour 24). */
const today = () => formatDate(portalWallClock(new Date()).date);
const SOMEONE_ELSE = {
  declare_for: 'someone-else',
  firstname: 'Noah',
  lastname: 'Maes',
  address: {
    municipality: '44021-9000',
    post_code: '9000',
    munKey: '44021',
    street: 'Veldstraat',
    number: '10',
    box: '',
  },
};
const KABELNET = {
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
    'someone else living at number 0',
    set(citizen(), (p) => {
      p.victim = { ...SOMEONE_ELSE, address: { ...SOMEONE_ELSE.address, number: '0' } };
    }),
    'require_positive_integer',
    ['victim', 'address', 'number'],
  ],
  [
    'someone else at a municipality key of another place',
    set(citizen(), (p) => {
      p.victim = { ...SOMEONE_ELSE, address: { ...SOMEONE_ELSE.address, munKey: '11002' } };
    }),
    'address_invalid',
    ['victim', 'address', 'munKey'],
  ],
  [
    'an organisation not chosen',
    set(citizen(), (p) => {
      p.victim = { declare_for: 'organisation' };
      p.overview.channel = 'email';
    }),
    'error_choose_enterprise',
    ['victim', 'name'],
  ],
  [
    'an enterprise number that fails its check',
    set(citizen(), (p) => {
      p.victim = { ...KABELNET, number: '0712.123.420' };
      p.overview.channel = 'email';
    }),
    'error_choose_enterprise',
    ['victim', 'number'],
  ],
  [
    'eBox for an organisation',
    set(citizen(), (p) => {
      p.victim = KABELNET;
    }),
    'error_ebox_not_for_organisation',
    ['overview', 'channel'],
  ],
  [
    'no e-mail of the declarant',
    set(citizen(), (p) => {
      p.declarant.email = '';
    }),
    'required_field',
    ['declarant', 'email'],
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
    'a wrong author phone',
    set(citizen(), (p) => {
      p.fact_author_infos = [{ type: 3, indicator: '32', number: '0489 5' }];
    }),
    'require_phone_format',
    ['fact_author_infos', 0, 'number'],
  ],
  [
    'an account without value',
    set(citizen(), (p) => {
      p.fact_author_infos = [{ type: 4, value: ' ', platform: 'Instagram' }];
    }),
    'required_field',
    ['fact_author_infos', 0, 'value'],
  ],
  [
    'the same author contact twice',
    set(citizen(), (p) => {
      p.fact_author_infos = [
        { type: 1, value: 'veiligheid@mijnbank-controle.example' },
        { type: 1, value: 'Veiligheid@MijnBank-Controle.example' },
      ];
    }),
    'error_fact_author_contact_duplicate',
    ['fact_author_infos', 1, 'value'],
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
    // Completed only where it is a host name (issue 33): a word alone is no address.
    'a website that is no address',
    set(citizen(), (p) => {
      p.fact_author_infos = [{ type: 2, value: encodeURIComponent('kbc') }];
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
    'a foreign IBAN too short',
    set(citizen(), (p) => {
      p.fact_amounts = [{ iban: 'NL91 ABNA 041', amount: '10' }];
    }),
    'require_iban_format',
    ['fact_amounts', 0, 'iban'],
  ],
  [
    'an amount of 0',
    set(citizen(), (p) => {
      p.fact_amounts = [{ iban: 'BE71 0961 2345 6769', amount: 0 }];
    }),
    'error_amount_not_positive',
    ['fact_amounts', 0, 'amount'],
  ],
  [
    'a negative amount',
    set(citizen(), (p) => {
      p.fact_amounts = [{ iban: 'BE71 0961 2345 6769', amount: '-5,00' }];
    }),
    'error_amount_not_positive',
    ['fact_amounts', 0, 'amount'],
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
    'a date that does not exist',
    set(citizen(), (p) => {
      p.fact.datetime = { date: '29/02/2025', time: '10:00' };
    }),
    'require_date_format',
    ['fact', 'datetime', 'date'],
  ],
  [
    'a time later today',
    set(citizen(), (p) => {
      p.fact.datetime = { date: today(), time: '24:00' };
    }),
    'require_time_not_in_future',
    ['fact', 'datetime', 'time'],
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
      p.fact.overview = '  ';
    }),
    'required_field',
    ['fact', 'overview'],
  ],
  [
    'the overview text where it used to be (overview.text)',
    set(citizen(), (p) => {
      p.overview.text = p.fact.overview;
      delete p.fact.overview;
    }),
    'required_field',
    ['fact', 'overview'],
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
  [
    'a wrong victim e-mail',
    set(officer(), (p) => {
      p.victim.email = 'sofie@';
    }),
    'require_email_format',
    ['victim', 'email'],
  ],
  [
    'no author contact',
    set(officer(), (p) => {
      p.fact_author_infos = [];
    }),
    'required_fact_author_contacts',
    ['fact_author_infos'],
  ],
  [
    'an account without platform',
    set(officer(), (p) => {
      p.fact_author_infos = [{ type: 4, value: 'Pakjesdienst België', platform: '' }];
    }),
    'required_field',
    ['fact_author_infos', 0, 'platform'],
  ],
  [
    'a wrong IBAN',
    set(officer(), (p) => {
      p.fact_amounts = [{ iban: 'LT12 1000', amount: 89.5 }];
    }),
    'require_iban_format',
    ['fact_amounts', 0, 'iban'],
  ],
  [
    'a date in the future',
    set(officer(), (p) => {
      p.fact.datetime = { date: '01/01/2999', time: '10:00' };
    }),
    'require_date_not_in_future',
    ['fact', 'datetime', 'date'],
  ],
  [
    'a time later today',
    set(officer(), (p) => {
      p.fact.datetime = { date: today(), time: '24:00' };
    }),
    'require_time_not_in_future',
    ['fact', 'datetime', 'time'],
  ],
  [
    'a description too short',
    set(officer(), (p) => {
      p.fact.description = 'sms';
    }),
    'error_minmax_length',
    ['fact', 'description'],
  ],
  [
    'another fact type',
    set(officer(), (p) => {
      p.fact.type = '0454';
    }),
    'required_field',
    ['fact', 'type'],
  ],
  [
    'no channel',
    set(officer(), (p) => {
      p.overview.channel = '';
    }),
    'required_field',
    ['overview', 'channel'],
  ],
  [
    'a channel that does not exist',
    set(officer(), (p) => {
      p.overview.channel = 'post';
    }),
    'required_field',
    ['overview', 'channel'],
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

  const stored = async (guid: string) =>
    (
      await running.portal.database.db
        .select({ payload: declarations.payload })
        .from(declarations)
        .where(eq(declarations.id, guid))
    )[0]?.payload as Payload | undefined;

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const rows = async () =>
      (await running.portal.database.db.select({ n: count() }).from(declarations))[0]?.n;
    const before = await rows();
    const answer = await add(
      jan,
      set(citizen(), (p) => {
        p.dog_color = 'brown';
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ guid: expect.any(String), register: expect.any(String) });
    expect(await stored((answer.body.data as { guid: string }).guid)).toBeUndefined();
    expect(await rows()).toBe(before);
  });

  it("stores the officer's declaration with the matricule of the session, not the one sent", async () => {
    // inspectrice.leroy (68421) sends the example, which names inspector Claes's matricule 71234.
    const leroy = new Browser(running.url);
    await leroy.follow('/index.php/app/police/login?login_hint=inspectrice.leroy');
    const answer = await add(leroy, officer());
    expect(answer.status).toBe(200);
    const payload = await stored((answer.body.data as { guid: string }).guid);
    expect(payload?.officer).toEqual({ matricule: '68421', firstname: 'Julie', lastname: 'Leroy' });
  });

  // Issue 33: typed as a browser's address bar takes it, without https://, completed by the one schema.
  it.each([
    ['citizen', () => jan, citizen],
    ['officer', () => claes, officer],
  ] as const)(
    'takes a website without its scheme from the %s and keeps it completed',
    async (_, who, example) => {
      const payload = set(example(), (p) => {
        p.fact_author_infos = [{ type: 2, value: encodeURIComponent('www.kbc-beveiliging.com/login') }];
      });
      const answer = await add(who(), payload);
      expect(answer.status).toBe(200);
      const kept = await stored((answer.body.data as { guid: string }).guid);
      expect(kept?.fact_author_infos).toEqual([{ type: 2, value: 'https://www.kbc-beveiliging.com/login' }]);

      // With and without its scheme, one site: the second is refused as the same contact.
      const twice = set(example(), (p) => {
        p.fact_author_infos = [
          { type: 2, value: encodeURIComponent('https://www.kbc-beveiliging.com/login') },
          { type: 2, value: encodeURIComponent('www.kbc-beveiliging.com/login') },
        ];
      });
      const refused = await add(who(), twice);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        key: 'error_fact_author_contact_duplicate',
        path: ['fact_author_infos', 1, 'value'],
      });
    },
  );

  it('stores the overview text in fact.overview', async () => {
    const answer = await add(jan, citizen());
    const payload = await stored((answer.body.data as { guid: string }).guid);
    expect(payload?.fact.overview).toBe(EXAMPLES.phishing.fact.overview);
    expect(payload?.overview).toEqual({ channel: 'ebox' });
  });
});
