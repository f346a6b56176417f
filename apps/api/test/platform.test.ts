import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SESSION_COOKIE } from '@pow/domain';
import { until } from '@pow/domain/testing';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { SESSION_CLEANUP_QUEUE } from '../src/jobs/housekeeping/session-cleanup.ts';
import { BACKENDS, Browser, POSTGRES_ADMIN_URL, type RunningPortal, startPortal } from './portal-harness.ts';

const run = promisify(execFile);
const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');

describe.each(BACKENDS)('platform on %s', (backend) => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal(backend);
  });
  afterAll(async () => {
    await running?.close();
  });

  it('reports database and queue up', async () => {
    const response = await fetch(`${running.url}/index.php/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok', database: 'up', queue: 'up' } });
  });

  it('runs the expired-session cleanup as a real pg-boss job', async () => {
    const { db } = running.portal.database;
    const past = new Date(Date.now() - 1000);
    await db.insert(sessions).values([
      { idHash: 'expired-1', userType: 'citizen', info: {}, expiresAt: past },
      { idHash: 'live-1', userType: 'citizen', info: {}, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const jobId = await running.portal.boss.send(SESSION_CLEANUP_QUEUE, {});
    expect(jobId).toBeTruthy();
    // Done when pg-boss says so: the rows are gone a moment before the job is marked completed.
    const job = await until('the session cleanup job to complete', async () => {
      const found = await running.portal.boss.getJobById(SESSION_CLEANUP_QUEUE, jobId!);
      return found?.state === 'completed' || found?.state === 'failed' ? found : undefined;
    });
    expect(job.state).toBe('completed');
    const left = (await db.select({ id: sessions.idHash }).from(sessions)).map((row) => row.id);
    expect(left).not.toContain('expired-1');
    expect(left).toContain('live-1');
  });

  it('answers its probes and serves its metrics on the operator port only', async () => {
    const live = await fetch(`${running.url}/index.php/api/health/live`);
    expect(await live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await fetch(`${running.url}/index.php/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      data: {
        ready: true,
        parts: { database: 'up', schema: 'up', queue: 'up', storage: 'up' },
        failing: [],
        degraded: [],
      },
    });
    // Not on the public port.
    expect((await fetch(`${running.url}/metrics`)).headers.get('content-type')).not.toContain(
      'text/plain; version',
    );
    // A job waiting an hour: the queue's depth and its oldest waiting job show it.
    await running.portal.boss.send(SESSION_CLEANUP_QUEUE, {}, { startAfter: 3600 });
    const operator = `http://127.0.0.1:${running.portal.operations!.port}`;
    expect((await fetch(`${operator}/health/ready`)).status).toBe(200);
    const metrics = await (await fetch(`${operator}/metrics`)).text();
    expect(metrics).toMatch(
      /^pow_http_requests_total\{method="GET",route="\/index.php\/api\/health\/ready",status="200"\} [1-9]/m,
    );
    expect(metrics).toContain('pow_http_request_duration_seconds_bucket');
    expect(metrics).toMatch(/^pow_process_resident_memory_bytes \d+/m);
    expect(metrics).toMatch(/^pow_queue_jobs\{queue="session-cleanup",state="created"\} [1-9]/m);
    expect(metrics).toMatch(/^pow_queue_oldest_waiting_seconds\{queue="session-cleanup"\} [\d.]+/m);
  });

  it.runIf(backend === 'postgres')(
    'is unready, naming the database, while the database refuses it, and ready again after',
    async () => {
      const name = new URL(running.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      const readiness = async () => {
        const answer = await fetch(`${running.url}/index.php/api/health/ready`);
        return { status: answer.status, body: (await answer.json()) as { data: { failing: string[] } } };
      };
      try {
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          name,
        ]);
        const down = await until('the portal to say it is unready', async () => {
          const answer = await readiness();
          return answer.status === 503 ? answer : undefined;
        });
        expect(down.body.data.failing).toContain('database');
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
        await admin.end();
      }
      await until('the portal to be ready again', async () => (await readiness()).status === 200);
    },
  );

  it('sends a strict content security policy and no framing', async () => {
    const response = await fetch(`${running.url}/app/nl/home`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('documents the API in OpenAPI', async () => {
    const response = await fetch(`${running.url}/index.php/api/docs/json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/index.php/api/v1/session/get', '/index.php/api/health']),
    );
  });

  it('answers unknown API paths and oversized bodies with a message key, never a stack trace', async () => {
    const missing = await fetch(`${running.url}/index.php/api/v1/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { key: 'error_404' } });
    const big = await fetch(`${running.url}/index.php/api/v1/session/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(2_000_000) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: { key: 'error_invalid_request' } });
    const broken = await fetch(`${running.url}/index.php/api/v1/session/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"not json',
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).not.toContain('at ');
  });

  it('sends the root to the application', async () => {
    const response = await fetch(`${running.url}/`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/app');
  });
});

describe('start-up', () => {
  it('refuses a bad setting, naming the variable', async () => {
    const failure = await run(process.execPath, [serverFile], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: tmpdir() },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(78);
    expect('stderr' in failure && failure.stderr).toContain('PORT');
  });

  it('keeps its data when started twice on the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pow-restart-'));
    try {
      const first = await startPortal('pglite', { DATA_DIR: dataDir });
      const browser = new Browser(first.url);
      await browser.follow('/index.php/app/login?login_hint=85073003328');
      const secret = (await browser.jar.getCookies(first.url)).find((c) => c.key === SESSION_COOKIE)!.value;
      await first.close();

      const second = await startPortal('pglite', { DATA_DIR: dataDir });
      try {
        const answer = await fetch(`${second.url}/index.php/api/v1/session/get`, {
          headers: { cookie: `${SESSION_COOKIE}=${secret}` },
        });
        expect(await answer.json()).toMatchObject({ data: { result: true, info: { first_name: 'Jan' } } });
        const rows = await second.portal.database.db.select({ n: count() }).from(sessions);
        expect(rows).toEqual([{ n: 1 }]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
