import { describe, expect, it } from 'vitest';
import { placeOfFact } from '../forms/registry.ts';
import {
  EXAMPLE_DEGRADATION_CABLES,
  EXAMPLE_DEGRADATION_GRAFFITI,
  EXAMPLE_DEGRADATION_VARIOUS,
  EXAMPLE_PERSON,
  EXAMPLE_PHISHING,
  EXAMPLE_PHISHING_OFFICER,
  EXAMPLES,
} from '../testing/examples.ts';
import { changed, issuesOf, NOW, pathsOf, uploadId, withChanges } from '../testing/schema-helpers.ts';
import { VALIDATION_MESSAGE_KEYS } from '../validation/message-keys.ts';
import { stripDebug } from './common.ts';
import { createDeclarationSchema, DeclarationSchema } from './declaration.ts';
import { createDegradationDeclarationSchema } from './degradation.ts';
import { encodeWebsite } from './fact-author.ts';
import { DECLARATION_MESSAGE_KEYS } from './message-keys.ts';
import { createPersonDeclarationSchema } from './person-form.ts';
import { createPhishingDeclarationSchema, createPhishingOfficerDeclarationSchema } from './phishing.ts';

const schema = createDeclarationSchema(NOW);

type ExampleName = keyof typeof EXAMPLES;
/** [what, changes by dotted path (undefined removes), the one issue expected as 'path:key']. */
type Case = [string, Record<string, unknown>, string];

const KABELNET = EXAMPLE_DEGRADATION_CABLES.victim;
const SOMEONE_ELSE = {
  declare_for: 'someone-else',
  firstname: 'Sofie',
  lastname: 'Janssens',
  address: EXAMPLE_PHISHING_OFFICER.victim.address,
  phone_number: { indicator: '32', number: '0470 12 34 56' },
};
const ids = (count: number) => Array.from({ length: count }, (_, i) => uploadId(i));

describe('the examples', () => {
  it.each([
    ['phishing', EXAMPLE_PHISHING, createPhishingDeclarationSchema(NOW)],
    ['phishing_officer', EXAMPLE_PHISHING_OFFICER, createPhishingOfficerDeclarationSchema(NOW)],
    ['degradation various', EXAMPLE_DEGRADATION_VARIOUS, createDegradationDeclarationSchema(NOW)],
    ['degradation graffitis', EXAMPLE_DEGRADATION_GRAFFITI, createDegradationDeclarationSchema(NOW)],
    ['degradation cables', EXAMPLE_DEGRADATION_CABLES, createDegradationDeclarationSchema(NOW)],
    ['person', EXAMPLE_PERSON, createPersonDeclarationSchema(NOW)],
  ])('%s passes its own schema, the union and the live-clock union', (_, example, own) => {
    expect(issuesOf(own, example)).toEqual([]);
    expect(issuesOf(schema, example)).toEqual([]);
    expect(issuesOf(DeclarationSchema, example)).toEqual([]);
  });

  it.each(Object.entries(EXAMPLES))('%s is refused by a clock set before its fact', (_, example) => {
    expect(issuesOf(createDeclarationSchema(new Date('2025-01-01T00:00:00Z')), example)).toEqual([
      'fact.datetime.date:require_date_not_in_future',
    ]);
  });

  it('keeps the accented texts and normalises what it reads', () => {
    const parsed = schema.parse(EXAMPLE_PHISHING);
    if (parsed.form !== 'phishing') throw new Error(parsed.form);
    expect(parsed.fact_amounts).toEqual([{ iban: 'BE71096123456769', amount: 1250 }]);
    expect(parsed.fact_author_infos[1]).toEqual({
      type: 2,
      value: 'https://mijnbank-controle.example/login?ref=sms&id=4817',
    });
    expect(parsed.declarant.iban).toBe('BE68539007547034');
    expect(schema.parse(EXAMPLE_DEGRADATION_GRAFFITI).fact.description).toContain('großes Graffiti');
    expect(schema.parse(EXAMPLE_PERSON).fact.description).toContain('J’ai perdu mon permis');
    const cables = schema.parse(EXAMPLE_DEGRADATION_CABLES);
    if (cables.form !== 'degradation' || cables.victim.declare_for !== 'organisation') throw new Error();
    expect(cables.victim.number).toBe('0712123421');
  });
});

