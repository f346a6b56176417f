import { parseArgs } from 'node:util';
import type { Declaration } from '@pow/domain';
import { and, asc, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ConfigError, loadConfig } from '../config/config.ts';
import { type Database, type Db, openDatabase } from '../db/database.ts';
import { addenda, declarationIdentifiers, declarations } from '../db/schema.ts';
import { identifiersInText, identifiersOfDeclaration } from './extract-identifiers.ts';
import type { Identifier } from './normalise-identifier.ts';

/*
 * The identifiers of the declarations and additions stored before they were indexed (migration 0018,
 * decision 047), indexed once: each declaration whose `identifiers_indexed_at` is empty has the IBANs,
 * phones, e-mail addresses, sites and profiles it names written to `declaration_identifiers`, named on
 * the day it was received, and is marked; then each addition likewise, named on its own day (so that the
 * country's picture of the last 30 days does not take old declarations for a campaign of today). A batch
 * is one transaction; an identifier the index already has is left as it is, so that a second run, or two
 * at once, add nothing. Run with the server's settings:
 *
 *   npm run identifiers:backfill -- [--dry-run]
 */

/** Rows read, indexed and marked per transaction: a long backfill never holds one transaction open. */
export const BACKFILL_BATCH = 500;

/** What a run did (or, dry, would do). */
export interface IdentifierBackfillResult {
  /** Declarations and additions indexed and marked. */
  declarations: number;
  addenda: number;
  /** Rows added to the index: identifiers it did not have for their declaration. */
  identifiers: number;
  /** Rows whose stored text could not be read: left unmarked, named in the log, tried again next run. */
  unreadable: number;
}

export interface IdentifierBackfillOptions {
  /** Count what is left to index; change nothing. */
  dryRun?: boolean | undefined;
  batch?: number | undefined;
  /** Where each batch and each unreadable row is said (the command: standard output). */
  log?: ((line: string) => void) | undefined;
}

interface Source {
  id: string;
  declarationId: string;
  createdAt: Date;
  /** The identifiers it names; throws when its stored text cannot be read. */
  identifiers: () => Identifier[];
}

/** A table the backfill walks: its rows not indexed yet, oldest first, after a row already read. */
interface Walked {
  what: string;
  table: typeof declarations | typeof addenda;
  read: (db: Db, where: SQL, batch: number) => Promise<Source[]>;
  columns: { id: PgColumn; createdAt: PgColumn; indexedAt: PgColumn };
}

const WALKED: readonly Walked[] = [
  {
    what: 'declaration',
    table: declarations,
    columns: {
      id: declarations.id,
      createdAt: declarations.createdAt,
      indexedAt: declarations.identifiersIndexedAt,
    },
    read: async (db, where, batch) =>
      (
        await db
          .select({ id: declarations.id, payload: declarations.payload, createdAt: declarations.createdAt })
          .from(declarations)
          .where(where)
          .orderBy(asc(declarations.createdAt), asc(declarations.id))
          .limit(batch)
          // A row a pipeline job or another run holds is waited for, not skipped (a skipped row would be
          // missed until the next run); one the other run indexed meanwhile no longer matches and drops out.
          .for('update')
      ).map((row) => ({
        id: row.id,
        declarationId: row.id,
        createdAt: row.createdAt,
        identifiers: () => identifiersOfDeclaration(row.payload as Declaration),
      })),
  },
  {
    what: 'addition',
    table: addenda,
    columns: { id: addenda.id, createdAt: addenda.createdAt, indexedAt: addenda.identifiersIndexedAt },
    read: async (db, where, batch) =>
      (
        await db
          .select({
            id: addenda.id,
            declarationId: addenda.declarationId,
            text: addenda.text,
            createdAt: addenda.createdAt,
          })
          .from(addenda)
          .where(where)
          .orderBy(asc(addenda.createdAt), asc(addenda.id))
          .limit(batch)
          .for('update')
      ).map((row) => ({ ...row, identifiers: () => identifiersInText(row.text) })),
  },
];

/**
 * One table's rows not indexed yet, oldest first, a batch at a time after the last read (so that a row
 * left unreadable does not stop the run), each indexed and marked in its batch's transaction.
 */
