/** What every benchmark script needs: its servers, a signed-in session cookie, a place for the report. */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

export interface BenchServers {
  /** Base URL of the portal and of the bare Fastify reference server. */
  portal: string;
  bare: string;
  portalPid: number;
  stop(): Promise<void>;
}

/**
 * Starts the portal (embedded defaults on a fresh DATA_DIR, or DATABASE_URL) and the bare reference
 * server, each its own process, and waits until both answer.
 */
export async function startServers(
  ports: { portal: number; bare: number },
  env: Record<string, string> = {},
): Promise<BenchServers> {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pow-bench-'));
  const children: ChildProcess[] = [
    spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
      env: {
        ...process.env,
        PORT: String(ports.portal),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: 'inherit',
    }),
    spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.ts')], {
      env: { ...process.env, PORT: String(ports.bare) },
      stdio: 'inherit',
    }),
  ];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const servers = {
    portal: `http://127.0.0.1:${ports.portal}`,
    bare: `http://127.0.0.1:${ports.bare}`,
    portalPid: children[0]!.pid!,
    stop,
  };
  try {
    await waitFor(`${servers.portal}/index.php/api/health`);
    await waitFor(`${servers.bare}/bare`);
  } catch (error) {
    await stop();
    throw error;
  }
  return servers;
}

/** Prints a report; with --record, appends it to bench/results.md. */
export function publish(report: string): void {
  console.log(report);
  if (process.argv.includes('--record'))
    appendFileSync(path.join(import.meta.dirname, 'results.md'), `\n${report}`);
}