// Each rule of spec §5 and §8 a payload can break, with the one issue the server answers. The clock is
// pinned at 15/06/2025 12:00 Brussels time.
const refused: Record<ExampleName, Case[]> = {
  phishing: [
    ['future date', { 'fact.datetime.date': '16/06/2025' }, 'fact.datetime.date:require_date_not_in_future'],
    [
      'future time today',
      { 'fact.datetime': { date: '15/06/2025', time: '12:01' } },
      'fact.datetime.time:require_time_not_in_future',
    ],
    ['4-character description', { 'fact.description': 'abcd' }, 'fact.description:error_minmax_length'],
    ['2001 characters', { 'fact.description': 'é'.repeat(2001) }, 'fact.description:error_minmax_length'],
    ['another fact type', { 'fact.type': '0454' }, 'fact.type:required_field'],
    ['no author contact', { fact_author_infos: [] }, 'fact_author_infos:required_fact_author_contacts'],
    [
      'bad e-mail contact',
      { 'fact_author_infos.0.value': 'support@bank' },
      'fact_author_infos.0.value:require_email_format',
    ],
    [
      'non-web url contact',
      { 'fact_author_infos.1.value': encodeWebsite('ftp://files.example') },
      'fact_author_infos.1.value:require_url_format',
    ],
    [
      'script url contact',
      { 'fact_author_infos.1.value': encodeWebsite('javascript:alert(1)') },
      'fact_author_infos.1.value:require_url_format',
    ],
    [
      'malformed url encoding',
      { 'fact_author_infos.1.value': 'https%3A%2F%2F%E0%A4%A' },
      'fact_author_infos.1.value:require_url_format',
    ],
    [
      'bad phone contact',
      { 'fact_author_infos.2.number': '0489' },
      'fact_author_infos.2.number:require_phone_format',
    ],
    [
      'letters in a phone contact',
      { 'fact_author_infos.2.number': '0489 AB CD EF' },
      'fact_author_infos.2.number:require_phone_format',
    ],
    [
      'account without platform',
      { 'fact_author_infos.3.platform': undefined },
      'fact_author_infos.3.platform:required_field',
    ],
    ['unknown contact type', { 'fact_author_infos.0.type': 5 }, 'fact_author_infos.0.type:required_field'],
    ['amount 0', { 'fact_amounts.0.amount': 0 }, 'fact_amounts.0.amount:error_amount_not_positive'],
    ['amount "0,00"', { 'fact_amounts.0.amount': '0,00' }, 'fact_amounts.0.amount:error_amount_not_positive'],
    ['amount "12,3,4"', { 'fact_amounts.0.amount': '12,3,4' }, 'fact_amounts.0.amount:error_amount_format'],
    [
      'bad IBAN check digits',
      { 'fact_amounts.0.iban': 'BE68 5390 0754 7035' },
      'fact_amounts.0.iban:require_iban_format',
    ],
    ['IBAN not filled', { 'fact_amounts.0.iban': '' }, 'fact_amounts.0.iban:required_field'],
    [
      'manual identification',
      { 'declarant.identification': 'manual' },
      'declarant.identification:error_federal_identification_required',
    ],
    [
      'bad declarant e-mail',
      { 'declarant.email': 'jan.peeters@example' },
      'declarant.email:require_email_format',
    ],
    ['bad declarant IBAN', { 'declarant.iban': 'BE00 0000 0000 0000' }, 'declarant.iban:require_iban_format'],
    [
      'munKey of another municipality',
      { 'declarant.address.munKey': '44021' },
      'declarant.address.munKey:address_invalid',
    ],
    ['unknown declare-for', { victim: { declare_for: 'neighbour' } }, 'victim.declare_for:required_field'],
    [
      'someone else without name',
      { victim: { ...SOMEONE_ELSE, lastname: '' } },
      'victim.lastname:required_field',
    ],
    [
      'organisation with a bad number',
      { victim: { ...KABELNET, number: '0712123420' }, 'overview.channel': 'email' },
      'victim.number:error_choose_enterprise',
    ],
    [
      'eBox for an organisation victim',
      { victim: KABELNET },
      'overview.channel:error_ebox_not_for_organisation',
    ],
    ['no overview text (step 8)', { 'fact.overview': ' ' }, 'fact.overview:required_field'],
    [
      'overview text in its old place, overview.text',
      { 'fact.overview': undefined, 'overview.text': 'Valse sms.' },
      'fact.overview:required_field',
    ],
    [
      'overview text over 2000 characters',
      { 'fact.overview': 'x'.repeat(2001) },
      'fact.overview:error_max_length',
    ],
    ['21 attachments', { attachments: ids(21) }, 'attachments:error_max_items'],
  ],
  phishing_officer: [
    ['future date', { 'fact.datetime.date': '01/01/2026' }, 'fact.datetime.date:require_date_not_in_future'],
    [
      'author contacts left out',
      { fact_author_infos: undefined },
      'fact_author_infos:required_fact_author_contacts',
    ],
    [
      'account with a blank value',
      { 'fact_author_infos.0.value': ' ' },
      'fact_author_infos.0.value:required_field',
    ],
    ['amount not filled', { 'fact_amounts.0.amount': '' }, 'fact_amounts.0.amount:required_field'],
    ['victim not searched', { 'victim.verified': false }, 'victim.verified:require_rrn_search'],
    ['victim with a bad rrn', { 'victim.rrn': '78122424678' }, 'victim.rrn:error_rrn_invalid'],
    ['victim without e-mail', { 'victim.email': undefined }, 'victim.email:required_field'],
    ['no channel', { overview: {} }, 'overview.channel:required_field'],
  ],
  degradation_various: [
    ['bad time', { 'fact.datetime.time': '25:00' }, 'fact.datetime.time:require_time_format'],
    [
      'last seen after the incident, same day',
      { 'fact.last_seen_datetime': { date: '15/03/2025', time: '07:46' } },
      'fact.last_seen_datetime.time:fact_info_last_seen_before_degradation_error',
    ],
    ['no last seen', { 'fact.last_seen_datetime': undefined }, 'fact.last_seen_datetime:required_field'],
    ['traces not answered', { 'fact.has_traces': 'yes' }, 'fact.has_traces:required_field'],
    ['address source not chosen', { 'fact.address_source': '' }, 'fact.address_source:required_field'],
    ['fact type of another sub-form', { 'fact.type': '5102' }, 'fact.type:required_field'],
    ['malformed munKey', { 'fact.address.munKey': '6206' }, 'fact.address.munKey:address_invalid'],
    ['unknown sub-form', { category: 'arson' }, 'category:required_field'],
    [
      'unknown identification',
      { 'declarant.identification': 'itsme' },
      'declarant.identification:required_field',
    ],
    [
      'eBox for an organisation victim',
      { victim: KABELNET, 'overview.channel': 'ebox' },
      'overview.channel:error_ebox_not_for_organisation',
    ],
    ['no damaged object', { damaged_objects: [] }, 'damaged_objects:required_field'],
    [
      'object not chosen',
      { 'damaged_objects.0.object.tkey': '' },
      'damaged_objects.0.object.tkey:required_field',
    ],
    [
      '"other" object without text',
      { 'damaged_objects.0.object': { tkey: '9901', text: ' ' } },
      'damaged_objects.0.object.text:required_field',
    ],
    ['length 0 cm', { 'damaged_objects.1.length': '0' }, 'damaged_objects.1.length:require_positive_integer'],
    [
      'unknown colour',
      { 'damaged_objects.0.colors': ['plaid'] },
      'damaged_objects.0.colors.0:required_field',
    ],
    [
      'damage amount 0',
      { 'damaged_objects.0.damage.amount': '0' },
      'damaged_objects.0.damage.amount:error_amount_not_positive',
    ],
    [
      'empty damage description',
      { 'damaged_objects.1.damage.description': '' },
      'damaged_objects.1.damage.description:required_field',
    ],
    [
      '1501-character damage description',
      { 'damaged_objects.1.damage.description': 'x'.repeat(1501) },
      'damaged_objects.1.damage.description:error_minmax_length',
    ],
    [
      'insurance ends before it starts',
      { 'damaged_objects.0.insurance.end_date': '31/12/2023' },
      'damaged_objects.0.insurance.end_date:require_date_must_be_after_or_equal',
    ],
    [
      'insurance starting in the future',
      { 'damaged_objects.0.insurance.start_date': '01/07/2025' },
      'damaged_objects.0.insurance.start_date:require_date_not_in_future',
    ],
    [
      'insured without company',
      { 'damaged_objects.0.insurance.company': '' },
      'damaged_objects.0.insurance.company:required_field',
    ],
    [
      'insurance not answered',
      { 'damaged_objects.0.insurance': {} },
      'damaged_objects.0.insurance.has_insurance:required_field',
    ],
  ],
  degradation_graffiti: [
    ['4-character description', { 'fact.description': 'Graf' }, 'fact.description:error_minmax_length'],
    [
      'last seen the day after',
      { 'fact.last_seen_datetime.date': '21/04/2025' },
      'fact.last_seen_datetime.time:fact_info_last_seen_before_degradation_error',
    ],
    ['declarant without e-mail', { 'declarant.email': '' }, 'declarant.email:required_field'],
    [
      'graffiti without type',
      { 'damaged_objects.0.damage.graffiti.complexity': undefined },
      'damaged_objects.0.damage.graffiti.complexity:required_field',
    ],
    [
      'graffiti not described',
      { 'damaged_objects.0.damage.graffiti': undefined },
      'damaged_objects.0.damage.graffiti:required_field',
    ],
    [
      'unknown painting tool',
      { 'damaged_objects.0.damage.graffiti.painting_tool': 'brush' },
      'damaged_objects.0.damage.graffiti.painting_tool:required_field',
    ],
  ],
  degradation_cables: [
    ['eBox', { 'overview.channel': 'ebox' }, 'overview.channel:error_ebox_not_for_organisation'],
    ['damaged objects left out', { damaged_objects: undefined }, 'damaged_objects:required_field'],
    [
      'insurer 0000',
      { 'damaged_objects.0.insurance.company': '0000' },
      'damaged_objects.0.insurance.company:required_field',
    ],
    [
      'suspect help not answered',
      { 'fact.can_help_with_suspect_identification': undefined },
      'fact.can_help_with_suspect_identification:required_field',
    ],
    ['address without street', { 'fact.address.street': '' }, 'fact.address.street:required_field'],
  ],
  person: [
    ['future date', { 'fact.datetime.date': '16/06/2025' }, 'fact.datetime.date:require_date_not_in_future'],
    ['impossible date', { 'fact.datetime.date': '31/02/2025' }, 'fact.datetime.date:require_date_format'],
    ['4-character description', { 'fact.description': 'Vol.' }, 'fact.description:error_minmax_length'],
    ['blank description', { 'fact.description': '    ' }, 'fact.description:required_field'],
    ['unknown crime type', { 'fact.type': '9999' }, 'fact.type:error_crime_type_required'],
    ['no crime type', { 'fact.type': null }, 'fact.type:error_crime_type_required'],
    ['crime type as a number', { 'fact.type': 574 }, 'fact.type:error_crime_type_required'],
    ['address without munKey', { 'fact.address.munKey': undefined }, 'fact.address.munKey:required_field'],
    ['bad rrn', { 'declarant.rrn': '85073003329' }, 'declarant.rrn:error_rrn_invalid'],
    ['manual identification without rrn', { 'declarant.rrn': undefined }, 'declarant.rrn:required_field'],
    [
      'bad declarant phone',
      { 'declarant.phone_number.number': '12345' },
      'declarant.phone_number.number:require_phone_format',
    ],
    [
      'house number 0',
      { 'declarant.address.number': '0' },
      'declarant.address.number:require_positive_integer',
    ],
    ['unknown channel', { 'overview.channel': 'post' }, 'overview.channel:required_field'],
    ['attachment id that is no upload id', { attachments: ['photo.jpg'] }, 'attachments.0:error_upload'],
    [
      'the same attachment twice',
      { attachments: [uploadId(1), uploadId(1)] },
      'attachments:error_upload_duplicate',
    ],
    ['unknown form', { form: 'theft' }, 'form:required_field'],
  ],
};

