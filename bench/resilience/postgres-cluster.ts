/**
 * A throwaway PostgreSQL cluster of the run's own (initdb into a temp dir, a free loopback port), so that
 * it can be restarted and crashed under load without touching the shared server others test on.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  /** `fast` rolls back open transactions; `immediate` is a crash: the next start replays the WAL. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  remove(): Promise<void>;
}

/** initdb or pg_ctl from PATH's usual place or from the newest /usr/lib/postgresql/<version>/bin. */
function binary(name: string): string | undefined {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  return ['/usr/local/bin', ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)]
    .map((dir) => path.join(dir, name))
    .find(existsSync);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the cluster; undefined when the PostgreSQL binaries are not installed. */
export async function startCluster(): Promise<PostgresCluster | undefined> {
  const initdb = binary('initdb');
  const pgCtl = binary('pg_ctl');
  if (!initdb || !pgCtl) return undefined;
  // initdb refuses root: as root, the cluster belongs to the postgres system user.
  const asRoot = process.getuid?.() === 0;
  const owner = async (file: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  const dir = mkdtempSync(path.join(tmpdir(), 'pow-resilience-pg-'));
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const port = await freePort();
  const ctl = (...args: string[]) => owner(pgCtl, [...args, '-D', data, '-l', log, '-w', '-t', '60']);
  await owner(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  await ctl('start', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    restart: async (mode) => {
      await ctl('restart', '-m', mode);
    },
    remove: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's PostgreSQL: a cluster of its own, else (no binaries) the server of DATABASE_URL, else
 * TEST_POSTGRES_URL, else 127.0.0.1:5432.
 */
export async function postgresOfTheRun(): Promise<{ cluster: PostgresCluster | undefined; url: string }> {
  const cluster = await startCluster();
  const url =
    cluster?.url ??
    process.env.DATABASE_URL ??
    process.env.TEST_POSTGRES_URL ??
    'postgresql://postgres@127.0.0.1:5432/test';
  return { cluster, url };
}
