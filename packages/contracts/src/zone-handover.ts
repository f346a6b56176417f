import { DECLARATION_FORMS, LOCALES } from '@pow/domain';
import { z } from 'zod';
import { ZoneSectionSchema } from './zone-desk.ts';

/*
 * The hand-over of a declaration to the police information system (ZONE_DELIVERY=webhook, issue 16,
 * decisions 028 and 043): the JSON document the portal POSTs, signed, once the declaration has reached
 * its zone. A receiver checks `X-Portal-Signature`, the hex HMAC-SHA256 of `<X-Portal-Timestamp>.<body as
 * received>` keyed with the secret of the key it names (version 2: `kid=<key id>,sha256=<hex>`; version
 * 1: `sha256=<hex>`, keyed with the signing key), and answers 2xx once it has kept the document; any
 * other answer, or none within 30 s, is retried with growing delays, with the same `Idempotency-Key`.
 */

export const ZONE_HANDOVER_HEADERS = {
  /** Unix time in seconds when this attempt was signed: a receiver refuses an old one (replay). */
  timestamp: 'x-portal-timestamp',
  /**
   * The HMAC-SHA256 of `<timestamp>.<body>`: `kid=<key id>,sha256=<hex>` (version 2), `sha256=<hex>`
   * (version 1).
   */
  signature: 'x-portal-signature',
  /**
   * The declaration's id (`<declaration id>/<addendum id>` for an addition): the same on every retry and
   * re-send, so a receiver keeps the document once.
   */
  idempotencyKey: 'idempotency-key',
  /** Which document the body is: `zoneHandover` or `zoneAddendum`, the webhooks of the API description. */
  document: 'x-portal-document',
} as const;

export const ZONE_HANDOVER_DOCUMENTS = ['zoneHandover', 'zoneAddendum'] as const;
export type ZoneHandoverDocumentName = (typeof ZONE_HANDOVER_DOCUMENTS)[number];

/** The Idempotency-Key of an addition's hand-over. */
export const addendumHandoverKey = (declarationId: string, addendumId: string) =>
  `${declarationId}/${addendumId}`;

/** The versions of the documents: 2 by default, 1 for a receiver that asks for it (ZONE_WEBHOOK_VERSION). */
export const ZONE_HANDOVER_VERSIONS = [1, 2] as const;
export type ZoneHandoverVersion = (typeof ZONE_HANDOVER_VERSIONS)[number];

/** Version 2's `X-Portal-Signature`: the key's id, then the hex HMAC-SHA256 its secret makes. */
export const ZONE_HANDOVER_SIGNATURE_PATTERN =
  /^kid=([A-Za-z0-9][A-Za-z0-9._-]{0,63}),sha256=([0-9a-f]{64})$/;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A file of a version 1 document: its desk address, for an officer signed in (no fetch without session). */
const FileSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: Sha256,
  /** Where an officer signed in to the desk downloads it. */
  url: z.url(),
});

/**
 * A file of a version 2 document: fetched at `url` without any session until `expires_at` (a signed
 * link; 403 after it, or once its key is retired), its bytes' SHA-256 as sent here.
 */
const LinkedFileSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: Sha256,
  /** `GET` answers the bytes, no session needed, until `expires_at`; each fetch is in the zone's access log. */
  url: z.url(),
  expires_at: z.iso.datetime({ offset: true }),
  /** Where an officer signed in to the desk downloads it. */
  desk_url: z.url(),
});

const DeclarationSchema = z.object({
  id: z.uuid(),
  register: z.string(),
  form: z.enum(DECLARATION_FORMS),
  /** What kind of declaration this is, in the person's language. */
  form_title: z.string(),
  fact_type: z.string(),
  zone: z.object({ key: z.string(), name: z.string() }),
  received_at: z.iso.datetime({ offset: true }),
  /** The language the person declared in. */
  language: z.enum(LOCALES),
  /** The person never received their summary (status -1): the zone is to contact them. */
  summary_failed: z.boolean(),
  /** The declaration's sheet on the zone's desk, for an officer of the zone. */
  sheet_url: z.url(),
});

/** The declaration in words, in the person's language, as the desk's sheet says it to the police. */
const SummarySchema = z.object({ language: z.enum(LOCALES), sections: z.array(ZoneSectionSchema) });
/** The declaration as received, checked by the form's schema (`@pow/domain`). */
const PayloadSchema = z.record(z.string(), z.unknown());

