import { DECLARATION_FORMS, LOCALES } from '@pow/domain';
import { z } from 'zod';
import { ZoneSectionSchema } from './zone-desk.ts';

/*
 * The hand-over of a declaration to the police information system (ZONE_DELIVERY=webhook, issue 16,
 * decision 028): the JSON document the portal POSTs, signed, once the declaration has reached its zone.
 * A receiver checks `X-Portal-Signature` = `sha256=` + hex HMAC-SHA256, keyed with ZONE_WEBHOOK_SECRET,
 * of `<X-Portal-Timestamp>.<body as received>`, and answers 2xx once it has kept the document; any other
 * answer, or none within 30 s, is retried with growing delays, with the same `Idempotency-Key`.
 */

export const ZONE_HANDOVER_HEADERS = {
  /** Unix time in seconds when this attempt was signed: a receiver refuses an old one (replay). */
  timestamp: 'x-portal-timestamp',
  /** `sha256=<hex>` of `<timestamp>.<body>`. */
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

const FileSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Where an officer signed in to the desk downloads it. */
  url: z.url(),
});

export const ZoneHandoverDocumentSchema = z.object({
  /** Raised when a field changes meaning or goes; new optional fields keep it. */
  version: z.literal(1),
  declaration: z.object({
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
  }),
  /** The declaration in words, as the person's PDF summary and the desk's sheet say it. */
  summary: z.object({ language: z.enum(LOCALES), sections: z.array(ZoneSectionSchema) }),
  /** The declaration as received, checked by the form's schema (`@pow/domain`). */
  payload: z.record(z.string(), z.unknown()),
  /** The files the person sent, each downloadable at `url` by an officer signed in to the desk. */
  attachments: z.array(FileSchema),
});
export type ZoneHandoverDocument = z.infer<typeof ZoneHandoverDocumentSchema>;

/**
 * What the person added later to a declaration already handed over (issue 17, my-declarations "add
 * information"), handed over on its own once it has reached the zone's desk, after its declaration.
 */
export const ZoneAddendumDocumentSchema = z.object({
  /** Raised when a field changes meaning or goes; new optional fields keep it. */
  version: z.literal(1),
  /** The declaration it completes, as its own document (`zoneHandover`) named it. */
  declaration: z.object({
    id: z.uuid(),
    register: z.string(),
    zone: z.object({ key: z.string(), name: z.string() }),
    sheet_url: z.url(),
  }),
  addendum: z.object({
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
  }),
  /** The files added with it, each downloadable at `url` by an officer signed in to the desk. */
  attachments: z.array(FileSchema),
});
export type ZoneAddendumDocument = z.infer<typeof ZoneAddendumDocumentSchema>;
