import type { SwaggerOptions } from '@fastify/swagger';
import { BankFraudNoticeSchema } from '@pow/contracts';
import { ZONE_HANDOVER_HEADERS } from '@pow/contracts/zone-handover';
import { z } from 'zod';
import { BANK_FRAUD_NOTICE_DOCUMENT } from './passed-on-jobs.ts';

type OpenApi = NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>['openapi']>;
type Webhooks = NonNullable<Extract<OpenApi, { webhooks?: unknown }>['webhooks']>;

const header = (name: string, description: string, type: 'string' | 'integer' = 'string') => ({
  in: 'header' as const,
  name,
  required: true,
  description,
  schema: { type },
});

/**
 * The notice a bank's fraud desk receives as an OpenAPI 3.1 webhook (decision 048), so that a bank
 * builds its receiver from the same document as the API.
 */
export const bankNoticeWebhooks: Webhooks = {
  [BANK_FRAUD_NOTICE_DOCUMENT]: {
    post: {
      summary: "A victim's transfers, passed at once to a bank's fraud desk with the victim's consent",
      description:
        'Sent when a phishing declaration is accepted whose victim said yes: to the desk of the BIC in ' +
        "BANK_FRAUD_DESKS, else to its default desk (every foreign account, with its country). The victim's " +
        'bank gets every transfer, a receiving bank those to its accounts. Verify the signature first: the ' +
        'hex HMAC-SHA256 of `<X-Portal-Timestamp>.<body as received>`, keyed with the secret of the key ' +
        '`kid` names (BANK_FRAUD_SECRETS: the first signs); refuse an old timestamp. Answer 2xx once kept; ' +
        'any other answer, a redirect or no answer within 30 s is retried with growing delays ' +
        '(BANK_FRAUD_RETRY_LIMIT, BANK_FRAUD_RETRY_DELAY) with the same Idempotency-Key: keep a notice once.',
      parameters: [
        header(ZONE_HANDOVER_HEADERS.timestamp, 'Unix time, in seconds, of the signature', 'integer'),
        header(ZONE_HANDOVER_HEADERS.signature, '`kid=<key id>,sha256=<hex>`'),
        header(ZONE_HANDOVER_HEADERS.idempotencyKey, "The notice's id (`notice`)"),
        header(ZONE_HANDOVER_HEADERS.document, `\`${BANK_FRAUD_NOTICE_DOCUMENT}\``),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: z.toJSONSchema(BankFraudNoticeSchema, { target: 'draft-2020-12' }) as { type: 'object' },
          },
        },
      },
      responses: {
        '2XX': { description: 'Kept: the portal says the bank received it.' },
        default: { description: 'Not kept: the portal tries again later.' },
      },
    },
  },
};
