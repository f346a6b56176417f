import { formatDate, portalWallClock } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

/**
 * Issue 6, "bad input": every rule the damage wizards (various, graffiti, cable) check in the browser,
 * refused by the server too when the payload is posted directly, with the spec's key and the failing
 * field; and the rules only the server can judge: an object outside the catalogue, an insurer outside
 * the insurers list, a cable declaration outside the pilot zones.
 */

type Answer = { data?: unknown; error?: { key: string; path?: (string | number)[] } };
// biome-ignore lint/suspicious/noExplicitAny: a bad payload is built by changing any field of a good one
type Payload = Record<string, any>;

const various = () => structuredClone(EXAMPLES.degradation_various) as Payload;
const graffiti = () => structuredClone(EXAMPLES.degradation_graffiti) as Payload;
const cables = () => structuredClone(EXAMPLES.degradation_cables) as Payload;
const set = (payload: Payload, change: (p: Payload) => void) => {
  change(payload);
  return payload;
};
/** Today in Brussels, read when the payload is posted (a case built at load could cross midnight). */
const today = () => formatDate(portalWallClock(new Date()).date);
/** A manual declarant (spec §4): the rrn is typed, not the session's. */
const manual = (p: Payload) => {
  p.declarant.identification = 'manual';
};

// [what, payload (or a function building it when posted), key, path]
const CASES: [string, Payload | (() => Payload), string, (string | number)[]][] = [
  [
    'no damaged object',
    set(various(), (p) => {
      p.damaged_objects = [];
    }),
    'required_field',
    ['damaged_objects'],
  ],
  [
    'an object not chosen',
    set(various(), (p) => {
      p.damaged_objects[0].object = { tkey: '', text: '' };
    }),
    'required_field',
    ['damaged_objects', 0, 'object', 'tkey'],
  ],
  [
    'an object that is not in the catalogue',
    set(various(), (p) => {
      p.damaged_objects[1].object = { tkey: '0999', text: 'Vaisseau spatial' };
    }),
    'required_field',
    ['damaged_objects', 1, 'object', 'tkey'],
  ],
  [
    'an "other" object without its name',
    set(various(), (p) => {
      p.damaged_objects[1].object = { tkey: '9901', text: ' ' };
    }),
    'required_field',
    ['damaged_objects', 1, 'object', 'text'],
  ],
  [
    'the insurance not answered',
    set(various(), (p) => {
      p.damaged_objects[0].insurance = {};
    }),
    'required_field',
    ['damaged_objects', 0, 'insurance', 'has_insurance'],
  ],
  [
    'an insurer that is not in the list',
    set(various(), (p) => {
      p.damaged_objects[0].insurance.company = '0777';
    }),
    'required_field',
    ['damaged_objects', 0, 'insurance', 'company'],
  ],
  [
    'the excluded insurer 0000',
    set(various(), (p) => {
      p.damaged_objects[0].insurance.company = '0000';
    }),
    'required_field',
    ['damaged_objects', 0, 'insurance', 'company'],
  ],
  [
    'an insurance starting in the future',
    set(various(), (p) => {
      p.damaged_objects[0].insurance.start_date = '01/01/2999';
      p.damaged_objects[0].insurance.end_date = '';
    }),
    'require_date_not_in_future',
    ['damaged_objects', 0, 'insurance', 'start_date'],
  ],
  [
    'an insurance ending before it starts',
    set(various(), (p) => {
      p.damaged_objects[0].insurance.end_date = '31/12/2023';
    }),
    'require_date_must_be_after_or_equal',
    ['damaged_objects', 0, 'insurance', 'end_date'],
  ],
  [
    'a damage without description',
    set(various(), (p) => {
      p.damaged_objects[1].damage.description = '';
    }),
    'required_field',
    ['damaged_objects', 1, 'damage', 'description'],
  ],
  [
    'a damage description over 1500 characters',
    set(various(), (p) => {
      p.damaged_objects[1].damage.description = 'x'.repeat(1501);
    }),
    'error_minmax_length',
    ['damaged_objects', 1, 'damage', 'description'],
  ],
  [
    'a length that is not a whole number',
    set(various(), (p) => {
      p.damaged_objects[1].length = '2.5';
    }),
    'require_positive_integer',
    ['damaged_objects', 1, 'length'],
  ],
  [
    'a negative damage amount',
    set(various(), (p) => {
      p.damaged_objects[0].damage.amount = '-5';
    }),
    'error_amount_not_positive',
    ['damaged_objects', 0, 'damage', 'amount'],
  ],
  [
    'an unknown colour',
    set(various(), (p) => {
      p.damaged_objects[0].colors = ['grey', 'plaid'];
    }),
    'required_field',
    ['damaged_objects', 0, 'colors', 1],
  ],
  [
    'the same colour twice',
    set(various(), (p) => {
      p.damaged_objects[0].colors = ['grey', 'grey'];
    }),
    'required_field',
    ['damaged_objects', 0, 'colors'],
  ],
  [
    'a brand over 100 characters',
    set(various(), (p) => {
      p.damaged_objects[0].brand = 'P'.repeat(101);
    }),
    'error_max_length',
    ['damaged_objects', 0, 'brand'],
  ],
  [
    'a policy number over 50 characters',
    set(various(), (p) => {
      p.damaged_objects[0].insurance.policy_number = '9'.repeat(51);
    }),
    'error_max_length',
    ['damaged_objects', 0, 'insurance', 'policy_number'],
  ],
  [
    'a width with its unit',
    set(various(), (p) => {
      p.damaged_objects[1].width = '30 cm';
    }),
    'require_positive_integer',
    ['damaged_objects', 1, 'width'],
  ],
  [
    'a purchase price that is not an amount',
    set(various(), (p) => {
      p.damaged_objects[0].damage.purchase_price = 'environ 19 000';
    }),
    'error_amount_format',
    ['damaged_objects', 0, 'damage', 'purchase_price'],
  ],
  [
    'no place source',
    set(various(), (p) => {
      p.fact.address_source = '';
    }),
    'required_field',
    ['fact', 'address_source'],
  ],
  [
    'a discovery in the future',
    set(various(), (p) => {
      p.fact.datetime.date = '01/01/2999';
    }),
    'require_date_not_in_future',
    ['fact', 'datetime', 'date'],
  ],
  [
    'a discovery later today',
    () =>
      set(various(), (p) => {
        // 24:00 is the end of today: always later than now.
        p.fact.datetime = { date: today(), time: '24:00' };
      }),
    'require_time_not_in_future',
    ['fact', 'datetime', 'time'],
  ],
  [
    'the fact type of another sub-form',
    set(various(), (p) => {
      p.fact.type = '5102';
    }),
    'required_field',
    ['fact', 'type'],
  ],
  [
    'an unknown sub-form',
    set(various(), (p) => {
      p.category = 'arson';
    }),
    'required_field',
    ['category'],
  ],
  [
    'a malformed municipality key of the place',
    set(various(), (p) => {
      p.fact.address.munKey = '6206';
    }),
    'address_invalid',
    ['fact', 'address', 'munKey'],
  ],
  [
    'a municipality key that is not the chosen municipality’s',
    set(various(), (p) => {
      p.fact.address.munKey = '44021';
    }),
    'address_invalid',
    ['fact', 'address', 'munKey'],
  ],
  [
    'a manual identification without rrn',
    set(various(), (p) => {
      manual(p);
      delete p.declarant.rrn;
    }),
    'required_field',
    ['declarant', 'rrn'],
  ],
  [
    'a manual identification with an rrn that fails its check',
    set(various(), (p) => {
      manual(p);
      p.declarant.rrn = '92031412452';
    }),
    'error_rrn_invalid',
    ['declarant', 'rrn'],
  ],
  [
    // The same answer as for a name that does not match: whether a number is a person's is not told.
    'a manual identification with a well-formed rrn the registry does not know',
    set(various(), (p) => {
      manual(p);
      p.declarant.rrn = '90010100123';
    }),
    'error_rrn_name_mismatch',
    ['declarant', 'lastname'],
  ],
  [
    'a manual identification with the rrn of another person (Marie Dubois’s, typed as Jan Peeters)',
    set(various(), (p) => {
      manual(p);
      p.declarant.firstname = 'Jan';
      p.declarant.lastname = 'Peeters';
    }),
    'error_rrn_name_mismatch',
    ['declarant', 'lastname'],
  ],
  [
    'a last-seen moment after the discovery',
    set(various(), (p) => {
      p.fact.last_seen_datetime = { date: '15/03/2025', time: '08:00' };
    }),
    'fact_info_last_seen_before_degradation_error',
    ['fact', 'last_seen_datetime', 'time'],
  ],
  [
    'no last-seen moment',
    set(various(), (p) => {
      delete p.fact.last_seen_datetime;
    }),
    'required_field',
    ['fact', 'last_seen_datetime'],
  ],
  [
    'traces not answered',
    set(various(), (p) => {
      delete p.fact.has_traces;
    }),
    'required_field',
    ['fact', 'has_traces'],
  ],
  [
    'a fact description under 5 characters',
    set(various(), (p) => {
      p.fact.description = 'vu';
    }),
    'error_minmax_length',
    ['fact', 'description'],
  ],
  [
    'a fact description over 2000 characters',
    set(various(), (p) => {
      p.fact.description = 'x'.repeat(2001);
    }),
    'error_minmax_length',
    ['fact', 'description'],
  ],
  [
    'the eBox for an organisation victim',
    set(various(), (p) => {
      p.victim = cables().victim;
      p.overview.channel = 'ebox';
    }),
    'error_ebox_not_for_organisation',
    ['overview', 'channel'],
  ],
  [
    'a graffiti without its type',
    set(graffiti(), (p) => {
      delete p.damaged_objects[0].damage.graffiti.complexity;
    }),
    'required_field',
    ['damaged_objects', 0, 'damage', 'graffiti', 'complexity'],
  ],
  [
    'a graffiti form without the graffiti',
    set(graffiti(), (p) => {
      delete p.damaged_objects[0].damage.graffiti;
    }),
    'required_field',
    ['damaged_objects', 0, 'damage', 'graffiti'],
  ],
  [
    'an unknown painting tool',
    set(graffiti(), (p) => {
      p.damaged_objects[0].damage.graffiti.painting_tool = 'brush';
    }),
    'required_field',
    ['damaged_objects', 0, 'damage', 'graffiti', 'painting_tool'],
  ],
  [
    'an unknown readability',
    set(graffiti(), (p) => {
      p.damaged_objects[0].damage.graffiti.readability = 'illegible';
    }),
    'required_field',
    ['damaged_objects', 0, 'damage', 'graffiti', 'readability'],
  ],
  [
    'an unknown graffiti colour',
    set(graffiti(), (p) => {
      p.damaged_objects[0].damage.graffiti.colors = ['black', 'chartreuse'];
    }),
    'required_field',
    ['damaged_objects', 0, 'damage', 'graffiti', 'colors', 1],
  ],
  [
    'a graffiti width with a decimal',
    set(graffiti(), (p) => {
      p.damaged_objects[0].damage.graffiti.width = '3,5';
    }),
    'require_positive_integer',
    ['damaged_objects', 0, 'damage', 'graffiti', 'width'],
  ],
  [
    'a negative graffiti height',
    set(graffiti(), (p) => {
      p.damaged_objects[0].damage.graffiti.height = '-120';
    }),
    'require_positive_integer',
    ['damaged_objects', 0, 'damage', 'graffiti', 'height'],
  ],
  [
    'a graffiti last seen after its discovery',
    set(graffiti(), (p) => {
      p.fact.last_seen_datetime.date = '21/04/2025';
    }),
    'fact_info_last_seen_before_degradation_error',
    ['fact', 'last_seen_datetime', 'time'],
  ],
  [
    'cable damage for a private person',
    set(cables(), (p) => {
      p.victim = { declare_for: 'me' };
    }),
    'error_choose_enterprise',
    ['victim', 'declare_for'],
  ],
  [
    'cable damage for someone else',
    set(cables(), (p) => {
      p.victim = {
        declare_for: 'someone-else',
        firstname: 'Sofie',
        lastname: 'Janssens',
        address: EXAMPLES.phishing_officer.victim.address,
      };
    }),
    'error_choose_enterprise',
    ['victim', 'declare_for'],
  ],
  [
    'cable damage without the suspect question',
    set(cables(), (p) => {
      delete p.fact.can_help_with_suspect_identification;
    }),
    'required_field',
    ['fact', 'can_help_with_suspect_identification'],
  ],
  [
    'cable damage outside the pilot zones (Liège)',
    set(cables(), (p) => {
      p.fact.address = various().fact.address;
    }),
    'error_cable_not_in_pilot',
    ['fact', 'address', 'municipality'],
  ],
];

