import {
  DeclarationStatusAnswerSchema,
  ENDPOINT,
  OkAnswerSchema,
  routeOf,
  StatusRequestSchema,
} from '@pow/contracts';
import { DebugReportSchema } from '@pow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSED_ON_COLUMN, type PassedOnRow, passedOnOf } from '../bank-notices/passed-on-state.ts';
import type { Database } from '../db/database.ts';
import { debugReports, type ZoneNames } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { requestLocale } from '../http/request-locale.ts';
import { serializeBySchema } from '../http/schema-serializer.ts';
import { zoneNameIn } from '../reference-data/police-zones.ts';
import { readSessionSecret } from '../session/session-cookie.ts';
import { sessionIdHash } from '../session/session-store.ts';

interface StatusRow {
  status: number;
  overviewMethod: 'ebox' | 'email';
  deliveredBy: 'ebox' | 'email' | null;
  /** The zone's, for `zoneNameIn`. */
  name: string;
  names: ZoneNames | null;
  passedOn: PassedOnRow[];
}

/**
 * `v1/information/status` for the session that submitted or the declaration's owner, and
 * `v1/debug/network` (spec §7).
 */
export const statusRoutes: FastifyPluginAsyncZod<{
  database: Database;
  limits: Pick<RateLimits, 'debugReport'>;
}> = async (app, { database, limits }) => {
  // Polled every second by every success page: one statement answers it, owner check included,
  // reading only the columns answered (never the payload or the PDF); plain SQL, prepared once per
  // connection, without a query builder in between (decision 029).
  const statusOfOwn = `
    select d.status, d.overview_method as "overviewMethod", d.delivered_by as "deliveredBy",
      z.name, z.names, ${PASSED_ON_COLUMN}
    from declarations d
    join ref_police_zones z on z.key = d.zone_key
    join sessions s on s.id_hash = $2 and s.expires_at > $3::timestamptz
      -- The session that sent it, or (issue 17) any later one of a citizen whose national number owns it.
      and (s.public_id = d.session_id
        or (s.user_type = 'citizen' and (d.declarant_rrn = s.info->>'rrn' or d.victim_rrn = s.info->>'rrn')))
    where d.id = $1`;

  app.post(
    routeOf(ENDPOINT.informationStatus),
    {
      schema: {
        tags: ['declarations'],
        contract: { access: 'session-optional', refusals: { 404: ['error_404'] } },
        body: StatusRequestSchema,
        response: { 200: DeclarationStatusAnswerSchema },
      },
      serializerCompiler: serializeBySchema,
    },
    async (request, reply) => {
      const secret = readSessionSecret(request);
      const [row] = secret
        ? await database.run<StatusRow>('declaration_status_of_own', statusOfOwn, [
            request.body.guid,
            sessionIdHash(secret),
            // A string, not a Date: pg formats a Date in local time, field by field, on every call.
            new Date().toISOString(),
          ])
        : [];
      // Another person's declaration does not exist, as far as this session can tell.
      if (!row) throw new HttpError(404, 'error_404');
      reply.header('cache-control', 'no-store');
      return {
        data: {
          status: row.status,
          overview_method: row.deliveredBy ?? row.overviewMethod,
          unit_name: zoneNameIn(row, requestLocale(request)),
          fallback: row.overviewMethod === 'ebox' && row.deliveredBy === 'email',
          passed_on: passedOnOf(row.passedOn),
        },
      };
    },
  );

  app.post(
    routeOf(ENDPOINT.debugNetwork),
    {
      schema: {
        tags: ['declarations'],
        description:
          'A page of the portal reports an answer that blocked it (e.g. a 403 of the security layer in ' +
          'front of the API), for the technical team; kept one month.',
        contract: { access: 'anyone', rateLimited: true },
        body: DebugReportSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await limits.debugReport(request.ip);
      const report = request.body;
      await database.db.insert(debugReports).values({
        code: report.code,
        url: report.url,
        reportedAt: report.timestamp,
        content: report.content,
      });
      return { data: { ok: true as const } };
    },
  );
};
