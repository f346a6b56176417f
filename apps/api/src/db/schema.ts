import { sql } from 'drizzle-orm';
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

/**
 * One row per postcode–municipality pair. The name columns are left empty since the pair is named by
 * its municipality and found by its sections from the seed (reference-queries.ts): to drop at the next
 * migration.
 */
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

/** A bilingual zone's names beside its Dutch `name` (Brussels; apps/api/seed/reference/SOURCES.md). */
export interface ZoneNames {
  readonly fr: string;
  readonly de: string;
}

export const refPoliceZones = pgTable('ref_police_zones', {
  /** The official zone code, or a documented provisional key where the code is not known yet. */
  key: text('key').primaryKey(),
  code: text('code'),
  name: text('name').notNull(),
  /** Its name in French and German where it has one (Brussels): `zoneNameIn` reads it. */
  names: jsonb('names').$type<ZoneNames>(),
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
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  reason: text('reason', { enum: ['accessibility', 'faq', 'privacy', 'technical'] }).notNull(),
  email: text('email').notNull(),
  lastname: text('lastname').notNull(),
  firstname: text('firstname').notNull(),
  body: text('body').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
});

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

/** Files uploaded for a declaration (spec §5 Uploads); linked to it when the declaration is sent. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The session that uploaded it: only that session may attach it. */
    sessionId: uuid('session_id').notNull(),
    declarationId: uuid('declaration_id'),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The citizen's later addition this file came with; null for the declaration's own files. */
    addendumId: uuid('addendum_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_session_idx').on(table.sessionId),
    index('uploads_declaration_idx').on(table.declarationId),
  ],
);

