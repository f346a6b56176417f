import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary content (PDF summaries); drizzle has no bytea column of its own. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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

/** Reference data (spec §3 Reference lists): loaded from the seed files under apps/api/seed/reference. */
export const refMunicipalities = pgTable('ref_municipalities', {
  nis: text('nis').primaryKey(),
  nameNl: text('name_nl').notNull(),
  nameFr: text('name_fr').notNull(),
  nameDe: text('name_de').notNull(),
  zoneKey: text('zone_key').notNull(),
});

/** One row per postcode–municipality pair, with the postal locality's name where known. */
export const refPostcodes = pgTable(
  'ref_postcodes',
  {
    postcode: text('postcode').notNull(),
    nis: text('nis').notNull(),
    nameNl: text('name_nl').notNull(),
    nameFr: text('name_fr').notNull(),
    nameDe: text('name_de').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postcode, table.nis] })],
);

export const refPoliceZones = pgTable('ref_police_zones', {
  /** The official zone code, or a documented provisional key where the code is not known yet. */
  key: text('key').primaryKey(),
  code: text('code'),
  name: text('name').notNull(),
  website: text('website'),
  language: text('language').notNull(),
});

export const refStreets = pgTable(
  'ref_streets',
  {
    id: serial('id').primaryKey(),
    nis: text('nis').notNull(),
    /** Names in the municipality's languages; '' where the street has no name in that language. */
    nameNl: text('name_nl').notNull().default(''),
    nameFr: text('name_fr').notNull().default(''),
    nameDe: text('name_de').notNull().default(''),
    temporary: boolean('temporary').notNull().default(false),
    /** 'seed' for the shipped sample, 'best' for rows loaded by the BeST importer. */
    source: text('source').notNull(),
  },
  (table) => [
    index('ref_streets_nis_idx').on(table.nis),
    uniqueIndex('ref_streets_names_idx').on(table.nis, table.nameNl, table.nameFr, table.nameDe),
  ],
);

export const refInsurers = pgTable('ref_insurers', {
  tkey: text('tkey').primaryKey(),
  nameNl: text('name_nl').notNull(),
  nameFr: text('name_fr').notNull(),
  nameDe: text('name_de').notNull(),
});

export const refObjects = pgTable('ref_objects', {
  tkey: text('tkey').primaryKey(),
  fkey: text('fkey').notNull(),
  categoryNl: text('category_nl').notNull(),
  categoryFr: text('category_fr').notNull(),
  categoryDe: text('category_de').notNull(),
  nameNl: text('name_nl').notNull(),
  nameFr: text('name_fr').notNull(),
  nameDe: text('name_de').notNull(),
  isVehicle: boolean('is_vehicle').notNull().default(false),
});

/** Small facts about the database itself, such as the version of the reference seed loaded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Messages of the contact form (spec §3), kept one year (spec §9) and forwarded by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reason: text('reason', { enum: ['accessibility', 'faq', 'privacy', 'technical'] }).notNull(),
    email: text('email').notNull(),
    lastname: text('lastname').notNull(),
    firstname: text('firstname').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    /** Keyed hash of the sender's IP address: enough to rate-limit, useless to identify. */
    senderHash: text('sender_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_sender_idx').on(table.senderHash, table.createdAt)],
);

/** Page feedback: stars and free text, with the page and language it was given on. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  page: text('page').notNull(),
  language: text('language').notNull(),
  rating: integer('rating').notNull(),
  text: text('text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails and eBox messages captured instead of sent (embedded default): the dev mailbox. */
export const capturedMessages = pgTable('captured_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['email', 'ebox'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  declarationGuid: text('declaration_guid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const capturedAttachments = pgTable('captured_attachments', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .references(() => capturedMessages.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
});
