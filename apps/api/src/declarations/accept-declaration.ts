import { randomUUID } from 'node:crypto';
import type { DeclarationAdded } from '@pow/contracts';
import { type Declaration, DeclarationSchema, type Locale, placeOfFact, stripDebug } from '@pow/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { declarations } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../http/errors.ts';
import { parsedOrRefused } from '../http/first-issue.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { Registries } from '../registries/registries.ts';
import type { Session } from '../session/session-store.ts';
import { competentZones } from './competent-zone.ts';
import { referenceFailure } from './reference-checks.ts';
import { RegisterNumbers } from './register-number.ts';
import { renderWakeUp } from './render-wake-up.ts';
import { prepareStoreDeclaration } from './store-declaration.ts';
import { provenOwners, withTrustedIdentity } from './trusted-identity.ts';

export interface AcceptDeclarationDeps {
  database: Database;
  boss: PgBoss;
  registries: Registries;
  limits: Pick<RateLimits, 'declaration'>;
  /** Police zones where the cable-damage form is open (CABLE_PILOT_ZONES). */
  cablePilotZones: readonly string[];
  /** The server's logger, for the render wake-up. */
  log: FastifyBaseLogger;
}

/** One declaration as sent, by a session already allowed to file its form. */
export interface DeclarationSubmission {
  body: unknown;
  session: Session;
  /** A retry with the same key (same session) stores nothing new and gets the first answer. */
  idempotencyKey: string;
  /** The language of the declaration's summary and messages. */
  language: Locale;
  /** The request's logger. */
  log: FastifyBaseLogger;
}

/** `repeated`: this key was answered before (a retry or a double click); nothing new was stored. */
export interface Acceptance {
  added: DeclarationAdded;
  repeated: boolean;
}

export type AcceptDeclaration = (submission: DeclarationSubmission) => Promise<Acceptance>;

/**
 * The business steps of a declaration (spec §7, issue 4): checked against the shared schema, counted
 * against the sender's limit, its identity taken from the registries, checked against the reference
 * data, given its competent zone and register number (decision 016), then stored exactly once
 * (Idempotency-Key) with its attachments and first job in one statement; everything after that is
 * done by jobs. A refusal throws an HttpError, as the checks it calls do.
 */
export async function prepareAcceptDeclaration(deps: AcceptDeclarationDeps): Promise<AcceptDeclaration> {
  const { database, boss, registries, limits, cablePilotZones } = deps;
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
  const wakeRenderers = renderWakeUp(database.db, deps.log);
  const store = await prepareStoreDeclaration(database, boss);

  return async function acceptDeclaration({ body, session, idempotencyKey, language, log }) {
    // The shared schema reads the clock at each parse: 'not in the future' is judged now.
    const parsed = stripDebug(parsedOrRefused(DeclarationSchema, body)) as Declaration;
    const existing = async () => (await answered.execute({ sessionId: session.publicId, idempotencyKey }))[0];
    const earlier = await existing();
    if (earlier) return { added: earlier, repeated: true };

    await limits.declaration(session.publicId);
    const declaration = await withTrustedIdentity(parsed, session, registries);

    const zone = zoneOf(placeOfFact(declaration));
    if (!zone) throw new HttpError(400, 'address_invalid');
    const failure = await referenceFailure(database.db, declaration, zone.key, cablePilotZones);
    if (failure) throw failure;
    // Taken before the transaction, which thus holds no lock another declaration of the zone waits for.
    const register = await registers.next(zone);

    try {
      const added = await store({
        guid: randomUUID(),
        register,
        form: declaration.form,
        factType: declaration.fact.type,
        language,
        zoneKey: zone.key,
        overviewMethod: declaration.overview.channel,
        sessionId: session.publicId,
        userType: session.userType,
        idempotencyKey,
        payload: declaration,
        attachmentIds: [...new Set(declaration.attachments)],
        ...provenOwners(declaration),
      });
      wakeRenderers();
      log.info({ form: declaration.form }, 'declaration received');
      return { added, repeated: false };
    } catch (error) {
      // A double click raced this request: the other one stored it, answer as it did.
      const raced = isUniqueViolation(error) ? await existing() : undefined;
      if (raced) return { added: raced, repeated: true };
      throw error;
    }
  };
}
