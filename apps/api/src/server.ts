import { pino } from 'pino';
import { buildPortal } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { startWorkerProcess } from './jobs/worker-process.ts';

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

/** Starts the portal on its configuration: HTTP and jobs, HTTP only or jobs only (ROLE). */
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
  if (config.role === 'worker') {
    const worker = await startWorkerProcess(config);
    stopOnSignal(() => worker.close());
    pino({ level: config.logLevel }).info(
      { database: worker.database.kind, role: config.role },
      'Police-on-web worker is running',
    );
    return;
  }
  const portal = await buildPortal(config);
  stopOnSignal(() => portal.close());
  await portal.app.listen({ port: config.port, host: config.host });
  portal.app.log.info(
    { database: portal.database.kind, role: config.role, url: `${config.publicUrl}/app` },
    'Police-on-web is ready',
  );
}

await main();
