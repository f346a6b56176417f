import { randomUUID } from 'node:crypto';
import {
  type Declaration,
  DeclarationSchema,
  dataEnvelope,
  isHoneypotFilled,
  placeOfFact,
  stripDebug,
} from '@pow/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { declarations, uploads } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { requestLocale } from '../http/request-locale.ts';
import type { Registries } from '../registries/registries.ts';
import { currentSession } from '../session/current-session.ts';
import type { Session, SessionStore } from '../session/session-store.ts';
import { competentZones } from './competent-zone.ts';
import { JOB_OPTIONS, SUMMARY_RENDER_QUEUE } from './pipeline-queues.ts';
import { referenceFailure } from './reference-checks.ts';
import { RegisterNumbers } from './register-number.ts';
import { renderWakeUp } from './render-wake-up.ts';
import { withTrustedIdentity } from './trusted-identity.ts';

const AnswerSchema = dataEnvelope(z.object({ guid: z.string(), register: z.string() }));
const IdempotencyKeySchema = z.string().trim().min(8).max(100);

/** Who may send which form (spec §6): officers their phishing variant, citizens everything else. */
function mayFile(session: Session | undefined, form: Declaration['form']): session is Session {
  if (!session) return false;
  return form === 'phishing_officer' ? session.userType === 'policeman' : session.userType === 'citizen';
}

/** A unique-index conflict, whether the driver's error comes bare or wrapped by Drizzle. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * `POST v1/information/add` (spec §7, issue 4): checked against the shared schema and the registries,
 * counted against the sender's limit, given its competent zone and register number (decision 016),
 * then stored exactly once (Idempotency-Key) with its attachments and first job in one transaction;
 * everything after that is done by jobs.
 */
export const submitRoutes: FastifyPluginAsyncZod<{
  database: Database;
  boss: PgBoss;
  store: SessionStore;
  registries: Registries;
  limits: Pick<RateLimits, 'declaration'>;
  /** Police zones where the cable-damage form is open (CABLE_PILOT_ZONES). */
  cablePilotZones: readonly string[];
}> = async (app, { database, boss, store, registries, limits, cablePilotZones }) => {
  const zoneOf = await competentZones(database.db);
  const registers = new RegisterNumbers(database.db);
  const answered = database.db
    .select({ guid: declarations.id, register: declarations.register })
    .from(declarations)
    .where(
      and(
        eq(declarations.sessionId, sql.placeholder('sessionId')),
        eq(declarations.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    )
    .prepare('declaration_answered');
  const wakeRenderers = renderWakeUp(database.db, app.log);
  app.post(
    '/v1/information/add',
    {
      // Validated in the handler: rights come before content.
      schema: { tags: ['declarations'], body: z.unknown(), response: { 200: AnswerSchema } },
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
      // The shared schema reads the clock at each parse: 'not in the future' is judged now.
      const parsed = DeclarationSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const params = (issue as { params?: Record<string, string | number> }).params;
        throw new HttpError(
          400,
          issue.message,
          params,
          issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        );
      }
      const key = IdempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      const idempotencyKey = key.success ? key.data : randomUUID();

      const existing = async () =>
        (await answered.execute({ sessionId: session.publicId, idempotencyKey }))[0];
      const earlier = await existing();
      if (earlier) return { data: earlier };

      await limits.declaration(session.publicId);
      const declaration = await withTrustedIdentity(
        stripDebug(parsed.data) as Declaration,
        session,
        registries,
      );

      const zone = zoneOf(placeOfFact(declaration));
      if (!zone) throw new HttpError(400, 'address_invalid');
      const failure = await referenceFailure(database.db, declaration, zone.key, cablePilotZones);
      if (failure) throw failure;
      // Taken before the transaction, which thus holds no lock another declaration of the zone waits for.
      const register = await registers.next(zone);
      const attachmentIds = [...new Set(declaration.attachments)];

      try {
        const answer = await database.transact(async ({ db, sql: executor }) => {
          const [row] = await db
            .insert(declarations)
            .values({
              register,
              form: declaration.form,
              factType: declaration.fact.type,
              language: requestLocale(request),
              zoneKey: zone.key,
              overviewMethod: declaration.overview.channel,
              sessionId: session.publicId,
              userType: session.userType,
              idempotencyKey,
              payload: declaration,
            })
            .returning({ guid: declarations.id, register: declarations.register });
          if (attachmentIds.length) {
            // Only this session's uploads not sent yet; the row lock settles two declarations racing for one.
            const claimed = await db
              .update(uploads)
              .set({ declarationId: row!.guid })
              .where(
                and(
                  inArray(uploads.id, attachmentIds),
                  eq(uploads.sessionId, session.publicId),
                  isNull(uploads.declarationId),
                ),
              )
              .returning({ id: uploads.id });
            if (claimed.length !== attachmentIds.length)
              throw new HttpError(400, 'error_upload', undefined, ['attachments']);
          }
          await boss.send(
            SUMMARY_RENDER_QUEUE,
            { id: row!.guid },
            { ...JOB_OPTIONS[SUMMARY_RENDER_QUEUE], db: executor },
          );
          return row!;
        });
        wakeRenderers();
        request.log.info({ form: declaration.form }, 'declaration received');
        return { data: answer };
      } catch (error) {
        // A double click raced this request: the other one stored it, answer as it did.
        const raced = isUniqueViolation(error) ? await existing() : undefined;
        if (raced) return { data: raced };
        throw error;
      }
    },
  );
};
