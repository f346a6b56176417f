import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { untilHealthy } from '../../apps/api/test/readiness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One started product per worker of the e2e project (E2E_WORKERS), each on its own data. */
    baseUrls: string[];
  }
}

/** Spec files run this many at a time, each worker on its own product: no data is shared between them. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts the product exactly as `npm start` does (built SPA, embedded defaults) on a fresh DATA_DIR. */
async function startProduct() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pow-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    // Every browser test signs in from the same address, faster than people do (the limit has its API test).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_LIMIT_PER_MINUTE: '1000',
      // Its operations port (metrics, probes) on a free port: two products run side by side.
      METRICS_PORT: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await untilHealthy(baseUrl, server);
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

export default async function setup(project: TestProject) {
  const products = await Promise.all(Array.from({ length: E2E_WORKERS }, startProduct));
  project.provide(
    'baseUrls',
    products.map((product) => product.baseUrl),
  );
  return async () => {
    await Promise.all(products.map((product) => product.stop()));
  };
}
