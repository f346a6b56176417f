import { type DeclarationStatus, isFinalStatus } from '@pow/contracts';
import { STATUS_POLL_FIRST_MS, STATUS_POLL_INTERVAL_MS, STATUS_POLL_MAX } from '@pow/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStatusPolling } from './status-polling.ts';

const answer = (status: number): DeclarationStatus => ({
  status,
  overview_method: 'ebox',
  unit_name: 'PZ Antwerpen',
  fallback: false,
  passed_on: { banks: [], takedown: null },
});

/** A poller whose server answers the statuses in turn (the last one again and again), on a fake clock. */
function poller(script: ReadonlyArray<number | 'error'>) {
  const calledAt: number[] = [];
  const seen: number[] = [];
  const onGiveUp = vi.fn();
  let index = 0;
  const request = vi.fn(async () => {
    calledAt.push(Date.now());
    const next = script[Math.min(index, script.length - 1)];
    index += 1;
    if (next === 'error' || next === undefined) throw new Error('network');
    return answer(next);
  });
  const stop = startStatusPolling({ request, onStatus: (a) => seen.push(a.status), onGiveUp });
  return { calledAt, seen, onGiveUp, request, stop };
}

describe('status polling (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the constants of spec §9', () => {
    expect([STATUS_POLL_FIRST_MS, STATUS_POLL_INTERVAL_MS, STATUS_POLL_MAX]).toEqual([3000, 1000, 20]);
  });

  it('asks first after 3 s, then every second', async () => {
    const { calledAt, seen, stop } = poller([0, 1, 1, 2]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calledAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calledAt).toEqual([3000]);
    await vi.advanceTimersByTimeAsync(999);
    expect(calledAt).toEqual([3000]);
    await vi.advanceTimersByTimeAsync(3001);
    expect(calledAt).toEqual([3000, 4000, 5000, 6000, 7000]);
    expect(seen).toEqual([0, 1, 1, 2, 2]);
    stop();
  });

  it('stops at status 3 (sent to the zone)', async () => {
    const { calledAt, seen, onGiveUp } = poller([0, 2, 3]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledAt).toEqual([3000, 4000, 5000]);
    expect(seen).toEqual([0, 2, 3]);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('goes on after status 3 while a bank is still being told, then stops (decision 048)', async () => {
    const bank = (state: 'pending' | 'delivered') => ({
      bank: 'Belfius Bank',
      bic: 'GKCCBEBB',
      country: 'BE',
      state,
      at: null,
    });
    const script = [bank('pending'), bank('pending'), bank('delivered')];
    let index = 0;
    const calledAt: number[] = [];
    const onGiveUp = vi.fn();
    startStatusPolling({
      request: async () => {
        calledAt.push(Date.now());
        const banks = [script[Math.min(index++, script.length - 1)]!];
        return { ...answer(3), passed_on: { banks, takedown: null } };
      },
      onStatus: () => {},
      onGiveUp,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledAt).toEqual([3000, 4000, 5000]);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('stops at its last call with a final status and a notice still on its way, without giving up', async () => {
    const onGiveUp = vi.fn();
    const calledAt: number[] = [];
    const takedown = { address: 'verdacht@safeonweb.be', state: 'pending' as const, at: null };
    startStatusPolling({
      request: async () => {
        calledAt.push(Date.now());
        return { ...answer(3), passed_on: { banks: [], takedown } };
      },
      onStatus: () => {},
      onGiveUp,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledAt).toHaveLength(STATUS_POLL_MAX);
    // The status is final: the page says the declaration reached its zone, and where the notice stands.
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('stops at -1 (summary not made)', async () => {
    const { calledAt, seen, onGiveUp } = poller([0, -1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledAt).toEqual([3000, 4000]);
    expect(seen).toEqual([0, -1]);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('stops after 20 calls without a final status, and says so once', async () => {
    const { calledAt, onGiveUp } = poller([1]);
    await vi.advanceTimersByTimeAsync(3000 + 18 * 1000);
    expect(calledAt).toHaveLength(19);
    expect(onGiveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calledAt).toHaveLength(20);
    expect(calledAt.at(-1)).toBe(3000 + 19 * 1000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledAt).toHaveLength(20);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('does not give up when the 20th answer is final', async () => {
    const { calledAt, seen, onGiveUp } = poller([...Array<number>(19).fill(1), 3]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledAt).toHaveLength(20);
    expect(seen.at(-1)).toBe(3);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('ignores failed calls: nothing is reported, the last state stays, and polling goes on', async () => {
    const { calledAt, seen } = poller([0, 'error', 'error', 2, 'error', 3]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledAt).toEqual([3000, 4000, 5000, 6000, 7000, 8000]);
    expect(seen).toEqual([0, 2, 3]);
  });

  it('counts failed calls among the 20', async () => {
    const { calledAt, seen, onGiveUp } = poller(['error']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calledAt).toHaveLength(20);
    expect(seen).toEqual([]);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('waits for a slow answer: the next call comes a second after it, never two at once', async () => {
    let release: ((value: DeclarationStatus) => void) | undefined;
    const calledAt: number[] = [];
    const request = vi.fn(() => {
      calledAt.push(Date.now());
      return calledAt.length === 1
        ? new Promise<DeclarationStatus>((resolve) => {
            release = resolve;
          })
        : Promise.resolve(answer(3));
    });
    startStatusPolling({ request, onStatus: () => {}, onGiveUp: () => {} });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calledAt).toEqual([3000]);
    release?.(answer(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calledAt).toEqual([3000, 6000]);
  });

  it('stop() cancels the timer and the call in flight, and nothing is reported after it', async () => {
    let signal: AbortSignal | undefined;
    let release: ((value: DeclarationStatus) => void) | undefined;
    const onStatus = vi.fn();
    const onGiveUp = vi.fn();
    const request = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<DeclarationStatus>((resolve) => {
        release = resolve;
      });
    });
    const stop = startStatusPolling({ request, onStatus, onGiveUp });
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    expect(signal?.aborted).toBe(true);
    release?.(answer(3));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onStatus).not.toHaveBeenCalled();
    expect(onGiveUp).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledTimes(1);

    const early = poller([3]);
    early.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(early.request).not.toHaveBeenCalled();
  });

  it.each([
    [-1, true],
    [0, false],
    [1, false],
    [2, false],
    [3, true],
    [4, true],
  ])('status %i is final: %s', (status, final) => {
    expect(isFinalStatus(status)).toBe(final);
  });
});
