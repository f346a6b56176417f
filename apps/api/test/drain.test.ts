import { Agent, get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startPortal } from './portal-harness.ts';

/**
 * A process asked to stop (SIGTERM) with DRAIN_SECONDS: unready at once (its parts not asked, however
 * slow they are), still serving, and each answer closing its connection, so that a load balancer that
 * has not yet seen it unready keeps none alive into the close. Before, a loaded process answered its
 * readiness late and kept connections alive: the close cut requests that reached one as it closed, which
 * haproxy answered 502 in the cluster layout run (bench/cluster.ts, docs/reliability.md).
 */
describe('a portal that drains', () => {
  it('answers unready and still serves for DRAIN_SECONDS, each answer closing its connection', async () => {
    const running = await startPortal('pglite', { DRAIN_SECONDS: '2' });
    const agent = new Agent({ keepAlive: true });
    const answer = (path: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        get(`${running.url}${path}`, { agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
          );
        }).on('error', reject);
      });
    try {
      expect(await answer('/index.php/api/health/ready')).toMatchObject({
        status: 200,
        connection: 'keep-alive',
      });
      const stopped = running.portal.close();
      const ready = await answer('/index.php/api/health/ready');
      expect(ready).toMatchObject({ status: 503, connection: 'close' });
      // At once, without asking its parts.
      expect(JSON.parse(ready.body).data).toEqual({
        ready: false,
        parts: {},
        failing: ['draining'],
        degraded: [],
      });
      expect(await answer('/index.php/api/health/live')).toMatchObject({ status: 200, connection: 'close' });
      await stopped;
    } finally {
      agent.destroy();
      await running.close();
    }
  });
});
