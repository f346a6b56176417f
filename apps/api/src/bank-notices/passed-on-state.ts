import type { PassedOn } from '@pow/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { passedOnNotices } from '../db/schema.ts';

/** A notice as the readers need it, from a select or from the status statement's JSON. */
export interface PassedOnRow {
  kind: 'bank' | 'takedown';
  target: string;
  bank: string | null;
  bic: string | null;
  country: string | null;
  status: 'pending' | 'delivered' | 'failed';
  triedAt: Date | string | null;
  deliveredAt: Date | string | null;
}

/**
 * The status statement's column of what was passed on (decision 048), read beside the status so the
 * sent page's poll stays one statement: `d` is the declaration.
 */
export const PASSED_ON_COLUMN = `(select coalesce(json_agg(json_build_object('kind', p.kind, 'target', p.target,
      'bank', p.bank, 'bic', p.bic, 'country', p.country, 'status', p.status, 'triedAt', p.tried_at,
      'deliveredAt', p.delivered_at) order by p.created_at, p.target), '[]'::json)
    from passed_on_notices p where p.declaration_id = d.id) as "passedOn"`;

const iso = (moment: Date | string | null) => (moment === null ? null : new Date(moment).toISOString());

/** The notices of one declaration as the sent page, My declarations and the sheet say them. */
export function passedOnOf(rows: readonly PassedOnRow[]): PassedOn {
  const at = (row: PassedOnRow) => iso(row.deliveredAt ?? row.triedAt);
  const takedown = rows.find((row) => row.kind === 'takedown');
  return {
    banks: rows
      .filter((row) => row.kind === 'bank')
      .map((row) => ({
        bank: row.bank,
        bic: row.bic,
        country: row.country ?? row.target,
        state: row.status,
        at: at(row),
      })),
    takedown: takedown ? { address: takedown.target, state: takedown.status, at: at(takedown) } : null,
  };
}

/** What was passed on for each of these declarations (nothing: empty banks, no takedown). */
export async function passedOnByDeclaration(db: Db, ids: readonly string[]): Promise<Map<string, PassedOn>> {
  const rows = ids.length
    ? await db
        .select()
        .from(passedOnNotices)
        .where(inArray(passedOnNotices.declarationId, [...ids]))
        .orderBy(asc(passedOnNotices.createdAt), asc(passedOnNotices.target))
    : [];
  return new Map(ids.map((id) => [id, passedOnOf(rows.filter((row) => row.declarationId === id))] as const));
}
