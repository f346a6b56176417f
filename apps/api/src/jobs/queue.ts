import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';

/** pg-boss on the portal's own database, in a schema of its own. */
export async function startQueue(database: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  // LISTEN/NOTIFY wakes workers on insert instead of waiting for their next poll (issue 4: submit → zone in seconds).
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.pglite!),
          backend: 'pglite',
          schema: 'pgboss',
          useListenNotify: true,
        })
      : new PgBoss({ connectionString: databaseUrl!, schema: 'pgboss', max: 4, useListenNotify: true });
  await boss.start();
  return boss;
}