describe.each(Object.entries(refused))(
  'refused %s payloads: the key and path of the one issue',
  (name, cases) => {
    it.each(cases)('%s', (_, changes, expected) => {
      expect(issuesOf(schema, withChanges(EXAMPLES[name as ExampleName], changes))).toEqual([expected]);
    });
  },
);

describe('an organisation victim not chosen (spec §5, §8)', () => {
  it.each([
    [
      'phishing',
      changed(
        changed(EXAMPLE_PHISHING, 'victim', { declare_for: 'organisation' }),
        'overview.channel',
        'email',
      ),
    ],
    [
      'blank name',
      changed(
        changed(EXAMPLE_PHISHING, 'victim', { declare_for: 'organisation', name: ' ' }),
        'overview.channel',
        'email',
      ),
    ],
    ['cable damage', changed(EXAMPLE_DEGRADATION_CABLES, 'victim', { declare_for: 'organisation' })],
  ])('%s: answered first with error_choose_enterprise at victim.name', (_, payload) => {
    const issues = issuesOf(schema, payload);
    expect(issues[0]).toBe('victim.name:error_choose_enterprise');
    expect(issues.every((issue) => issue.startsWith('victim.'))).toBe(true);
  });
});

describe('cable damage is for an organisation victim only (spec §6)', () => {
  it.each([
    ['someone else', SOMEONE_ELSE],
    ['oneself', { declare_for: 'me' }],
  ])('refuses %s, first with error_choose_enterprise', (_, victim) => {
    const issues = issuesOf(schema, changed(EXAMPLE_DEGRADATION_CABLES, 'victim', victim));
    expect(issues[0]).toBe('victim.declare_for:error_choose_enterprise');
    expect(issues.every((issue) => issue.startsWith('victim.'))).toBe(true);
  });
});

