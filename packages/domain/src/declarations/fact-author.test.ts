import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/schema-helpers.ts';
import {
  decodeWebsite,
  encodeWebsite,
  FactAuthorContactSchema,
  FactAuthorContactsSchema,
  StolenAmountSchema,
} from './fact-author.ts';

describe('encodeWebsite / decodeWebsite', () => {
  it('encodes what a query string would break', () => {
    expect(encodeWebsite(' https://a.example/p?x=1&y=é ')).toBe(
      'https%3A%2F%2Fa.example%2Fp%3Fx%3D1%26y%3D%C3%A9',
    );
  });

  it('decodes what it encoded', () => {
    fc.assert(fc.property(fc.string(), (text) => decodeWebsite(encodeWebsite(text)) === text.trim()));
  });

  it('returns a malformed encoding unchanged', () => {
    expect(decodeWebsite('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('FactAuthorContactSchema', () => {
  it.each([
    [
      { type: 1, value: ' fraud@bank.example ' },
      { type: 1, value: 'fraud@bank.example' },
    ],
    [
      { type: 2, value: encodeWebsite('http://bank.example/x') },
      { type: 2, value: 'http://bank.example/x' },
    ],
    [
      // Typed without its scheme, as in a browser's address bar: kept completed (issue 33).
      { type: 2, value: encodeWebsite('www.kbc-beveiliging.com/login') },
      { type: 2, value: 'https://www.kbc-beveiliging.com/login' },
    ],
    [
      { type: 3, number: '0470 12 34 56' },
      { type: 3, indicator: '32', number: '470123456' },
    ],
    [
      { type: 3, indicator: '+33', number: '6 12 34 56 78' },
      { type: 3, indicator: '33', number: '612345678' },
    ],
    [
      { type: 4, value: 'jan.p.1985', platform: 'Facebook' },
      { type: 4, value: 'jan.p.1985', platform: 'Facebook' },
    ],
  ])('accepts %j', (contact, parsed) => {
    expect(FactAuthorContactSchema.parse(contact)).toEqual(parsed);
  });

  it.each([
    [{ type: '1', value: 'fraud@bank.example' }, 'type:required_field'],
    [{ type: 1 }, 'value:required_field'],
    [{ type: 2, value: 'bank' }, 'value:require_url_format'],
    [{ type: 2, value: encodeWebsite('fraud@bank.example') }, 'value:require_url_format'],
    [{ type: 3, indicator: '32', number: '1234 5678 9012 34' }, 'number:require_phone_format'],
    [{ type: 4, value: '', platform: 'TikTok' }, 'value:required_field'],
    [{ type: 4, value: 'x', platform: 'y'.repeat(101) }, 'platform:error_max_length'],
  ])('refuses %j with %s', (contact, expected) => {
    expect(issuesOf(FactAuthorContactSchema, contact)).toEqual([expected]);
  });
});

describe('FactAuthorContactsSchema: each contact once', () => {
  it.each([
    [
      'an e-mail in other letters',
      { type: 1, value: 'Fraud@Bank.example' },
      { type: 1, value: 'fraud@bank.example ' },
      '1.value',
    ],
    [
      'a website with its host in capitals',
      { type: 2, value: encodeWebsite('HTTPS://Bank.example/login') },
      { type: 2, value: encodeWebsite('https://bank.example/login') },
      '1.value',
    ],
    [
      'a website once typed without its scheme',
      { type: 2, value: encodeWebsite('https://www.kbc-beveiliging.com/login') },
      { type: 2, value: encodeWebsite('www.kbc-beveiliging.com/login') },
      '1.value',
    ],
    [
      'a phone spaced otherwise',
      { type: 3, number: '0470 12 34 56' },
      { type: 3, indicator: '+32', number: '0470123456' },
      '1.number',
    ],
    [
      'an account on the same platform',
      { type: 4, value: '@helpdesk', platform: 'Instagram' },
      { type: 4, value: '@HelpDesk', platform: 'instagram' },
      '1.value',
    ],
  ])('refuses %s twice, at the second', (_, first, second, path) => {
    expect(issuesOf(FactAuthorContactsSchema, [first, second])).toEqual([
      `${path}:error_fact_author_contact_duplicate`,
    ]);
  });

  it.each([
    [
      'one value as e-mail and as account',
      [
        { type: 1, value: 'a@b.example' },
        { type: 4, value: 'a@b.example', platform: 'X' },
      ],
    ],
    [
      'one account on two platforms',
      [
        { type: 4, value: '@a', platform: 'X' },
        { type: 4, value: '@a', platform: 'Y' },
      ],
    ],
    [
      'one number with two indicators',
      [
        { type: 3, number: '470 12 34 56' },
        { type: 3, indicator: '33', number: '470 12 34 56' },
      ],
    ],
  ])('accepts %s', (_, contacts) => {
    expect(issuesOf(FactAuthorContactsSchema, contacts)).toEqual([]);
  });

  it('lets each entry’s own rule speak first', () => {
    expect(issuesOf(FactAuthorContactsSchema, [{ type: 1 }, { type: 1 }])).toEqual([
      '0.value:required_field',
      '1.value:required_field',
    ]);
  });
});

describe('StolenAmountSchema', () => {
  it.each([
    ['1 250,50', 1250.5],
    ['99.99', 99.99],
    ['1.250,50', 1250.5],
    [12, 12],
  ])('reads %j as %d', (amount, expected) => {
    expect(StolenAmountSchema.parse({ iban: 'be68 5390 0754 7034', amount })).toEqual({
      iban: 'BE68539007547034',
      amount: expected,
    });
  });

  it.each([
    [{ iban: 'BE68539007547034', amount: -5 }, 'amount:error_amount_not_positive'],
    [{ iban: 'BE68539007547034', amount: '1,999' }, 'amount:error_amount_format'],
    [{ iban: 'BE68539007547034', amount: '' }, 'amount:required_field'],
    [{ iban: 'BE6853900754703', amount: 5 }, 'iban:require_iban_format'],
    [{ amount: 5 }, 'iban:required_field'],
  ])('refuses %j with %s', (row, expected) => {
    expect(issuesOf(StolenAmountSchema, row)).toEqual([expected]);
  });
});
