import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { PortalMetrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

export interface OperationsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The operator's port (METRICS_PORT), apart from the public one: `/metrics` for Prometheus and the two
 * probes, `/health/live` (the process answers) and `/health/ready` (503 naming the failing parts), for
 * the API and for a worker, which has no other HTTP. A port already taken is said in the log and the
 * process goes on serving people: metrics are not the service.
 */
export function startOperationsServer(options: {
  port: number;
  host: string;
  metrics: PortalMetrics;
  readiness: Readiness;
  log: FastifyBaseLogger;
}): Promise<OperationsServer | undefined> {
  const { metrics, readiness, log } = options;
  metrics.watchReadiness(readiness);
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const json = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(body));
    };
    try {
      if (path === '/metrics') {
        const text = await metrics.text();
        response.writeHead(200, { 'content-type': metrics.registry.contentType });
        response.end(text);
      } else if (path === '/health/live') {
        json(200, { data: { status: 'ok' } });
      } else if (path === '/health/ready') {
        const report = await readiness.report();
        json(report.ready ? 200 : 503, { data: report });
      } else {
        json(404, { error: { key: 'error_404' } });
      }
    } catch (error) {
      log.error({ err: error, path }, 'operations port: answer failed');
      json(500, { error: { key: 'error_occured' } });
    }
  });
  return new Promise((resolve) => {
    server.once('error', (error) => {
      log.error(
        { err: error, port: options.port },
        'operations port unavailable: no metrics or probes on it',
      );
      resolve(undefined);
    });
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo;
      log.info({ port }, 'operations port: /metrics, /health/live, /health/ready');
      resolve({
        port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
