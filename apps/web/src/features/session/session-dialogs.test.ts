import { describe, expect, it } from 'vitest';
import { reSignInHref } from './session-dialogs.tsx';
import { withoutSigninOutcome } from './signin-outcome.ts';

describe('reSignInHref', () => {
  it.each([
    ['citizen', 'fr', '/index.php/app/login?redirect=%2Fapp%2Ffr%2Frefreshed'],
    ['citizen', 'nl', '/index.php/app/login?redirect=%2Fapp%2Fnl%2Frefreshed'],
    ['policeman', 'de', '/index.php/app/police/login'],
  ] as const)('%s in %s → %s', (userType, locale, expected) => {
    expect(reSignInHref(userType, locale)).toBe(expected);
  });
});

describe('withoutSigninOutcome', () => {
  it.each([
    ['?signin=signin_failed', ''],
    ['?a=1&signin=signin_cancelled', '?a=1'],
    ['?a=1', '?a=1'],
  ])('%s → "%s"', (search, expected) => {
    expect(withoutSigninOutcome(search)).toBe(expected);
  });
});