describe.each(BACKENDS)('damage rules refused by the server on %s', (backend) => {
  let running: RunningPortal;
  let citizen: Browser;
  beforeAll(async () => {
    running = await startPortal(backend);
    citizen = new Browser(running.url);
    await citizen.follow('/index.php/app/login?login_hint=85073003328');
  });
  afterAll(async () => {
    await running?.close();
  });

  const add = (payload: unknown) =>
    citizen.json<Answer>('/index.php/api/v1/information/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(payload),
    });

  it.each(CASES)('refuses %s', async (_what, payload, key, path) => {
    const answer = await add(typeof payload === 'function' ? payload() : payload);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ key, path });
  });

  it('accepts the valid examples, so each case above fails for its own rule only', async () => {
    for (const example of [various(), graffiti(), cables()]) expect((await add(example)).status).toBe(200);
    // Manual identification with a valid rrn, a discovery earlier today: accepted too.
    const typed = set(various(), (p) => {
      manual(p);
      p.fact.datetime = { date: today(), time: '00:00' };
    });
    const answer = await add(typed);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('lets neither an officer nor an anonymous visitor file a damage declaration (401)', async () => {
    const officer = new Browser(running.url);
    await officer.follow('/index.php/app/police/login?login_hint=inspector.claes');
    const anonymous = new Browser(running.url);
    for (const [who, browser] of [
      ['officer', officer],
      ['anonymous', anonymous],
    ] as const) {
      for (const payload of [various(), cables()]) {
        const answer = await browser.json<Answer>('/index.php/api/v1/information/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify(payload),
        });
        expect([who, answer.status, answer.body.error?.key]).toEqual([who, 401, 'error_no_session']);
      }
    }
  });

  it('accepts a cable declaration in Gent, another pilot zone, with a last-seen moment after discovery', async () => {
    const payload = set(cables(), (p) => {
      p.fact.address = {
        municipality: '44021-9000',
        post_code: '9000',
        munKey: '44021',
        street: 'Veldstraat',
        number: '100',
        box: '',
      };
      // Not a rule for cables (spec §5).
      p.fact.last_seen_datetime = { date: '05/05/2025', time: '07:00' };
    });
    const answer = await add(payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
