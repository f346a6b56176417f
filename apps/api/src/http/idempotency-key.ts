import { randomUUID } from 'node:crypto';
import { IdempotencyKeySchema } from '@pow/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * The request's `Idempotency-Key`: a new one when it sends none (nothing to retry then), refused with 400
 * error_invalid_request when it sends one outside 8–100 characters. Ignoring a bad key would let a
 * client that believes it retries file the same declaration twice.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const sent = request.headers['idempotency-key'];
  if (sent === undefined) return randomUUID();
  const key = IdempotencyKeySchema.safeParse(sent);
  if (!key.success) throw new HttpError(400, 'error_invalid_request', undefined, ['Idempotency-Key']);
  return key.data;
}
