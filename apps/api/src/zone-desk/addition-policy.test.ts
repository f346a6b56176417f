import { describe, expect, it } from 'vitest';
import { additionOnHandled, parseAdditionPolicy } from './addition-policy.ts';

const ZONES = new Set(['5345', '5277', 'P-5401-5402']);

describe('ZONE_ADDITION_ON_HANDLED', () => {
  it("reads every zone's choice and the zones' own, as ZONE_WORKING_HOURS is written", () => {
    expect(parseAdditionPolicy('reopen', ZONES)).toEqual({ default: 'reopen', zones: {} });
    expect(parseAdditionPolicy(' flag ;5345 = reopen; P-5401-5402=flag; ', ZONES)).toEqual({
      default: 'flag',
      zones: { '5345': 'reopen', 'P-5401-5402': 'flag' },
    });
    expect(parseAdditionPolicy('default=flag; 5277=reopen', ZONES)).toEqual({
      default: 'flag',
      zones: { '5277': 'reopen' },
    });
    // A zone alone leaves the others reopening.
    const policy = parseAdditionPolicy('5345=flag', ZONES);
    expect([additionOnHandled(policy, '5345'), additionOnHandled(policy, '5277')]).toEqual([
      'flag',
      'reopen',
    ]);
  });

  it.each([
    ['', 'is empty'],
    [' ; ', 'is empty'],
    ['close', 'the choice of default must be reopen or flag, not "close"'],
    ['5345=', 'cannot read "5345="'],
    ['=flag', 'cannot read "=flag"'],
    ['reopen; 9999=flag', '9999 is not a police zone'],
    ['reopen; flag', 'names default twice'],
    ['5345=flag; 5345=reopen', 'names 5345 twice'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseAdditionPolicy(text, ZONES)).toThrow(message);
  });
});
