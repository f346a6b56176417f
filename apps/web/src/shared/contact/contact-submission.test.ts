import { CONTACT_RETRIES, CONTACT_RETRY_DELAY_MS } from '@pow/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ContactSubmissionState, createContactSubmitter } from './contact-submission.ts';

/** A send that answers, in turn, each of `outcomes` (true OK, false non-OK), and counts its calls. */
function sender(...outcomes: boolean[]) {
  const calls = { count: 0 };
  const send = vi.fn(async () => {
    const ok = outcomes[calls.count] ?? true;
    calls.count += 1;
    if (!ok) throw new Error('not OK');
    return { ok: true };
  });
  return send;
}

function setUp() {
  const phases: ContactSubmissionState[] = [];
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const submitter = createContactSubmitter({
    onChange: (state) => phases.push(state),
    onSuccess,
    onFailure,
  });
  return { submitter, phases, onSuccess, onFailure };
}

describe('contact submission with retries (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the constants of spec §9: 2 retries, 1500 ms apart', () => {
    expect(CONTACT_RETRIES).toBe(2);
    expect(CONTACT_RETRY_DELAY_MS).toBe(1500);
  });

  it('sends once and succeeds', async () => {
    const { submitter, phases, onSuccess, onFailure } = setUp();
    const send = sender(true);
    expect(submitter.submit(send)).toBe(true);
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(phases.map((state) => state.phase)).toEqual(['submitting', 'idle']);
  });

  it('tries again after 1500 ms, not before, and succeeds on the third try', async () => {
    const { submitter, onSuccess, onFailure } = setUp();
    const send = sender(false, false, true);
    submitter.submit(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(submitter.getState()).toEqual({ phase: 'retry-pending', retries: 1 });
    await vi.advanceTimersByTimeAsync(1499);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(submitter.getState()).toEqual({ phase: 'retry-pending', retries: 2 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(send).toHaveBeenCalledTimes(3);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(submitter.getState()).toEqual({ phase: 'idle', retries: 0 });
  });

  it('gives up after 2 retries (3 tries in all), reports the failure and returns to idle', async () => {
    const { submitter, onSuccess, onFailure } = setUp();
    const send = sender(false, false, false, true);
    submitter.submit(send);
    await vi.advanceTimersByTimeAsync(10 * CONTACT_RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(submitter.getState()).toEqual({ phase: 'idle', retries: 0 });
  });

  it('counts a network failure like a non-OK answer', async () => {
    const { submitter, onSuccess } = setUp();
    let calls = 0;
    const send = vi.fn(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve();
    });
    submitter.submit(send);
    await vi.advanceTimersByTimeAsync(CONTACT_RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('ignores a second submit while a try is under way', async () => {
    const { submitter, onSuccess } = setUp();
    let answer: () => void = () => undefined;
    const slow = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    expect(submitter.submit(slow)).toBe(true);
    expect(submitter.getState().phase).toBe('submitting');
    const other = sender(true);
    expect(submitter.submit(other)).toBe(false);
    answer();
    await vi.runAllTimersAsync();
    expect(slow).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('sends at once when submitted again while a retry waits, keeping the retry count', async () => {
    const { submitter, onFailure } = setUp();
    const send = sender(false, false, false);
    submitter.submit(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(submitter.getState()).toEqual({ phase: 'retry-pending', retries: 1 });
    expect(submitter.submit(send)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(submitter.getState()).toEqual({ phase: 'retry-pending', retries: 2 });
    // The waiting retry was replaced, not added to.
    await vi.advanceTimersByTimeAsync(CONTACT_RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('starts a fresh submission with a fresh retry count after a failure', async () => {
    const { submitter, onSuccess, onFailure } = setUp();
    submitter.submit(sender(false, false, false));
    await vi.runAllTimersAsync();
    expect(onFailure).toHaveBeenCalledTimes(1);
    const send = sender(false, true);
    submitter.submit(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(submitter.getState()).toEqual({ phase: 'retry-pending', retries: 1 });
    await vi.runAllTimersAsync();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when disposed', async () => {
    const { submitter, onSuccess, onFailure } = setUp();
    const send = sender(false, true);
    submitter.submit(send);
    await vi.advanceTimersByTimeAsync(0);
    submitter.dispose();
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(submitter.submit(send)).toBe(false);
  });
});
