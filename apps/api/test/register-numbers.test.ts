import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCounters } from '../src/db/schema.ts';
import { RegisterNumbers } from '../src/declarations/register-number.ts';
import { BACKENDS, type RunningPortal, startPortal } from './portal-harness.ts';

const ANTWERPEN = { key: '5345', code: '5345' };
const PROVISIONAL = { key: 'P-5423-5424', code: null };
const JULY_2026 = Date.parse('2026-07-01T10:00:00Z');

/** A clock that only moves when told to. */
function manualClock(start: number) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const sequence = (register: string) => Number(register.slice(register.lastIndexOf('-') + 1));

describe.each(BACKENDS)('register numbers on %s', (backend) => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal(backend);
  });
  afterAll(async () => {
    await running?.close();
  });

  const counter = async (zoneKey: string, year: number) =>
    (
      await running.portal.database.db
        .select({ last: registerCounters.last })
        .from(registerCounters)
        .where(and(eq(registerCounters.zoneKey, zoneKey), eq(registerCounters.year, year)))
    )[0]?.last;

  it('numbers a quiet zone one by one, without gaps, per Belgian year', async () => {
    const clock = manualClock(JULY_2026);
    const registers = new RegisterNumbers(running.portal.database.db, clock.now);
    const given: string[] = [];
    for (let i = 0; i < 3; i++) {
      given.push(await registers.next(PROVISIONAL));
      clock.advance(60_000);
    }
    expect(given).toEqual(['2026-P-5423-5424-000001', '2026-P-5423-5424-000002', '2026-P-5423-5424-000003']);
    expect(await counter(PROVISIONAL.key, 2026)).toBe(3);
    // 23:30 UTC on 31 December is already the new year in Brussels: its count starts again.
    const newYear = new RegisterNumbers(running.portal.database.db, () => Date.parse('2026-12-31T23:30:00Z'));
    expect(await newYear.next(PROVISIONAL)).toBe('2027-P-5423-5424-000001');
  });

  it('gives unique numbers to a burst shared by several processes', async () => {
    const clock = manualClock(JULY_2026);
    // Two API processes on one database, each with its own reserved blocks.
    const first = new RegisterNumbers(running.portal.database.db, clock.now);
    const second = new RegisterNumbers(running.portal.database.db, clock.now);
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) => (i % 2 ? first : second).next(ANTWERPEN)),
    );
    expect(new Set(burst).size).toBe(300);
    for (const register of burst) expect(register).toMatch(/^2026-5345-\d{6}$/);
    // Blocks grow in a burst: far fewer reservations than numbers, and what is reserved covers them.
    const reserved = (await counter(ANTWERPEN.key, 2026))!;
    expect(reserved).toBeGreaterThanOrEqual(Math.max(...burst.map(sequence)));
    expect(reserved).toBeLessThan(300 + 2 * 64);
    // Each process hands its numbers out in increasing order.
    const fromFirst = burst.filter((_, i) => i % 2).map(sequence);
    expect(fromFirst).toEqual([...fromFirst].sort((a, b) => a - b));
  });

  it('recovers from a failed reservation at the next declaration', async () => {
    let fail = true;
    const db = running.portal.database.db;
    const flaky = new Proxy(db, {
      get: (target, property, receiver) =>
        property === 'insert' && fail
          ? () => {
              throw new Error('database unreachable');
            }
          : Reflect.get(target, property, receiver),
    });
    const registers = new RegisterNumbers(flaky, () => JULY_2026);
    await expect(registers.next({ key: '21004', code: '5339' })).rejects.toThrow('database unreachable');
    fail = false;
    expect(await registers.next({ key: '21004', code: '5339' })).toBe('2026-5339-000001');
  });
});
