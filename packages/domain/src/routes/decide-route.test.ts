import { describe, expect, it } from 'vitest';
import { decideRoute, guardRoute, type RouteDecision, signinOutcomeOf } from './decide-route.ts';
import { CITIZEN_ROUTES, POLICEMAN_ROUTES, type RouteDef, type UserKind } from './route-table.ts';
import type { SessionView } from './session-view.ts';

const pending: SessionView = { state: 'pending' };
const anonymous: SessionView = { state: 'ready', userType: 'citizen', signedIn: false };
const citizen: SessionView = { state: 'ready', userType: 'citizen', signedIn: true };
const officer: SessionView = { state: 'ready', userType: 'policeman', signedIn: true };
const officerEnded: SessionView = { state: 'ready', userType: 'policeman', signedIn: false };
const unknown: SessionView = { state: 'ready', userType: 'unknown', signedIn: false };

/** A decision reduced to one comparable string. */
function summary(decision: RouteDecision): string {
  switch (decision.kind) {
    case 'page':
      return `page ${decision.route.name}`;
    case 'redirect':
      return `redirect ${decision.to}`;
    case 'leave':
      return `leave ${decision.href}`;
    default:
      return decision.kind;
  }
}

describe('decideRoute: start-up (spec §2)', () => {
  it.each([['/'], [''], ['/loading'], ['/fr/loading'], ['/home'], ['/phishing'], ['/anything/else']])(
    'shows the generic loading page for %s before the session answer',
    (pathname) => {
      expect(summary(decideRoute({ pathname, session: pending }))).toBe('loading');
    },
  );
});

describe('decideRoute: landing redirects keep the locale', () => {
  it.each<[string, SessionView, string, string]>([
    ['/', anonymous, '', 'redirect /home'],
    ['', citizen, '', 'redirect /home'],
    ['/fr', citizen, '', 'redirect /fr/home'],
    ['/de/', anonymous, '', 'redirect /de/home'],
    ['/loading', citizen, '', 'redirect /home'],
    ['/nl/loading', anonymous, '', 'redirect /nl/home'],
    ['/', officer, '', 'redirect /phishing'],
    ['/fr/loading', officer, '', 'redirect /fr/phishing'],
    ['/de', unknown, '', 'redirect /de/home'],
    ['/', anonymous, '?signin=signin_failed', 'redirect /home?signin=signin_failed'],
  ])('%s (%o%s) → %s', (pathname, session, search, expected) => {
    expect(summary(decideRoute({ pathname, search, session }))).toBe(expected);
  });
});

