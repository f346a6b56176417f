import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { SESSION_CLEANUP_QUEUE } from '../jobs/housekeeping/session-cleanup.ts';

const State = z.enum(['up', 'down']);
const HealthSchema = z.object({
  data: z.object({ status: z.enum(['ok', 'degraded']), database: State, queue: State }),
});

const probe = async (check: () => Promise<unknown>) => {
  try {
    await check();
    return 'up' as const;
  } catch {
    return 'down' as const;
  }
};

/** `GET /index.php/api/health`: database and job-queue state, 503 when either is down. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; boss: PgBoss }> = async (
  app,
  { database, boss },
) => {
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
      const databaseState = await probe(() => database.ping());
      const queueState = await probe(async () => {
        if (!(await boss.getQueue(SESSION_CLEANUP_QUEUE))) throw new Error('queue missing');
      });
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
};
