import { z } from 'zod';

/** Every error answer of the API: `{ error: { key } }`, the key being a message key of spec §8. */
export const ApiErrorSchema = z.object({
  error: z.object({
    key: z.string(),
    path: z.array(z.union([z.string(), z.number()])).optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ApiErrorAnswer = z.infer<typeof ApiErrorSchema>;

/** Wraps a payload schema in the `{ data }` envelope of every successful answer. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** The answer of a call that only says it went well (contact, feedback, debug report). */
export const OkAnswerSchema = dataEnvelope(z.object({ ok: z.literal(true) }));
