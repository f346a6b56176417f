import type { SessionAnswer } from '@pow/contracts';
import { type SessionView, sessionViewOf, type UserKind } from '@pow/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useHydrationGateOpen } from '../ui/hydration-gate.ts';
import { getSession, refreshSession, type SessionSnapshot } from './session-api.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

type SignedInAnswer = Extract<SessionAnswer, { result: true }>;

export interface SessionState {
  /** What the router needs: pending, or the user type and whether a session exists. */
  readonly view: SessionView;
  /** The session answer while signed in. */
  readonly answer: SignedInAnswer | undefined;
  /** Local epoch ms at which the session ends. */
  readonly deadline: number | undefined;
  /** POST v1/session/refresh; true when the session goes on. */
  readonly refresh: () => Promise<boolean>;
  /** Asks again (after signing in in another window); true when a session exists now. */
  readonly recheck: () => Promise<boolean>;
  /** The look-up has answered (or failed): `view` is the server's word, not the anonymous view drawn before. */
  readonly settled: boolean;
}

const SessionContext = createContext<SessionState | undefined>(undefined);

/** What an anonymous citizen sees: the view a prerendered page was drawn with (docs/decisions/032). */
const ANONYMOUS: SessionView = { state: 'ready', userType: 'citizen', signedIn: false };
const PENDING: SessionView = { state: 'pending' };

export function SessionProvider({
  children,
  anonymousUntilAnswered = false,
}: {
  children: ReactNode;
  /** Before the answer, show the anonymous citizen's view instead of the loading page. */
  anonymousUntilAnswered?: boolean;
}) {
  const queryClient = useQueryClient();
  const gateOpen = useHydrationGateOpen();
  // One look-up for the whole app; concurrent users share it. It is asked again only on purpose
  // (refresh, recheck), never behind the person's back, so the route set cannot change mid-form.
  const query = useQuery<SessionSnapshot>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
    retryDelay: 500,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A hydrating page is asked about once its parts have hydrated (app/hydration-gate.ts).
    enabled: gateOpen,
  });
  const previous = useRef<UserKind | undefined>(undefined);

  const snapshot = query.data;
  const outcome = sessionViewOf(
    query.isPending
      ? { status: 'pending' }
      : snapshot
        ? {
            status: 'success',
            result: snapshot.answer.result,
            usertype: snapshot.answer.result ? snapshot.answer.usertype : undefined,
          }
        : { status: 'error' },
    previous.current,
  );
  const leaveTo = outcome.kind === 'leave' ? outcome.href : undefined;
  const userType =
    outcome.kind === 'view' && outcome.view.state === 'ready' ? outcome.view.userType : undefined;
  const signedIn = outcome.kind === 'view' && outcome.view.state === 'ready' && outcome.view.signedIn;

  const left = useRef(false);
  useEffect(() => {
    if (!leaveTo || left.current) return;
    left.current = true;
    window.location.assign(leaveTo);
  }, [leaveTo]);
  useEffect(() => {
    if (userType && signedIn) previous.current = userType;
  }, [userType, signedIn]);

  const apply = useCallback(
    (next: SessionSnapshot) => {
      if (next.answer.result) queryClient.setQueryData(SESSION_QUERY_KEY, next);
      return next.answer.result;
    },
    [queryClient],
  );
  const refresh = useCallback(async () => apply(await refreshSession()), [apply]);
  const recheck = useCallback(async () => apply(await getSession()), [apply]);

  const answer = snapshot?.answer.result ? snapshot.answer : undefined;
  const deadline = snapshot?.deadline;
  const value = useMemo<SessionState>(
    () => ({
      view: userType
        ? { state: 'ready', userType, signedIn }
        : query.isPending && anonymousUntilAnswered
          ? ANONYMOUS
          : PENDING,
      answer,
      deadline,
      refresh,
      recheck,
      settled: !query.isPending,
    }),
    [userType, signedIn, query.isPending, anonymousUntilAnswered, answer, deadline, refresh, recheck],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession needs a SessionProvider');
  return state;
}
