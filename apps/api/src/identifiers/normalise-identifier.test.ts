import { describe, expect, it } from 'vitest';
import {
  domainIdentifier,
  ibanIdentifier,
  phoneIdentifier,
  typedIdentifiers,
} from './normalise-identifier.ts';

describe('identifiers in one form', () => {
  it.each(['BE71 0961 2345 6769', 'be71096123456769', ' BE 7109 6123 4567 69 '])(
    'writes the IBAN %j electronically, with its country and Belgian bank',
    (typed) => {
      expect(ibanIdentifier(typed)).toEqual({
        kind: 'iban',
        value: 'BE71096123456769',
        country: 'BE',
        bank: 'Belfius Bank',
      });
    },
  );

  it('names no bank for a foreign IBAN, nor for a Belgian code the list gives to none', () => {
    expect(ibanIdentifier('NL91 ABNA 0417 1643 00')).toEqual({
      kind: 'iban',
      value: 'NL91ABNA0417164300',
      country: 'NL',
    });
    expect(ibanIdentifier('BE68 5390 0754 7034')).not.toHaveProperty('bank');
  });

  it.each(['0470 12 34 56', '+32 470 12 34 56', '0032470123456', '0470/12.34.56', '(0470) 12-34-56'])(
    'writes the Belgian phone %j in E.164',
    (typed) => {
      expect(phoneIdentifier(typed)).toEqual({ kind: 'phone', value: '+32470123456' });
    },
  );

  it.each(['2026-5345-000012', '000012', 'Peeters', '12/03/2025'])('takes %j for no phone', (typed) => {
    expect(phoneIdentifier(typed)).toBeUndefined();
  });

  it.each([
    ['https://login.mijnbank-hulp.be/pay?x=1', 'mijnbank-hulp.be'],
    ['WWW.Belfius-Hulp.BE', 'belfius-hulp.be'],
    ['http://secure.kbc.be.verify.co.uk/', 'verify.co.uk'],
    // Two sites on a private suffix are two sites, not one.
    ['https://mijnbank.web.app/login', 'mijnbank.web.app'],
    ['http://192.0.2.7/login', '192.0.2.7'],
  ])('keeps the registrable domain of %j', (typed, domain) => {
    expect(domainIdentifier(typed)).toEqual({ kind: 'domain', value: domain });
  });

  it('reads what an officer types in the search as every identifier it can be', () => {
    const kinds = (typed: string) => typedIdentifiers(typed).map(({ kind, value }) => `${kind} ${value}`);
    expect(kinds('BE71 0961 2345 6769')).toEqual(['iban BE71096123456769']);
    expect(kinds('0489/55.66.77')).toEqual(['phone +32489556677']);
    expect(kinds('Fraud@Example.BE')).toEqual(['email fraud@example.be']);
    expect(kinds('https://x.mijnbank-hulp.be/a')).toEqual(['domain mijnbank-hulp.be']);
    expect(kinds('Instagram:@MijnBank_Hulp')).toEqual(['profile instagram:mijnbank_hulp']);
    expect(kinds('Peeters Jan')).toEqual([]);
    expect(kinds('2026-5345-000012')).toEqual([]);
  });
});
