import type { DeclarationAdded } from '@pow/contracts';
import type { UserType } from '@pow/domain';
import type { Database } from '../db/database.ts';
import { type RateRule, windowStartOf } from '../http/rate-limit.ts';
import { type Session, type SessionRow, sessionIdHash, sessionOf } from '../session/session-store.ts';

/** What a declaration's request asks the database before its content goes further. */
export interface FilingQuestion {
  /** The session cookie's secret. */
  secret: string;
  idempotencyKey: string;
  /** The user type that may file the declaration's form: only its sessions are counted. */
  filer: UserType;
  /** Whether the request counts against the rate limit: a valid body, not a robot's. */
  counts: boolean;
}

/** The answer: the live session, the declaration already stored under the key, the count of the window. */
export interface FilingState {
  session: Session | undefined;
  /** Answered before under this Idempotency-Key (a retry or a double click): nothing new is stored. */
  earlier: DeclarationAdded | undefined;
  /** The rate limit's count after this request, or null when it was not counted. */
  hits: number | null;
  /** The clock the window was taken from, for the Retry-After of a refusal. */
  now: number;
}

interface Row extends SessionRow {
  guid: string | null;
  register: string | null;
  hits: number | null;
}

export type ReadFilingState = (question: FilingQuestion) => Promise<FilingState>;

/**
 * The session look-up, the Idempotency-Key look-up and the rate-limit count of a declaration in one
 * statement, one round trip instead of three (decision 029). The count is taken only for a session of
 * the form's filer, for a counted request, and not for a retry of a declaration already stored, as the
 * three statements did one after the other; the caller judges the answer in the same order.
 */
export function prepareFilingState(
  database: Database,
  rule: RateRule,
  clock: () => number = Date.now,
): ReadFilingState {
  const text = `
    with session as (
      select public_id, user_type, info, expires_at from sessions
      where id_hash = $1 and expires_at > $2::timestamptz
    ), earlier as (
      select d.id, d.register from declarations d join session s on d.session_id = s.public_id
      where d.idempotency_key = $3
    ), hit as (
      insert into rate_limit_hits (rule, caller, window_start, hits)
      select $4, s.public_id::text, $5::timestamptz, 1 from session s
      where s.user_type = $6 and $7::boolean and not exists (select from earlier)
      on conflict (rule, caller, window_start) do update set hits = rate_limit_hits.hits + 1
      returning hits
    )
    select s.public_id as "publicId", s.user_type as "userType", s.info, s.expires_at as "expiresAt",
      e.id as guid, e.register, (select hits from hit) as hits
    from session s left join earlier e on true`;

  return async ({ secret, idempotencyKey, filer, counts }) => {
    const now = clock();
    const [row] = await database.run<Row>('declaration_filing_state', text, [
      sessionIdHash(secret),
      new Date(now).toISOString(),
      idempotencyKey,
      rule.name,
      new Date(windowStartOf(rule, now)).toISOString(),
      filer,
      counts,
    ]);
    if (!row) return { session: undefined, earlier: undefined, hits: null, now };
    return {
      session: sessionOf(row),
      earlier: row.guid && row.register ? { guid: row.guid, register: row.register } : undefined,
      hits: row.hits,
      now,
    };
  };
}
