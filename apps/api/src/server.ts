import { pino } from 'pino';
import { buildPortal } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { SchemaNotReadyError } from './db/schema-version.ts';
import { startWorkerProcess } from './jobs/worker-process.ts';
import { applyMigrations } from './migrate-step.ts';

/** Stops the process cleanly, once, on SIGINT/SIGTERM. */
function stopOnSignal(close: () => Promise<void>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Milliseconds since the process started (its modules' loading included), for the start's log line. */
const sinceStart = () => Math.round(performance.now());

/** Starts the portal on its configuration: HTTP and jobs, HTTP only, jobs only, or the migrations (ROLE). */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel, base: { role: config.role } });
  // The start's first phase, loading the code (decision 001: type stripping at load), apart from the rest.
  log.info({ startupMs: sinceStart() }, 'modules loaded; starting');
  if (config.role === 'migrate') {
    const { reference } = await applyMigrations(config);
    log.info({ reference, startupMs: sinceStart() }, 'migrations applied; the schema is current');
    return;
  }
  if (config.role === 'worker') {
    const worker = await startWorkerProcess(config);
    stopOnSignal(() => worker.close());
    log.info({ database: worker.database.kind, startupMs: sinceStart() }, 'Police-on-web worker is running');
    return;
  }
  const portal = await buildPortal(config);
  stopOnSignal(() => portal.close());
  await portal.app.listen({ port: config.port, host: config.host });
  portal.app.log.info(
    {
      database: portal.database.kind,
      role: config.role,
      url: `${config.publicUrl}/app`,
      startupMs: sinceStart(),
    },
    'Police-on-web is ready',
  );
}

try {
  await main();
} catch (error) {
  // The schema never reached this version: said plainly, exit 75 (try again later), for the orchestrator.
  if (!(error instanceof SchemaNotReadyError)) throw error;
  console.error(error.message);
  process.exit(75);
}
