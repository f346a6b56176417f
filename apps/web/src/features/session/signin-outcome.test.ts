import { describe, expect, it } from 'vitest';
import { withoutSigninOutcome } from './signin-outcome.ts';

describe('withoutSigninOutcome', () => {
  it.each([
    ['?signin=signin_failed', ''],
    ['?a=1&signin=signin_cancelled', '?a=1'],
    ['?a=1', '?a=1'],
  ])('%s → "%s"', (search, expected) => {
    expect(withoutSigninOutcome(search)).toBe(expected);
  });
});
