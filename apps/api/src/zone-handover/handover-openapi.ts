import type { SwaggerOptions } from '@fastify/swagger';
import { ZONE_HANDOVER_HEADERS, ZoneHandoverDocumentSchema } from '@pow/contracts/zone-handover';
import { z } from 'zod';

/** The `webhooks` of an OpenAPI 3.1 document, as @fastify/swagger takes them. */
type OpenApi = NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>['openapi']>;
type Webhooks = NonNullable<Extract<OpenApi, { webhooks?: unknown }>['webhooks']>;

// An object schema (JSON Schema 2020-12, OpenAPI 3.1's dialect); zod's type leaves `type` open.
const documentSchema = z.toJSONSchema(ZoneHandoverDocumentSchema, { target: 'draft-2020-12' }) as {
  type: 'object';
};

const header = (name: string, description: string, type: 'string' | 'integer' = 'string') => ({
  in: 'header' as const,
  name,
  required: true,
  description,
  schema: { type },
});

/**
 * The hand-over as an OpenAPI 3.1 webhook: what the portal POSTs to ZONE_WEBHOOK_URL, so that the
 * receiving side is built from the same document as the API (decision 028).
 */
export const handoverWebhooks: Webhooks = {
  zoneHandover: {
    post: {
      summary: 'A declaration handed to the police information system of its zone',
      description:
        'Sent with ZONE_DELIVERY=webhook once the declaration has reached its zone (its desk shows it as well). ' +
        'Verify the signature before anything else: `sha256=` and the hex HMAC-SHA256, keyed with ' +
        'ZONE_WEBHOOK_SECRET, of `<X-Portal-Timestamp>.<body as received>`; refuse an old timestamp. ' +
        'Answer 2xx once the document is kept. Any other answer, a redirect or no answer within 30 s is ' +
        'retried with growing delays (2 s, 4 s… then hourly, 20 retries), with the same Idempotency-Key: ' +
        'keep a document once per key.',
      parameters: [
        header(ZONE_HANDOVER_HEADERS.timestamp, 'Unix time, in seconds, of the signature', 'integer'),
        header(ZONE_HANDOVER_HEADERS.signature, '`sha256=<hex>`'),
        header(ZONE_HANDOVER_HEADERS.idempotencyKey, "The declaration's id"),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: documentSchema },
        },
      },
      responses: {
        '2XX': { description: 'Kept: the portal marks the declaration delivered.' },
        default: { description: 'Not kept: the portal tries again later.' },
      },
    },
  },
};
