/**
 * The one deadline of every wait in the test suites (unit, web, API, browser): a server's readiness, a
 * job's state, a declaration reaching its zone, a lazily loaded part. Generous, since a busy machine only
 * makes things slower, never wrong: `TEST_DEADLINE_SECONDS` (default 180). A test or hook may take
 * twice as long (vitest.config.ts), so that a wait that gives up says what it waited for.
 */
export const TEST_DEADLINE_MS = Number(process.env.TEST_DEADLINE_SECONDS ?? 180) * 1000;

const POLL_MS = 100;

/**
 * Polls `check` until it answers something other than undefined or false, and returns that; throws
 * naming `what` past the deadline. The wait is on a condition; the poll interval only sets how soon.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
): Promise<T> {
  const deadline = Date.now() + TEST_DEADLINE_MS;
  for (;;) {
    const found = await check();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline)
      throw new Error(`gave up after ${TEST_DEADLINE_MS / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
