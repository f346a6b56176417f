import { describe, expect, it } from 'vitest';
import { isAppPage, matchRoute, routesFor, type UserKind } from './route-table.ts';

const names = (userType: UserKind): string[] => routesFor(userType).map((route) => route.name);

describe('route tables per user type (spec §2)', () => {
  it('gives citizens every citizen route', () => {
    expect(names('citizen').sort()).toEqual(
      [
        'home',
        'sexual-violences',
        'sexual-violence',
        'ncii',
        'theft-and-degradation',
        'alarms-and-cameras',
        'home-surveillance',
        'phishing-questionnaire',
        'phishing',
        'degradation-questionnaire',
        'degradation',
        'degradation-graffiti',
        'degradation-cable',
        'degradation-cable-questionnaire',
        'person-start',
        'person',
        'faq',
        'privacy',
        'disclaimer',
        'accessibility',
        'cookies',
        'success',
        'error',
        'logged',
        'refreshed',
        'signed-out',
        'my-declarations',
        'my-declaration',
      ].sort(),
    );
  });

  it('gives officers their reduced set with their own phishing page and no citizen form', () => {
    expect(names('policeman').sort()).toEqual(
      [
        'success',
        'error',
        'logged',
        'signed-out',
        'police-phishing',
        'zone',
        'phishing-questionnaire',
        'home',
        'sexual-violences',
        'theft-and-degradation',
        'alarms-and-cameras',
        'home-surveillance',
        'sexual-violence',
        'ncii',
        'accessibility',
        'faq',
        'privacy',
        'disclaimer',
        'cookies',
      ].sort(),
    );
    expect(routesFor('policeman').some((route) => route.path.startsWith('degradation'))).toBe(false);
    expect(routesFor('policeman').some((route) => route.form === 'citizen')).toBe(false);
  });

  it('gives the unknown user type only home', () => {
    expect(names('unknown')).toEqual(['home']);
  });

  it.each<[UserKind, string, string | undefined, Record<string, string>]>([
    ['citizen', 'home', 'home', {}],
    ['citizen', 'NCII', 'ncii', {}],
    ['citizen', 'ncii', 'ncii', {}],
    ['citizen', 'phishing', 'phishing', {}],
    ['policeman', 'phishing', 'police-phishing', {}],
    ['citizen', 'phishing/questionnaire', 'phishing-questionnaire', {}],
    ['citizen', 'degradation/cable/questionnaire', 'degradation-cable-questionnaire', {}],
    ['citizen', 'success/phishing', 'success', { form: 'phishing' }],
    ['citizen', 'success/person', 'success', { form: 'person' }],
    ['citizen', 'success/degradation', 'success', { form: 'degradation' }],
    ['citizen', 'my-declarations', 'my-declarations', {}],
    [
      'citizen',
      'my-declarations/6f1c2a9e-7b4d-4e0a-9c1f-5d2b8a6e4c10',
      'my-declaration',
      { id: '6f1c2a9e-7b4d-4e0a-9c1f-5d2b8a6e4c10' },
    ],
    ['policeman', 'my-declarations', undefined, {}],
    ['policeman', 'success/phishing_officer', 'success', { form: 'phishing_officer' }],
    ['citizen', 'success/theft', undefined, {}],
    ['citizen', 'home/extra', undefined, {}],
    ['citizen', '', undefined, {}],
    ['policeman', 'degradation', undefined, {}],
    ['unknown', 'faq', undefined, {}],
  ])('%s: %s → %s', (userType, path, name, params) => {
    const match = matchRoute(routesFor(userType), path);
    expect(match?.route.name).toBe(name);
    if (match) expect(match.params).toEqual(params);
  });
});

describe('isAppPage (issue 33: the server answers an unknown address 404)', () => {
  it.each([
    '',
    '/',
    '/nl',
    '/nl/loading',
    '/fr/faq',
    '/de/Home/',
    '/nl/zone',
    '/nl/phishing',
    '/nl/success/phishing',
    '/nl/my-declarations/1234',
    '/nl/dev/fields',
  ])('knows %s', (path) => {
    expect(isAppPage(path)).toBe(true);
  });

  it.each(['/nl/does-not-exist', '/xx/home', '/nl/home/more', '/nl/success/nothing', '/en'])(
    'knows no %s',
    (path) => {
      expect(isAppPage(path)).toBe(false);
    },
  );
});