const accepted: [string, ExampleName, Record<string, unknown>][] = [
  ['the current minute', 'phishing', { 'fact.datetime': { date: '15/06/2025', time: '12:00' } }],
  ['exactly 5 characters', 'person', { 'fact.description': 'Perdu' }],
  ['exactly 2000 characters', 'phishing', { 'fact.description': 'ü'.repeat(2000) }],
  ['no stolen amount', 'phishing', { fact_amounts: [] }],
  ['a foreign IBAN', 'phishing', { 'fact_amounts.0.iban': 'NL91ABNA0417164300' }],
  ['an organisation victim by e-mail', 'phishing', { victim: KABELNET, 'overview.channel': 'email' }],
  ['20 attachments', 'phishing', { attachments: ids(20) }],
  ['no officer matricule (the server sets it)', 'phishing_officer', { officer: undefined }],
  ['an officer without overview text (no step 8)', 'phishing_officer', { 'fact.overview': undefined }],
  ['an officer with an overview text', 'phishing_officer', { 'fact.overview': 'Valse pakjesdienst.' }],
  ['last seen at the incident', 'degradation_various', { 'fact.last_seen_datetime.time': '07:45' }],
  [
    'insurance ending the day it starts',
    'degradation_various',
    { 'damaged_objects.0.insurance.end_date': '01/01/2024' },
  ],
  [
    'insured, company only',
    'degradation_various',
    { 'damaged_objects.0.insurance': { has_insurance: 'yes', company: '9999' } },
  ],
  [
    'a described "other" object',
    'degradation_various',
    { 'damaged_objects.0.object': { tkey: '9901', text: 'Nain' } },
  ],
  ['a manual declarant', 'degradation_various', { 'declarant.identification': 'manual' }],
  [
    'graffiti with its type only',
    'degradation_graffiti',
    { 'damaged_objects.0.damage.graffiti': { complexity: 'unknown' } },
  ],
  ['someone else as victim', 'degradation_graffiti', { victim: SOMEONE_ELSE }],
  [
    'last seen after the incident (no such rule)',
    'degradation_cables',
    { 'fact.last_seen_datetime': { date: '05/05/2025', time: '07:00' } },
  ],
  ['last seen left blank', 'degradation_cables', { 'fact.last_seen_datetime': { date: '', time: '' } }],
  ['a registry address (municipality by name)', 'person', { 'fact.address.municipality': 'Bruxelles' }],
  ['no attachments field', 'person', { attachments: undefined }],
  ['a debug object', 'person', { debug: { step: 4, userAgent: 'test' } }],
  ...['4315', '4513', '0422', '4517', '4711', '0454'].map(
    (code) =>
      [`crime type ${code}`, 'person', { 'fact.type': code }] as [
        string,
        ExampleName,
        Record<string, unknown>,
      ],
  ),
  // A loss of an object says what was lost (issue 33).
  [
    'crime type 0575',
    'person',
    { 'fact.type': '0575', 'fact.lost_object': { object: { tkey: '0902', text: 'Sac à main' } } },
  ],
];

