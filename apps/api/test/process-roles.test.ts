import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DECLARATION_STATUS, isFinalStatus } from '@pow/contracts';
import { EXAMPLES, until } from '@pow/domain/testing';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { declarations, zoneInbox } from '../src/db/schema.ts';
import { migrateUnderLock } from '../src/db/schema-version.ts';
import { SUMMARY_RENDER_QUEUE } from '../src/declarations/pipeline-queues.ts';
import {
  BACKENDS,
  Browser,
  emptyDatabase,
  freePort,
  POSTGRES_ADMIN_URL,
  startPortal,
} from './portal-harness.ts';
import { untilHealthy } from './readiness.ts';

const run = promisify(execFile);
const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');
const MIGRATIONS = path.resolve(import.meta.dirname, '../drizzle');

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

/** A process of the portal started as an operator would, its output kept to tell when it is up. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

describe('process roles (ROLE)', () => {
  it.runIf(BACKENDS.includes('postgres'))(
    'brings up two API and three worker processes started together with two migration steps on an empty PostgreSQL',
    async () => {
      const database = await emptyDatabase('roles');
      const ports = [await freePort(), await freePort()];
      const shared = {
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pow-roles-')),
      };
      // Two migration steps at once, as two rollouts overlapping: they take turns under the lock.
      const started = [
        startProcess({ ...shared, ROLE: 'migrate' }),
        startProcess({ ...shared, ROLE: 'migrate' }),
        ...ports.map((port) =>
          startProcess({ ...shared, ROLE: 'api', PORT: String(port), HOST: '127.0.0.1' }),
        ),
        ...[1, 2, 3].map(() => startProcess({ ...shared, ROLE: 'worker' })),
      ];
      const [first, second, ...running] = started;
      try {
        for (const migrate of [first!, second!]) {
          const [code] =
            migrate.child.exitCode === null ? await once(migrate.child, 'exit') : [migrate.child.exitCode];
          expect(code, migrate.output()).toBe(0);
        }
        for (const port of ports)
          await untilHealthy(`http://127.0.0.1:${port}`, running[ports.indexOf(port)]!.child);
        for (const worker of running.slice(2)) {
          await until('a worker process to say it runs', () => {
            if (worker.child.exitCode !== null) throw new Error(`worker exited: ${worker.output()}`);
            return worker.output().includes('Police-on-web worker is running');
          });
        }
        // Every one of them is still up: none died on the others' migrations.
        for (const process of running) expect(process.child.exitCode, process.output()).toBeNull();
      } finally {
        for (const { child } of started) if (child.exitCode === null) child.kill('SIGTERM');
        await Promise.all(
          started.map(({ child }) => (child.exitCode === null ? once(child, 'exit') : undefined)),
        );
        await database.drop();
        rmSync(shared.DATA_DIR, { recursive: true, force: true });
      }
    },
  );

  it.runIf(BACKENDS.includes('postgres'))(
    'applies the migrations once when four steps start at the same moment',
    async () => {
      const database = await emptyDatabase('lock');
      const pools = [1, 2, 3, 4].map(() => new pg.Pool({ connectionString: database.url, max: 1 }));
      try {
        await Promise.all(pools.map((pool) => migrateUnderLock(pool, MIGRATIONS)));
        const [applied] = (
          await pools[0]!.query('select count(*)::int as n from drizzle.__drizzle_migrations')
        ).rows;
        expect(applied.n).toBe(readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).length);
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
        await database.drop();
      }
    },
  );

  it.runIf(BACKENDS.includes('postgres'))(
    'keeps an API process waiting for the migration step, and lets it go with a clear word when it never comes',
    async () => {
      const database = await emptyDatabase('waits');
      try {
        const failure = await run(process.execPath, [serverFile], {
          env: { ...process.env, ROLE: 'api', DATABASE_URL: database.url, SCHEMA_WAIT_SECONDS: '1' },
        }).catch((error: { code: number; stderr: string }) => error);
        expect('code' in failure && failure.code).toBe(75);
        expect('stderr' in failure && failure.stderr).toContain('run the migration step (ROLE=migrate)');
      } finally {
        await database.drop();
      }
    },
  );

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
        // The API process runs no job: the declaration waits, received, until a worker comes. Its first
        // job was stored with it (one statement), so pg-boss has it at once, waiting for a worker.
        const renderJob = () => api.portal.boss.findJobs(SUMMARY_RENDER_QUEUE, { data: { id: guid } });
        expect((await renderJob()).map((job) => job.state)).toEqual(['created']);
        // This pause proves an absence (no worker in this process takes the job), which no condition can
        // be awaited for: a worker here would have fetched it within its 1 s poll. A slow machine can only
        // make the assertion below pass when it should fail, never fail when it should pass.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const [waiting] = await renderJob();
        expect(waiting).toMatchObject({ state: 'created', retryCount: 0, startedOn: null });
        expect(await statusOf(browser, guid)).toBe(DECLARATION_STATUS.received);

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
        const status = await until(
          `declaration ${guid} to reach its zone or fail, through the worker`,
          async () => {
            const reached = await statusOf(browser, guid);
            return isFinalStatus(reached) && reached;
          },
        );
        expect(status).toBe(DECLARATION_STATUS.sentToZone);
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
  );

  it.runIf(BACKENDS.includes('postgres'))(
    'scales out: two API processes and a worker on one database lose and double nothing',
    async () => {
      const first = await startPortal('postgres', { ROLE: 'api' });
      const second = await startPortal('postgres', { ROLE: 'api', DATABASE_URL: first.databaseUrl! });
      const worker = spawn(process.execPath, [serverFile], {
        env: {
          ...process.env,
          ROLE: 'worker',
          DATABASE_URL: first.databaseUrl!,
          DATA_DIR: first.dataDir,
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
      try {
        // Signed in through one process, the session is valid on the other (one browser, one cookie
        // jar: the two processes are two ports of one host, as two instances behind one address).
        const browser = await signedIn(first.url);
        const session = await browser.json<{ data: { result: boolean } }>(
          `${second.url}/index.php/api/v1/session/get`,
        );
        expect(session.body.data.result).toBe(true);

        // Each declaration is sent to both processes at once with one Idempotency-Key, as a retry through
        // another instance of a load balancer would.
        const SENT = 30;
        const answers = await Promise.all(
          Array.from({ length: SENT }, async () => {
            const key = crypto.randomUUID();
            const send = (base: string) =>
              browser.json<{ data: { guid: string; register: string } }>(
                `${base}/index.php/api/v1/information/add`,
                {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', 'idempotency-key': key },
                  body: JSON.stringify(EXAMPLES.person),
                },
              );
            const [a, b] = await Promise.all([send(first.url), send(second.url)]);
            expect(a.status).toBe(200);
            expect(b.body).toEqual(a.body);
            return a.body.data;
          }),
        );
        expect(new Set(answers.map((answer) => answer.guid)).size).toBe(SENT);
        expect(new Set(answers.map((answer) => answer.register)).size).toBe(SENT);
        const { db } = first.portal.database;
        expect((await db.select({ n: count() }).from(declarations))[0]!.n).toBe(SENT);

        let pending = answers.map((answer) => answer.guid);
        await until(`the ${SENT} declarations to reach their zone or fail`, async () => {
          const statuses = await Promise.all(pending.map((guid) => statusOf(browser, guid)));
          pending = pending.filter((_, i) => !isFinalStatus(statuses[i]!));
          return pending.length === 0;
        });
        expect((await db.select({ n: count() }).from(zoneInbox))[0]!.n).toBe(SENT);
      } finally {
        const exited = once(worker, 'exit');
        worker.kill('SIGKILL');
        await exited;
        await second.close();
        await first.close();
      }
    },
  );
});
