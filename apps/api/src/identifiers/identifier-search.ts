import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import { declarationIdentifiers } from '../db/schema.ts';
import type { Identifier } from './normalise-identifier.ts';

/**
 * `column` is the id of a declaration naming one of these identifiers: the desk's search, beside its
 * words (the zone's own conditions keep its zone's rows only). Served by the index on (kind, value).
 */
export const namingAny = (column: AnyColumn, identifiers: readonly Identifier[]): SQL =>
  sql`${column} in (select ${declarationIdentifiers.declarationId} from ${declarationIdentifiers} where ${or(
    ...identifiers.map(({ kind, value }) =>
      and(eq(declarationIdentifiers.kind, kind), eq(declarationIdentifiers.value, value)),
    ),
  )})`;
