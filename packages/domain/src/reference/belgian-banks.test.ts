import { describe, expect, it } from 'vitest';
import codes from './belgian-bank-codes-2022.json' with { type: 'json' };
import { belgianBankOf } from './belgian-banks.ts';

describe('belgianBankOf', () => {
  it.each([
    ['BE71 0961 2345 6769', 'GKCCBEBB', 'Belfius Bank'],
    ['be71096123456769', 'GKCCBEBB', 'Belfius Bank'],
    ['BE35 3101 2345 6737', 'BBRUBEBB', 'ING België'],
    ['BE43 0000 0000 0101', 'BPOTBEB1', 'bpost bank'],
  ])('names the bank of %j', (iban, bic, bank) => {
    expect(belgianBankOf(iban)).toEqual({ bic, bank });
  });

  it('gives a null BIC where the list gives none', () => {
    expect(belgianBankOf('BE45 1020 0000 0089')?.bic).toBeNull();
  });

  it.each([
    ['BE68 5390 0754 7034', 'a code in no range (539)'],
    ['NL91 ABNA 0417 1643 00', 'a foreign IBAN'],
    ['BE71 0961 2345 676', 'too short'],
    ['', 'blank'],
  ])('knows no bank for %j (%s)', (iban) => {
    expect(belgianBankOf(iban)).toBeUndefined();
  });

  it('names each bank as people read it, not in the list’s capitals (acronyms aside)', () => {
    const shouted = codes.ranges
      .map((range) => range.bank)
      // Capitals over several words, one of them longer than an acronym (PPS EU, EPBF and FX4BIZ pass).
      .filter((bank) => bank === bank.toUpperCase() && /\s/.test(bank) && /[A-Z]{4,}/.test(bank));
    expect(shouted).toEqual([]);
  });

  it('has sorted ranges that do not overlap, so each code has at most one bank', () => {
    for (const [index, range] of codes.ranges.entries()) {
      expect(range.from <= range.to).toBe(true);
      const next = codes.ranges[index + 1];
      if (next) expect(range.to < next.from).toBe(true);
    }
  });
});