describe('accepted variations', () => {
  it.each(accepted)('%s (%s)', (_, name, changes) => {
    expect(issuesOf(schema, withChanges(EXAMPLES[name], changes))).toEqual([]);
  });
});

describe('every issue carries a message key', () => {
  const known = new Set<string>([...VALIDATION_MESSAGE_KEYS, ...DECLARATION_MESSAGE_KEYS]);
  const junk = [undefined, null, '', ' ', 0, 12345, true, {}, [], 'zz'];
  // The honeypot keeps HoneypotSchema's messages: the server looks at it before validating (issue 4).
  const cases = Object.entries(EXAMPLES).flatMap(([name, example]) =>
    pathsOf(example)
      .filter((path) => path[0] !== 'dog_color')
      .map((path) => [`${name} ${path.join('.')}`, example, path] as const),
  );

  it.each(cases)('%s', (_, example, path) => {
    for (const value of junk) {
      const result = schema.safeParse(changed(example, path, value));
      const unknown = result.success ? [] : result.error.issues.filter((issue) => !known.has(issue.message));
      expect(unknown, JSON.stringify(value)).toEqual([]);
    }
  });

  it.each([[undefined], [null], ['text'], [[]]])('the whole payload %j', (payload) => {
    expect(issuesOf(schema, payload)).toEqual([':required_field']);
  });

  it('an empty object', () => {
    expect(issuesOf(schema, {})).toEqual(['form:required_field']);
  });
});