async function backfillTable(
  database: Database,
  walked: Walked,
  options: { batch: number; log: (line: string) => void },
): Promise<{ rows: number; identifiers: number; unreadable: number }> {
  const { id, createdAt, indexedAt } = walked.columns;
  const counts = { rows: 0, identifiers: 0, unreadable: 0 };
  let after: Source | undefined;
  for (;;) {
    const batch = await database.transact(async ({ db }) => {
      // After the last row read, by its stored time (to the microsecond, which a Date would cut) and id.
      const where = and(
        isNull(indexedAt),
        after &&
          sql`(${createdAt}, ${id}) > (select ${createdAt}, ${id} from ${walked.table} where ${id} = ${after.id})`,
      )!;
      const rows = await walked.read(db, where, options.batch);
      const indexed: string[] = [];
      const named: (typeof declarationIdentifiers.$inferInsert)[] = [];
      for (const row of rows) {
        try {
          for (const { kind, value, country = null, bank = null } of row.identifiers())
            named.push({
              declarationId: row.declarationId,
              kind,
              value,
              country,
              bank,
              namedAt: row.createdAt,
            });
          indexed.push(row.id);
        } catch (error) {
          counts.unreadable += 1;
          options.log(`${walked.what} ${row.id} left unindexed: ${(error as Error).message}`);
        }
      }
      // Each identifier once per declaration: the first to name it keeps its day.
      const added = named.length
        ? await db
            .insert(declarationIdentifiers)
            .values(named)
            .onConflictDoNothing()
            .returning({ id: declarationIdentifiers.id })
        : [];
      if (indexed.length)
        await db
          .update(walked.table)
          .set({ identifiersIndexedAt: new Date() })
          .where(and(inArray(id, indexed), isNull(indexedAt)));
      return { rows, indexed: indexed.length, added: added.length };
    });
    // A short batch is not the end: rows another run indexed while this one waited drop out of it.
    if (batch.rows.length === 0) return counts;
    after = batch.rows.at(-1);
    counts.rows += batch.indexed;
    counts.identifiers += batch.added;
    options.log(
      `${batch.indexed} ${walked.what}(s) indexed, ${batch.added} identifier(s) added ` +
        `(${counts.rows} and ${counts.identifiers} so far)`,
    );
  }
}

export async function backfillIdentifiers(
  database: Database,
  options: IdentifierBackfillOptions = {},
): Promise<IdentifierBackfillResult> {
  const batch = options.batch ?? BACKFILL_BATCH;
  const log = options.log ?? (() => {});
  const [ofDeclarations, ofAddenda] = WALKED as [Walked, Walked];
  if (options.dryRun) {
    const count = async ({ table, columns }: Walked) =>
      (
        await database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(table)
          .where(isNull(columns.indexedAt))
      )[0]!.count;
    return {
      declarations: await count(ofDeclarations),
      addenda: await count(ofAddenda),
      identifiers: 0,
      unreadable: 0,
    };
  }
  // The declarations first: an identifier named by both keeps the declaration's day.
  const own = await backfillTable(database, ofDeclarations, { batch, log });
  const added = await backfillTable(database, ofAddenda, { batch, log });
  return {
    declarations: own.rows,
    addenda: added.rows,
    identifiers: own.identifiers + added.identifiers,
    unreadable: own.unreadable + added.unreadable,
  };
}

/** The command: the server's configuration, its database; never migrates a shared PostgreSQL. */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean', default: false } } });
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 78;
  }
  // It waits for the deployment's migration step, as an API process does. PGlite is one process's: run
  // it while the server is stopped.
  const database = await openDatabase({ ...config, role: 'api' });
  try {
    const dryRun = values['dry-run'];
    const result = await backfillIdentifiers(database, { dryRun, log: (line) => console.log(line) });
    console.log(
      dryRun
        ? `${result.declarations} declaration(s) and ${result.addenda} addition(s) to index`
        : `${result.declarations} declaration(s) and ${result.addenda} addition(s) indexed, ` +
            `${result.identifiers} identifier(s) added, ${result.unreadable} left unreadable`,
    );
    return result.unreadable ? 1 : 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
