import { z } from 'zod';
import type { RegisteredPayload } from '../forms/registry.ts';
import { createDegradationDeclarationSchema } from './degradation.ts';
import { createPersonDeclarationSchema } from './person-form.ts';
import { createPhishingDeclarationSchema, createPhishingOfficerDeclarationSchema } from './phishing.ts';
import type { Clock } from './rules.ts';

/** A form's payload schema as of a moment (the rules on dates read the clock): a form folder's `schema.ts`. */
export type PayloadSchema = (now: Clock) => z.ZodType;

/**
 * The schemas of the forms older than the form folders, kept beside the other payloads (phishing's is
 * shared by the citizen's and the officer's form, degradation's by the damage and cable forms). A form
 * made by `npm run new-form` keeps its own in its folder (decision 051).
 */
export const BUILT_IN_SCHEMAS: readonly PayloadSchema[] = [
  createPhishingDeclarationSchema,
  createPhishingOfficerDeclarationSchema,
  createDegradationDeclarationSchema,
  createPersonDeclarationSchema,
];

/**
 * One schema for every declaration, discriminated by `form` (then degradation's `category`), from the
 * built-in schemas and the form folders' own.
 */
export function declarationUnion(
  folders: readonly PayloadSchema[],
  now: Clock,
): z.ZodType<RegisteredPayload> {
  const options = [...BUILT_IN_SCHEMAS, ...folders].map((schema) => schema(now)) as unknown as [
    z.core.$ZodTypeDiscriminable,
    ...z.core.$ZodTypeDiscriminable[],
  ];
  return z.discriminatedUnion('form', options, {
    error: 'required_field',
  }) as unknown as z.ZodType<RegisteredPayload>;
}
