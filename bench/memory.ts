/**
 * `npm run bench -- --only=memory` (issue 29, item 9): the resident memory of each role idle, and how
 * long each takes from its start to ready, against a floor measured in the same run: the bare Fastify
 * server (bench/bare-server.ts) with its pool on the same PostgreSQL, what any Node HTTP server with a
 * database costs. Each process is measured twice: with V8's own young generation, which on a machine of
 * many GB grows to 2 × 64 MB at start-up and keeps it, and with `--max-semi-space-size=16`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase, migrate } from './support.ts';

const SERVER = path.resolve(import.meta.dirname, '../apps/api/src/server.ts');
const BARE = path.join(import.meta.dirname, 'bare-server.ts');
/** How long a process is left idle after it is ready before its memory is read. */
const SETTLE_MS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 20) * 1000;
const YOUNG_GENERATION = '--max-semi-space-size=16';
const GOALS: Record<string, number> = { api: 150, worker: 200, all: 400 };

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilAnswers(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await pause(50);
  }
}

/** Starts one process, waits for `ready`, leaves it idle, reads its RSS, stops it. */
async function measure(
  file: string,
  flags: string[],
  env: Record<string, string | undefined>,
  ready: string,
): Promise<{ startMs: number; rssMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, file], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await untilAnswers(ready, child);
    const startMs = performance.now() - started;
    await pause(SETTLE_MS);
    return { startMs, rssMb: residentMb(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function memoryReport(serverUrl: string): Promise<string> {
  const database = await freshDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pow-bench-memory-'));
  const port = Number(process.env.BENCH_PORT ?? 18090);
  const metricsPort = port + 1;
  const base = `http://127.0.0.1:${port}`;
  try {
    await migrate({ ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const shared = { DATA_DIR: dataDir, PORT: String(port), METRICS_PORT: String(metricsPort) };
    const processes = [
      {
        name: 'floor (bare Fastify, pg pool)',
        file: BARE,
        env: { PORT: String(port), FLOOR_DATABASE_URL: database.url },
        ready: `${base}/bare`,
      },
      {
        name: 'api',
        file: SERVER,
        env: { ...shared, ROLE: 'api', DATABASE_URL: database.url },
        ready: `${base}/index.php/api/health/ready`,
      },
      {
        name: 'worker',
        file: SERVER,
        env: { ...shared, ROLE: 'worker', DATABASE_URL: database.url },
        ready: `http://127.0.0.1:${metricsPort}/health/ready`,
      },
      {
        // The embedded default: PGlite, its data already migrated by the first of its two starts.
        name: 'all',
        file: SERVER,
        env: { ...shared, ROLE: 'all', DATA_DIR: path.join(dataDir, 'embedded') },
        ready: `${base}/index.php/api/health/ready`,
      },
    ];
    // The embedded default migrates its own PGlite at its first start: that start is not measured.
    await measure(SERVER, [], processes[3]!.env, processes[3]!.ready);
    const rows: string[] = [];
    let floor: { rssMb: number } | undefined;
    for (const { name, file, env, ready } of processes) {
      const own = await measure(file, [], env, ready);
      const young = await measure(file, [YOUNG_GENERATION], env, ready);
      floor ??= young;
      const goal = GOALS[name];
      const verdict = goal ? `${goal} MB: **${young.rssMb <= goal ? 'met' : 'not met'}**` : '—';
      rows.push(
        `| ${name} | ${own.startMs.toFixed(0)} ms | ${own.rssMb.toFixed(0)} MB | ${young.rssMb.toFixed(0)} MB | ${(young.rssMb / floor.rssMb).toFixed(2)} | ${verdict} |`,
      );
    }
    return [
      `Idle resident memory (VmRSS), read ${SETTLE_MS / 1000} s after each process answered ready; \`api\` and \`worker\` on a migrated PostgreSQL database, \`all\` on its PGlite (migrated by an earlier start). Start: from the process's start to its readiness answering 200 (no migration).`,
      '',
      `| process | start → ready | RSS, V8's young generation | RSS, \`${YOUNG_GENERATION}\` | × floor | goal (with the flag) |`,
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
