import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { coreChecks, Readiness } from '../operations/readiness.ts';

const State = z.enum(['up', 'down']);
const HealthSchema = z.object({
  data: z.object({ status: z.enum(['ok', 'degraded']), database: State, queue: State }),
});
const LiveSchema = z.object({ data: z.object({ status: z.literal('ok') }) });
const ReadySchema = z.object({
  data: z.object({
    ready: z.boolean(),
    /** Each part the process needs (database, schema, queue, storage; scanner, identity providers when configured). */
    parts: z.record(z.string(), State),
    /** The parts down that make the process unready (`draining` while it stops), named without any detail. */
    failing: z.array(z.string()),
    /** The shared services down (storage, scanner, identity providers): ready, but what needs them fails. */
    degraded: z.array(z.string()),
  }),
});

const probe = async (check: () => Promise<unknown>) => {
  try {
    await check();
    return 'up' as const;
  } catch {
    return 'down' as const;
  }
};

/**
 * `GET /index.php/api/health` (database and job queue, 503 when either is down), and the two probes of
 * an orchestrator: `health/live` (the process answers) and `health/ready` (503 naming the failing parts).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  /** The readiness checks: `/health` reports two of them. */
  checks: Pick<ReturnType<typeof coreChecks>, 'database' | 'queue'>;
  readiness: Readiness;
}> = async (app, { checks, readiness }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        contract: { access: 'anyone' },
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const [databaseState, queueState] = await Promise.all([probe(checks.database), probe(checks.queue)]);
      const ok = databaseState === 'up' && queueState === 'up';
      reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
      return {
        data: {
          status: ok ? ('ok' as const) : ('degraded' as const),
          database: databaseState,
          queue: queueState,
        },
      };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        description: 'Liveness: the process answers. Never looks at what it depends on.',
        contract: { access: 'anyone' },
        response: { 200: LiveSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' as const } };
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        description:
          'Readiness: whether the process can serve now. 503 while the database, its schema or the job queue ' +
          'is out of reach, or while it stops; a shared service down (storage, scanner, identity providers) ' +
          'leaves it ready, named in `degraded`.',
        contract: { access: 'anyone' },
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const report = await readiness.report();
      reply.status(report.ready ? 200 : 503).header('cache-control', 'no-store');
      return { data: report };
    },
  );
};
