import type { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { createFileStorage, createScanner } from '../attachments/attachment-services.ts';
import type { Config } from '../config/config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { observeJobs } from '../declarations/work-loops.ts';
import { PortalMetrics } from '../operations/metrics.ts';
import { type OperationsServer, startOperationsServer } from '../operations/operations-server.ts';
import { coreChecks, Readiness } from '../operations/readiness.ts';
import { startQueue } from './portal-queues.ts';
import { stopBoss } from './queue/pg-boss.ts';
import { startWorkers } from './workers.ts';

export interface WorkerProcess {
  database: Database;
  boss: PgBoss;
  metrics: PortalMetrics;
  readiness: Readiness;
  operations: OperationsServer | undefined;
  close(): Promise<void>;
}

/**
 * A process that only runs jobs (ROLE=worker): no public HTTP, no reference-data load (the API process
 * that accepted a declaration has loaded it); its metrics and probes on the operator's port.
 */
export async function startWorkerProcess(config: Config): Promise<WorkerProcess> {
  const log = pino({ level: config.logLevel, base: { role: config.role } });
  const database = await openDatabase(config);
  const boss = await startQueue(database, config);
  const metrics = new PortalMetrics(database);
  observeJobs(boss, { log, metrics });
  const workers = await startWorkers(config, database, boss, metrics);
  const storage = createFileStorage(config);
  const scanner = createScanner(config);
  const readiness = new Readiness(coreChecks({ database, boss, storage, scanner }));
  const operations =
    config.metricsPort === undefined
      ? undefined
      : await startOperationsServer({ port: config.metricsPort, host: config.host, metrics, readiness, log });
  return {
    database,
    boss,
    metrics,
    readiness,
    operations,
    async close() {
      readiness.drain();
      await stopBoss(boss);
      await workers.close();
      await operations?.close();
      await database.close();
    },
  };
}