describe('decideRoute: redirect rules for sessions (spec §2)', () => {
  it.each<[string, string, SessionView, string]>([
    ['citizen opens home', '/fr/home', citizen, 'page home'],
    ['anonymous citizen opens an information page', '/faq', anonymous, 'page faq'],
    [
      'anonymous citizen opens the phishing questionnaire',
      '/phishing/questionnaire',
      anonymous,
      'page phishing-questionnaire',
    ],
    ['signed-in citizen opens the phishing form', '/phishing', citizen, 'page phishing'],
    ['signed-in officer opens the officer phishing form', '/de/phishing', officer, 'page police-phishing'],
    [
      'anonymous citizen opens the phishing form',
      '/fr/phishing',
      anonymous,
      'leave /index.php/app/login?redirect=%2Fapp%2Ffr%2Fphishing',
    ],
    [
      'anonymous citizen opens the degradation form',
      '/degradation',
      anonymous,
      'leave /index.php/app/login?redirect=%2Fapp%2Fdegradation',
    ],
    [
      'anonymous citizen opens the graffiti form',
      '/nl/degradation/graffiti',
      anonymous,
      'leave /index.php/app/login?redirect=%2Fapp%2Fnl%2Fdegradation%2Fgraffiti',
    ],
    [
      'anonymous citizen opens the cable form',
      '/degradation/cable',
      anonymous,
      'leave /index.php/app/login?redirect=%2Fapp%2Fdegradation%2Fcable',
    ],
    [
      'anonymous citizen opens the person form',
      '/person',
      anonymous,
      'leave /index.php/app/login?redirect=%2Fapp%2Fperson',
    ],
    [
      'anonymous citizen opens the degradation questionnaire',
      '/degradation/questionnaire',
      anonymous,
      'page degradation-questionnaire',
    ],
    ['officer opens the person form', '/fr/person', officer, 'redirect /fr/loading'],
    ['officer opens the zone desk', '/nl/zone', officer, 'page zone'],
    ['citizen opens the zone desk', '/nl/zone', citizen, 'redirect /nl/loading'],
    ['anonymous visitor opens the zone desk', '/fr/zone', anonymous, 'redirect /fr/loading'],
    [
      'officer whose session ended opens the zone desk',
      '/zone',
      officerEnded,
      'leave /index.php/app/police/login',
    ],
    ['citizen opens their declarations', '/nl/my-declarations', citizen, 'page my-declarations'],
    [
      'anonymous visitor opens their declarations: the federal sign-in first',
      '/nl/my-declarations',
      anonymous,
      'leave /index.php/app/login?redirect=%2Fapp%2Fnl%2Fmy-declarations',
    ],
    [
      'anonymous visitor opens one of their declarations',
      '/fr/my-declarations/6f1c2a9e-7b4d-4e0a-9c1f-5d2b8a6e4c10',
      anonymous,
      'leave /index.php/app/login?redirect=%2Fapp%2Ffr%2Fmy-declarations%2F6f1c2a9e-7b4d-4e0a-9c1f-5d2b8a6e4c10',
    ],
    ['officer opens the citizen’s declarations', '/nl/my-declarations', officer, 'redirect /nl/loading'],
    ['officer opens the degradation form', '/degradation', officer, 'redirect /loading'],
    ['officer opens the graffiti form', '/nl/degradation/graffiti', officer, 'redirect /nl/loading'],
    [
      'officer opens the degradation questionnaire',
      '/degradation/questionnaire',
      officer,
      'redirect /loading',
    ],
    [
      'officer opens the cable questionnaire',
      '/degradation/cable/questionnaire',
      officer,
      'redirect /loading',
    ],
    [
      'officer whose session ended opens the officer form',
      '/phishing',
      officerEnded,
      'leave /index.php/app/police/login',
    ],
    ['officer opens an information page', '/NCII', officer, 'page ncii'],
    ['officer opens refreshed (not in the officer table)', '/refreshed', officer, 'not-found'],
    ['unknown user type opens home', '/home', unknown, 'page home'],
    ['unknown user type opens a form', '/phishing', unknown, 'not-found'],
    ['unknown user type opens the FAQ', '/faq', unknown, 'not-found'],
    ['anyone opens a path that does not exist', '/nope', citizen, 'not-found'],
    ['an unknown locale segment is not a locale', '/xx/home', citizen, 'not-found'],
    ['a sent page with a known form', '/success/phishing', anonymous, 'page success'],
    ['a sent page with another form', '/success/other', anonymous, 'not-found'],
  ])('%s: %s → %s', (_label, pathname, session, expected) => {
    expect(summary(decideRoute({ pathname, session }))).toBe(expected);
  });

  it('keeps query and hash in the sign-in return address', () => {
    const decision = decideRoute({
      pathname: '/fr/person',
      search: '?a=1',
      hash: '#top',
      session: anonymous,
    });
    expect(decision).toEqual({
      kind: 'leave',
      href: `/index.php/app/login?redirect=${encodeURIComponent('/app/fr/person?a=1#top')}`,
    });
  });

  it('does not send the person back to sign-in after a failed or cancelled sign-in (no loop)', () => {
    expect(
      summary(
        decideRoute({ pathname: '/fr/phishing', search: '?signin=signin_cancelled', session: anonymous }),
      ),
    ).toBe('redirect /fr/home?signin=signin_cancelled');
  });

  it('gives a citizen the citizen form on the shared /phishing path', () => {
    expect(summary(decideRoute({ pathname: '/phishing', session: citizen }))).toBe('page phishing');
  });
});

describe('guardRoute: the rule per route owner', () => {
  const policeForm = POLICEMAN_ROUTES.find((route) => route.name === 'police-phishing')!;
  const citizenForm = CITIZEN_ROUTES.find((route) => route.name === 'person')!;
  const info = CITIZEN_ROUTES.find((route) => route.name === 'faq')!;

  it.each<[string, RouteDef, { userType: UserKind; signedIn: boolean }, string]>([
    [
      'citizen opening the officer form',
      policeForm,
      { userType: 'citizen', signedIn: true },
      'redirect /fr/loading',
    ],
    [
      'anonymous citizen opening the officer form',
      policeForm,
      { userType: 'citizen', signedIn: false },
      'redirect /fr/loading',
    ],
    [
      'officer opening a citizen form',
      citizenForm,
      { userType: 'policeman', signedIn: true },
      'redirect /fr/loading',
    ],
    [
      'officer without a session opening the officer form',
      policeForm,
      { userType: 'policeman', signedIn: false },
      'leave /index.php/app/police/login',
    ],
    [
      'citizen without a session opening a citizen form',
      citizenForm,
      { userType: 'citizen', signedIn: false },
      'leave /index.php/app/login?redirect=%2Fapp%2Ffr%2Fx',
    ],
    [
      'citizen with a session opening a citizen form',
      citizenForm,
      { userType: 'citizen', signedIn: true },
      'allowed',
    ],
    ['anyone opening an information page', info, { userType: 'citizen', signedIn: false }, 'allowed'],
  ])('%s → %s', (_label, route, session, expected) => {
    const decision = guardRoute(route, session, { locale: 'fr', pathname: '/fr/x' });
    expect(decision ? summary(decision) : 'allowed').toBe(expected);
  });
});

describe('signinOutcomeOf', () => {
  it.each([
    ['?signin=signin_cancelled', 'signin_cancelled'],
    ['?a=b&signin=signin_failed', 'signin_failed'],
    ['?signin=other', undefined],
    ['', undefined],
  ])('%s → %s', (search, expected) => {
    expect(signinOutcomeOf(search)).toBe(expected);
  });
});
