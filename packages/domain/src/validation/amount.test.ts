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
  ])('%j → %s', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it.each([
    ['1.234,50', 'both separators'],
    ['1.500', 'three decimals: thousands or decimals?'],
    ['12,345', 'three decimals'],
    ['12 34', 'a group of 2'],
    ['1234 567', 'a first group of 4'],
    ['-12', 'sign'],
    ['+12', 'sign'],
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
    [0, false],
    [-5, false],
  ])('%j → %s', (value, expected) => {
    expect(isPositiveAmount(value)).toBe(expected);
  });

  it('schema outputs the number and gives required_field otherwise', () => {
    expect(AmountSchema.parse(' 1 234,50 € ')).toBe(1234.5);
    expect(AmountSchema.parse(99)).toBe(99);
    for (const value of ['', '0', '1.500', undefined]) {
      expect(AmountSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual(['required_field']);
    }
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
