import { z } from 'zod';

/*
 * Request bodies that are only wire format. The bodies that carry what a person typed (declarations,
 * contact, feedback, registry searches) are the domain's schemas, shared with the forms.
 */

/** `v1/information/status`: the declaration asked about; an id that is not one is simply not found. */
export const StatusRequestSchema = z.object({ guid: z.uuid({ error: 'error_404' }) });
export type StatusRequest = z.infer<typeof StatusRequestSchema>;

/** The Idempotency-Key header of `v1/information/add`: a retry with the same key stores nothing new. */
export const IdempotencyKeySchema = z.string().trim().min(8).max(100);
