import { describe, expect, it } from 'vitest';
import { PERSON_FORM } from '../forms/person/definition.ts';
import { placeOfFact } from '../forms/registry.ts';
import { summarise } from '../forms/summary.ts';
import { EXAMPLE_PERSON } from '../testing/examples.ts';
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
    expect(answers).toContain('Place de Brouckère 3 (ingetypt), 1000 Brussel');
  });
});
