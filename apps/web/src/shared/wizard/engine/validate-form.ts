import { DeclarationSchema, type FieldError, fieldErrorsOf, type RegisteredForm } from '@pow/domain';
import { FIELD_CHECKS } from './field-checks.ts';
import { type FormValues, fieldsOf, payloadOf, valueIssues, withField } from './form-values.ts';

/**
 * Every issue of a form's values: the shared schema on the payload they make, and what the fields check
 * beside it. A chunk of its own with zod and the schemas, fetched after the wizard's first paint
 * (decision 034).
 */
export function validateForm(definition: RegisteredForm, values: FormValues): FieldError[] {
  return [
    ...fieldErrorsOf(DeclarationSchema, payloadOf(definition, values, [])),
    ...valueIssues(definition, values),
    ...fieldsOf(definition).flatMap(
      ({ field, key }) =>
        FIELD_CHECKS[field.kind]?.issues?.(values.fields[key], field.at === '' ? [] : field.at.split('.')) ??
        [],
    ),
  ];
}

/** The values as leaving `step` makes them (FieldChecks.onLeave: a pending author contact is added). */
export function leaveStep(definition: RegisteredForm, step: number, values: FormValues): FormValues {
  return fieldsOf(definition)
    .filter((placed) => placed.step === step)
    .reduce((next, { field, key }) => {
      const onLeave = FIELD_CHECKS[field.kind]?.onLeave;
      if (!onLeave) return next;
      const value = next.fields[key];
      const left = onLeave(value);
      return left === value ? next : withField(next, key, () => left);
    }, values);
}
