import { createHash, randomBytes } from 'node:crypto';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_LIFETIME_MS,
  type SessionInfo,
  SessionInfoSchema,
  type UserType,
} from '@pow/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sessions } from '../db/schema.ts';

export interface Session {
  publicId: string;
  userType: UserType;
  info: SessionInfo;
  expiresAt: Date;
}

/** The key a session is stored under: the SHA-256 of its cookie secret (the secret itself is never stored). */
export const sessionIdHash = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

/** The columns a session is read from. */
export interface SessionRow {
  publicId: string;
  userType: UserType;
  info: unknown;
  expiresAt: Date;
}

/** The session of a live row, or undefined when its info is not one a sign-in stores. */
export function sessionOf(row: SessionRow): Session | undefined {
  const info = SessionInfoSchema.safeParse(row.info);
  if (!info.success) return undefined;
  return { publicId: row.publicId, userType: row.userType, info: info.data, expiresAt: row.expiresAt };
}

/** Sessions kept in the database so that any API instance can serve any request. */
export class SessionStore {
  private readonly db: Db;
  private readonly now: () => number;
  /** Every signed-in request looks its session up: one statement, parsed and planned once per connection. */
  private readonly live;

  constructor(db: Db, now: () => number = Date.now) {
    this.db = db;
    this.now = now;
    this.live = db
      .select({
        publicId: sessions.publicId,
        userType: sessions.userType,
        info: sessions.info,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(
        and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
      )
      .prepare('session_live');
  }

  /** Creates a session and returns the secret for the cookie; only its hash is stored. */
  async create(userType: UserType, info: SessionInfo): Promise<{ secret: string; session: Session }> {
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now() + SESSION_LIFETIME_MS);
    const [row] = await this.db
      .insert(sessions)
      .values({ idHash: sessionIdHash(secret), userType, info, expiresAt })
      .returning({ publicId: sessions.publicId });
    return { secret, session: { publicId: row!.publicId, userType, info, expiresAt } };
  }

  /** The live session behind a cookie secret, or undefined for an unknown, tampered or expired one. */
  async find(secret: string | undefined): Promise<Session | undefined> {
    if (!secret) return undefined;
    const [row] = await this.live.execute({ idHash: sessionIdHash(secret), now: new Date(this.now()) });
    return row ? sessionOf(row) : undefined;
  }

  /** Gives a live session a new full lifetime, never past its absolute end (ASVS 7.3.2). */
  async renew(secret: string): Promise<Session | undefined> {
    const renewed = new Date(this.now() + SESSION_LIFETIME_MS).toISOString();
    const [row] = await this.db
      .update(sessions)
      .set({
        expiresAt: sql`least(${renewed}::timestamptz, ${sessions.createdAt} + ${`${SESSION_ABSOLUTE_LIFETIME_MS} milliseconds`}::interval)`,
      })
      .where(and(eq(sessions.idHash, sessionIdHash(secret)), gt(sessions.expiresAt, new Date(this.now()))))
      .returning({ id: sessions.idHash });
    return row ? this.find(secret) : undefined;
  }

  async destroy(secret: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, sessionIdHash(secret)));
  }
}
