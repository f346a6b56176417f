import { type DeclarationStatus, isFinalStatus, type PassedOn } from '@pow/contracts';
import { STATUS_POLL_FIRST_MS, STATUS_POLL_INTERVAL_MS, STATUS_POLL_MAX } from '@pow/domain';

export interface StatusPollingOptions {
  /** One status call; `signal` aborts it when polling stops. */
  readonly request: (signal: AbortSignal) => Promise<DeclarationStatus>;
  /** Every answer, in order. Failed calls report nothing: the last known state stays. */
  readonly onStatus: (status: DeclarationStatus) => void;
  /** The last allowed call is done and the status is not final: the page says the summary follows. */
  readonly onGiveUp: () => void;
  readonly firstMs?: number;
  readonly intervalMs?: number;
  readonly max?: number;
}

/** A notice the person consented to is still on its way to a bank or to Safeonweb (decision 048). */
const passingOn = (passed: PassedOn | undefined) =>
  passed !== undefined &&
  [...passed.banks, ...(passed.takedown ? [passed.takedown] : [])].some(({ state }) => state === 'pending');

/**
 * Status polling of spec §4: the first call STATUS_POLL_FIRST_MS after the start, the next one
 * STATUS_POLL_INTERVAL_MS after each answer (never two calls at once, so a slow server is not piled
 * on), at most STATUS_POLL_MAX calls, ending at a final status. A failed call counts as a call and is
 * otherwise ignored; after a final status, it goes on while a notice passed on with the person's consent
 * is on its way (decision 048). Returns `stop`, which cancels the timer and the call in flight; nothing is
 * reported after it.
 */
export function startStatusPolling({
  request,
  onStatus,
  onGiveUp,
  firstMs = STATUS_POLL_FIRST_MS,
  intervalMs = STATUS_POLL_INTERVAL_MS,
  max = STATUS_POLL_MAX,
}: StatusPollingOptions): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let calls = 0;
  let stopped = false;
  let final = false;

  const poll = async () => {
    timer = undefined;
    calls += 1;
    let answer: DeclarationStatus | undefined;
    try {
      answer = await request(controller.signal);
    } catch {
      // Spec §4: polling errors are silently ignored.
    }
    if (stopped) return;
    if (answer) {
      onStatus(answer);
      final = isFinalStatus(answer.status);
      if (final && !passingOn(answer.passed_on)) return;
    }
    if (calls >= max) {
      // A final status with a notice still on its way: the page says where each stands.
      if (!final) onGiveUp();
      return;
    }
    timer = setTimeout(poll, intervalMs);
  };

  timer = setTimeout(poll, firstMs);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    controller.abort();
  };
}
