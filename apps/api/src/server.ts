import { buildPortal } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';

/** Starts the portal on its configuration and stops it cleanly on SIGINT/SIGTERM. */
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
  const portal = await buildPortal(config);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await portal.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await portal.app.listen({ port: config.port, host: config.host });
  portal.app.log.info(
    { database: portal.database.kind, url: `${config.publicUrl}/app` },
    'Police-on-web is ready',
  );
}

await main();
