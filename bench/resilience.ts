/**
 * Fault injection (issue 9, `npm run test:resilience`): an API process and a worker process on a fresh
 * PostgreSQL database take declarations from clients that retry with their Idempotency-Key, while
 * faults are injected: the API killed (SIGKILL) mid-submission and restarted, the worker killed during
 * its work and restarted, every database connection of the portal cut, the eBox failing for a while.
 * Then: every acknowledged declaration exists exactly once and has reached status 3 or -1, and no job
 * is left behind. Loopback only, bounded in time (RESILIENCE_SECONDS, default 60); exits 1 on a failed
 * check. `-- --record` appends the report to docs/reliability.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { EXAMPLES } from '@pow/domain';
import pg from 'pg';
import { freshDatabase, sessionCookie, waitFor } from './support.ts';

const SECONDS = Number(process.env.RESILIENCE_SECONDS ?? 60);
const CLIENTS = 8;
const PORT = 18290;
const base = `http://127.0.0.1:${PORT}`;
const serverUrl =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const serverFile = path.resolve(import.meta.dirname, '../apps/api/src/server.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await freshDatabase(serverUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'pow-resilience-'));
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(PORT),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
  DECLARATION_RATE_LIMIT_PER_HOUR: '100000000',
};
const faults = { apiKilled: 0, workerKilled: 0, connectionsCut: 0, eboxOutages: 0 };

/**
 * A process kept running as a supervisor (systemd, Kubernetes) would: started again when it dies,
 * including when a cut connection makes its start-up fail.
 */
class Supervised {
  private child: ChildProcess;
  private extra: Record<string, string> = {};
  private replacing = false;
  private stopped = false;
  private readonly role: 'api' | 'worker';
  crashes = 0;

  constructor(role: 'api' | 'worker') {
    this.role = role;
    this.child = this.spawn();
  }

  private spawn(): ChildProcess {
    const child = spawn(process.execPath, [serverFile], {
      env: { ...env, ROLE: this.role, ...this.extra },
      stdio: process.env.RESILIENCE_VERBOSE ? 'inherit' : 'ignore',
    });
    child.once('exit', () => {
      if (this.replacing || this.stopped) return;
      this.crashes++;
      setTimeout(() => {
        if (!this.stopped && this.child === child) this.child = this.spawn();
      }, 300);
    });
    return child;
  }

  /** SIGKILL, then a new process (with other settings, if given). */
  async kill(extra: Record<string, string> = this.extra): Promise<void> {
    this.replacing = true;
    await this.end();
    this.extra = extra;
    this.replacing = false;
    this.child = this.spawn();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.end();
  }

  private async end(): Promise<void> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const dbName = new URL(database.url).pathname.slice(1);

const api = new Supervised('api');
let worker: Supervised | undefined;
const acknowledged = new Map<string, string>(); // Idempotency-Key → guid
let attempts = 0;
let failedAttempts = 0;
let exitCode = 0;
try {
  await waitFor(`${base}/index.php/api/health`);
  worker = new Supervised('worker');
  const cookies = await Promise.all(
    Array.from({ length: CLIENTS }, () => sessionCookie(base, '04022916265')),
  );
  const deadline = Date.now() + SECONDS * 1000;

  // Clients: a declaration is sent until it is answered, always with its own key.
  const clients = cookies.map(async (cookie) => {
    while (Date.now() < deadline) {
      const key = crypto.randomUUID();
      for (;;) {
        attempts++;
        const answer = await fetch(`${base}/index.php/api/v1/information/add`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(EXAMPLES.person),
          signal: AbortSignal.timeout(5000),
        }).then(
          async (response) =>
            response.ok ? ((await response.json()) as { data: { guid: string } }) : undefined,
          () => undefined,
        );
        if (answer) {
          acknowledged.set(key, answer.data.guid);
          break;
        }
        failedAttempts++;
        await sleep(200);
      }
    }
  });

