import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { QUEUE_SCHEMA } from '../jobs/queue/pg-boss.ts';
import type { Readiness } from './readiness.ts';

// What the job queue holds, read at each scrape: the same figures from every process, the database's.
const QUEUE_STATE = `
  select name as queue, state, count(*)::int as jobs,
    case when state in ('created', 'retry') then extract(epoch from now() - min(created_on)) else 0 end::float
      as oldest_waiting_seconds
  from ${QUEUE_SCHEMA}.job
  where state in ('created', 'retry', 'active', 'failed')
  group by name, state`;

interface QueueRow {
  queue: string;
  state: string;
  jobs: number;
  oldest_waiting_seconds: number;
}

/**
 * The portal's metrics in Prometheus' text format (prom-client), one registry per process: its memory,
 * CPU and event loop; requests by route and status with their latency; declarations received by form and
 * zone, and their time to the zone's desk by form; the job queue's depth and oldest waiting job by queue;
 * job failures by queue, final or retried.
 * Labels never carry personal data: routes are templates, zones and forms are codes.
 */
export class PortalMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'pow_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly requestSeconds = new Histogram({
    name: 'pow_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.01, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [this.registry],
  });
  readonly declarationsReceived = new Counter({
    name: 'pow_declarations_received_total',
    help: 'Declarations accepted and stored, by form and police zone.',
    labelNames: ['form', 'zone'] as const,
    registers: [this.registry],
  });
  /** The delivery objective's measure (docs/operations.md): from acceptance to the zone's desk. */
  readonly declarationsAtZone = new Histogram({
    name: 'pow_declaration_to_zone_seconds',
    help: "Time from a declaration's acceptance to its arrival on its zone's desk, by form.",
    labelNames: ['form'] as const,
    // 300 and 3600: the objectives' thresholds (5 minutes, an hour) are bucket bounds.
    buckets: [5, 15, 30, 60, 120, 300, 600, 1800, 3600, 7200, 21_600, 86_400],
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'pow_job_failures_total',
    help: 'Jobs that failed, by queue; final: the last try (no retry left).',
    labelNames: ['queue', 'final'] as const,
    registers: [this.registry],
  });

  /** The process's readiness, once its operator's port serves (watchReadiness). */
  private readiness: Readiness | undefined;

  /** Exports each part of `readiness` as `pow_part_up`, checked at each scrape. */
  watchReadiness(readiness: Readiness): void {
    this.readiness = readiness;
  }

  constructor(database: Database) {
    collectDefaultMetrics({ register: this.registry, prefix: 'pow_' });
    const metrics = this;
    // A shared service down leaves the process ready (decision 050): this is where it is seen.
    new Gauge({
      name: 'pow_part_up',
      help: 'Each part the readiness probe checks: 1 up, 0 down (storage, scanner, identity_providers among them).',
      labelNames: ['part'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const report = await metrics.readiness?.report();
        for (const [part, state] of Object.entries(report?.parts ?? {}))
          this.set({ part }, state === 'up' ? 1 : 0);
      },
    });
    let rows: Promise<QueueRow[]> | undefined;
    // One query per scrape for both gauges.
    const queueRows = () => {
      rows ??= database.run<QueueRow>('metrics_queue_state', QUEUE_STATE, []).finally(() => {
        setTimeout(() => {
          rows = undefined;
        }, 1000).unref();
      });
      return rows;
    };
    new Gauge({
      name: 'pow_queue_jobs',
      help: 'Jobs in the queue, by queue and state (created, retry, active, failed).',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await queueRows()) this.set({ queue: row.queue, state: row.state }, row.jobs);
      },
    });
    new Gauge({
      name: 'pow_queue_oldest_waiting_seconds',
      help: 'Age of the oldest job waiting to run (created or to retry), by queue.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const oldest = new Map<string, number>();
        for (const row of await queueRows())
          oldest.set(row.queue, Math.max(oldest.get(row.queue) ?? 0, row.oldest_waiting_seconds));
        for (const [queue, seconds] of oldest) this.set({ queue }, seconds);
      },
    });
  }

  /** Counts and times every request the server answers, by its route's template. */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      this.requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
