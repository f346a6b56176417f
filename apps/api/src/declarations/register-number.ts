import { portalWallClock } from '@pow/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { registerCounters } from '../db/schema.ts';
import type { CompetentZone } from './competent-zone.ts';

/** A run of numbers reserved by this process: `next` up to and including `last`. */
interface Block {
  next: number;
  last: number;
  size: number;
  reservedAt: number;
}

/** Reservations closer together than this are a burst: the next block is twice as large. */
const BURST_MS = 1000;
const MAX_BLOCK = 64;

/**
 * Register numbers, `<year>-<zone>-<6-digit sequence>` (e.g. 2026-5345-000042): readable over the
 * phone, unique, counted per zone and year. Each process reserves numbers from the zone's counter row
 * in one short statement of their own, outside the submitting transaction, so that no declaration
 * waits for another's commit; it then hands them out from memory. A quiet zone reserves one number at
 * a time; a burst doubles the block (up to 64). Numbers increase within a process; several processes
 * interleave, and a block left when a process stops is a gap in the sequence.
 */
export class RegisterNumbers {
  private readonly db: Db;
  private readonly clock: () => number;
  private readonly blocks = new Map<string, Block>();
  private readonly reserving = new Map<string, Promise<void>>();

  constructor(db: Db, clock: () => number = Date.now) {
    this.db = db;
    this.clock = clock;
  }

  /** The next number for a declaration to `zone`, in the Belgian year of now. */
  async next(zone: CompetentZone): Promise<string> {
    // The portal's wall clock, kept a second: formatting a year in Brussels time each call was not free.
    const { year } = portalWallClock(new Date(this.clock())).date;
    const key = `${year}/${zone.key}`;
    for (;;) {
      const block = this.blocks.get(key);
      if (block && block.next <= block.last) {
        return `${year}-${zone.code ?? zone.key}-${String(block.next++).padStart(6, '0')}`;
      }
      // Requests that find the block used up wait for one reservation together.
      let reservation = this.reserving.get(key);
      if (!reservation) {
        reservation = this.reserve(year, zone.key, block).finally(() => this.reserving.delete(key));
        this.reserving.set(key, reservation);
      }
      await reservation;
    }
  }

  private async reserve(year: number, zoneKey: string, previous: Block | undefined): Promise<void> {
    const now = this.clock();
    const size =
      previous && now - previous.reservedAt < BURST_MS ? Math.min(previous.size * 2, MAX_BLOCK) : 1;
    const [row] = await this.db
      .insert(registerCounters)
      .values({ year, zoneKey, last: size })
      .onConflictDoUpdate({
        target: [registerCounters.year, registerCounters.zoneKey],
        set: { last: sql`${registerCounters.last} + ${size}` },
      })
      .returning({ last: registerCounters.last });
    this.blocks.set(`${year}/${zoneKey}`, {
      next: row!.last - size + 1,
      last: row!.last,
      size,
      reservedAt: now,
    });
  }
}
