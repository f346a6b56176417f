import type { SwaggerOptions } from '@fastify/swagger';
import {
  ZONE_HANDOVER_HEADERS,
  ZoneAddendumDocumentSchema,
  ZoneHandoverDocumentSchema,
} from '@pow/contracts/zone-handover';
import { z } from 'zod';

/** The `webhooks` of an OpenAPI 3.1 document, as @fastify/swagger takes them. */
type OpenApi = NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>['openapi']>;
type Webhooks = NonNullable<Extract<OpenApi, { webhooks?: unknown }>['webhooks']>;

// An object schema (JSON Schema 2020-12, OpenAPI 3.1's dialect); zod's type leaves `type` open.
const objectSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12' }) as { type: 'object' };

const header = (name: string, description: string, type: 'string' | 'integer' = 'string') => ({
  in: 'header' as const,
  name,
  required: true,
  description,
  schema: { type },
});

const VERSIONS =
  "Version 2 (the default, decision 043) links each file, and the PDF summary in the zone's language, " +
  'by a signed `url` that needs no session until `expires_at` (GET answers the bytes, their SHA-256 in ' +
  '`Repr-Digest`; 403 once expired or its key retired); version 1, for a receiver configured with ' +
  'ZONE_WEBHOOK_VERSION=1 (or per zone), gives the desk address only. `version` says which. ' +
  "Each zone's documents go to its own receiver when ZONE_WEBHOOK_URLS names one, else to the default.";

const VERIFY =
  'Verify the signature before anything else: the hex HMAC-SHA256 of `<X-Portal-Timestamp>.<body as ' +
  'received>`, keyed with the secret of the key `kid` names (version 2: `kid=<key id>,sha256=<hex>`; ' +
  'version 1: `sha256=<hex>`, with the signing key); keep every key the portal may sign with during a ' +
  'rotation (ZONE_WEBHOOK_SECRETS: the first signs); refuse an old timestamp. ' +
  'Answer 2xx once the document is kept. Any other answer, a redirect or no answer within 30 s is ' +
  'retried with growing delays (by default 2 s, 4 s… then hourly, 20 retries; ZONE_WEBHOOK_RETRY_LIMIT ' +
  'and ZONE_WEBHOOK_RETRY_DELAY), with the same Idempotency-Key, and so is a hand-over an officer sends ' +
  'again from the desk after the last retry failed: keep a document once per key.';

/** One webhook: its document, its headers (the Idempotency-Key described), its answers. */
const webhook = (summary: string, description: string, idempotencyKey: string, schema: z.ZodType) => ({
  post: {
    summary,
    description: `${description} ${VERSIONS} ${VERIFY}`,
    parameters: [
      header(ZONE_HANDOVER_HEADERS.timestamp, 'Unix time, in seconds, of the signature', 'integer'),
      header(
        ZONE_HANDOVER_HEADERS.signature,
        'Version 2: `kid=<key id>,sha256=<hex>`; version 1: `sha256=<hex>`',
      ),
      header(ZONE_HANDOVER_HEADERS.idempotencyKey, idempotencyKey),
      header(ZONE_HANDOVER_HEADERS.document, 'Which document this is: `zoneHandover` or `zoneAddendum`'),
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: objectSchema(schema) } },
    },
    responses: {
      '2XX': { description: 'Kept: the portal marks it delivered.' },
      default: { description: 'Not kept: the portal tries again later.' },
    },
  },
});

/**
 * The hand-over as OpenAPI 3.1 webhooks: what the portal POSTs to the zone's receiver, the declaration
 * and then each addition to it, each in version 2 or 1 (`oneOf`, by `version`), so that the receiving
 * side is built from the same document as the API (decisions 028, 043).
 */
export const handoverWebhooks: Webhooks = {
  zoneHandover: webhook(
    'A declaration handed to the police information system of its zone',
    'Sent with ZONE_DELIVERY=webhook once the declaration has reached its zone (its desk shows it as well).',
    "The declaration's id",
    ZoneHandoverDocumentSchema,
  ),
  zoneAddendum: webhook(
    'Information the person added later to a declaration already handed over',
    'Sent with ZONE_DELIVERY=webhook once the addition has reached the desk, and only after its ' +
      'declaration (`zoneHandover`) was delivered.',
    "`<declaration id>/<addendum id>`: the declaration's and the addition's ids",
    ZoneAddendumDocumentSchema,
  ),
};
