import { SESSION_WARNING_MS } from '@pow/domain';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export type SessionPhase =
  | { readonly phase: 'active' }
  /** Less than SESSION_WARNING_MS left; `minutes` rounded up, so "1 minute" until the very end. */
  | { readonly phase: 'warning'; readonly minutes: number }
  | { readonly phase: 'expired' };

/** Where a session stands at `now` (spec §4 Session: warn before the end, then require a new sign-in). */
export function sessionPhaseAt(deadline: number, now: number): SessionPhase {
  const left = deadline - now;
  if (left <= 0) return { phase: 'expired' };
  if (left <= SESSION_WARNING_MS) return { phase: 'warning', minutes: Math.ceil(left / MINUTE_MS) };
  return { phase: 'active' };
}

/** Milliseconds until the phase or the minute count next changes; undefined once expired. */
export function nextChangeIn(deadline: number, now: number): number | undefined {
  const left = deadline - now;
  if (left <= 0) return undefined;
  if (left > SESSION_WARNING_MS) return left - SESSION_WARNING_MS;
  const intoMinute = left % MINUTE_MS;
  return intoMinute === 0 ? MINUTE_MS : intoMinute;
}

/**
 * The phase of the session ending at `deadline`, re-evaluated exactly when it changes. A tab put in
 * the background may have its timers delayed, so it is also re-evaluated when the tab is shown again.
 */
export function useSessionPhase(deadline: number | undefined): SessionPhase {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === undefined) return;
    setNow(Date.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const current = Date.now();
      setNow(current);
      const delay = nextChangeIn(deadline, current);
      if (delay !== undefined) timer = setTimeout(schedule, delay);
    };
    const delay = nextChangeIn(deadline, Date.now());
    if (delay !== undefined) timer = setTimeout(schedule, delay);
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      schedule();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deadline]);

  return deadline === undefined ? { phase: 'active' } : sessionPhaseAt(deadline, now);
}
