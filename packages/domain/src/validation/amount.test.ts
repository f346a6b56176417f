import { describe, expect, it } from 'vitest';
import { AmountSchema, formatAmount, isPositiveAmount, parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['12,50', 12.5],
    ['0,01', 0.01],
    ['12,', 12],
    ['1234567,89', 1234567.89],
    ['1 234,50', 1234.5],
    ['1 234 567.89', 1234567.89],
    ['1\u00A0234,50', 1234.5],
    ['1\u202F234,50', 1234.5],
    ['1 234,50 €', 1234.5],
    ['12€', 12],
    [' 12,5 ', 12.5],
    [12.5, 12.5],
    ['1250.5', 1250.5],
    ['1250 €', 1250],
    ['1 250.50', 1250.5],
    // Belgian handwriting: dots between thousands, a decimal comma.
    ['1.250,50', 1250.5],
    ['1.250', 1250],
    ['1.500', 1500],
    ['12.345.678,90', 12345678.9],
    ['1.250,5 €', 1250.5],
    ['1.25', 1.25],
    ['-12', -12],
  ])('%j → %s', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it.each([
    ['12,345', 'three decimals after a comma'],
    ['1.2345', 'four digits after a dot'],
    ['1.234.5', 'a last group of 1'],
    ['1.250.50', 'dots only, last group of 2'],
    ['1.250.5', 'dots only, last group of 1'],
    ['1,250.50', 'English separators'],
    ['1 250.500', 'three decimals after a dot'],
    ['1.250 500', 'dots and spaces mixed'],
    ['12,3,4', 'two commas'],
    ['12 34', 'a group of 2'],
    ['1234 567', 'a first group of 4'],
    ['+12', 'sign'],
    ['--12', 'two signs'],
    [',5', 'no whole euros'],
    ['12 €€', 'double euro sign'],
    ['€ 12', 'euro sign first'],
    ['abc', 'letters'],
    ['', 'empty'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'infinity'],
  ])('refuses %j (%s)', (value, _reason) => {
    expect(parseAmount(value)).toBeUndefined();
  });
});

describe('positive amount', () => {
  it.each([
    ['0,01', true],
    ['0', false],
    ['0,00', false],
    ['-1', false],
    ['1.500', true],
    [0, false],
    [-5, false],
  ])('%j → %s', (value, expected) => {
    expect(isPositiveAmount(value)).toBe(expected);
  });

  it('schema outputs the number', () => {
    expect(AmountSchema.parse(' 1 234,50 € ')).toBe(1234.5);
    expect(AmountSchema.parse('1.250,50')).toBe(1250.5);
    expect(AmountSchema.parse(99)).toBe(99);
  });

  const messages = (value: unknown) => AmountSchema.safeParse(value).error?.issues.map((i) => i.message);

  it.each([
    ['', 'required_field'],
    ['   ', 'required_field'],
    [undefined, 'required_field'],
    [null, 'required_field'],
    ['12,3,4', 'error_amount_format'],
    ['abc', 'error_amount_format'],
    ['12,345', 'error_amount_format'],
    ['0', 'error_amount_not_positive'],
    ['0,00', 'error_amount_not_positive'],
    ['-5', 'error_amount_not_positive'],
    [0, 'error_amount_not_positive'],
    [-5, 'error_amount_not_positive'],
  ])('answers %j with %s alone', (value, expected) => {
    expect(messages(value)).toEqual([expected]);
  });
});

describe('formatAmount', () => {
  it.each([
    [1234.5, '1 234,50 €'],
    [0, '0,00 €'],
    [0.5, '0,50 €'],
    [12, '12,00 €'],
    [999.999, '1 000,00 €'],
    [1234567.891, '1 234 567,89 €'],
    [-1234.5, '-1 234,50 €'],
  ])('%s → %j', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('reads back what it writes', () => {
    expect(parseAmount(formatAmount(1234567.89))).toBe(1234567.89);
  });
});
