import { describe, expect, it } from 'vitest';
import { PERSON_FORM } from '../forms/person/definition.ts';
import { placeOfFact } from '../forms/registry.ts';
import { summarise } from '../forms/summary.ts';
import { EXAMPLE_PERSON, EXAMPLE_PERSON_HARASSMENT, EXAMPLE_PERSON_LOST_BAG } from '../testing/examples.ts';
import { issuesOf, NOW, withChanges } from '../testing/schema-helpers.ts';
import { createDeclarationSchema } from './declaration.ts';
import { createPersonDeclarationSchema, factPlacesOf } from './person-form.ts';

const schema = createPersonDeclarationSchema(NOW);
const { address: _address, ...factWithoutAddress } = EXAMPLE_PERSON.fact;
const online = (type: string) => ({
  ...EXAMPLE_PERSON,
  fact: { ...factWithoutAddress, type, place: 'online' },
});

describe('where a person-form fact happened (issue 20)', () => {
  it('offers online for the facts done by message or platform, the municipality alone for losses', () => {
    expect(factPlacesOf('0422')).toEqual(['address', 'online']);
    expect(factPlacesOf('4711')).toEqual(['address', 'online']);
    expect(factPlacesOf('0575')).toEqual(['address', 'municipality']);
    expect(factPlacesOf('4315')).toEqual(['address']);
    expect(factPlacesOf('')).toEqual(['address']);
  });

  it('takes a harassment online with no address, at the zone of the person’s residence', () => {
    const parsed = createDeclarationSchema(NOW).parse(online('4517'));
    expect(parsed.form === 'person' && parsed.fact.place).toBe('online');
    expect(placeOfFact(parsed)).toBe(EXAMPLE_PERSON.declarant.address.munKey);
  });

  it('refuses online for an assault, and the municipality alone for anything but a loss', () => {
    expect(issuesOf(schema, online('4315'))).toEqual(['fact.place:required_field']);
    const somewhere = withChanges(EXAMPLE_PERSON, { 'fact.type': '4315', 'fact.place': 'municipality' });
    expect(issuesOf(schema, somewhere)).toEqual(['fact.place:required_field']);
  });

  it('takes a loss somewhere in a municipality: street and number may stay empty, a number given is checked', () => {
    const somewhere = withChanges(EXAMPLE_PERSON, {
      'fact.place': 'municipality',
      'fact.address.street': '',
      'fact.address.number': '',
    });
    expect(issuesOf(schema, somewhere)).toEqual([]);
    expect(issuesOf(schema, withChanges(somewhere, { 'fact.address.number': '0' }))).toEqual([
      'fact.address.number:require_positive_integer',
    ]);
    expect(issuesOf(schema, withChanges(somewhere, { 'fact.address.municipality': '' }))).toContain(
      'fact.address.municipality:required_field',
    );
  });

  it('still asks a full address when no place is said, as the spec’s payload does', () => {
    const { place: _place, ...fact } = EXAMPLE_PERSON.fact;
    expect(issuesOf(schema, { ...EXAMPLE_PERSON, fact })).toEqual([]);
    expect(
      issuesOf(schema, { ...EXAMPLE_PERSON, fact: { ...fact, address: { ...fact.address, street: '' } } }),
    ).toEqual(['fact.address.street:required_field']);
  });

  it('says a typed street as typed in the summary', () => {
    const typed = withChanges(EXAMPLE_PERSON, { 'fact.address.street_typed': true });
    const sections = summarise(PERSON_FORM, typed, 'nl', {
      text: (key) => (key === 'summary:answers.street_typed' ? '(ingetypt)' : key),
      municipality: () => '1000 Brussel',
      nationality: () => 'Belg',
      insurer: () => undefined,
      attachment: () => undefined,
    });
    const answers = sections.flatMap((section) =>
      section.entries.flatMap((entry) => (entry.kind === 'answer' ? [entry.answer] : [])),
    );
    expect(answers).toContain('Place de Brouckère 3, 1000 Brussel\n(ingetypt)');
  });
});

