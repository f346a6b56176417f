import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { promisify } from 'node:util';
import { EXAMPLES } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { BACKENDS, Browser, POSTGRES_ADMIN_URL, startPortal } from './portal-harness.ts';

const run = promisify(execFile);
const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');

type Status = { data?: { status: number; overview_method: string }; error?: { key: string } };

async function signedIn(base: string): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow('/index.php/app/login?login_hint=04022916265');
  return browser;
}

const statusOf = async (browser: Browser, guid: string) =>
  (
    await browser.json<Status>('/index.php/api/v1/information/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guid }),
    })
  ).body.data!.status;

describe('process roles (ROLE)', () => {
  it('refuses an unknown role, and a split role without PostgreSQL, naming ROLE', async () => {
    expect(() => loadConfig({ ROLE: 'workers' })).toThrow(/ROLE/);
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/ROLE: .*DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE: .*DATABASE_URL/);
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: POSTGRES_ADMIN_URL }).role).toBe('worker');
    const failure = await run(process.execPath, [serverFile], {
      env: { ...process.env, ROLE: 'everything', DATABASE_URL: POSTGRES_ADMIN_URL },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(78);
    expect('stderr' in failure && failure.stderr).toContain('ROLE');
  });

  it.runIf(BACKENDS.includes('postgres'))(
    'lets an API-only process store a declaration that a worker-only process takes to the zone',
    async () => {
      const api = await startPortal('postgres', { ROLE: 'api' });
      let worker: ChildProcess | undefined;
      try {
        const browser = await signedIn(api.url);
        const added = await browser.json<{ data: { guid: string } }>('/index.php/api/v1/information/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify(EXAMPLES.person),
        });
        expect(added.status).toBe(200);
        const { guid } = added.body.data;
        // The API process runs no job: the declaration waits, received, until a worker comes.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(await statusOf(browser, guid)).toBe(0);

        worker = spawn(process.execPath, [serverFile], {
          env: {
            ...process.env,
            ROLE: 'worker',
            DATABASE_URL: api.databaseUrl!,
            DATA_DIR: api.dataDir,
            LOG_LEVEL: 'silent',
          },
          stdio: 'ignore',
        });
        const deadline = Date.now() + 30_000;
        let status = 0;
        while (status < 3 && status !== -1 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          status = await statusOf(browser, guid);
        }
        expect(status).toBe(3);
        // The summary the worker rendered and mailed is in the mailbox the API serves.
        const messages = await browser.json<{ data: { declaration_guid: string | null }[] }>(
          '/index.php/dev/messages',
        );
        expect(messages.body.data.some((m) => m.declaration_guid === guid)).toBe(true);

        const exited = once(worker, 'exit');
        worker.kill('SIGTERM');
        expect((await exited)[0]).toBe(0);
        worker = undefined;
      } finally {
        worker?.kill('SIGKILL');
        await api.close();
      }
    },
    60_000,
  );
});
