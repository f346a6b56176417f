import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

const background = new AsyncLocalStorage<true>();

/** Runs `work` as background work: on PGlite its statements give way to the requests' (decision 029). */
export const asBackgroundWork = <T>(work: () => T): T => background.run(true, work);

/** While requests come, background work takes at most 1 / (1 + PAUSE_RATIO) of the connection. */
const PAUSE_RATIO = 2;
/** Requests are "coming" while one is answered, or until this long after the last one. */
const QUIET_MS = 50;

// Requests being answered in this process, and when the last one ended.
let requests = 0;
let lastRequestEnd = Number.NEGATIVE_INFINITY;

/** Counts a request from its handler's start; call the function returned at its end. */
export function requestRunning(): () => void {
  requests++;
  return () => {
    requests--;
    lastRequestEnd = performance.now();
  };
}

const requestsComing = () => requests > 0 || performance.now() - lastRequestEnd < QUIET_MS;

/**
 * PGlite is one connection on the HTTP thread and runs its statements in the order they come, each
 * holding the thread while it runs: a declaration's few statements queued behind the pipeline's many
 * (the PDF in and out, the jobs' own bookkeeping), and new requests were not even read meanwhile. Here
 * background work runs one statement, exec or whole transaction at a time, and while requests come,
 * it pauses after each for twice as long as it took: requests keep two thirds of the thread at least,
 * and the pipeline still moves. Statements inside a transaction are the transaction's own and never
 * wait: a transaction is let through as one.
 */
export function givePrecedenceToRequests(pglite: PGlite): void {
  let queue: Promise<unknown> = Promise.resolve();
  let pauseUntil = 0;
  const gate = <A extends unknown[], R>(method: (...args: A) => Promise<R>) => {
    const original = method.bind(pglite);
    return (...args: A): Promise<R> => {
      if (!background.getStore()) return original(...args);
      const turn = queue.then(async () => {
        const pause = pauseUntil - performance.now();
        if (pause > 0 && requestsComing()) await new Promise((resolve) => setTimeout(resolve, pause));
        const start = performance.now();
        try {
          return await original(...args);
        } finally {
          const end = performance.now();
          pauseUntil = end + PAUSE_RATIO * (end - start);
        }
      });
      queue = turn.catch(() => {});
      return turn;
    };
  };
  pglite.query = gate(pglite.query) as PGlite['query'];
  pglite.exec = gate(pglite.exec);
  pglite.transaction = gate(pglite.transaction) as PGlite['transaction'];
}
