import { describe, expect, it } from 'vitest';
import {
  isPositiveInteger,
  PositiveIntegerSchema,
  RequiredPositiveIntegerSchema,
} from './positive-integer.ts';

describe('positive integer', () => {
  it.each(['1', '12', '007', '9007199254740991'])('accepts %j', (value) => {
    expect(isPositiveInteger(value)).toBe(true);
  });

  it.each(['0', '000', '-1', '+1', '1.0', '1,5', '1e3', '12A', ' 1', '', '9007199254740992'])(
    'refuses %j',
    (value) => {
      expect(isPositiveInteger(value)).toBe(false);
    },
  );

  it('is optional unless said otherwise', () => {
    expect(PositiveIntegerSchema.parse('')).toBeUndefined();
    expect(PositiveIntegerSchema.parse(' 3 ')).toBe('3');
    expect(PositiveIntegerSchema.safeParse('0').error?.issues[0]?.message).toBe('require_positive_integer');
    expect(RequiredPositiveIntegerSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      'required_field',
    ]);
  });
});
