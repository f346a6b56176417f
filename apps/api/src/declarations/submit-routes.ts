import { DeclarationAddedAnswerSchema, ENDPOINT, routeOf } from '@pow/contracts';
import { DeclarationSchema } from '@pow/domain/declaration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { PassedOnJobOptions } from '../bank-notices/passed-on-queue.ts';
import type { Database } from '../db/database.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { requestLocale } from '../http/request-locale.ts';
import { serializeBySchema } from '../http/schema-serializer.ts';
import type { PortalMetrics } from '../operations/metrics.ts';
import type { Registries } from '../registries/registries.ts';
import { readSessionSecret } from '../session/session-cookie.ts';
import { prepareAcceptDeclaration } from './accept-declaration.ts';

/**
 * `POST v1/information/add` (spec §7, issue 4): the HTTP side only — the session cookie, the
 * Idempotency-Key header and the language — around acceptDeclaration, which holds the business steps
 * (who may file, the honeypot, the checks).
 */
export const submitRoutes: FastifyPluginAsyncZod<{
  database: Database;
  boss: PgBoss;
  registries: Registries;
  limits: Pick<RateLimits, 'rules'>;
  /** Police zones where the cable-damage form is open (CABLE_PILOT_ZONES). */
  cablePilotZones: readonly string[];
  metrics: Pick<PortalMetrics, 'declarationsReceived'>;
  /** The retries of what the victim lets pass on at once (decision 048). */
  passedOn: PassedOnJobOptions;
}> = async (app, deps) => {
  const acceptDeclaration = await prepareAcceptDeclaration({ ...deps, log: app.log });
  app.post(
    routeOf(ENDPOINT.informationAdd),
    {
      // Validated in the service: rights come before content.
      schema: {
        tags: ['declarations'],
        contract: {
          access: 'signed-in',
          body: DeclarationSchema.meta({
            description:
              'One declaration, told apart by `form` (degradation further by `category`). An officer ' +
              'files `phishing_officer` only, a citizen every other form.',
            discriminator: { propertyName: 'form' },
          }),
          headers: ['Idempotency-Key', 'X-Language'],
          rateLimited: true,
          refusals: { 503: ['error_occured', 'error_rrn_not_available'] },
        },
        body: z.unknown(),
        response: { 200: DeclarationAddedAnswerSchema },
      },
      serializerCompiler: serializeBySchema,
    },
    async (request) => {
      const { added } = await acceptDeclaration({
        body: request.body,
        secret: readSessionSecret(request),
        idempotencyKey: idempotencyKeyOf(request),
        language: requestLocale(request),
        log: request.log,
        requestId: request.id,
      });
      return { data: added };
    },
  );
};
