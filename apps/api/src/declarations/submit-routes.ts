import { randomUUID } from 'node:crypto';
import { DeclarationAddedAnswerSchema, ENDPOINT, IdempotencyKeySchema, routeOf } from '@pow/contracts';
import { type Declaration, DeclarationSchema, isHoneypotFilled } from '@pow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { requestLocale } from '../http/request-locale.ts';
import type { Registries } from '../registries/registries.ts';
import { currentSession } from '../session/current-session.ts';
import type { Session, SessionStore } from '../session/session-store.ts';
import { prepareAcceptDeclaration } from './accept-declaration.ts';

/** Who may send which form (spec §6): officers their phishing variant, citizens everything else. */
function mayFile(session: Session | undefined, form: Declaration['form']): session is Session {
  if (!session) return false;
  return form === 'phishing_officer' ? session.userType === 'policeman' : session.userType === 'citizen';
}

/**
 * `POST v1/information/add` (spec §7, issue 4): the HTTP side only — who may file, the honeypot, the
 * Idempotency-Key header and the language — around acceptDeclaration, which holds the business steps.
 */
export const submitRoutes: FastifyPluginAsyncZod<{
  database: Database;
  boss: PgBoss;
  store: SessionStore;
  registries: Registries;
  limits: Pick<RateLimits, 'declaration'>;
  /** Police zones where the cable-damage form is open (CABLE_PILOT_ZONES). */
  cablePilotZones: readonly string[];
}> = async (app, { store, ...deps }) => {
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
    },
    async (request) => {
      const session = await currentSession(store, request);
      const body = request.body as { form?: unknown; dog_color?: unknown } | null;
      const form = body?.form;
      if (!mayFile(session, form === 'phishing_officer' ? 'phishing_officer' : 'phishing')) {
        throw new HttpError(401, 'error_no_session');
      }
      // Robots filling the honeypot are answered like everyone; nothing is checked further or kept.
      const honeypot = body?.dog_color;
      if (honeypot != null && (typeof honeypot !== 'string' || isHoneypotFilled(honeypot))) {
        request.log.info({ honeypot: 'declaration' }, 'honeypot filled; declaration dropped');
        return { data: { guid: randomUUID(), register: `${new Date().getFullYear()}-0000-000000` } };
      }
      const key = IdempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      const { added } = await acceptDeclaration({
        body: request.body,
        session,
        idempotencyKey: key.success ? key.data : randomUUID(),
        language: requestLocale(request),
        log: request.log,
      });
      return { data: added };
    },
  );
};
