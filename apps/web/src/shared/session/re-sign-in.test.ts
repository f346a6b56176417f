import { describe, expect, it } from 'vitest';
import { reSignInHref } from './re-sign-in.ts';

describe('reSignInHref', () => {
  it.each([
    ['citizen', 'fr', '/index.php/app/login?redirect=%2Fapp%2Ffr%2Frefreshed'],
    ['citizen', 'nl', '/index.php/app/login?redirect=%2Fapp%2Fnl%2Frefreshed'],
    ['policeman', 'de', '/index.php/app/police/login?redirect=%2Fapp%2Fde%2Flogged'],
  ] as const)('%s in %s → %s', (userType, locale, expected) => {
    expect(reSignInHref(userType, locale)).toBe(expected);
  });
});
