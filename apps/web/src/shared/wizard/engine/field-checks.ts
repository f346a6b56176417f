import type { FieldKindName } from '@pow/domain';
import type { AnyFieldChecks } from './field-kind.ts';
import { authorContactsChecks } from './kinds/author-contact-checks.ts';

/**
 * The checks of the kinds that need the shared schemas (FieldChecks): imported by the validation's chunk
 * alone, so that zod stays off a wizard's first load (decision 034).
 */
export const FIELD_CHECKS: { readonly [K in FieldKindName]?: AnyFieldChecks } = {
  'author-contacts': authorContactsChecks,
};
