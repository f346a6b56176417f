import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';

/** pg-boss on the portal's own database, in a schema of its own. */
export async function startQueue(database: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: databaseUrl!, schema: 'pgboss', max: 4 });
  await boss.start();
  return boss;
}
