/** What every benchmark script needs: its servers, a signed-in session cookie, a place for the report. */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Signs a fixture identity in through the built-in provider; returns the session cookie. */
export async function sessionCookie(base: string, loginHint: string, police = false): Promise<string> {
  let url = `${base}/index.php/app/${police ? 'police/' : ''}login?login_hint=${loginHint}`;
  const cookies = new Map<string, string>();
  for (let hop = 0; hop < 8; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0]!.split('=');
      cookies.set(name!, value!);
    }
    const location = response.headers.get('location');
    if (!location || location.startsWith('/app')) break;
    url = new URL(location, base).href;
  }
  return `pow_session=${cookies.get('pow_session')}`;
}

/** The portal's port and the bare server's (the next one): BENCH_PORT, or the script's own default. */
export function benchPorts(fallback: number): { portal: number; bare: number } {
  const portal = Number(process.env.BENCH_PORT ?? fallback);
  return { portal, bare: portal + 1 };
}

export interface BenchServers {
  /** Base URL of the portal and of the bare Fastify reference server. */
  portal: string;
  bare: string;
  portalPid: number;
  barePid: number;
  /** The worker processes (ROLE=worker), when the jobs run apart from the API. */
  workerPids: number[];
  /** How the portal runs, for the report: database, and where its jobs run. */
  shape: string;
  /** The portal's own PostgreSQL database, when DATABASE_URL was given. */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

/** A database of its own for one benchmark run on the PostgreSQL server of DATABASE_URL, dropped after. */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pow_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts the portal (embedded defaults on a fresh DATA_DIR, or a fresh database on the PostgreSQL of
 * DATABASE_URL) and the bare reference server, each its own process, and waits until both answer.
 * With `workers` on PostgreSQL, the portal is an API-only process (ROLE=api) and that many worker
 * processes (ROLE=worker) run its jobs, the scale-out shape; on PGlite the jobs stay in the API process.
 * `databaseUrl` (a PostgreSQL server, or undefined for PGlite) overrides DATABASE_URL.
 */
/**
 * The deployment's migration step (ROLE=migrate) on `env`'s DATABASE_URL, to its end: API-only and
 * worker-only processes wait for it.
 */
export async function migrate(env: NodeJS.ProcessEnv): Promise<void> {
  const serverFile = path.resolve(import.meta.dirname, '../apps/api/src/server.ts');
  const child = spawn(process.execPath, [serverFile], { env: { ...env, ROLE: 'migrate' }, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the migration step exited with ${code}`);
}

export async function startServers(
  ports: { portal: number; bare: number },
  env: Record<string, string> = {},
  options: { workers?: number; databaseUrl?: string | undefined } = {},
): Promise<BenchServers> {
  const root = path.resolve(import.meta.dirname, '..');
  const serverFile = path.join(root, 'apps/api/src/server.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pow-bench-'));
  const serverUrl = 'databaseUrl' in options ? options.databaseUrl : process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl) : undefined;
  const workers = database ? (options.workers ?? 0) : 0;
  const portalEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: database?.url,
    ...env,
  };
  if (workers) await migrate(portalEnv);
  const children: ChildProcess[] = [
    spawn(process.execPath, [serverFile], {
      env: { ...portalEnv, PORT: String(ports.portal), ROLE: workers ? 'api' : 'all' },
      stdio: 'inherit',
    }),
    // The floors work on the portal's own database, or on a PGlite of their own beside the portal's.
    spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.ts')], {
      env: {
        ...process.env,
        PORT: String(ports.bare),
        ...(database
          ? { FLOOR_DATABASE_URL: database.url }
          : { FLOOR_DATA_DIR: path.join(dataDir, 'floor') }),
      },
      stdio: 'inherit',
    }),
  ];
  const stop = async () => {
    for (const child of children) child.kill('SIGCONT');
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const portal = `http://127.0.0.1:${ports.portal}`;
  try {
    await waitFor(`${portal}/index.php/api/health`);
    await waitFor(`http://127.0.0.1:${ports.bare}/bare`);
    // Workers start once the API answers (the migration step has run before it).
    for (let i = 0; i < workers; i++) {
      children.push(
        spawn(process.execPath, [serverFile], { env: { ...portalEnv, ROLE: 'worker' }, stdio: 'inherit' }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const kind = database ? 'PostgreSQL 15' : 'PGlite';
  return {
    portal,
    bare: `http://127.0.0.1:${ports.bare}`,
    portalPid: children[0]!.pid!,
    barePid: children[1]!.pid!,
    workerPids: children.slice(2).map((child) => child.pid!),
    databaseUrl: database?.url,
    shape: workers
      ? `${kind}; API process ROLE=api, jobs in ${workers} worker process${workers > 1 ? 'es' : ''} (ROLE=worker)`
      : `${kind}; jobs in the API process`,
    stop,
  };
}

/** The `p`th percentile (0–100) of `values`, by the nearest rank; NaN when there are none. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user and system), in ms: Linux counts it in ticks of 10 ms. */
export function cpuMs(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Pauses (SIGSTOP) or resumes (SIGCONT) processes, e.g. the workers while the API alone is measured. */
export function signal(pids: number[], name: 'SIGSTOP' | 'SIGCONT'): void {
  for (const pid of pids) process.kill(pid, name);
}

/** Prints a report; with --record, appends it to bench/results.md. */
export function publish(report: string): void {
  console.log(report);
  if (process.argv.includes('--record'))
    appendFileSync(path.join(import.meta.dirname, 'results.md'), `\n${report}`);
}
