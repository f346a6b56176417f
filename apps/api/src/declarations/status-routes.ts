import { DebugReportSchema, dataEnvelope } from '@pow/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { debugReports, declarations, refPoliceZones } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { currentSession } from '../session/current-session.ts';
import type { SessionStore } from '../session/session-store.ts';

const StatusSchema = z.object({
  status: z.number().int(),
  overview_method: z.enum(['ebox', 'email']),
  unit_name: z.string(),
  /** The eBox failed and the summary went by e-mail instead (spec §4): the success page warns. */
  fallback: z.boolean(),
});

/** `v1/information/status` for the session that submitted, and `v1/debug/network` (spec §7). */
export const statusRoutes: FastifyPluginAsyncZod<{ db: Db; store: SessionStore }> = async (
  app,
  { db, store },
) => {
  app.post(
    '/v1/information/status',
    {
      schema: {
        tags: ['declarations'],
        body: z.object({ guid: z.uuid({ error: 'error_404' }) }),
        response: { 200: dataEnvelope(StatusSchema) },
      },
    },
    async (request, reply) => {
      const session = await currentSession(store, request);
      const [row] = await db
        .select({ declaration: declarations, unitName: refPoliceZones.name })
        .from(declarations)
        .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
        .where(eq(declarations.id, request.body.guid));
      // Another person's declaration does not exist, as far as this session can tell.
      if (!row || !session || row.declaration.sessionId !== session.publicId)
        throw new HttpError(404, 'error_404');
      const { declaration } = row;
      reply.header('cache-control', 'no-store');
      return {
        data: {
          status: declaration.status,
          overview_method: declaration.deliveredBy ?? declaration.overviewMethod,
          unit_name: row.unitName,
          fallback: declaration.overviewMethod === 'ebox' && declaration.deliveredBy === 'email',
        },
      };
    },
  );

  app.post(
    '/v1/debug/network',
    {
      schema: {
        tags: ['declarations'],
        body: DebugReportSchema,
        response: { 200: dataEnvelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      const report = request.body;
      await db.insert(debugReports).values({
        code: report.code,
        url: report.url,
        reportedAt: report.timestamp,
        content: report.content,
      });
      return { data: { ok: true as const } };
    },
  );
};
