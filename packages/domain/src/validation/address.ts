import { z } from 'zod';
import { RequiredPositiveIntegerSchema } from './positive-integer.ts';
import { optionalField, RequiredTextSchema } from './text.ts';

/** Spec §5: municipality (its key), street and number required, number greater than 0, box optional. */
export const AddressSchema = z.object(
  {
    municipality: RequiredTextSchema,
    post_code: optionalField(z.string()),
    street: RequiredTextSchema,
    number: RequiredPositiveIntegerSchema,
    box: optionalField(z.string()),
  },
  { error: 'required_field' },
);
export type Address = z.infer<typeof AddressSchema>;

type AddressDraft = { municipality?: unknown; street?: string; number?: string; box?: string };

/**
 * Spec §5: choosing another municipality clears street, number and box, which belonged to the old one.
 * They become empty strings, not undefined, so form inputs stay controlled.
 */
export function changeMunicipality<A extends AddressDraft>(address: A, municipality: A['municipality']): A {
  return { ...address, municipality, street: '', number: '', box: '' };
}

export function isValidAddress(address: unknown): boolean {
  return AddressSchema.safeParse(address).success;
}
