import {
  CRIME_TYPE_CODES,
  DECLARATION_FORMS,
  DEGRADATION_FACT_TYPES,
  LOCALES,
  PHISHING_FACT_TYPE,
} from '@pow/domain';
import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { PassedOnSchema } from './passed-on.ts';
import { ZoneRelatedSchema } from './zone-identifiers.ts';

export * from './zone-identifiers.ts';

/*
 * The zone's desk (issue 16): what the inbox, the sheet and the state changes carry, for the web and
 * the API alike. Where an officer is with a declaration: new → in treatment (an owner has it) → handled,
 * and back (released, reopened); who owns it and who did what, by matricule (decision 045).
 */

export const ZONE_STATES = ['new', 'in_treatment', 'handled'] as const;
export type ZoneState = (typeof ZONE_STATES)[number];
export const ZONE_OUTCOMES = ['report_drawn_up', 'information_only', 'referred'] as const;
export type ZoneOutcome = (typeof ZONE_OUTCOMES)[number];
/**
 * Flags that ask an officer to act: the summary never reached the person (status -1); the person added
 * information no officer of the zone has opened yet; the hand-over to the police information system
 * failed after its last retry.
 */
export const ZONE_FLAGS = ['contact_person', 'new_information', 'handover_failed'] as const;
export type ZoneFlag = (typeof ZONE_FLAGS)[number];

/**
 * What happened, by the fact's code (`declarations.fact_type`): phishing, the person form's eight crime
 * types, the three kinds of damage. The inbox names each, and filters on it.
 */
export const ZONE_FACT_TYPES = [
  PHISHING_FACT_TYPE,
  ...CRIME_TYPE_CODES,
  DEGRADATION_FACT_TYPES.various,
  DEGRADATION_FACT_TYPES.graffitis,
  DEGRADATION_FACT_TYPES.cables,
] as const;
export type ZoneFactType = (typeof ZONE_FACT_TYPES)[number];
/** Whose cases: the officer's own, or those nobody has. */
export const ZONE_OWNER_FILTERS = ['mine', 'none'] as const;
/** Newest first (the default), or the oldest first: those waiting longest. */
export const ZONE_SORTS = ['newest', 'oldest'] as const;

export const ZONE_PAGE_SIZE = 20;
/** The inbox counts up to this many declarations, then says "more than" (bench/zone-desk.ts, decision 028). */
export const ZONE_COUNT_CAP = 1000;
export const ZONE_SEARCH_MAX = 100;
export const ZONE_NOTE_MAX = 2000;

/*
 * Every schema here is rooted in a `z.` call: the web's build drops those it does not use (vite.config.ts,
 * manualPureFunctions). One built from another module's schema (`Schema.extend`, or `LocaleSchema`, whose
 * module every page loads) keeps that schema, and zod with it, in the chunk every page shares.
 */

/** Every refused filter says the same to the officer: the filters do not make sense. */
const FILTER_ERROR = { error: 'error_zone_filter' } as const;

