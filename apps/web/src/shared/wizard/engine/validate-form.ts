import { DeclarationSchema, type FieldError, fieldErrorsOf, type RegisteredForm } from '@pow/domain';
import { type FormValues, payloadOf, valueIssues } from './form-values.ts';

/**
 * Every issue of a form's values: the shared schema on the payload they make, and what the fields check
 * beside it. A chunk of its own with zod and the schemas, fetched after the wizard's first paint
 * (decision 034).
 */
export function validateForm(definition: RegisteredForm, values: FormValues): FieldError[] {
  return [
    ...fieldErrorsOf(DeclarationSchema, payloadOf(definition, values, [])),
    ...valueIssues(definition, values),
  ];
}