export const ZoneHandoverDocumentV1Schema = z.object({
  /** Raised when a field changes meaning or goes; new optional fields keep it. */
  version: z.literal(1),
  declaration: DeclarationSchema,
  summary: SummarySchema,
  payload: PayloadSchema,
  /** The files the person sent, each downloadable at `url` by an officer signed in to the desk. */
  attachments: z.array(FileSchema),
});

/**
 * Version 2 (decision 043): what version 1 says, each file fetched by a signed link that needs no
 * session (`url`, until `expires_at`; the desk's address is `desk_url`), and the PDF summary in the
 * zone's language the same way.
 */
export const ZoneHandoverDocumentV2Schema = z.object({
  version: z.literal(2),
  declaration: DeclarationSchema,
  summary: SummarySchema,
  /**
   * The PDF summary in the zone's language (a Brussels zone's: the person's when Dutch or French, else
   * Dutch), fetched at `url` as a file; null when it could not be made (the sections above say it all).
   */
  summary_pdf: z
    .object({
      language: z.enum(LOCALES),
      filename: z.string(),
      content_type: z.literal('application/pdf'),
      size: z.number().int(),
      sha256: Sha256,
      url: z.url(),
      expires_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  payload: PayloadSchema,
  /** The files the person sent, each fetched at `url` without a session, its SHA-256 checked. */
  attachments: z.array(LinkedFileSchema),
});

/** A declaration's document, of either version (`version` tells which). */
export const ZoneHandoverDocumentSchema = z.discriminatedUnion('version', [
  ZoneHandoverDocumentV2Schema,
  ZoneHandoverDocumentV1Schema,
]);
export type ZoneHandoverDocumentV1 = z.infer<typeof ZoneHandoverDocumentV1Schema>;
export type ZoneHandoverDocumentV2 = z.infer<typeof ZoneHandoverDocumentV2Schema>;
export type ZoneHandoverDocument = z.infer<typeof ZoneHandoverDocumentSchema>;

/** The declaration an addition completes, as its own document (`zoneHandover`) named it. */
const CompletedSchema = z.object({
  id: z.uuid(),
  register: z.string(),
  zone: z.object({ key: z.string(), name: z.string() }),
  sheet_url: z.url(),
});

/**
 * What the person added later to a declaration already handed over (issue 17, my-declarations "add
 * information"), handed over on its own once it has reached the zone's desk, after its declaration.
 */
const AddendumSchema = z.object({
  id: z.uuid(),
  /** 1 for the first addition to the declaration, then 2… */
  number: z.number().int().min(1),
  received_at: z.iso.datetime({ offset: true }),
  /** The language the person wrote in. */
  language: z.enum(LOCALES),
  /** As the person wrote it. */
  text: z.string(),
  /** The person never received its short PDF: it was not delivered to their eBox nor by e-mail. */
  summary_failed: z.boolean(),
});

export const ZoneAddendumDocumentV1Schema = z.object({
  /** Raised when a field changes meaning or goes; new optional fields keep it. */
  version: z.literal(1),
  declaration: CompletedSchema,
  addendum: AddendumSchema,
  /** The files added with it, each downloadable at `url` by an officer signed in to the desk. */
  attachments: z.array(FileSchema),
});

/** Version 2: the files added with it fetched by signed links, as a declaration's (decision 043). */
export const ZoneAddendumDocumentV2Schema = z.object({
  version: z.literal(2),
  declaration: CompletedSchema,
  addendum: AddendumSchema,
  /** The files added with it, each fetched at `url` without a session, its SHA-256 checked. */
  attachments: z.array(LinkedFileSchema),
});

/** An addition's document, of either version. */
export const ZoneAddendumDocumentSchema = z.discriminatedUnion('version', [
  ZoneAddendumDocumentV2Schema,
  ZoneAddendumDocumentV1Schema,
]);
export type ZoneAddendumDocumentV1 = z.infer<typeof ZoneAddendumDocumentV1Schema>;
export type ZoneAddendumDocumentV2 = z.infer<typeof ZoneAddendumDocumentV2Schema>;
export type ZoneAddendumDocument = z.infer<typeof ZoneAddendumDocumentSchema>;