  // Faults, each on its own clock until the deadline.
  const every = async (ms: number, inject: () => Promise<void>) => {
    while (Date.now() < deadline) {
      await sleep(ms);
      if (Date.now() < deadline) await inject();
    }
  };
  let eboxDown = false;
  const injectors = [
    every(7000, async () => {
      await api.kill();
      faults.apiKilled++;
    }),
    every(3000, async () => {
      // Every fourth time the worker comes back with an eBox that fails: summaries fall back to e-mail.
      eboxDown = faults.workerKilled % 4 === 3;
      if (eboxDown) faults.eboxOutages++;
      await worker!.kill(eboxDown ? { EBOX_ADAPTER: 'unavailable' } : {});
      faults.workerKilled++;
    }),
    every(80, async () => {
      const cut = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      faults.connectionsCut += cut.rowCount ?? 0;
    }),
  ];
  await Promise.all([...clients, ...injectors]);
  console.log(`faults stopped after ${SECONDS} s; waiting for every declaration to settle`);

  // Recovery: the processes come back clean and finish what is left.
  await api.kill();
  await worker!.kill({});
  await waitFor(`${base}/index.php/api/health`);
  const check = new pg.Client({ connectionString: database.url });
  await check.connect();
  const guids = [...acknowledged.values()];
  const settleBy = Date.now() + 180_000;
  let unsettled = guids.length;
  while (Date.now() < settleBy) {
    const left = await check.query(
      'select count(*)::int as n from declarations where id = any($1::uuid[]) and status not in (3, -1)',
      [guids],
    );
    unsettled = left.rows[0].n;
    if (unsettled === 0) break;
    await sleep(1000);
  }
  const stored = await check.query(
    'select count(*)::int as n, count(distinct idempotency_key)::int as keys from declarations',
  );
  const missing = await check.query(
    'select count(*)::int as n from unnest($1::uuid[]) as g(id) where not exists (select 1 from declarations d where d.id = g.id)',
    [guids],
  );
  const byStatus = await check.query(
    'select status, count(*)::int as n from declarations group by status order by status',
  );
  const failedJobs = await check.query(
    "select count(*)::int as n from pgboss.job where state = 'failed' and name in ('summary-render', 'summary-deliver', 'zone-deliver')",
  );
  await check.end();

  const totalFaults = faults.apiKilled + faults.workerKilled + faults.connectionsCut;
  const checks: [string, boolean][] = [
    [
      `every acknowledged declaration stored (${guids.length} acknowledged, ${missing.rows[0].n} missing)`,
      missing.rows[0].n === 0,
    ],
    [
      `each exactly once (${stored.rows[0].n} rows, ${stored.rows[0].keys} keys, ${guids.length} acknowledged)`,
      stored.rows[0].n === stored.rows[0].keys && stored.rows[0].n === guids.length,
    ],
    [`every declaration at status 3 or -1 (${unsettled} still on their way)`, unsettled === 0],
    [`no pipeline job given up (${failedJobs.rows[0].n} failed)`, failedJobs.rows[0].n === 0],
    [`at least 1,000 faults injected (${totalFaults})`, totalFaults >= 1000],
  ];
  const report = [
    `## ${new Date().toISOString().slice(0, 10)}: fault injection`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL; one API process (ROLE=api), one worker (ROLE=worker); ${CLIENTS} clients retrying with their Idempotency-Key for ${SECONDS} s.`,
    '',
    `Faults injected: **${totalFaults}** — API killed (SIGKILL) and restarted ${faults.apiKilled} times, worker killed and restarted ${faults.workerKilled} times (${faults.eboxOutages} of them restarted with a failing eBox), ${faults.connectionsCut} database connections cut; processes that died of a cut connection (at start-up) and were started again: API ${api.crashes}, worker ${worker!.crashes}.`,
    '',
    `Submissions: ${attempts} attempts, ${failedAttempts} failed and retried, ${guids.length} acknowledged. Final status: ${byStatus.rows.map((r: { status: number; n: number }) => `${r.status} × ${r.n}`).join(', ')}.`,
    '',
    ...checks.map(([text, ok]) => `- ${ok ? 'passed' : '**FAILED**'}: ${text}`),
    '',
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--record'))
    appendFileSync(path.resolve(import.meta.dirname, '../docs/reliability.md'), `\n${report}`);
  exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await api.stop();
  await worker?.stop();
  await admin.end();
  await sleep(500);
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
