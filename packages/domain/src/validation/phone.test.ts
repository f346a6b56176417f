import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, PhoneIndicatorSchema, PhoneNumberSchema } from './phone.ts';

describe('isValidPhoneNumber', () => {
  it.each([
    ['0470 12 34 56', '32'],
    ['0470123456', '32'],
    ['470 12 34 56', '32'],
    ['123456', '32'],
    ['123456', '1'],
    ['0123456789012', '32'],
    ['12345678901234', '1'],
    ['6 12 34 56 78', '33'],
  ])('accepts %j with indicator %s', (number, indicator) => {
    expect(isValidPhoneNumber(number, indicator)).toBe(true);
  });

  it.each([
    ['12345', '32', '5 digits'],
    ['123456', '', '6 digits in all'],
    ['123456789012345', '1', '15 digits in the number'],
    ['12345678901234', '32', '16 digits in all'],
    ['0470  12 34 56', '32', 'double space'],
    [' 0470 12 34 56', '32', 'leading space'],
    ['0470 12 34 56 ', '32', 'trailing space'],
    ['0470-12-34-56', '32', 'dashes'],
    ['+32470123456', '32', 'plus sign'],
    ['0470 12 34 5a', '32', 'letter'],
    ['', '32', 'empty'],
  ])('refuses %j with indicator %j (%s)', (number, indicator) => {
    expect(isValidPhoneNumber(number, indicator)).toBe(false);
  });

  it('counts the Belgian indicator by default', () => {
    expect(isValidPhoneNumber('0123456789012')).toBe(true);
    expect(isValidPhoneNumber('01234567890123')).toBe(false);
  });
});

describe('PhoneNumberSchema', () => {
  it('defaults the indicator to 32 and keeps its digits only', () => {
    expect(PhoneNumberSchema.parse({ number: ' 0470 12 34 56 ' })).toEqual({
      indicator: '32',
      number: '0470 12 34 56',
    });
    expect(PhoneNumberSchema.parse({ indicator: '', number: '0470123456' }).indicator).toBe('32');
    expect(PhoneNumberSchema.parse({ indicator: '+33', number: '612345678' }).indicator).toBe('33');
    expect(PhoneIndicatorSchema.parse('1-684')).toBe('1684');
  });

  it.each([
    [{ number: '' }, [[['number'], 'required_field']]],
    [{ number: '0470  12 34 56' }, [[['number'], 'require_phone_format']]],
    [{ indicator: 'BE', number: '0470123456' }, [[['indicator'], 'require_phone_format']]],
  ])('%j gives %j', (value, expected) => {
    expect(PhoneNumberSchema.safeParse(value).error?.issues.map((i) => [i.path, i.message])).toEqual(
      expected,
    );
  });
});