/** `GET v1/zone/declarations`: the inbox of the officer's zone, newest first, a page at a time. */
export const ZoneInboxQuerySchema = z
  .object({
    state: z.enum(ZONE_STATES, FILTER_ERROR).optional(),
    form: z.enum(DECLARATION_FORMS, FILTER_ERROR).optional(),
    /** Received on or after this Belgian day (yyyy-mm-dd). */
    from: z.iso.date(FILTER_ERROR).optional(),
    /** Received on or before this Belgian day. */
    to: z.iso.date(FILTER_ERROR).optional(),
    /** A register number, or part of the person's name. */
    q: z.string(FILTER_ERROR).trim().max(ZONE_SEARCH_MAX, FILTER_ERROR).optional(),
    /** `true`: only those with information added that no officer of the zone has opened yet. */
    new_information: z.stringbool(FILTER_ERROR).optional(),
    /** What happened (a fact code of ZONE_FACT_TYPES): threats apart from a lost identity card. */
    fact_type: z.enum(ZONE_FACT_TYPES, FILTER_ERROR).optional(),
    /** `mine`: the cases the officer has; `none`: those nobody has. */
    owner: z.enum(ZONE_OWNER_FILTERS, FILTER_ERROR).optional(),
    /** By when they were declared: `newest` first, or `oldest` first. */
    sort: z.enum(ZONE_SORTS, FILTER_ERROR).default('newest'),
    page: z.coerce
      .number(FILTER_ERROR)
      .int(FILTER_ERROR)
      .min(1, FILTER_ERROR)
      .max(10_000, FILTER_ERROR)
      .default(1),
    /** The language the form's name is given in. */
    lang: z.enum(LOCALES).default('nl'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, FILTER_ERROR);
/** The inbox's query as the web sends it (the page a number; the server reads it from the query string). */
export type ZoneInboxQuery = Omit<z.input<typeof ZoneInboxQuerySchema>, 'page'> & { page?: number };

export const ZoneInboxRowSchema = z.object({
  id: z.uuid(),
  register: z.string(),
  form: z.enum(DECLARATION_FORMS),
  /** What kind of declaration this is, in words. */
  form_title: z.string(),
  /** What happened, by its fact code: the desk names it. */
  fact_type: z.enum(ZONE_FACT_TYPES),
  received_at: z.iso.datetime({ offset: true }),
  /**
   * How long it has waited, in the zone's working minutes (ZONE_WORKING_HOURS): a night, a weekend or a
   * holiday counts for nothing.
   */
  age_minutes: z.number().int(),
  /** The municipality where it happened (the place that made the zone competent), in the language asked. */
  place: z.string().nullable(),
  /** The declarant, or the organisation that is the victim; the victim an officer filed for. */
  person: z.string().nullable(),
  state: z.enum(ZONE_STATES),
  /** The matricule of the officer who has the case, and their name when the zone knows it. */
  owner: z.string().nullable(),
  owner_name: z.string().nullable(),
  flags: z.array(z.enum(ZONE_FLAGS)),
});
export type ZoneInboxRow = z.infer<typeof ZoneInboxRowSchema>;

export const ZoneInboxSchema = z.object({
  rows: z.array(ZoneInboxRowSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many declarations match, counted up to ZONE_COUNT_CAP. */
  total: z.number().int(),
  /** More than ZONE_COUNT_CAP match: `total` is the cap, and the pages go on while they are full. */
  more: z.boolean(),
});
export type ZoneInbox = z.infer<typeof ZoneInboxSchema>;
export const ZoneInboxAnswerSchema = dataEnvelope(ZoneInboxSchema);

/** `?lang=` of the sheet and the PDF: the officer's choice, whatever the person's language. */
export const ZoneLanguageQuerySchema = z.object({ lang: z.enum(LOCALES).default('nl') });

/** What changed a case, in its history: each change of an officer, and a reopening by the person's addition. */
export const ZONE_CASE_EVENTS = [
  'take',
  'release',
  'assign',
  'note',
  'handle',
  'reopen',
  'contacted',
] as const;
export type ZoneCaseEventAction = (typeof ZONE_CASE_EVENTS)[number];

/** One change of a case: never shown to the person (a working note is the police's own). */
export const ZoneCaseEventSchema = z.object({
  /** The case's version this change made. */
  version: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  action: z.enum(ZONE_CASE_EVENTS),
  /** The officer's matricule; null for a case reopened by the person's addition. */
  by: z.string().nullable(),
  /** `assign`: the matricule of the officer the case went to. */
  assignee: z.string().nullable(),
  /** `handle`: how it ended. */
  outcome: z.enum(ZONE_OUTCOMES).nullable(),
  /** `note`: the working note; `handle`: the closing note, if any. */
  note: z.string().nullable(),
});
export type ZoneCaseEvent = z.infer<typeof ZoneCaseEventSchema>;

/** Where the desk is with one declaration, and who did what when; every officer named by matricule. */
const ZONE_CASE_FIELDS = {
  state: z.enum(ZONE_STATES),
  /** Sent back with a change: a change made on an older version is refused (409). */
  version: z.number().int(),
  /** The matricule of the officer who has the case (took it or was given it); null when nobody has. */
  owner: z.string().nullable(),
  /** When the zone first took it up. */
  taken_at: z.iso.datetime({ offset: true }).nullable(),
  /** When it was last reopened after being handled. */
  reopened_at: z.iso.datetime({ offset: true }).nullable(),
  handled_by: z.string().nullable(),
  handled_at: z.iso.datetime({ offset: true }).nullable(),
  outcome: z.enum(ZONE_OUTCOMES).nullable(),
  closing_note: z.string().nullable(),
  /** The summary could not be delivered (status -1): the person is to be contacted. */
  summary_failed: z.boolean(),
  contacted_by: z.string().nullable(),
  contacted_at: z.iso.datetime({ offset: true }).nullable(),
  flags: z.array(z.enum(ZONE_FLAGS)),
  /** Every change, oldest first, working notes included. */
  history: z.array(ZoneCaseEventSchema),
};
export const ZoneCaseSchema = z.object(ZONE_CASE_FIELDS);
export type ZoneCase = z.infer<typeof ZoneCaseSchema>;
export const ZoneCaseAnswerSchema = dataEnvelope(ZoneCaseSchema);

/** A file the person sent, known by its upload's id (every iPhone photo is called "image.jpg"). */
export const ZoneFileSchema = z.object({
  id: z.uuid(),
  /** With the extension of what the file holds (the upload gives it), whatever name it was sent under. */
  filename: z.string(),
  /** The type found in the file's content, e.g. `application/pdf`. */
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type ZoneFile = z.infer<typeof ZoneFileSchema>;

const AnswerSchema = z.object({ kind: z.literal('answer'), question: z.string(), answer: z.string() });

/** One section of the summary, as the PDF says it (`summarise()`, decision 022). */
export const ZoneSectionSchema = z.object({
  step: z.string(),
  number: z.number().int(),
  title: z.string(),
  entries: z.array(
    z.discriminatedUnion('kind', [
      AnswerSchema,
      z.object({ kind: z.literal('group'), title: z.string(), answers: z.array(AnswerSchema) }),
    ]),
  ),
  note: z.string().optional(),
});

export const ZONE_HANDOVER_STATES = ['pending', 'delivered', 'failed'] as const;
export type ZoneHandoverState = (typeof ZONE_HANDOVER_STATES)[number];

/**
 * How far the hand-over to the police information system is (ZONE_DELIVERY=webhook, decision 028):
 * waiting (and retrying), delivered, or failed for good after its last retry.
 */
export const ZoneHandoverSchema = z.object({
  state: z.enum(ZONE_HANDOVER_STATES),
  delivered_at: z.iso.datetime({ offset: true }).nullable(),
  /** Attempts refused or unanswered so far. */
  failed_attempts: z.number().int(),
  last_error: z.string().nullable(),
  last_attempt_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ZoneHandover = z.infer<typeof ZoneHandoverSchema>;
/**
 * `POST v1/zone/declarations/<id>/handover` (and `…/addenda/<number>/handover`): a hand-over that failed
 * for good is queued again, with the same Idempotency-Key; the answer is its new state (`pending`).
 */
export const ZoneHandoverAnswerSchema = dataEnvelope(ZoneHandoverSchema);

/** `GET v1/zone/declarations/<id>`: the declaration as the PDF says it, in the language asked. */
export const ZoneSheetSchema = z.object({
  ...ZONE_CASE_FIELDS,
  id: z.uuid(),
  register: z.string(),
  form: z.enum(DECLARATION_FORMS),
  form_title: z.string(),
  received_at: z.iso.datetime({ offset: true }),
  /** The language the person declared in. */
  language: z.enum(LOCALES),
  zone_name: z.string(),
  sections: z.array(ZoneSectionSchema),
  /** The declaration's files, each downloaded under `attachments/<id>`: two may bear the same name. */
  attachments: z.array(ZoneFileSchema),
  /** Null when the desk alone receives declarations (ZONE_DELIVERY=desk). */
  handover: ZoneHandoverSchema.nullable(),
  /**
   * The officers known to the zone (those who signed in to it; with the built-in test provider, its
   * officers too), by name: a case is given to one of them, and the sheet names each matricule.
   */
  officers: z.array(z.object({ matricule: z.string(), name: z.string() })),
  /**
   * What the person added later (issue 17), oldest first, as they wrote it: its files are downloaded
   * under `addenda/<number>/attachments/<id>`.
   */
  addenda: z.array(
    z.object({
      number: z.number().int(),
      received_at: z.iso.datetime({ offset: true }),
      /** The language the person wrote in. */
      language: z.enum(LOCALES),
      text: z.string(),
      attachments: z.array(ZoneFileSchema),
      /** Its own hand-over to the police information system; null with the desk alone. */
      handover: ZoneHandoverSchema.nullable(),
    }),
  ),
  /**
   * Each identifier the declaration names (IBAN, phone, e-mail, domain, profile) that other declarations
   * name too, in any zone (issue 31): their register numbers are what an officer quotes to their zone.
   */
  related: z.array(ZoneRelatedSchema),
  /** What was passed on at once with the victim's consent (decision 048): a failure is the zone's to follow up. */
  passed_on: PassedOnSchema,
});
export type ZoneSheet = z.infer<typeof ZoneSheetSchema>;
export const ZoneSheetAnswerSchema = dataEnvelope(ZoneSheetSchema);

const version = z.number({ error: 'error_zone_stale' }).int().min(1);
const note = z
  .string({ error: 'required_field' })
  .trim()
  .max(ZONE_NOTE_MAX, { error: 'error_zone_note_too_long' });

/**
 * `POST v1/zone/declarations/<id>/action`: one change of the desk's state, on the version shown. A closing
 * note may be left out only when the outcome is "information only".
 */
export const ZoneActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('take'), version }),
    z.object({ action: z.literal('release'), version }),
    z.object({
      action: z.literal('assign'),
      version,
      /** The matricule of an officer known to the zone. */
      matricule: z.string({ error: 'error_zone_assignee' }).trim().min(1, { error: 'error_zone_assignee' }),
    }),
    z.object({ action: z.literal('note'), version, note: note.min(1, { error: 'required_field' }) }),
    z
      .object({
        action: z.literal('handle'),
        version,
        outcome: z.enum(ZONE_OUTCOMES, { error: 'required_field' }),
        note: note.optional(),
      })
      .refine((handle) => handle.outcome === 'information_only' || Boolean(handle.note), {
        error: 'required_field',
        path: ['note'],
      }),
    z.object({ action: z.literal('reopen'), version }),
    z.object({ action: z.literal('contacted'), version }),
  ],
  { error: 'error_invalid_request' },
);
export type ZoneAction = z.infer<typeof ZoneActionSchema>;
export type ZoneActionInput = z.input<typeof ZoneActionSchema>;

export const ZONE_LOG_ACTIONS = [
  'read',
  'download_attachment',
  'download_summary',
  'take',
  'release',
  /** The case given to an officer: `subject` is their matricule. */
  'assign',
  'note',
  'handle',
  'reopen',
  'contacted',
  'resend_handover',
  'resend_addendum_handover',
  /** A person looked up in the national registry (the victim of a declaration an officer files). */
  'registry_lookup',
  /** A search of the zone's declarations by words or register number. */
  'search',
  /** A declaration asked for that is not the zone's (or not at all): refused, 404. */
  'denied',
  /**
   * Other zones' declarations naming the same identifiers were shown on a sheet (issue 31): `subject`
   * holds their register numbers.
   */
  'related',
  /** The country's picture of serial fraud read (`subject`: `page`) or exported (`csv`) by a supervisor. */
  'country_picture',
  /**
   * A change or a read refused to an officer of the zone (not the owner's, a stale version, the log to
   * one who is not a supervisor): `subject` names what was asked and why it was refused.
   */
  'refused',
] as const;
export type ZoneLogAction = (typeof ZONE_LOG_ACTIONS)[number];

/** An officer's matricule or a register number, as typed in a filter. */
const LOG_FILTER_MAX = 40;

/**
 * `GET v1/zone/access-log` (supervisors): who did what on their zone's desk, newest first, filtered by
 * officer, declaration and action; `v1/zone/access-log.csv` gives every matching line.
 */
export const ZoneAccessLogQuerySchema = z.object({
  /** One officer's lines, by matricule. */
  matricule: z.string(FILTER_ERROR).trim().max(LOG_FILTER_MAX, FILTER_ERROR).optional(),
  /** One declaration's lines, by register number. */
  register: z.string(FILTER_ERROR).trim().max(LOG_FILTER_MAX, FILTER_ERROR).optional(),
  action: z.enum(ZONE_LOG_ACTIONS, FILTER_ERROR).optional(),
  page: z.coerce
    .number(FILTER_ERROR)
    .int(FILTER_ERROR)
    .min(1, FILTER_ERROR)
    .max(10_000, FILTER_ERROR)
    .default(1),
});
export const ZoneAccessLogSchema = z.object({
  rows: z.array(
    z.object({
      at: z.iso.datetime({ offset: true }),
      officer_name: z.string(),
      matricule: z.string(),
      /** The declaration's register number; null for a line about none of the zone's declarations. */
      register: z.string().nullable(),
      action: z.enum(ZONE_LOG_ACTIONS),
      /** The file downloaded, by its name (`download_attachment`); null for the other actions. */
      filename: z.string().nullable(),
      /**
       * The national number looked up, the words searched, the id asked for outside the zone, or the
       * matricule a case was given to.
       */
      subject: z.string().nullable(),
      address: z.string(),
    }),
  ),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ZoneAccessLog = z.infer<typeof ZoneAccessLogSchema>;
export type ZoneAccessLogQuery = Omit<z.input<typeof ZoneAccessLogQuerySchema>, 'page'> & { page?: number };
export const ZoneAccessLogAnswerSchema = dataEnvelope(ZoneAccessLogSchema);
/** The most lines one export holds: a supervisor narrows a bigger one by its filters. */
export const ZONE_LOG_EXPORT_MAX = 50_000;

/**
 * `GET v1/zone/filed`: the declarations the officer filed for victims (the officer phishing form),
 * whatever zone they went to, newest first. Another zone's is read-only here: its number, its zone, its
 * state and dates, never its sheet (issue 30, item 4).
 */
export const ZoneFiledQuerySchema = z.object({
  page: z.coerce
    .number(FILTER_ERROR)
    .int(FILTER_ERROR)
    .min(1, FILTER_ERROR)
    .max(10_000, FILTER_ERROR)
    .default(1),
  /** The language the zone's name is given in. */
  lang: z.enum(LOCALES).default('nl'),
});
export const ZoneFiledSchema = z.object({
  rows: z.array(
    z.object({
      id: z.uuid(),
      register: z.string(),
      zone_name: z.string(),
      /** In the officer's own zone and there already: its sheet opens on the desk. */
      own_zone: z.boolean(),
      filed_at: z.iso.datetime({ offset: true }),
      /** Where the zone is with it; null while it is on its way (not at the zone yet). */
      state: z.enum(ZONE_STATES).nullable(),
      at_zone_at: z.iso.datetime({ offset: true }).nullable(),
      taken_at: z.iso.datetime({ offset: true }).nullable(),
      handled_at: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ZoneFiled = z.infer<typeof ZoneFiledSchema>;
export const ZoneFiledAnswerSchema = dataEnvelope(ZoneFiledSchema);

/** The officer asking for a change: the owner of a case, or a supervisor, may do more than a colleague. */
export interface ZoneActor {
  readonly matricule: string;
  readonly supervisor: boolean;
}

/**
 * Why an action does not fit, or null when it does (decision 045): anyone of the zone takes a new case,
 * writes a working note and notes the call to a flagged person; only the owner or a supervisor releases,
 * gives, handles or reopens a case (`error_zone_not_owner`); each only from the states it leaves
 * (`error_zone_state`). The API enforces it; the web offers only these.
 */
export function zoneActionRefusal(
  zoneCase: Pick<ZoneCase, 'state' | 'owner' | 'flags'>,
  action: ZoneAction['action'],
  actor: ZoneActor,
): 'error_zone_state' | 'error_zone_not_owner' | null {
  const from = (...states: ZoneState[]) => states.includes(zoneCase.state);
  const owned = () =>
    actor.supervisor || zoneCase.owner === actor.matricule ? null : 'error_zone_not_owner';
  switch (action) {
    case 'take':
      return from('new') ? null : 'error_zone_state';
    case 'release':
    case 'handle':
      return from('in_treatment') ? owned() : 'error_zone_state';
    case 'assign':
      return from('new', 'in_treatment') ? owned() : 'error_zone_state';
    case 'reopen':
      return from('handled') ? owned() : 'error_zone_state';
    case 'note':
      return null;
    case 'contacted':
      return zoneCase.flags.includes('contact_person') ? null : 'error_zone_state';
  }
}

/** Whether the actor may make this change now: what the web offers. */
export const zoneActionAllowed = (
  zoneCase: Pick<ZoneCase, 'state' | 'owner' | 'flags'>,
  action: ZoneAction['action'],
  actor: ZoneActor,
): boolean => zoneActionRefusal(zoneCase, action, actor) === null;
