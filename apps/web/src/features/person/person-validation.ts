import { type FieldError, fieldErrorsOf, PersonDeclarationSchema } from '@pow/domain';
import { contactIssues } from '../../shared/declaration-steps/contact-draft.ts';
import { type PersonValues, personPayload } from './person-values.ts';

/**
 * Every issue of the values: the shared schema on the payload, plus the e-mail confirmation. A chunk of
 * its own with zod and the schemas, fetched after the wizard's first paint (decision 034).
 */
export function validatePerson(values: PersonValues): FieldError[] {
  return [
    ...fieldErrorsOf(PersonDeclarationSchema, personPayload(values, [])),
    ...contactIssues(values.contact, ['declarant']),
  ];
}
