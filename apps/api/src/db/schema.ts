import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Server-side sessions; the cookie holds a random secret whose SHA-256 is the key here. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    userType: text('user_type', { enum: ['citizen', 'policeman'] }).notNull(),
    info: jsonb('info').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
);

/** An OpenID Connect sign-in under way: what the callback needs to finish it. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    state: text('state').primaryKey(),
    userType: text('user_type', { enum: ['citizen', 'policeman'] }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirect: text('redirect').notNull(),
    locale: text('locale').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_attempts_expires_at_idx').on(table.expiresAt)],
);
