import { SESSION_WARNING_MS } from '@pow/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextChangeIn, sessionPhaseAt, useSessionPhase } from './session-phase.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-11-20T10:00:00Z');

describe('sessionPhaseAt', () => {
  const deadline = START + 2 * 60 * MINUTE;
  it.each([
    [0, { phase: 'active' }],
    [deadline - START - SESSION_WARNING_MS - 1, { phase: 'active' }],
    [deadline - START - SESSION_WARNING_MS, { phase: 'warning', minutes: 5 }],
    [deadline - START - 4 * MINUTE - 1, { phase: 'warning', minutes: 5 }],
    [deadline - START - 4 * MINUTE, { phase: 'warning', minutes: 4 }],
    [deadline - START - 1, { phase: 'warning', minutes: 1 }],
    [deadline - START, { phase: 'expired' }],
    [deadline - START + MINUTE, { phase: 'expired' }],
  ])('%i ms after the start → %o', (elapsed, expected) => {
    expect(sessionPhaseAt(deadline, START + elapsed)).toEqual(expected);
  });

  it('wakes up exactly at the warning, at each minute and at the end', () => {
    expect(nextChangeIn(START + 60 * MINUTE, START)).toBe(55 * MINUTE);
    expect(nextChangeIn(START + 5 * MINUTE, START)).toBe(MINUTE);
    expect(nextChangeIn(START + 4 * MINUTE + 30_000, START)).toBe(30_000);
    expect(nextChangeIn(START, START)).toBeUndefined();
  });
});

describe('useSessionPhase (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns SESSION_WARNING_MS before the end, counts down the minutes, then expires', () => {
    const deadline = START + 30 * MINUTE;
    const { result } = renderHook(() => useSessionPhase(deadline));
    expect(result.current).toEqual({ phase: 'active' });

    act(() => vi.advanceTimersByTime(30 * MINUTE - SESSION_WARNING_MS - 1));
    expect(result.current).toEqual({ phase: 'active' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ phase: 'warning', minutes: 5 });
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(result.current).toEqual({ phase: 'warning', minutes: 4 });
    act(() => vi.advanceTimersByTime(3 * MINUTE));
    expect(result.current).toEqual({ phase: 'warning', minutes: 1 });
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(result.current).toEqual({ phase: 'expired' });
  });

  it('starts over when the session is renewed (new deadline)', () => {
    let deadline = START + 3 * MINUTE;
    const { result, rerender } = renderHook(() => useSessionPhase(deadline));
    expect(result.current).toEqual({ phase: 'warning', minutes: 3 });
    deadline = Date.now() + 120 * MINUTE;
    rerender();
    expect(result.current).toEqual({ phase: 'active' });
  });

  it('has no phase other than active without a session', () => {
    const { result } = renderHook(() => useSessionPhase(undefined));
    act(() => vi.advanceTimersByTime(300 * MINUTE));
    expect(result.current).toEqual({ phase: 'active' });
  });
});
