import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { until } from '@pow/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPortal, startPortal } from './portal-harness.ts';
import { type S3rverBucket, startS3rver } from './s3rver.ts';

type Ready = {
  data: { ready: boolean; failing: string[]; degraded: string[]; parts: Record<string, string> };
};

/**
 * A service every replica shares (here the attachment storage) going down leaves the process ready,
 * degraded, and says so in its metrics (decision 050): the load balancer keeps sending it the requests
 * that do not need the service.
 */
describe('readiness while a shared service is down', () => {
  let folder: string;
  let bucket: S3rverBucket;
  let running: RunningPortal;
  let bucketClosed: Promise<void> | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pow-shared-'));
    bucket = await startS3rver(folder);
    running = await startPortal('pglite', bucket.env);
  });
  afterAll(async () => {
    await running?.close();
    await (bucketClosed ?? bucket?.close());
    await rm(folder, { recursive: true, force: true });
  });

  const ready = async (base: string, route: string) => {
    const answer = await fetch(`${base}${route}`);
    return { status: answer.status, body: (await answer.json()) as Ready };
  };

  it('stays ready with the storage out of reach, names it degraded and exports it as down', async () => {
    const operator = `http://127.0.0.1:${running.portal.operations!.port}`;
    expect(await ready(running.url, '/index.php/api/health/ready')).toMatchObject({
      status: 200,
      body: { data: { ready: true, degraded: [], parts: { storage: 'up' } } },
    });
    expect(await (await fetch(`${operator}/metrics`)).text()).toMatch(/^pow_part_up\{part="storage"\} 1$/m);

    bucketClosed = bucket.close();
    await bucketClosed;
    const degraded = await until('the storage to be seen down', async () => {
      const answer = await ready(running.url, '/index.php/api/health/ready');
      return answer.body.data.degraded.length > 0 && answer;
    });
    expect(degraded).toMatchObject({
      status: 200,
      body: { data: { ready: true, failing: [], degraded: ['storage'], parts: { storage: 'down' } } },
    });
    // The operator's probe says the same, and Prometheus sees the storage down.
    expect((await ready(operator, '/health/ready')).status).toBe(200);
    const metrics = await (await fetch(`${operator}/metrics`)).text();
    expect(metrics).toMatch(/^pow_part_up\{part="storage"\} 0$/m);
    expect(metrics).toMatch(/^pow_part_up\{part="database"\} 1$/m);
  });
});
