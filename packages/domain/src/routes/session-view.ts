import type { UserKind } from './route-table.ts';

/** What the router needs to know of the session. */
export type SessionView =
  | { readonly state: 'pending' }
  | { readonly state: 'ready'; readonly userType: UserKind; readonly signedIn: boolean };

/** Outcome of a session look-up, independent of how it was fetched. */
export type SessionLookup =
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly result: boolean; readonly usertype?: string | undefined };

export type SessionViewOutcome =
  | { readonly kind: 'view'; readonly view: SessionView }
  /** Spec §2: a failed look-up for an officer sends the browser to the application base address. */
  | { readonly kind: 'leave'; readonly href: string };

/**
 * Turns a look-up into the route context (spec §2, §4 and the architecture note): no session is an
 * anonymous citizen, a failed look-up is the unknown user type. An officer whose session has ended keeps
 * the officer's routes in this tab (`previous`), so a protected page sends them to the officer sign-in.
 */
export function sessionViewOf(
  lookup: SessionLookup,
  previous?: UserKind,
  appBase = '/app',
): SessionViewOutcome {
  if (lookup.status === 'pending') return { kind: 'view', view: { state: 'pending' } };
  if (lookup.status === 'error') {
    if (previous === 'policeman') return { kind: 'leave', href: appBase };
    return { kind: 'view', view: { state: 'ready', userType: 'unknown', signedIn: false } };
  }
  if (!lookup.result) {
    const userType = previous === 'policeman' ? 'policeman' : 'citizen';
    return { kind: 'view', view: { state: 'ready', userType, signedIn: false } };
  }
  const userType: UserKind =
    lookup.usertype === 'citizen' || lookup.usertype === 'policeman' ? lookup.usertype : 'unknown';
  return { kind: 'view', view: { state: 'ready', userType, signedIn: true } };
}
