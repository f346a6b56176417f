import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/schema-helpers.ts';
import {
  birthDateOf,
  DeclarantSchema,
  NationalitySchema,
  OptionalPhoneNumberSchema,
  VictimSchema,
} from './people.ts';

const address = {
  municipality: '44021-9000',
  post_code: '9000',
  munKey: '44021',
  street: 'Veldstraat',
  number: '100',
};

describe('NationalitySchema', () => {
  it.each([
    [undefined, 'BE'],
    ['', 'BE'],
    ['nl', 'NL'],
    ['FR', 'FR'],
  ])('%j → %s (spec §5: default BE)', (value, expected) => {
    expect(NationalitySchema.parse(value)).toBe(expected);
  });

  it('refuses what is no country key', () => {
    expect(issuesOf(NationalitySchema, 'Belgium')).toEqual([':required_field']);
  });
});

describe('OptionalPhoneNumberSchema', () => {
  it.each([
    undefined,
    null,
    { indicator: '32', number: '' },
    { indicator: '32', number: '  ' },
    { indicator: '32' },
  ])('treats %j as no phone', (value) => {
    expect(OptionalPhoneNumberSchema.parse(value)).toBeUndefined();
  });

  it('defaults the indicator to 32 and keeps the number without its trunk zero', () => {
    expect(OptionalPhoneNumberSchema.parse({ number: '0470 12 34 56' })).toEqual({
      indicator: '32',
      number: '470123456',
    });
  });
});

describe('birthDateOf', () => {
  it.each([
    [{ rrn: '85073003328' }, '30/07/1985'],
    [{ rrn: '01110508784', birth_date: '01/01/2001' }, '05/11/2001'],
    [{ birth_date: '24/12/1978' }, '24/12/1978'],
    [{}, undefined],
  ])('%j → %s (the rrn wins)', (person, expected) => {
    expect(birthDateOf(person)).toBe(expected);
  });
});

describe('DeclarantSchema', () => {
  const declarant = { firstname: 'Sofie', lastname: 'Janssens', address, email: 'sofie.janssens@example.be' };

  it('takes the rrn of a manual identification, normalised', () => {
    const parsed = DeclarantSchema.parse({ ...declarant, identification: 'manual', rrn: '78.12.24-246.77' });
    expect(parsed).toMatchObject({
      identification: 'manual',
      rrn: '78122424677',
      type: 'private-person',
      nationality: 'BE',
    });
  });

  it('does not need the rrn of a federal identification (the session has it)', () => {
    expect(issuesOf(DeclarantSchema, { ...declarant, identification: 'federal' })).toEqual([]);
  });

  it('needs an identification', () => {
    expect(issuesOf(DeclarantSchema, declarant)).toEqual(['identification:required_field']);
  });
});

describe('VictimSchema', () => {
  it('keeps only the choice for "me" (the declarant is the victim)', () => {
    expect(VictimSchema.parse({ declare_for: 'me', firstname: 'X' })).toEqual({ declare_for: 'me' });
  });

  it('takes a private person for someone else', () => {
    expect(
      VictimSchema.parse({
        declare_for: 'someone-else',
        firstname: 'Noah',
        lastname: 'Maes',
        address,
        email: 'noah.maes@example.be',
      }),
    ).toMatchObject({
      type: 'private-person',
      nationality: 'BE',
    });
  });

  it('asks a way to reach someone else: an e-mail or a phone, either will do', () => {
    const noah = { declare_for: 'someone-else', firstname: 'Noah', lastname: 'Maes', address };
    expect(issuesOf(VictimSchema, noah)).toEqual(['email:message_email_or_phone_required']);
    expect(issuesOf(VictimSchema, { ...noah, phone_number: { indicator: '32', number: '' } })).toEqual([
      'email:message_email_or_phone_required',
    ]);
    expect(
      issuesOf(VictimSchema, { ...noah, phone_number: { indicator: '32', number: '0470 12 34 56' } }),
    ).toEqual([]);
    expect(issuesOf(VictimSchema, { ...noah, email: 'noah.maes@example.be' })).toEqual([]);
  });

  it('asks to choose an enterprise when none is chosen (error_choose_enterprise, spec §5, §8)', () => {
    expect(issuesOf(VictimSchema, { declare_for: 'organisation' })[0]).toBe('name:error_choose_enterprise');
    expect(issuesOf(VictimSchema, { declare_for: 'organisation', name: '  ' })[0]).toBe(
      'name:error_choose_enterprise',
    );
  });

  it('takes an enterprise for an organisation, its number as 10 digits', () => {
    const victim = VictimSchema.parse({
      declare_for: 'organisation',
      name: 'Bakkerij De Gouden Korst',
      number: '0812.345.603',
      legal_form: 'BV',
      address: { ...address, street: 'Veldstraat', number: '10' },
    });
    expect(victim).toMatchObject({ type: 'organisation', number: '0812345603' });
  });
});
