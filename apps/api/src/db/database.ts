import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { givePrecedenceToRequests } from './background-work.ts';
import * as schema from './schema.ts';
import { isSchemaCurrent, migrateUnderLock, untilSchemaCurrent } from './schema-version.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on a transaction's connection: what pg-boss needs to enqueue a job inside it. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** One transaction, seen by Drizzle and by pg-boss alike, so rows and jobs commit together. */
export type Transact = <T>(work: (tx: { db: Db; sql: SqlExecutor }) => Promise<T>) => Promise<T>;

/** The open database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  transact: Transact;
  /**
   * A hot statement in plain SQL, for the few a request cannot do without in fewer round trips than
   * Drizzle's query builder allows (decision 029): on PostgreSQL it is prepared once per connection
   * under `name`.
   */
  run<Row>(name: string, text: string, values: readonly unknown[]): Promise<Row[]>;
  /** The embedded engine, for pg-boss to share its single connection. */
  pglite?: PGlite;
  ping(): Promise<void>;
  /** Whether the schema is at this code's last migration (readiness). */
  schemaCurrent(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** What opening a database does to its schema, by process role. */
export interface SchemaOptions {
  /**
   * `api` and `worker` never change a shared PostgreSQL's schema: they wait for `migrate` (the embedded
   * default and `all` migrate by themselves).
   */
  role?: 'all' | 'api' | 'worker' | 'migrate';
  /** How long `api` and `worker` wait for the schema before giving up. */
  schemaWaitSeconds?: number;
}

export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string; databasePoolMax: number } & SchemaOptions,
): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.databasePoolMax });
    // An idle connection cut by the server (a restart, a failover) is dropped and replaced by the pool;
    // unheard, its error event would end the process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzleNodePg({ client: pool, schema });
    try {
      if (options.role === 'api' || options.role === 'worker') {
        await untilSchemaCurrent(pool, migrationsFolder, options.schemaWaitSeconds ?? 300);
      } else {
        await migrateUnderLock(pool, migrationsFolder);
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    // Drizzle reads the whole schema each time it is built: once per pooled connection, not per transaction.
    const drizzleOf = new WeakMap<pg.PoolClient, Db>();
    return {
      kind: 'postgres',
      db,
      run: async (name, text, values) => (await pool.query({ name, text, values: [...values] })).rows,
      transact: async (work) => {
        const client = await pool.connect();
        // A connection cut between two statements reports on the client itself, which the pool no longer
        // listens to while it is lent out: heard here, the next statement fails and the work rolls back.
        let lost: Error | undefined;
        const onLost = (error: Error) => {
          lost = error;
        };
        client.on('error', onLost);
        try {
          await client.query('begin');
          let clientDb = drizzleOf.get(client);
          if (!clientDb) {
            clientDb = drizzleNodePg({ client, schema });
            drizzleOf.set(client, clientDb);
          }
          const result = await work({
            db: clientDb,
            sql: { executeSql: (text, values) => client.query(text, values) },
          });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.off('error', onLost);
          // A broken connection is closed, not given back to the pool.
          client.release(lost);
        }
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      schemaCurrent: () => isSchemaCurrent(pool, migrationsFolder),
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  // The desk's search by part of a name within a zone (migration 0009), as on PostgreSQL.
  const pglite = await PGlite.create(dir, { extensions: { btree_gin, pg_trgm } });
  givePrecedenceToRequests(pglite);
  const db = drizzlePglite({ client: pglite, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    run: async (_name, text, values) => (await pglite.query<never>(text, [...values])).rows,
    transact: (work) =>
      pglite.transaction((tx) =>
        // Drizzle's PGlite driver only calls query() inside a transaction, which the Transaction has.
        work({
          db: drizzlePglite({ client: tx as unknown as PGlite, schema }),
          sql: { executeSql: (text, values) => tx.query(text, values) },
        }),
      ),
    pglite,
    ping: async () => void (await db.execute(sql`select 1`)),
    // Migrated when it was opened, by the one process that uses it.
    schemaCurrent: async () => true,
    close: () => pglite.close(),
  };
}
