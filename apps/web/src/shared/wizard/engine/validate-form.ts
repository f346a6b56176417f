import {
  declarationUnion,
  type FieldError,
  fieldErrorsOf,
  type PayloadSchema,
  type RegisteredForm,
} from '@pow/domain';
import { FIELD_CHECKS } from './field-checks.ts';
import { type FormValues, fieldsOf, payloadOf, valueIssues, withField } from './form-values.ts';

/** The payload schemas form folders keep (`forms/<id>/schema.ts`): the API checks with them too (declaration.ts). */
const SCHEMAS = import.meta.glob<PayloadSchema>('../../../../../../packages/domain/src/forms/*/schema.ts', {
  eager: true,
  import: 'createSchema',
});
const DECLARATION = declarationUnion(Object.values(SCHEMAS), () => new Date());

/**
 * Every issue of a form's values: the shared schema on the payload they make, and what the fields check
 * beside it. A chunk of its own with zod and the schemas, fetched after the wizard's first paint
 * (decision 034).
 */
export function validateForm(definition: RegisteredForm, values: FormValues): FieldError[] {
  return [
    ...fieldErrorsOf(DECLARATION, payloadOf(definition, values, [])),
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
