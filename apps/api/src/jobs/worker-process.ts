import type { PgBoss } from 'pg-boss';
import type { Config } from '../config/config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { startQueue } from './portal-queues.ts';
import { stopBoss } from './queue/pg-boss.ts';
import { startWorkers } from './workers.ts';

export interface WorkerProcess {
  database: Database;
  boss: PgBoss;
  close(): Promise<void>;
}

/**
 * A process that only runs jobs (ROLE=worker): no HTTP, no reference-data load (the API process that
 * accepted a declaration has loaded it).
 */
export async function startWorkerProcess(config: Config): Promise<WorkerProcess> {
  const database = await openDatabase(config);
  const boss = await startQueue(database, config);
  const workers = await startWorkers(config, database, boss);
  return {
    database,
    boss,
    async close() {
      await stopBoss(boss);
      await workers.close();
      await database.close();
    },
  };
}
