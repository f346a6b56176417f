import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  internationalDigits,
  isValidPhoneNumber,
  PhoneIndicatorSchema,
  PhoneNumberSchema,
} from './phone.ts';

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
      number: '470123456',
    });
    expect(PhoneNumberSchema.parse({ indicator: '', number: '0470123456' }).indicator).toBe('32');
    expect(PhoneNumberSchema.parse({ indicator: '+33', number: '612345678' }).indicator).toBe('33');
    expect(PhoneIndicatorSchema.parse('1-684')).toBe('1684');
  });

  it.each([
    [{ indicator: '32', number: '0470 12 34 56' }, '470123456'],
    [{ indicator: '32', number: '470 12 34 56' }, '470123456'],
    [{ indicator: '32', number: '470123456' }, '470123456'],
    [{ indicator: '32', number: '02 123 45 67' }, '21234567'],
    [{ indicator: '33', number: '06 12 34 56 78' }, '612345678'],
    [{ indicator: '39', number: '06 1234 5678' }, '0612345678'],
    [{ indicator: '1', number: '202 555 0123' }, '2025550123'],
  ])('keeps %j as the digits after the country code: %s', (phone, number) => {
    expect(PhoneNumberSchema.parse(phone).number).toBe(number);
  });

  it('counts the digits as typed, so a number valid with its trunk zero stays valid', () => {
    expect(PhoneNumberSchema.parse({ number: '012345' }).number).toBe('12345');
    expect(PhoneNumberSchema.parse({ number: '0123456789012' }).number).toBe('123456789012');
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

describe('internationalDigits', () => {
  it('drops one trunk zero, except where it is dialled from abroad too', () => {
    expect(internationalDigits('0470 12 34 56')).toBe('470123456');
    expect(internationalDigits('00470', '32')).toBe('0470');
    expect(internationalDigits('0612345678', '+33')).toBe('612345678');
    expect(internationalDigits('0549 88 88 88', '378')).toBe('0549888888');
  });
});

describe('formatPhone', () => {
  it.each([
    // Belgium: mobiles 3-2-2-2, with or without the trunk zero, stored or as typed.
    [{ indicator: '32', number: '0470 12 34 56' }, '+32 470 12 34 56'],
    [{ indicator: '32', number: '470123456' }, '+32 470 12 34 56'],
    [{ indicator: '+32', number: '0499123456' }, '+32 499 12 34 56'],
    // One-digit zones 1-3-2-2: Brussels, Antwerp, Liège, Ghent.
    [{ indicator: '32', number: '02 123 45 67' }, '+32 2 123 45 67'],
    [{ indicator: '32', number: '031234567' }, '+32 3 123 45 67'],
    [{ indicator: '32', number: '04 222 33 44' }, '+32 4 222 33 44'],
    [{ indicator: '32', number: '92345678' }, '+32 9 234 56 78'],
    // Two-digit zones 2-2-2-2: Bruges, Leuven, Namur.
    [{ indicator: '32', number: '050 12 34 56' }, '+32 50 12 34 56'],
    [{ indicator: '32', number: '016123456' }, '+32 16 12 34 56'],
    [{ indicator: '32', number: '081 22 33 44' }, '+32 81 22 33 44'],
    // A Belgian number of another length: groups of 3.
    [{ indicator: '32', number: '012345' }, '+32 123 45'],
    // Blank indicator: 32 (spec §5).
    [{ indicator: '', number: '0470123456' }, '+32 470 12 34 56'],
    // Other countries: groups of 3, a lone last digit joining the last group.
    [{ indicator: '33', number: '06 12 34 56 78' }, '+33 612 345 678'],
    [{ indicator: '1', number: '2025550123' }, '+1 202 555 0123'],
    [{ indicator: '49', number: '030 1234567' }, '+49 301 234 567'],
    [{ indicator: '31', number: '0612345678' }, '+31 612 345 678'],
    [{ indicator: '44', number: '07911 123456' }, '+44 791 112 3456'],
    [{ indicator: '39', number: '06 1234 5678' }, '+39 061 234 5678'],
    [{ indicator: '1-684', number: '6331234' }, '+1684 633 1234'],
    [{ indicator: '32', number: '' }, ''],
    [{ indicator: '32', number: '0' }, ''],
  ])('%j → %j', (phone, expected) => {
    expect(formatPhone(phone)).toBe(expected);
  });

  it('formats what the schema keeps as it formats what was typed', () => {
    const typed = { indicator: '32', number: '0470 12 34 56' };
    expect(formatPhone(PhoneNumberSchema.parse(typed))).toBe(formatPhone(typed));
  });
});
