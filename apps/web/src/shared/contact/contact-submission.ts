import { CONTACT_RETRIES, CONTACT_RETRY_DELAY_MS } from '@pow/domain';

/**
 * Sending a contact message (spec §4): idle → submitting; a non-OK answer or a network failure is
 * tried again up to CONTACT_RETRIES more times, CONTACT_RETRY_DELAY_MS apart, then reported and back
 * to idle. A submit while a try is under way is ignored; a submit while a retry waits sends at once.
 */
export type ContactSubmissionPhase = 'idle' | 'submitting' | 'retry-pending';

export interface ContactSubmissionState {
  readonly phase: ContactSubmissionPhase;
  /** Retries used so far in this submission. */
  readonly retries: number;
}

/** The clock the retries wait on: the browser's by default, a fake one in tests. */
export interface RetryClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: RetryClock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ContactSubmitterOptions {
  readonly retries?: number;
  readonly delayMs?: number;
  readonly clock?: RetryClock;
  readonly onChange?: (state: ContactSubmissionState) => void;
  readonly onSuccess?: () => void;
  /** After the last retry failed, with the last error. */
  readonly onFailure?: (error: unknown) => void;
}

export interface ContactSubmitter {
  /** Starts sending with `send` (which rejects on a non-OK answer); false when ignored. */
  submit(send: () => Promise<unknown>): boolean;
  getState(): ContactSubmissionState;
  /** Stops a waiting retry and ignores answers still under way (the form closed). */
  dispose(): void;
}

export const IDLE: ContactSubmissionState = { phase: 'idle', retries: 0 };

export function createContactSubmitter(options: ContactSubmitterOptions = {}): ContactSubmitter {
  const retries = options.retries ?? CONTACT_RETRIES;
  const delayMs = options.delayMs ?? CONTACT_RETRY_DELAY_MS;
  const clock = options.clock ?? browserClock;
  let state: ContactSubmissionState = IDLE;
  let send: (() => Promise<unknown>) | undefined;
  let waiting: unknown;
  let disposed = false;

  const set = (next: ContactSubmissionState) => {
    state = next;
    options.onChange?.(state);
  };

  const attempt = async () => {
    if (!send || disposed) return;
    set({ phase: 'submitting', retries: state.retries });
    try {
      await send();
    } catch (error) {
      if (disposed) return;
      if (state.retries < retries) {
        set({ phase: 'retry-pending', retries: state.retries + 1 });
        waiting = clock.setTimeout(() => {
          waiting = undefined;
          void attempt();
        }, delayMs);
      } else {
        set(IDLE);
        options.onFailure?.(error);
      }
      return;
    }
    if (disposed) return;
    // Success resets the retry counter with everything else.
    set(IDLE);
    options.onSuccess?.();
  };

  return {
    submit(next) {
      if (disposed || state.phase === 'submitting') return false;
      send = next;
      if (waiting !== undefined) {
        clock.clearTimeout(waiting);
        waiting = undefined;
      }
      void attempt();
      return true;
    },
    getState: () => state,
    dispose() {
      disposed = true;
      if (waiting !== undefined) clock.clearTimeout(waiting);
      waiting = undefined;
    },
  };
}
