import { DECLARATION_FORMS, LOCALES } from '@pow/domain';
import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { PassedOnSchema } from './passed-on.ts';

/*
 * My declarations (issue 17): what a citizen signed in with the federal identity reads of the
 * declarations they own (declarant or victim by national number), and the information they add later.
 * Every schema is rooted in a `z.` call, as the zone desk's are, so the web's build keeps zod out of
 * the chunk every page shares.
 */

/**
 * The stages of a declaration, in order: the pipeline's, then the zone's desk's; `reopened` only once a
 * handled case was reopened (what the police write about it stays theirs).
 */
export const MY_DECLARATION_STAGES = [
  'received',
  'summary_made',
  'summary_delivered',
  'at_zone',
  'in_treatment',
  'reopened',
  'handled',
] as const;
export type MyDeclarationStage = (typeof MY_DECLARATION_STAGES)[number];

/**
 * How a stage stands: reached, failed for good (the summary: the police then contact the person), passed
 * over (no summary to deliver), or still ahead.
 */
export const STAGE_STATES = ['done', 'failed', 'skipped', 'ahead'] as const;
export type StageState = (typeof STAGE_STATES)[number];

export const MY_DECLARATIONS_PAGE_SIZE = 20;

/** `GET v1/my-declarations`: the person's declarations, newest first, a page at a time. */
export const MyDeclarationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'error_404' })
    .int({ error: 'error_404' })
    .min(1, { error: 'error_404' })
    .max(10_000, { error: 'error_404' })
    .default(1),
  /** The language the form's name is given in. */
  lang: z.enum(LOCALES).default('nl'),
});
export type MyDeclarationsQuery = z.input<typeof MyDeclarationsQuerySchema>;

export const MyDeclarationRowSchema = z.object({
  id: z.uuid(),
  register: z.string(),
  form: z.enum(DECLARATION_FORMS),
  /** What kind of declaration this is, in words. */
  form_title: z.string(),
  received_at: z.iso.datetime({ offset: true }),
  zone_name: z.string(),
  /** The last stage reached. */
  stage: z.enum(MY_DECLARATION_STAGES),
});
export type MyDeclarationRow = z.infer<typeof MyDeclarationRowSchema>;

export const MyDeclarationsSchema = z.object({
  rows: z.array(MyDeclarationRowSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type MyDeclarations = z.infer<typeof MyDeclarationsSchema>;
export const MyDeclarationsAnswerSchema = dataEnvelope(MyDeclarationsSchema);

/** `?lang=` of one declaration: the language its form's name is given in. */
export const MyDeclarationLanguageQuerySchema = z.object({ lang: z.enum(LOCALES).default('nl') });

/** One stage on the timeline: when it was reached, or when it is expected. */
export const TimelineStageSchema = z.object({
  stage: z.enum(MY_DECLARATION_STAGES),
  state: z.enum(STAGE_STATES),
  /** When it was reached; null when not reached, or reached before times were kept. */
  at: z.iso.datetime({ offset: true }).nullable(),
  /** For a stage ahead: when it is expected, from recent real durations; null without enough of them. */
  expected_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TimelineStage = z.infer<typeof TimelineStageSchema>;

/** Information the person added: its text and files, and how far it has gone. */
export const AddendumViewSchema = z.object({
  number: z.number().int(),
  received_at: z.iso.datetime({ offset: true }),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), size: z.number().int() })),
  /** How its short PDF reached the person; null until it did. */
  delivered_by: z.enum(['ebox', 'email']).nullable(),
  /** Its PDF could not be made or delivered: the zone has it all the same. */
  summary_failed: z.boolean(),
  /** When the zone received it; null until then. */
  zone_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AddendumView = z.infer<typeof AddendumViewSchema>;

/** `GET v1/my-declarations/<id>`: one declaration's timeline and additions. */
export const MyDeclarationSchema = z.object({
  id: z.uuid(),
  register: z.string(),
  form: z.enum(DECLARATION_FORMS),
  form_title: z.string(),
  received_at: z.iso.datetime({ offset: true }),
  zone_name: z.string(),
  /** What the person may add later, in words, for the kind of fact declared (its form's hint, issue 33). */
  add_hint: z.string(),
  /** How the summary went (the eBox may have fallen back to e-mail, `fallback`). */
  overview_method: z.enum(['ebox', 'email']),
  fallback: z.boolean(),
  /** Its PDF summary can be downloaded again. */
  summary_available: z.boolean(),
  stages: z.array(TimelineStageSchema),
  addenda: z.array(AddendumViewSchema),
  /** What was passed on at once with the person's consent: the banks told, the takedown (decision 048). */
  passed_on: PassedOnSchema,
});
export type MyDeclaration = z.infer<typeof MyDeclarationSchema>;
export const MyDeclarationAnswerSchema = dataEnvelope(MyDeclarationSchema);

/** `POST v1/my-declarations/<id>/addenda`: the addition stored, numbered within its declaration. */
export const AddendumAddedSchema = z.object({
  number: z.number().int(),
  received_at: z.iso.datetime({ offset: true }),
});
export type AddendumAdded = z.infer<typeof AddendumAddedSchema>;
export const AddendumAddedAnswerSchema = dataEnvelope(AddendumAddedSchema);
