import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { rateLimitHits } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** At most `limit` requests of one caller per fixed window of `windowMs`. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Rate limits counted in the database (one upsert per request), so that they hold however many API
 * processes share it. Past the limit: 429 error_too_many_requests with Retry-After, the seconds until
 * the window ends.
 */
export class RateLimiter {
  private readonly clock: () => number;
  /** Counted on every limited request: built once, prepared once per connection. */
  private readonly count;

  constructor(db: Db, clock: () => number = Date.now) {
    this.clock = clock;
    this.count = db
      .insert(rateLimitHits)
      .values({
        rule: sql.placeholder('rule'),
        caller: sql.placeholder('caller'),
        windowStart: sql.placeholder('windowStart'),
        hits: 1,
      })
      .onConflictDoUpdate({
        target: [rateLimitHits.rule, rateLimitHits.caller, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits })
      .prepare('rate_limit_hit');
  }

  async hit(rule: RateRule, caller: string): Promise<void> {
    const now = this.clock();
    const windowStart = windowStartOf(rule, now);
    const [row] = await this.count.execute({ rule: rule.name, caller, windowStart: new Date(windowStart) });
    refuseOverLimit(rule, row!.hits, now);
  }
}

/** The start of the fixed window of `rule` that `now` falls in (ms since the epoch). */
export const windowStartOf = (rule: RateRule, now: number): number => now - (now % rule.windowMs);

/** 429 error_too_many_requests, with the seconds until the window ends, once `hits` pass the limit. */
export function refuseOverLimit(rule: RateRule, hits: number, now: number): void {
  if (hits <= rule.limit) return;
  const retryAfter = Math.max(1, Math.ceil((windowStartOf(rule, now) + rule.windowMs - now) / 1000));
  throw new HttpError(429, 'error_too_many_requests', undefined, undefined, {
    'retry-after': String(retryAfter),
  });
}

/**
 * A keyed hash of a sender's address that changes every day: enough to count one sender's requests,
 * useless to find them (addresses are never stored).
 */
export function senderHash(key: string, ip: string, now = new Date()): string {
  return createHmac('sha256', key)
    .update(`${now.toISOString().slice(0, 10)}|${ip}`)
    .digest('base64url');
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The portal's rate limits (issue 9): by sender address before sign-in, by session after. */
export interface RateLimits {
  signIn(ip: string): Promise<void>;
  contact(ip: string): Promise<void>;
  feedback(ip: string): Promise<void>;
  debugReport(ip: string): Promise<void>;
  declaration(sessionId: string): Promise<void>;
  upload(sessionId: string): Promise<void>;
  /** Registry look-ups of a person by national number. */
  lookup(sessionId: string): Promise<void>;
  /** The rules, for a statement that counts a request together with other work (decision 029). */
  rules: { declaration: RateRule };
}

export function rateLimits(db: Db, config: Pick<Config, 'rateLimits' | 'senderHashKey'>): RateLimits {
  const limiter = new RateLimiter(db);
  const { signInPerMinute, contactPerHour, declarationsPerHour, uploadsPerHour } = config.rateLimits;
  const { lookupsPerHour, feedbackPerHour, debugReportsPerHour } = config.rateLimits;
  const bySender = (rule: RateRule) => (ip: string) =>
    limiter.hit(rule, senderHash(config.senderHashKey, ip));
  const bySession = (rule: RateRule) => (sessionId: string) => limiter.hit(rule, sessionId);
  const declaration = { name: 'declaration', limit: declarationsPerHour, windowMs: HOUR_MS };
  return {
    signIn: bySender({ name: 'sign-in', limit: signInPerMinute, windowMs: MINUTE_MS }),
    contact: bySender({ name: 'contact', limit: contactPerHour, windowMs: HOUR_MS }),
    feedback: bySender({ name: 'feedback', limit: feedbackPerHour, windowMs: HOUR_MS }),
    debugReport: bySender({ name: 'debug-report', limit: debugReportsPerHour, windowMs: HOUR_MS }),
    declaration: bySession(declaration),
    upload: bySession({ name: 'upload', limit: uploadsPerHour, windowMs: HOUR_MS }),
    lookup: bySession({ name: 'lookup', limit: lookupsPerHour, windowMs: HOUR_MS }),
    rules: { declaration },
  };
}
