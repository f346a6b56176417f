import { DECLARATION_FORMS, LOCALES } from '@pow/domain';
import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/*
 * Serial fraud across the zones (issue 31): the identifiers a declaration names, each in one normalised
 * form, and the other declarations that name the same. Rooted in `z.` calls, as the desk's schemas are.
 */

/** What an identifier is: an IBAN, a phone number (E.164), an e-mail, a web domain, a platform profile. */
export const IDENTIFIER_KINDS = ['iban', 'phone', 'email', 'domain', 'profile'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

/** The sheet lists at most this many other declarations per identifier, the newest; `total` counts them all. */
export const RELATED_LIST_MAX = 20;

/** Another declaration naming the same identifier: what an officer quotes when calling its zone. */
export const RelatedDeclarationSchema = z.object({
  register: z.string(),
  /** Its zone, in words, in the language asked. */
  zone: z.string(),
  /** The officer's own zone: the sheet opens on the desk (`id`); another zone's never does (404). */
  own_zone: z.boolean(),
  /** Its id, for a declaration of the officer's own zone only; null for another zone's. */
  id: z.uuid().nullable(),
  received_at: z.iso.datetime({ offset: true }),
  form: z.enum(DECLARATION_FORMS),
  /** Its form, in words. */
  form_title: z.string(),
});

/** One identifier of the sheet's declaration, with the other declarations that name it (at least one). */
export const ZoneRelatedSchema = z.object({
  kind: z.enum(IDENTIFIER_KINDS),
  /** As normalised: `BE71096123456769`, `+32470123456`, `mijnbank-hulp.be`, `instagram:mijnbank_hulp`. */
  value: z.string(),
  /** How many other declarations name it: the list holds the newest RELATED_LIST_MAX of them. */
  total: z.number().int(),
  declarations: z.array(RelatedDeclarationSchema),
});
export type ZoneRelated = z.infer<typeof ZoneRelatedSchema>;

/** The country's picture counts what was named in this many days, across every zone. */
export const COUNTRY_PICTURE_DAYS = 30;
/** An identifier shows from this many declarations on. */
export const COUNTRY_PICTURE_MIN_DECLARATIONS = 3;
/** The page shows this many identifiers, those named in the most declarations first; the CSV has them all. */
export const COUNTRY_PICTURE_MAX = 200;

/** `GET v1/zone/country-picture` (supervisors): the identifiers several zones hear of, this month. */
export const CountryPictureQuerySchema = z.object({
  /** The language the zones are named in. */
  lang: z.enum(LOCALES).default('nl'),
});

export const CountryPictureRowSchema = z.object({
  kind: z.enum(IDENTIFIER_KINDS),
  value: z.string(),
  /** A Belgian IBAN's bank, from the National Bank of Belgium's list; null otherwise. */
  bank: z.string().nullable(),
  /** Declarations that name it in the period, every zone together. */
  declarations: z.number().int(),
  /** By zone, the most first: the zone in words and how many of its declarations name it. */
  zones: z.array(z.object({ zone: z.string(), declarations: z.number().int() })),
  /** When a declaration first and last named it, in the period. */
  first_at: z.iso.datetime({ offset: true }),
  last_at: z.iso.datetime({ offset: true }),
});
export type CountryPictureRow = z.infer<typeof CountryPictureRowSchema>;

export const CountryPictureSchema = z.object({
  /** Since when declarations are counted (COUNTRY_PICTURE_DAYS ago). */
  since: z.iso.datetime({ offset: true }),
  rows: z.array(CountryPictureRowSchema),
  /** More identifiers qualify than the page shows: the CSV has them all. */
  more: z.boolean(),
});
export type CountryPicture = z.infer<typeof CountryPictureSchema>;
export const CountryPictureAnswerSchema = dataEnvelope(CountryPictureSchema);