/** A declaration as received (spec §3), with its routing and the progress of its delivery (§4). */
export const declarations = pgTable(
  'declarations',
  {
    /** The guid the success page polls with: random, unguessable. */
    id: uuid('id').primaryKey().defaultRandom(),
    register: text('register').notNull().unique(),
    form: text('form').notNull(),
    factType: text('fact_type').notNull(),
    language: text('language').notNull(),
    zoneKey: text('zone_key').notNull(),
    /** 0 received, 1 summary made, 2 summary delivered, 3 sent to the zone, -1 summary failed. */
    status: integer('status').notNull().default(0),
    overviewMethod: text('overview_method', { enum: ['ebox', 'email'] }).notNull(),
    /** How the summary actually went: the eBox may have fallen back to e-mail. */
    deliveredBy: text('delivered_by', { enum: ['ebox', 'email'] }),
    sessionId: uuid('session_id').notNull(),
    userType: text('user_type', { enum: ['citizen', 'policeman'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    payload: jsonb('payload').notNull(),
    summaryPdf: bytea('summary_pdf'),
    /**
     * The national numbers that own the declaration (issue 17), proven ones only: the declarant's when
     * taken from the federal sign-in, the victim's when an officer found the victim in the registry.
     * A number typed by the person (manual identification) owns nothing.
     */
    declarantRrn: text('declarant_rrn'),
    victimRrn: text('victim_rrn'),
    /** When each step of the pipeline was reached: the person's timeline and the expected times. */
    summaryMadeAt: timestamp('summary_made_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its identifiers were indexed (`declaration_identifiers`, decision 047): with the declaration
     * itself, by default; null for one stored before migration 0020, until `npm run identifiers:backfill`.
     */
    identifiersIndexedAt: timestamp('identifiers_indexed_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [
    uniqueIndex('declarations_idempotency_idx').on(table.sessionId, table.idempotencyKey),
    // What the identifiers' backfill has left to read, oldest first; empty once it has run.
    index('declarations_unindexed_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.identifiersIndexedAt} is null`),
    index('declarations_zone_idx').on(table.zoneKey, table.createdAt),
    index('declarations_declarant_rrn_idx').on(table.declarantRrn, table.createdAt),
    index('declarations_victim_rrn_idx').on(table.victimRrn, table.createdAt),
    // The latest declarations of every zone: the pipeline's recent durations.
    index('declarations_created_idx').on(table.createdAt),
    // What an officer filed for victims, whatever the zone ("filed by me" on the desk).
    index('declarations_officer_idx')
      .on(sql`(${table.payload}->'officer'->>'matricule')`, table.createdAt)
      .where(sql`${table.form} = 'phishing_officer'`),
  ],
);

/**
 * A hand-over to the police information system (ZONE_DELIVERY=webhook, decision 028), on the desk's row
 * of a declaration and on each addition: null when the desk alone receives it; `failed` once every retry
 * has failed. A function: each table needs columns of its own.
 */
const handoverColumns = () => ({
  handover: text('handover', { enum: ['pending', 'delivered', 'failed'] }),
  handoverAt: timestamp('handover_at', { withTimezone: true }),
  handoverFailures: integer('handover_failures').notNull().default(0),
  handoverError: text('handover_error'),
  handoverTriedAt: timestamp('handover_tried_at', { withTimezone: true }),
});

/**
 * Information the owner of a declaration added after sending it (issue 17): a text and files, numbered
 * per declaration, taken through a pipeline of its own (a short PDF to the person, then to the zone).
 * Its status counts as a declaration's does (DECLARATION_STATUS).
 */
export const addenda = pgTable(
  'addenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    declarationId: uuid('declaration_id').notNull(),
    number: integer('number').notNull(),
    /** The owner who added it: their national number, and the session it came from. */
    rrn: text('rrn').notNull(),
    sessionId: uuid('session_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    status: integer('status').notNull().default(0),
    deliveredBy: text('delivered_by', { enum: ['ebox', 'email'] }),
    summaryPdf: bytea('summary_pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    summaryMadeAt: timestamp('summary_made_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the zone's desk received it, beside the declaration it completes. */
    zoneAt: timestamp('zone_at', { withTimezone: true }),
    /** Its hand-over to the police information system, as the declaration's (`zone_inbox.handover`). */
    ...handoverColumns(),
    /** When the identifiers its text names were indexed: as the declaration's `identifiers_indexed_at`. */
    identifiersIndexedAt: timestamp('identifiers_indexed_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [
    uniqueIndex('addenda_number_idx').on(table.declarationId, table.number),
    uniqueIndex('addenda_idempotency_idx').on(table.declarationId, table.idempotencyKey),
    index('addenda_unindexed_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.identifiersIndexedAt} is null`),
  ],
);

/** The last register sequence given, per year and zone. */
export const registerCounters = pgTable(
  'register_counters',
  {
    year: integer('year').notNull(),
    zoneKey: text('zone_key').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.year, table.zoneKey] })],
);

/**
 * The zone's desk (issue 16): each declaration handed to a zone, and where its officers are with it.
 * `version` grows with every change, so that a change made on a stale screen is refused (409). The
 * inbox pages, filters and searches this table alone, so it holds no more than they need; the sheet is
 * drawn from the declaration itself (migrations 0010 and 0012, bench/zone-desk.ts).
 */
export const zoneInbox = pgTable(
  'zone_inbox',
  {
    id: serial('id').primaryKey(),
    declarationId: uuid('declaration_id').notNull().unique(),
    zoneKey: text('zone_key').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the person declared (the declaration's `created_at`): the inbox is ordered and filtered by it
     * on this table alone, with the two below, so that every page and count reads one table's indexes.
     */
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull(),
    form: text('form').notNull(),
    /** What happened (the declaration's `fact_type`): the inbox names it and filters on it. */
    factType: text('fact_type').notNull(),
    /** What the desk's search looks in: the register number and the names (`deskSearchText`). */
    search: text('search').notNull(),
    state: text('state', { enum: ['new', 'in_treatment', 'handled'] })
      .notNull()
      .default('new'),
    version: integer('version').notNull().default(1),
    /** The matricule of the officer who has the case; every officer below is named by matricule too. */
    owner: text('owner'),
    /** When the zone first took the case up (the person's timeline), kept through a release. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** When it was last reopened; its handling before is in `zone_case_events`. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['report_drawn_up', 'information_only', 'referred'] }),
    closingNote: text('closing_note'),
    /** Who contacted the person whose summary could not be delivered (status -1), and when. */
    contactedBy: text('contacted_by'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** The person added information that no officer of the zone has opened yet. */
    newInformation: boolean('new_information').notNull().default(false),
    // The declaration's hand-over to the police information system.
    ...handoverColumns(),
  },
  // Each filter of the inbox beside the zone, newest first (bench/zone-desk.ts); the search by trigrams
  // within the zone (btree_gin puts the zone's key in the same index).
  (table) => [
    // `search` last: a search walks the zone's rows newest first on this index alone, no row read, and
    // stops at its page's twentieth match (the trigram index serves the rare names).
    index('zone_inbox_zone_declared_idx').on(table.zoneKey, table.declaredAt, table.id, table.search),
    index('zone_inbox_zone_state_idx').on(table.zoneKey, table.state, table.declaredAt, table.id),
    index('zone_inbox_zone_form_idx').on(table.zoneKey, table.form, table.declaredAt, table.id),
    index('zone_inbox_zone_fact_type_idx').on(table.zoneKey, table.factType, table.declaredAt, table.id),
    // "Mine" and "nobody's" (a null owner is indexed too).
    index('zone_inbox_zone_owner_idx').on(table.zoneKey, table.owner, table.declaredAt, table.id),
    index('zone_inbox_zone_search_idx').using('gin', table.zoneKey, table.search.op('gin_trgm_ops')),
    // The few rows with new information, for their filter.
    index('zone_inbox_zone_new_information_idx')
      .on(table.zoneKey, table.declaredAt, table.id)
      .where(sql`${table.newInformation}`),
  ],
);

/**
 * The history of a case on the desk (decision 045): each change an officer made, working notes
 * included, and a reopening by the person's addition; the version each change made, one change per
 * version. Never shown to the person. Deleted with its declaration by retention.
 */
export const zoneCaseEvents = pgTable(
  'zone_case_events',
  {
    id: serial('id').primaryKey(),
    declarationId: uuid('declaration_id').notNull(),
    version: integer('version').notNull(),
    action: text('action', {
      enum: ['take', 'release', 'assign', 'note', 'handle', 'reopen', 'contacted'],
    }).notNull(),
    /** The officer's matricule; null when the person's addition reopened the case. */
    matricule: text('matricule'),
    /** `assign`: the matricule of the officer given the case. */
    assignee: text('assignee'),
    outcome: text('outcome', { enum: ['report_drawn_up', 'information_only', 'referred'] }),
    /** The working note (`note`), or the closing note (`handle`). */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('zone_case_events_version_idx').on(table.declarationId, table.version)],
);

/**
 * The officers known to each zone: recorded at each sign-in with the police provider, so that a case can
 * be given to a colleague by matricule and the desk can name a matricule. An officer not signed in for a
 * year goes with the retention job.
 */
export const zoneOfficers = pgTable(
  'zone_officers',
  {
    zoneKey: text('zone_key').notNull(),
    matricule: text('matricule').notNull(),
    name: text('name').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.zoneKey, table.matricule] })],
);

/**
 * The PDF summary a version 2 hand-over links to, in the zone's language (decision 043): made once per
 * declaration, so that every attempt and every fetch gives the same bytes and SHA-256. `pdf` is null
 * when it is the person's own PDF (`declarations.summary_pdf`, in the same language): not kept twice.
 * Deleted with its declaration by retention.
 */
export const handoverSummaries = pgTable('handover_summaries', {
  declarationId: uuid('declaration_id').primaryKey(),
  language: text('language').notNull(),
  pdf: bytea('pdf'),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every read, download and state change on the desk (issue 16). Append-only: its migration refuses
 * UPDATE; rows go only with their declaration, through the retention job.
 */
export const zoneAccessLog = pgTable(
  'zone_access_log',
  {
    id: serial('id').primaryKey(),
    matricule: text('matricule').notNull(),
    officerName: text('officer_name').notNull(),
    zoneKey: text('zone_key').notNull(),
    /** The declaration read or changed; null for a registry look-up or a search, tied to none. */
    declarationId: uuid('declaration_id'),
    register: text('register'),
    action: text('action').notNull(),
    /** The name of the file downloaded (`download_attachment`): the officer saw it, not its id. */
    filename: text('filename'),
    /**
     * What a line not about one of the zone's declarations was about: the national number looked up
     * (`registry_lookup`), the words searched (`search`), the id asked for outside the zone (`denied`);
     * on a case given to an officer (`assign`), their matricule.
     */
    subject: text('subject'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: text('address').notNull(),
  },
  (table) => [
    index('zone_access_log_zone_idx').on(table.zoneKey, table.at),
    index('zone_access_log_declaration_idx').on(table.declarationId),
  ],
);

/**
 * The identifiers each declaration names (issue 31, decision 047): IBANs, phone numbers, e-mails, web
 * domains and platform profiles, normalised once when the declaration or an addition is accepted, so that
 * the declarations of every zone naming the same one are found together. An index, not a copy: what the
 * person wrote stays in the payload. Deleted with its declaration (the foreign key cascades).
 */
export const declarationIdentifiers = pgTable(
  'declaration_identifiers',
  {
    id: serial('id').primaryKey(),
    declarationId: uuid('declaration_id')
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['iban', 'phone', 'email', 'domain', 'profile'] }).notNull(),
    value: text('value').notNull(),
    /** An IBAN's country, and for a Belgian one its bank (the National Bank of Belgium's list). */
    country: text('country'),
    bank: text('bank'),
    /** When it was named: with the declaration, or later with an addition. */
    namedAt: timestamp('named_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Once per declaration, whether named in the declaration or again in an addition.
    uniqueIndex('declaration_identifiers_declaration_idx').on(table.declarationId, table.kind, table.value),
    // The sheet's related declarations and the desk's search, by identifier.
    index('declaration_identifiers_value_idx').on(table.kind, table.value),
    // The country's picture: what was named in the last 30 days.
    index('declaration_identifiers_named_idx').on(table.namedAt),
  ],
);

/**
 * What was passed on at once with the victim's consent (issue 31, decision 048): a notice to each bank's
 * fraud desk (`bank`, one per bank, `target` its BIC or a foreign account's country) and the forward of
 * the author's addresses to Safeonweb (`takedown`, `target` the address). Made by the `passed-on` job at
 * its first attempt, then tried until delivered or failed; deleted with its declaration.
 */
export const passedOnNotices = pgTable(
  'passed_on_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    declarationId: uuid('declaration_id')
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bank', 'takedown'] }).notNull(),
    target: text('target').notNull(),
    /** A bank's name and BIC (null for a foreign account), and the country of its accounts. */
    bank: text('bank'),
    bic: text('bic'),
    country: text('country'),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    failures: integer('failures').notNull().default(0),
    /** Why the last attempt failed: a status or a network error code, never a body. */
    error: text('error'),
    triedAt: timestamp('tried_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('passed_on_notices_target_idx').on(table.declarationId, table.kind, table.target)],
);

/**
 * Requests counted per rate-limit rule, caller and fixed window (http/rate-limit.ts): in the database, so
 * that a limit holds across every API process. Old windows go with the retention job. UNLOGGED (set in
 * its migration, which Drizzle cannot express): no WAL, so counting waits for no disk flush.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    rule: text('rule').notNull(),
    caller: text('caller').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.caller, t.windowStart] })],
);

/** `v1/debug/network` reports (spec §7), kept one month. */
export const debugReports = pgTable('debug_reports', {
  id: serial('id').primaryKey(),
  code: integer('code').notNull(),
  url: text('url').notNull(),
  reportedAt: text('reported_at').notNull(),
  content: jsonb('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
