import { randomUUID } from 'node:crypto';
import type { DeclarationAdded } from '@pow/contracts';
import {
  type Declaration,
  definitionOf,
  isHoneypotFilled,
  type Locale,
  placeOfFact,
  stripDebug,
  type UserType,
} from '@pow/domain';
import { DeclarationSchema } from '@pow/domain/declaration';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { plannedNotices } from '../bank-notices/notice-plan.ts';
import type { PassedOnJobOptions } from '../bank-notices/passed-on-queue.ts';
import type { Database } from '../db/database.ts';
import { declarations } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../http/errors.ts';
import { dataOrRefused } from '../http/first-issue.ts';
import { type RateLimits, refuseOverLimit } from '../http/rate-limit.ts';
import { identifiersOfDeclaration } from '../identifiers/extract-identifiers.ts';
import type { PortalMetrics } from '../operations/metrics.ts';
import type { Registries } from '../registries/registries.ts';
import { competentZones } from './competent-zone.ts';
import { prepareFilingState } from './filing-state.ts';
import { referenceFailure } from './reference-checks.ts';
import { RegisterNumbers } from './register-number.ts';
import { renderWakeUp } from './render-wake-up.ts';
import { prepareStoreDeclaration } from './store-declaration.ts';
import { provenOwners, withTrustedIdentity } from './trusted-identity.ts';

export interface AcceptDeclarationDeps {
  database: Database;
  boss: PgBoss;
  registries: Registries;
  limits: Pick<RateLimits, 'rules'>;
  /** Police zones where the cable-damage form is open (CABLE_PILOT_ZONES). */
  cablePilotZones: readonly string[];
  /** The server's logger, for the render wake-up. */
  log: FastifyBaseLogger;
  /** The retries of what the victim lets pass on at once (decision 048). */
  passedOn: PassedOnJobOptions;
  /** Counts what is received, by form and zone. */
  metrics: Pick<PortalMetrics, 'declarationsReceived'>;
}

/** One declaration as sent. */
export interface DeclarationSubmission {
  body: unknown;
  /** The session cookie's secret, if the request has one. */
  secret: string | undefined;
  /** A retry with the same key (same session) stores nothing new and gets the first answer. */
  idempotencyKey: string;
  /** The language of the declaration's summary and messages. */
  language: Locale;
  /** The request's logger. */
  log: FastifyBaseLogger;
  /** The request's id, for its jobs. */
  requestId: string;
}

/** `repeated`: this key was answered before (a retry or a double click); nothing new was stored. */
export interface Acceptance {
  added: DeclarationAdded;
  repeated: boolean;
}

export type AcceptDeclaration = (submission: DeclarationSubmission) => Promise<Acceptance>;

/** Who may send a body (spec §6): as its form's definition says, a citizen when no form covers it. */
const filerOf = (body: unknown): UserType =>
  definitionOf(body)?.filedBy === 'officer' ? 'policeman' : 'citizen';

/**
 * The business steps of a declaration (spec §7, issue 4): who may file it, robots turned away quietly,
 * checked against the shared schema, answered again for a key already stored, counted against the
 * sender's limit, its identity taken from the registries, checked against the reference data, given its
 * competent zone and register number (decision 016), then stored exactly once (Idempotency-Key) with its
 * attachments and first job in one statement; everything after that is done by jobs. The session, the
 * key and the count are read in one statement (decision 029), the body validated once beforehand; a
 * refusal throws an HttpError, as the checks it calls do, in the order of those steps.
 */
export async function prepareAcceptDeclaration(deps: AcceptDeclarationDeps): Promise<AcceptDeclaration> {
  const { database, boss, registries, limits, cablePilotZones } = deps;
  const zoneOf = await competentZones(database.db);
  const registers = new RegisterNumbers(database.db);
  const filingState = prepareFilingState(database, limits.rules.declaration);
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
  const store = await prepareStoreDeclaration(database, boss, deps.passedOn);

  return async function acceptDeclaration({ body, secret, idempotencyKey, language, log, requestId }) {
    if (!secret) throw new HttpError(401, 'error_no_session');
    const sent = body as { form?: unknown; dog_color?: unknown } | null;
    const honeypot = sent?.dog_color;
    const robot = honeypot != null && (typeof honeypot !== 'string' || isHoneypotFilled(honeypot));
    // The shared schema reads the clock at each parse: 'not in the future' is judged now.
    const parsed = robot ? undefined : DeclarationSchema.safeParse(body);
    const filer = filerOf(sent);
    const state = await filingState({ secret, idempotencyKey, filer, counts: parsed?.success === true });
    const { session } = state;
    if (session?.userType !== filer) throw new HttpError(401, 'error_no_session');
    // Robots filling the honeypot are answered like everyone; nothing is checked further or kept.
    if (!parsed) {
      log.info({ honeypot: 'declaration' }, 'honeypot filled; declaration dropped');
      return {
        added: { guid: randomUUID(), register: `${new Date().getFullYear()}-0000-000000` },
        repeated: false,
      };
    }
    const valid = stripDebug(dataOrRefused(parsed)) as Declaration;
    if (state.earlier) return { added: state.earlier, repeated: true };
    // Counted in the statement for exactly this case; a count missing all the same refuses, never lets pass.
    refuseOverLimit(limits.rules.declaration, state.hits ?? Number.POSITIVE_INFINITY, state.now);
    const declaration = await withTrustedIdentity(valid, session, registries);

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
        identifiers: identifiersOfDeclaration(declaration),
        requestId,
        passedOn: plannedNotices(declaration, language),
        ...provenOwners(declaration),
      });
      wakeRenderers();
      deps.metrics.declarationsReceived.inc({ form: declaration.form, zone: zone.key });
      log.info({ form: declaration.form }, 'declaration received');
      return { added, repeated: false };
    } catch (error) {
      // A double click raced this request: the other one stored it, answer as it did.
      const raced = isUniqueViolation(error)
        ? (await answered.execute({ sessionId: session.publicId, idempotencyKey }))[0]
        : undefined;
      if (raced) return { added: raced, repeated: true };
      throw error;
    }
  };
}
