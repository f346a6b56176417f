import { describe, expect, it } from 'vitest';
import type { UserKind } from './route-table.ts';
import { type SessionLookup, sessionViewOf } from './session-view.ts';

describe('sessionViewOf (spec §2, §4, architecture note)', () => {
  it.each<[string, SessionLookup, UserKind | undefined, unknown]>([
    ['pending look-up', { status: 'pending' }, undefined, { kind: 'view', view: { state: 'pending' } }],
    [
      'no session: anonymous citizen',
      { status: 'success', result: false },
      undefined,
      { kind: 'view', view: { state: 'ready', userType: 'citizen', signedIn: false } },
    ],
    [
      'citizen session',
      { status: 'success', result: true, usertype: 'citizen' },
      undefined,
      { kind: 'view', view: { state: 'ready', userType: 'citizen', signedIn: true } },
    ],
    [
      'officer session',
      { status: 'success', result: true, usertype: 'policeman' },
      'citizen',
      { kind: 'view', view: { state: 'ready', userType: 'policeman', signedIn: true } },
    ],
    [
      'another user type is unknown',
      { status: 'success', result: true, usertype: 'admin' },
      undefined,
      { kind: 'view', view: { state: 'ready', userType: 'unknown', signedIn: true } },
    ],
    [
      'failed look-up: unknown (home only)',
      { status: 'error' },
      undefined,
      { kind: 'view', view: { state: 'ready', userType: 'unknown', signedIn: false } },
    ],
    [
      'failed look-up after being a citizen',
      { status: 'error' },
      'citizen',
      { kind: 'view', view: { state: 'ready', userType: 'unknown', signedIn: false } },
    ],
    [
      'failed look-up after being an officer: to the base address',
      { status: 'error' },
      'policeman',
      { kind: 'leave', href: '/app' },
    ],
    [
      'ended officer session keeps the officer routes',
      { status: 'success', result: false },
      'policeman',
      { kind: 'view', view: { state: 'ready', userType: 'policeman', signedIn: false } },
    ],
  ])('%s', (_label, lookup, previous, expected) => {
    expect(sessionViewOf(lookup, previous)).toEqual(expected);
  });
});
