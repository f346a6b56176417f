import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IbanSchema, isValidIban, normalizeIban } from './iban.ts';

describe('isValidIban', () => {
  it.each([
    'BE68539007547034',
    'BE68 5390 0754 7034',
    'be68 5390 0754 7034',
    'BE71096123456769',
    'NL91ABNA0417164300',
    'FR1420041010050500013M02606',
    'DE89 3704 0044 0532 0130 00',
    'LU280019400644750000',
    'MT84MALT011000012345MTLCAST001S',
    // Spec §5 asks only the format of other countries: a foreign typo is not caught.
    'NL92ABNA0417164300',
  ])('accepts %j', (value) => {
    expect(isValidIban(value)).toBe(true);
  });

  it.each([
    ['BE68539007547035', 'bad check digits'],
    ['BE69539007547034', 'bad IBAN check'],
    ['BE41539007547035', 'right IBAN check, wrong Belgian account check'],
    ['BE6853900754703', '13 digits'],
    ['BE685390075470344', '15 digits'],
    ['BE68A39007547034', 'letter in a Belgian IBAN'],
    ['NL91ABNA041', '7 characters after the check digits'],
    ['NL91ABNA04171', '9 characters after the check digits'],
    [`NL91${'A'.repeat(31)}`, '31 characters after the check digits'],
    ['N191ABNA0417164300', 'digit in the country code'],
    ['NLX1ABNA0417164300', 'letter in the check digits'],
    ['NL91ABNA-0417164300', 'dash'],
    ['', 'empty'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidIban(value)).toBe(false);
  });

  it('normalises', () => {
    expect(normalizeIban(' be68 5390\t0754 7034 ')).toBe('BE68539007547034');
    expect(IbanSchema.parse('be68 5390 0754 7034')).toBe('BE68539007547034');
    expect(IbanSchema.safeParse('BE68539007547035').error?.issues[0]?.message).toBe('require_iban_format');
  });
});

/** A valid Belgian IBAN from a 10-digit account: Belgian account check, then ISO 13616 check digits. */
function belgianIban(account: number): string {
  const digits = String(account).padStart(10, '0');
  const bban = `${digits}${String(account % 97 || 97).padStart(2, '0')}`;
  // B = 11, E = 14, moved behind the BBAN with 00 in place of the check digits.
  const check = 98n - (BigInt(`${bban}111400`) % 97n);
  return `BE${String(check).padStart(2, '0')}${bban}`;
}

describe('Belgian IBAN properties', () => {
  const accounts = fc.integer({ min: 0, max: 9_999_999_999 });

  it('every generated Belgian IBAN passes', () => {
    fc.assert(fc.property(accounts, (account) => isValidIban(belgianIban(account))));
  });

  it('mod 97 catches every single-digit substitution', () => {
    fc.assert(
      fc.property(accounts, (account) => {
        const iban = belgianIban(account);
        for (let position = 2; position < iban.length; position += 1) {
          for (let digit = 0; digit <= 9; digit += 1) {
            if (String(digit) === iban[position]) continue;
            const changed = `${iban.slice(0, position)}${digit}${iban.slice(position + 1)}`;
            if (isValidIban(changed)) return false;
          }
        }
        return true;
      }),
    );
  });
});