describe('a repeated fact given as a period (issue 33)', () => {
  const harassment = EXAMPLE_PERSON_HARASSMENT;

  it('takes a harassment over weeks, from one date to another, with no moment', () => {
    expect(issuesOf(schema, harassment)).toEqual([]);
    const parsed = schema.parse(harassment);
    expect(parsed.fact.period).toEqual({ start_date: '03/03/2025', end_date: '28/04/2025' });
    expect(parsed.fact.datetime).toBeUndefined();
  });

  it.each(['0422', '4517', '4711'])('takes a period for the repeated type %s', (type) => {
    expect(issuesOf(schema, withChanges(harassment, { 'fact.type': type }))).toEqual([]);
  });

  it('takes a period of one day', () => {
    const oneDay = withChanges(harassment, { 'fact.period.end_date': '03/03/2025' });
    expect(issuesOf(schema, oneDay)).toEqual([]);
  });

  it.each([
    [
      'an end before its start',
      { 'fact.period.end_date': '02/03/2025' },
      'fact.period.end_date:require_date_must_be_after_or_equal',
    ],
    [
      'an end in the future',
      { 'fact.period.end_date': '16/06/2025' },
      'fact.period.end_date:require_date_not_in_future',
    ],
    [
      'a start in the future',
      { 'fact.period.start_date': '20/06/2025', 'fact.period.end_date': '21/06/2025' },
      'fact.period.end_date:require_date_not_in_future',
    ],
    [
      'a start not a date',
      { 'fact.period.start_date': '31/02/2025' },
      'fact.period.start_date:require_date_format',
    ],
    ['no end', { 'fact.period.end_date': '' }, 'fact.period.end_date:required_field'],
  ])('refuses %s', (_, changes, issue) => {
    expect(issuesOf(schema, withChanges(harassment, changes))).toContain(issue);
  });

  it('names the start in the end’s message', () => {
    const result = schema.safeParse(withChanges(harassment, { 'fact.period.end_date': '02/03/2025' }));
    expect((result.error?.issues[0] as { params?: unknown } | undefined)?.params).toEqual({
      field: 'start_date',
    });
  });

  it('refuses a period for a fact that happens once, and a period beside a moment', () => {
    expect(
      issuesOf(schema, withChanges(harassment, { 'fact.type': '4315', 'fact.place': 'address' })),
    ).toEqual(expect.arrayContaining(['fact.period:required_field']));
    const both = withChanges(harassment, { 'fact.datetime': { date: '03/03/2025', time: '10:00' } });
    expect(issuesOf(schema, both)).toEqual(['fact.period:required_field']);
  });

  it('still asks a moment when neither is given', () => {
    const { period: _period, ...fact } = harassment.fact;
    expect(issuesOf(schema, { ...harassment, fact })).toEqual(['fact.datetime:required_field']);
  });

  it('says the period in the summary, from and to', () => {
    const answers = saidAnswers(harassment);
    expect(answers).toContainEqual(['person:fact.period_start', '03/03/2025']);
    expect(answers).toContainEqual(['person:fact.period_end', '28/04/2025']);
    expect(answers.map(([question]) => question)).not.toContain('person:fact.date');
  });
});

describe('a lost object (issue 33)', () => {
  const bag = EXAMPLE_PERSON_LOST_BAG;

  it('takes Marie’s handbag from the catalogue, with its brand and serial number', () => {
    expect(issuesOf(schema, bag)).toEqual([]);
    expect(schema.parse(bag).fact.lost_object).toEqual({
      object: { tkey: '0902', text: 'Sac à main' },
      brand: 'Delvaux',
      serial_number: 'DV-2291-0457',
    });
  });

  it('keeps a phone’s IMEI as its 15 digits, and refuses one that fails its check', () => {
    const phone = withChanges(bag, {
      'fact.lost_object.object': { tkey: '0701', text: 'GSM (smartphone)' },
      'fact.lost_object.imei': '35 209900 176148 1',
    });
    expect(schema.parse(phone).fact.lost_object?.imei).toBe('352099001761481');
    expect(issuesOf(schema, withChanges(phone, { 'fact.lost_object.imei': '35 209900 176148 2' }))).toEqual([
      'fact.lost_object.imei:require_imei_format',
    ]);
  });

  it.each([
    ['no object', { 'fact.lost_object.object.tkey': '' }, 'fact.lost_object.object.tkey:required_field'],
    [
      'another object without its name',
      { 'fact.lost_object.object': { tkey: '9901', text: '' } },
      'fact.lost_object.object.text:required_field',
    ],
    [
      'a serial number of 51 characters',
      { 'fact.lost_object.serial_number': 'X'.repeat(51) },
      'fact.lost_object.serial_number:error_max_length',
    ],
  ])('refuses %s', (_, changes, issue) => {
    expect(issuesOf(schema, withChanges(bag, changes))).toEqual([issue]);
  });

  it('asks what was lost for a loss of an object, and nothing of it for another type', () => {
    const { lost_object: _lost, ...fact } = bag.fact;
    expect(issuesOf(schema, { ...bag, fact })).toEqual(['fact.lost_object.object.tkey:required_field']);
    expect(issuesOf(schema, withChanges(bag, { 'fact.type': '0574' }))).toEqual([
      'fact.lost_object:required_field',
    ]);
  });

  it('says the object in the reader’s language from the catalogue, the person’s words for another one', () => {
    const answers = saidAnswers(bag, (tkey) => (tkey === '0902' ? 'Handtas' : undefined));
    expect(answers).toContainEqual(['person:lost_object.title', 'Handtas']);
    expect(answers).toContainEqual(['person:lost_object.brand', 'Delvaux']);
    expect(answers).toContainEqual(['person:lost_object.serial_number', 'DV-2291-0457']);
    const other = withChanges(bag, { 'fact.lost_object.object': { tkey: '9901', text: 'Zonnebril' } });
    expect(saidAnswers(other, () => undefined)).toContainEqual(['person:lost_object.title', 'Zonnebril']);
    // The person's own review has no catalogue: the name as they chose it.
    expect(saidAnswers(bag)).toContainEqual(['person:lost_object.title', 'Sac à main']);
  });
});

/** Each answer of the summary with its question's key (the texts are their keys here). */
function saidAnswers(payload: unknown, object?: (tkey: string) => string | undefined): [string, string][] {
  const sections = summarise(PERSON_FORM, payload, 'fr', {
    text: (key) => key,
    municipality: () => '4000 Liège',
    nationality: () => 'Belge',
    insurer: () => undefined,
    attachment: () => undefined,
    ...(object ? { object } : {}),
  });
  return sections.flatMap((section) =>
    section.entries.flatMap((entry): [string, string][] =>
      entry.kind === 'answer' ? [[entry.question, entry.answer]] : [],
    ),
  );
}