describe('placeOfFact', () => {
  it.each<[string, object, string]>([
    ['phishing for oneself: the declarant’s residence', EXAMPLE_PHISHING, '11002'],
    [
      'phishing for someone else: the victim’s residence',
      changed(EXAMPLE_PHISHING, 'victim', SOMEONE_ELSE),
      '44021',
    ],
    [
      'phishing for an organisation: its seat',
      withChanges(EXAMPLE_PHISHING, { victim: KABELNET, 'overview.channel': 'email' }),
      '11002',
    ],
    ['officer phishing: the victim’s residence', EXAMPLE_PHISHING_OFFICER, '44021'],
    ['degradation: the place of the fact', EXAMPLE_DEGRADATION_VARIOUS, '62063'],
    ['graffiti: the place of the fact', EXAMPLE_DEGRADATION_GRAFFITI, '63023'],
    [
      'cables: the place of the fact, not the seat',
      changed(EXAMPLE_DEGRADATION_CABLES, 'fact.address', EXAMPLE_PERSON.fact.address),
      '21004',
    ],
    ['person form: the place of the fact', EXAMPLE_PERSON, '21004'],
  ])('%s', (_, example, munKey) => {
    expect(placeOfFact(schema.parse(example))).toBe(munKey);
  });
});

describe('stripDebug', () => {
  it('removes debug and keeps the rest', () => {
    const parsed = schema.parse({ ...EXAMPLE_PERSON, debug: { step: 6 } });
    expect(parsed.debug).toEqual({ step: 6 });
    const stored = stripDebug(parsed);
    expect('debug' in stored).toBe(false);
    expect(stored).toEqual(schema.parse(EXAMPLE_PERSON));
  });
});
