import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImeiSchema, imeiDigits, isValidImei, passesLuhn } from './imei.ts';

describe('an IMEI (issue 33): 15 digits, the last the Luhn check digit', () => {
  it.each(['352099001761481', '35 209900 176148 1', '35-209900-176148-1', '490154203237518'])(
    'accepts %j',
    (typed) => {
      expect(isValidImei(typed)).toBe(true);
      expect(ImeiSchema.parse(` ${typed} `)).toBe(imeiDigits(typed));
    },
  );

  it.each([
    ['352099001761482', 'require_imei_format'], // the check digit is wrong
    ['35209900176148', 'require_imei_format'], // 14 digits
    ['3520990017614810', 'require_imei_format'], // 16 digits
    ['35209900176148A', 'require_imei_format'],
    ['', 'required_field'],
  ])('refuses %j with %s', (typed, key) => {
    expect(ImeiSchema.safeParse(typed).error?.issues[0]?.message).toBe(key);
  });

  it('finds every single mistyped digit (what the Luhn check is for)', () => {
    const imei = '352099001761481';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 9 }), (at, by) => {
        const digit = (Number(imei[at]) + by) % 10;
        const typo = `${imei.slice(0, at)}${digit}${imei.slice(at + 1)}`;
        expect(passesLuhn(typo)).toBe(false);
      }),
    );
  });
});
