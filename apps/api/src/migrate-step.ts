import type { Config } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { startQueue } from './jobs/portal-queues.ts';
import { stopBoss } from './jobs/queue/pg-boss.ts';
import { loadReferenceData } from './reference-data/load-reference-data.ts';

/**
 * ROLE=migrate, a deployment's step before its API and worker processes start (they wait for it): the
 * schema's migrations under an advisory lock, the job queue's own tables and queues, and the reference
 * data, each applied once however many such steps run together; then the process ends.
 */
export async function applyMigrations(config: Config): Promise<{ reference: 'loaded' | 'up-to-date' }> {
  const database = await openDatabase({ ...config, role: 'migrate' });
  try {
    const reference = await loadReferenceData(database.db);
    await stopBoss(await startQueue(database, { ...config, role: 'migrate' }));
    return { reference };
  } finally {
    await database.close();
  }
}
