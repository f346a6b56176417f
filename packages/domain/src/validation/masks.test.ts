import { describe, expect, it } from 'vitest';
import {
  applyMask,
  formatEnterpriseNumber,
  formatRrn,
  IBAN_STOLEN_AMOUNT_MASK,
  IBAN_VICTIM_MASK,
  maskIban,
  maskPhoneNumber,
} from './masks.ts';

describe('maskPhoneNumber (0### ## ## ## ##)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['04', '04'],
    ['0470', '0470'],
    ['04701', '0470 1'],
    ['0470123456', '0470 12 34 56'],
    ['470123456', '0470 12 34 56'],
    ['0470 12 34 56', '0470 12 34 56'],
    ['0470/12.34.56', '0470 12 34 56'],
    ['04701234567890', '0470 12 34 56 78'],
    ['0470ab12', '0470 12'],
  ])('%j → %j', (typed, shown) => {
    expect(maskPhoneNumber(typed)).toBe(shown);
  });
});

describe('maskIban', () => {
  it.each([
    ['be', 'BE'],
    ['be68', 'BE68'],
    ['be685', 'BE68 5'],
    ['BE68539007547034', 'BE68 5390 0754 7034'],
    ['BE68 5390 0754 7034', 'BE68 5390 0754 7034'],
    ['12BE', 'BE'],
    ['FR1420041010050500013M02606', 'FR14 2004 1010 0505 0001 3M02'],
  ])('victim mask: %j → %j', (typed, shown) => {
    expect(maskIban(typed)).toBe(shown);
  });

  it('the stolen-amounts mask takes the 34 characters of the longest IBAN', () => {
    const longest = `LC55HEMM${'0'.repeat(24)}12`;
    expect(maskIban(`${longest}99`, IBAN_STOLEN_AMOUNT_MASK)).toBe(
      'LC55 HEMM 0000 0000 0000 0000 0000 0000 12',
    );
    expect(IBAN_STOLEN_AMOUNT_MASK.replaceAll(' ', '')).toHaveLength(34);
    expect(IBAN_VICTIM_MASK.replaceAll(' ', '')).toHaveLength(24);
    expect(maskIban('MT84MALT011000012345MTLCAST001S', IBAN_STOLEN_AMOUNT_MASK)).toBe(
      'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
    );
  });
});

describe('formatters', () => {
  it.each([
    ['0712123421', '0.712.123.421'],
    ['0712.123.421', '0.712.123.421'],
    ['07121', '0.712.1'],
  ])('enterprise number %j → %j', (value, shown) => {
    expect(formatEnterpriseNumber(value)).toBe(shown);
  });

  it.each([
    ['85073003328', '85.07.30-033.28'],
    ['85.07.30-033.28', '85.07.30-033.28'],
    ['850730', '85.07.30'],
    ['8507300', '85.07.30-0'],
  ])('rrn %j → %j', (value, shown) => {
    expect(formatRrn(value)).toBe(shown);
  });

  it('applyMask keeps typed fixed characters and drops what fits no slot', () => {
    expect(applyMask('(12)', '(##)')).toBe('(12)');
    expect(applyMask('12', '(##)')).toBe('(12');
    expect(applyMask('1x2', '##')).toBe('12');
  });
});
