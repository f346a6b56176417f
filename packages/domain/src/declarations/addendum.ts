import { z } from 'zod';
import { FactDescriptionSchema } from '../validation/text.ts';
import { AttachmentsSchema } from './common.ts';

/**
 * Information the owner adds to a declaration already sent (issue 17): a text under the rules of a fact's
 * description (5–2000 characters, trimmed) and files under the upload rules of the forms, the 10 MB and
 * the number of files counted per addition.
 */
export const AddendumSchema = z.object(
  { text: FactDescriptionSchema, attachments: AttachmentsSchema },
  { error: 'required_field' },
);
export type Addendum = z.output<typeof AddendumSchema>;
export type AddendumInput = z.input<typeof AddendumSchema>;
