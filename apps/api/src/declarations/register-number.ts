import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { registerCounters } from '../db/schema.ts';

/**
 * The next register number of a zone, `<year>-<zone>-<6-digit sequence>`, e.g. 2026-5345-000042:
 * readable over the phone, unique, counted per zone and year inside the submitting transaction.
 */
export async function nextRegister(
  tx: Db,
  zone: { key: string; code: string | null },
  now = new Date(),
): Promise<string> {
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Brussels', year: 'numeric' }).format(now),
  );
  const [row] = await tx
    .insert(registerCounters)
    .values({ year, zoneKey: zone.key, last: 1 })
    .onConflictDoUpdate({
      target: [registerCounters.year, registerCounters.zoneKey],
      set: { last: sql`${registerCounters.last} + 1` },
    })
    .returning({ last: registerCounters.last });
  return `${year}-${zone.code ?? zone.key}-${String(row!.last).padStart(6, '0')}`;
}
