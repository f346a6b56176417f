import {
  DeclarationStatusAnswerSchema,
  ENDPOINT,
  OkAnswerSchema,
  routeOf,
  StatusRequestSchema,
} from '@pow/contracts';
import { DebugReportSchema } from '@pow/domain';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.ts';
import { debugReports, declarations, refPoliceZones, sessions } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { readSessionSecret } from '../session/session-cookie.ts';
import { sessionIdHash } from '../session/session-store.ts';

/**
 * `v1/information/status` for the session that submitted or the declaration's owner, and
 * `v1/debug/network` (spec §7).
 */
export const statusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Polled every second by every success page: one prepared query answers it, owner check included,
  // reading only the columns answered (never the payload or the PDF).
  const statusOfOwn = db
    .select({
      status: declarations.status,
      overviewMethod: declarations.overviewMethod,
      deliveredBy: declarations.deliveredBy,
      unitName: refPoliceZones.name,
    })
    .from(declarations)
    .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
    .innerJoin(
      sessions,
      and(
        eq(sessions.idHash, sql.placeholder('session')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // The session that sent it, or (issue 17) any later one of a citizen whose national number owns it.
        or(
          eq(sessions.publicId, declarations.sessionId),
          and(
            eq(sessions.userType, 'citizen'),
            or(
              eq(declarations.declarantRrn, sql`${sessions.info}->>'rrn'`),
              eq(declarations.victimRrn, sql`${sessions.info}->>'rrn'`),
            ),
          ),
        ),
      ),
    )
    .where(eq(declarations.id, sql.placeholder('guid')))
    .prepare('declaration_status_of_own');

  app.post(
    routeOf(ENDPOINT.informationStatus),
    {
      schema: {
        tags: ['declarations'],
        contract: { access: 'session-optional', refusals: { 404: ['error_404'] } },
        body: StatusRequestSchema,
        response: { 200: DeclarationStatusAnswerSchema },
      },
    },
    async (request, reply) => {
      const secret = readSessionSecret(request);
      const [row] = secret
        ? await statusOfOwn.execute({
            guid: request.body.guid,
            session: sessionIdHash(secret),
            now: new Date(),
          })
        : [];
      // Another person's declaration does not exist, as far as this session can tell.
      if (!row) throw new HttpError(404, 'error_404');
      reply.header('cache-control', 'no-store');
      return {
        data: {
          status: row.status,
          overview_method: row.deliveredBy ?? row.overviewMethod,
          unit_name: row.unitName,
          fallback: row.overviewMethod === 'ebox' && row.deliveredBy === 'email',
        },
      };
    },
  );

  app.post(
    routeOf(ENDPOINT.debugNetwork),
    {
      schema: {
        // The SPA's network-error reports: not part of the public contract.
        hide: true,
        tags: ['declarations'],
        body: DebugReportSchema,
        response: { 200: OkAnswerSchema },
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
