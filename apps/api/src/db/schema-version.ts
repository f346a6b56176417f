import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** The advisory lock held while a process migrates a shared PostgreSQL: one at a time. */
const MIGRATION_LOCK = 5730;

type Version = { when: number; tag: string; count: number };
const versions = new Map<string, Version>();

/**
 * The last migration this code was written for: its `when`, as Drizzle records it once applied. Read
 * from the journal once per folder: readiness asks at every probe.
 */
function expectedVersion(migrationsFolder: string): Version {
  let version = versions.get(migrationsFolder);
  if (!version) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    };
    const last = journal.entries.at(-1)!;
    version = { when: last.when, tag: last.tag, count: journal.entries.length };
    versions.set(migrationsFolder, version);
  }
  return version;
}

/**
 * Applies the migrations not yet applied, holding a PostgreSQL advisory lock: processes started together
 * on an empty database take turns, and those after the first find nothing left to do (without the lock,
 * two of them created the same types at once and one died on a duplicate key).
 */
export async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The last migration applied to the database (its `when`); 0 on an empty database. */
const appliedVersion = (pool: pg.Pool) =>
  pool
    .query<{ when: string | null }>('select max(created_at)::text as when from drizzle.__drizzle_migrations')
    .then((result) => Number(result.rows[0]?.when ?? 0))
    .catch(() => 0);

/** Whether the schema is at (or past) this code's last migration. */
export async function isSchemaCurrent(pool: pg.Pool, migrationsFolder: string): Promise<boolean> {
  return (await appliedVersion(pool)) >= expectedVersion(migrationsFolder).when;
}

/** Refused when the schema does not reach this code's version in time: the process exits saying so. */
export class SchemaNotReadyError extends Error {}

/**
 * Waits, without changing anything, until the database's schema is at this code's last migration (the
 * `migrate` step of a deployment applies it); gives up after `seconds`. A schema newer than the code
 * (a rollback after an expand migration) is accepted: migrations only add until a later contract step.
 */
export async function untilSchemaCurrent(
  pool: pg.Pool,
  migrationsFolder: string,
  seconds: number,
): Promise<void> {
  const expected = expectedVersion(migrationsFolder);
  const deadline = Date.now() + seconds * 1000;
  let told = false;
  for (;;) {
    const applied = await pool
      .query<{ when: string | null }>(
        'select max(created_at)::text as when from drizzle.__drizzle_migrations',
      )
      .then((result) => Number(result.rows[0]?.when ?? 0))
      // No migrations table yet: an empty database.
      .catch(() => 0);
    if (applied >= expected.when) return;
    if (Date.now() >= deadline) {
      throw new SchemaNotReadyError(
        `the database schema is not at migration ${expected.count} (${expected.tag}) after ${seconds} s: ` +
          'run the migration step (ROLE=migrate) with the same DATABASE_URL, or raise SCHEMA_WAIT_SECONDS',
      );
    }
    if (!told) {
      console.warn(
        `waiting for the database schema to reach migration ${expected.count} (${expected.tag}): ROLE=migrate applies it`,
      );
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
