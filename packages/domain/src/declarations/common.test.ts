import { describe, expect, it } from 'vitest';
import { issuesOf, NOW, uploadId } from '../testing/schema-helpers.ts';
import {
  AttachmentsSchema,
  createFactDateTimeSchema,
  DeclarationAddressSchema,
  stripDebug,
} from './common.ts';

const address = {
  municipality: '11002-2000',
  post_code: '2000',
  munKey: '11002',
  street: 'Meir',
  number: '12',
};

describe('DeclarationAddressSchema', () => {
  it('trims and keeps the municipality key', () => {
    expect(DeclarationAddressSchema.parse({ ...address, street: ' Meir ', box: '' })).toEqual(address);
  });

  it.each([
    [{ munKey: undefined }, 'munKey:required_field'],
    [{ munKey: '1100' }, 'munKey:address_invalid'],
    [{ munKey: '44021' }, 'munKey:address_invalid'],
    [{ post_code: '9000' }, 'munKey:address_invalid'],
    [{ post_code: '20000' }, 'post_code:address_invalid'],
    [{ post_code: '' }, 'post_code:required_field'],
    [{ municipality: '' }, 'municipality:required_field'],
    [{ number: '12a' }, 'number:require_positive_integer'],
  ])('%o → %s', (change, expected) => {
    expect(issuesOf(DeclarationAddressSchema, { ...address, ...change })).toEqual([expected]);
  });

  it('accepts a registry address, whose municipality is a name', () => {
    expect(issuesOf(DeclarationAddressSchema, { ...address, municipality: 'Antwerpen' })).toEqual([]);
  });
});

describe('createFactDateTimeSchema', () => {
  it('reads the clock at each parse when given a function', () => {
    let now = NOW;
    const schema = createFactDateTimeSchema(() => now);
    const tomorrow = { date: '16/06/2025', time: '08:00' };
    expect(issuesOf(schema, tomorrow)).toEqual(['date:require_date_not_in_future']);
    now = new Date('2025-06-16T07:00:00Z');
    expect(issuesOf(schema, tomorrow)).toEqual([]);
  });

  it('judges the time in Belgian time', () => {
    const schema = createFactDateTimeSchema(NOW);
    expect(issuesOf(schema, { date: '15/06/2025', time: '12:00' })).toEqual([]);
    expect(issuesOf(schema, { date: '15/06/2025', time: '12:00:01' })).toEqual([
      'time:require_time_not_in_future',
    ]);
  });
});

describe('AttachmentsSchema', () => {
  it('defaults to no attachments', () => {
    expect(AttachmentsSchema.parse(undefined)).toEqual([]);
  });

  it.each([
    [[uploadId(1), 'x'], '1:error_upload'],
    ['one', ':error_upload'],
    [[uploadId(2), uploadId(2)], ':error_upload_duplicate'],
  ])('%j → %s', (value, expected) => {
    expect(issuesOf(AttachmentsSchema, value)).toEqual([expected]);
  });
});

describe('stripDebug', () => {
  it('works on payloads without debug', () => {
    expect(stripDebug({ form: 'person' })).toEqual({ form: 'person' });
  });
});
