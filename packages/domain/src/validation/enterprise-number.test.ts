import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testIdentities } from '../testing/test-identities.ts';
import {
  EnterpriseNumberSchema,
  isValidEnterpriseNumber,
  normalizeEnterpriseNumber,
} from './enterprise-number.ts';

describe('isValidEnterpriseNumber', () => {
  it.each(testIdentities.organisations.map((o) => o.number))('fixture %s is valid', (number) => {
    expect(isValidEnterpriseNumber(number)).toBe(true);
  });

  // 1000002197: first 8 digits divisible by 97, so the check digits are 97.
  it.each(['0712123421', '0712.123.421', '0.712.123.421', '0712 123 421', '0403170701', '1000002197'])(
    'accepts %j',
    (value) => {
      expect(isValidEnterpriseNumber(value)).toBe(true);
    },
  );

  it.each([
    ['0712123422', 'bad check digits'],
    ['2712123421', 'first digit 2'],
    ['712123421', '9 digits'],
    ['07121234210', '11 digits'],
    ['0712-123-421', 'dashes'],
    ['BE0712123421', 'VAT prefix'],
    ['', 'empty'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidEnterpriseNumber(value)).toBe(false);
  });

  it('schema outputs the 10 digits and gives error_choose_enterprise', () => {
    expect(EnterpriseNumberSchema.parse(' 0.712.123.421 ')).toBe('0712123421');
    expect(normalizeEnterpriseNumber('0812 345 603')).toBe('0812345603');
    expect(EnterpriseNumberSchema.safeParse('0712123422').error?.issues[0]?.message).toBe(
      'error_choose_enterprise',
    );
  });
});

describe('enterprise number properties', () => {
  const numbers = fc.integer({ min: 0, max: 19_999_999 }).map((first8) => {
    const head = String(first8).padStart(8, '0');
    return `${head}${String(97 - (first8 % 97)).padStart(2, '0')}`;
  });

  it('every generated number passes', () => {
    fc.assert(fc.property(numbers, (number) => isValidEnterpriseNumber(number)));
  });

  it('mod 97 catches every single-digit substitution', () => {
    fc.assert(
      fc.property(numbers, (number) => {
        for (let position = 0; position < number.length; position += 1) {
          for (let digit = 0; digit <= 9; digit += 1) {
            if (String(digit) === number[position]) continue;
            if (
              isValidEnterpriseNumber(`${number.slice(0, position)}${digit}${number.slice(position + 1)}`)
            ) {
              return false;
            }
          }
        }
        return true;
      }),
    );
  });
});
