import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath, ENDPOINT } from '@pow/contracts';
import { EXAMPLES, until } from '@pow/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONE_HANDOVER_QUEUE } from '../src/declarations/pipeline-queues.ts';
import { Browser, freePort, PGLITE_TEMPLATE_ENV } from './portal-harness.ts';
import { untilHealthy } from './readiness.ts';

const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');
type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

/**
 * The portal as an operator runs it, its JSON log lines read from its standard output, handing each
 * declaration over to a police system that does not answer (nothing listens on port 9): the last job of
 * the chain the request started (summary, delivery, zone, hand-over) fails, is tried again once, and
 * fails for good.
 */
describe('the request id in the jobs a request starts', () => {
  let base: string;
  let dataDir: string;
  const lines: LogLine[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pow-request-id-'));
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
  });
  afterAll(async () => {
    await stop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Sends a phishing declaration as Jan Peeters, with the X-Request-Id given (if any): its guid. */
  async function declare(requestId?: string) {
    const browser = new Browser(base);
    await browser.follow('/index.php/app/login?login_hint=85073003328');
    const added = await browser.json<{ data: { guid: string } }>(apiPath(ENDPOINT.informationAdd), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      body: JSON.stringify(EXAMPLES.phishing),
    });
    return added.body.data.guid;
  }

  const failures = (guid: string) =>
    lines.filter((line) => line.queue === ZONE_HANDOVER_QUEUE && line.id === guid);

  it("names the declaration and the ingress's request id in every log line of its failing job", async () => {
    const requestId = `ingress-${randomUUID()}`;
    const guid = await declare(requestId);
    // The request's own line has it, as Fastify logs it (the line reaches us through a pipe: waited for).
    await until('the request to be logged with its id', () =>
      lines.some((line) => line.msg === 'declaration received' && line.reqId === requestId),
    );
    await until(`the last failure of ${guid}'s hand-over in the log`, () =>
      failures(guid).some((line) => line.msg === 'job failed on its last try'),
    );
    const said = failures(guid);
    // Tried again once (warn), then for good (error): each line names the declaration and the request.
    expect(said.map((line) => line.msg)).toEqual([
      'job failed; it will be tried again',
      'job failed on its last try',
    ]);
    for (const line of said) {
      expect(line).toMatchObject({ id: guid, reqId: requestId, reason: expect.any(String) });
      // Nothing of the person: no national number, name or e-mail address.
      expect(JSON.stringify(line)).not.toMatch(/85073003328|Peeters|@/);
    }
  });

  it('gives a request without a usable X-Request-Id a UUID of its own, which its jobs carry', async () => {
    const guid = await declare('no spaces allowed');
    await until(`a failure of ${guid}'s hand-over in the log`, () => failures(guid).length > 0);
    const [first] = failures(guid);
    expect(first!.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await until('the request to be logged with the same id', () =>
      lines.some((line) => line.msg === 'declaration received' && line.reqId === first!.reqId),
    );
  });
});
