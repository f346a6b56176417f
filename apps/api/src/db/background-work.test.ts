import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asBackgroundWork, givePrecedenceToRequests, requestRunning } from './background-work.ts';

/** A stand-in for PGlite whose statements end when the test says so. */
function fakePglite() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const run = (text: string) => {
    started.push(text);
    return new Promise<void>((resolve) => finish.set(text, resolve));
  };
  const pglite = { query: run, exec: run, transaction: run } as unknown as PGlite;
  givePrecedenceToRequests(pglite);
  return { pglite, started, end: (text: string) => finish.get(text)!() };
}

/** Lets the promise chains of the gate run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('background work on PGlite', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a request statement through at once, even behind background work', async () => {
    const { pglite, started, end } = fakePglite();
    void asBackgroundWork(() => pglite.query('background 1'));
    await settle();
    void pglite.query('request');
    expect(started).toEqual(['background 1', 'request']);
    end('background 1');
    end('request');
  });

  it('runs background statements one at a time, a transaction as one', async () => {
    const { pglite, started, end } = fakePglite();
    void asBackgroundWork(() => pglite.transaction(async () => {}));
    void asBackgroundWork(() => pglite.exec('background 2'));
    await settle();
    expect(started).toHaveLength(1);
    end(started[0]!);
    await settle();
    expect(started).toHaveLength(2);
    end('background 2');
  });

  it('pauses background work twice as long as its last statement while a request runs', async () => {
    const { pglite, started, end } = fakePglite();
    void asBackgroundWork(() => pglite.query('background 1'));
    await settle();
    await vi.advanceTimersByTimeAsync(10);
    const ended = requestRunning();
    end('background 1');
    void asBackgroundWork(() => pglite.query('background 2'));
    await vi.advanceTimersByTimeAsync(19);
    expect(started).toEqual(['background 1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['background 1', 'background 2']);
    ended();
    end('background 2');
  });

  it('does not pause background work when no request came for a while', async () => {
    const { pglite, started, end } = fakePglite();
    requestRunning()();
    await vi.advanceTimersByTimeAsync(60);
    void asBackgroundWork(() => pglite.query('background 1'));
    await settle();
    await vi.advanceTimersByTimeAsync(10);
    end('background 1');
    void asBackgroundWork(() => pglite.query('background 2'));
    await settle();
    expect(started).toEqual(['background 1', 'background 2']);
    end('background 2');
  });
});
