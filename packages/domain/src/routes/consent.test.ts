import { describe, expect, it } from 'vitest';
import {
  type ConsentValue,
  functionalCookiesAllowed,
  isConsentValue,
  shouldShowConsentDialog,
} from './consent.ts';

describe('functionalCookiesAllowed', () => {
  it.each<[ConsentValue | undefined, boolean]>([
    [undefined, false],
    ['essential', false],
    ['all', true],
    ['custom', true],
  ])('%s → %s', (consent, expected) => {
    expect(functionalCookiesAllowed(consent)).toBe(expected);
  });

  it('recognises only the three consent values', () => {
    expect(['essential', 'all', 'custom', 'yes', '', undefined].map(isConsentValue)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('shouldShowConsentDialog (spec §2, §6)', () => {
  it.each<[string, Parameters<typeof shouldShowConsentDialog>[0], boolean]>([
    [
      'anonymous or signed-in citizen without consent',
      { userType: 'citizen', consent: undefined, routeName: 'home' },
      true,
    ],
    ['on a not-found page too', { userType: 'citizen', consent: undefined, routeName: undefined }, true],
    ['not on the cookies page', { userType: 'citizen', consent: undefined, routeName: 'cookies' }, false],
    ['not once essential is chosen', { userType: 'citizen', consent: 'essential', routeName: 'home' }, false],
    ['not once all is chosen', { userType: 'citizen', consent: 'all', routeName: 'home' }, false],
    ['not once a custom choice exists', { userType: 'citizen', consent: 'custom', routeName: 'home' }, false],
    ['never to officers', { userType: 'policeman', consent: undefined, routeName: 'home' }, false],
    ['not for the unknown user type', { userType: 'unknown', consent: undefined, routeName: 'home' }, false],
    [
      'not before the session answer',
      { userType: 'pending', consent: undefined, routeName: undefined },
      false,
    ],
  ])('%s', (_label, input, expected) => {
    expect(shouldShowConsentDialog(input)).toBe(expected);
  });
});
