import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath, DECLARATION_STATUS, ENDPOINT } from '@pow/contracts';
import { EXAMPLES, until } from '@pow/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_RENDER_QUEUE, ZONE_HANDOVER_QUEUE } from '../src/declarations/pipeline-queues.ts';
import { Browser, freePort, PGLITE_TEMPLATE_ENV } from './portal-harness.ts';
import { untilHealthy } from './readiness.ts';

const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');
type LogLine = Record<string, unknown> & { msg?: string; queue?: string; id?: string };

const RETRIED = 'job failed; it will be tried again';
const FINAL = 'job failed on its last try';

/**
 * The portal as an operator runs it, its JSON log lines read from its standard output, with a summary
 * that never renders (FAULT_INJECTION) and a police system that does not answer (nothing listens on
 * port 9): every try of both jobs fails, the summary's last one handled by the pipeline itself (the
 * person told they will be contacted, the zone served all the same), the hand-over's left failed.
 */
describe("the log of a declaration's failing jobs", () => {
  let base: string;
  let dataDir: string;
  const lines: LogLine[] = [];
  let stop: () => Promise<void>;
  let declared: { guid: string; register: string };
  let jan: Browser;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pow-job-log-'));
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (template) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [serverFile], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        METRICS_PORT: 'off',
        LOG_LEVEL: 'info',
        FAULT_INJECTION: 'summary-render',
        ZONE_DELIVERY: 'webhook',
        ZONE_WEBHOOK_URL: 'http://127.0.0.1:9/',
        ZONE_WEBHOOK_SECRET: 'a-secret-of-at-least-32-characters',
        ZONE_WEBHOOK_RETRY_LIMIT: '1',
        ZONE_WEBHOOK_RETRY_DELAY: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const complete = text.split('\n');
      partial = complete.pop()!;
      for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
    });
    stop = async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    };
    await untilHealthy(base, child);
    jan = new Browser(base);
    await jan.follow('/index.php/app/login?login_hint=85073003328');
    const added = await jan.json<{ data: { guid: string; register: string } }>(
      apiPath(ENDPOINT.informationAdd),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(EXAMPLES.phishing),
      },
    );
    declared = added.body.data;
  });
  afterAll(async () => {
    await stop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  const failuresOf = (queue: string) =>
    lines.filter((line) => line.queue === queue && line.id === declared.guid);
  const lastTryOf = (queue: string) =>
    until(`the last failure of ${declared.register}'s ${queue} job in the log`, () =>
      failuresOf(queue).some((line) => line.msg === FINAL),
    );

  it("logs each try of the summary's job and its last, which the pipeline handles, by register and try", async () => {
    await lastTryOf(SUMMARY_RENDER_QUEUE);
    const said = failuresOf(SUMMARY_RENDER_QUEUE);
    // Three retries (warn), then the last try (error), though its job ends completed: the person's
    // status is -1 and the declaration goes on to its zone.
    expect(said.map((line) => [line.msg, line.level, line.attempt, line.attempts])).toEqual([
      [RETRIED, 40, 1, 4],
      [RETRIED, 40, 2, 4],
      [RETRIED, 40, 3, 4],
      [FINAL, 50, 4, 4],
    ]);
    for (const line of said) {
      expect(line).toMatchObject({
        register: declared.register,
        job: expect.any(String),
        reason: 'Error: summary rendering disabled by FAULT_INJECTION',
      });
      expect(JSON.stringify(line)).not.toMatch(/85073003328|Peeters|@/);
    }
    const status = await jan.json<{ data: { status: number } }>(apiPath(ENDPOINT.informationStatus), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guid: declared.guid }),
    });
    expect(status.body.data.status).toBe(DECLARATION_STATUS.summaryFailed);
  });

  it("logs the hand-over's retry and its final failure the same way", async () => {
    await lastTryOf(ZONE_HANDOVER_QUEUE);
    const said = failuresOf(ZONE_HANDOVER_QUEUE);
    expect(said.map((line) => [line.msg, line.attempt, line.attempts])).toEqual([
      [RETRIED, 1, 2],
      [FINAL, 2, 2],
    ]);
    for (const line of said) {
      expect(line).toMatchObject({
        register: declared.register,
        reason: expect.stringMatching(/fetch failed/),
      });
      expect(JSON.stringify(line)).not.toMatch(/85073003328|Peeters|@/);
    }
  });
});
