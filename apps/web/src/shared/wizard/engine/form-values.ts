import type { Condition, FieldError, FieldStep, FieldUse, RegisteredForm, SessionInfo } from '@pow/domain';
import type { AttachmentItem } from '../attachments/attachment-list.ts';
import type { AnyFieldKind } from './field-kind.ts';
import { FIELD_KINDS } from './kinds.ts';

/**
 * A form's values as typed: each field's own value under its key, plain JSON, kept as the tab's draft;
 * and whether the person asked to keep the draft when leaving by the quick exit.
 */
export interface FormValues {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly keep_draft?: boolean;
}

export interface PlacedField {
  readonly field: FieldUse;
  /** Its step's number, from 1. */
  readonly step: number;
  readonly key: string;
}

const isFieldStep = (step: RegisteredForm['steps'][number]): step is FieldStep => 'fields' in step;

/** A field's key in the values: its kind and path, unique in a form. */
export const fieldKey = (field: FieldUse) => `${field.kind}@${field.at}`;

/** Every field of the form, in the order of its steps. */
export function fieldsOf(definition: RegisteredForm): PlacedField[] {
  return definition.steps.flatMap((step, index) =>
    isFieldStep(step) ? step.fields.map((field) => ({ field, step: index + 1, key: fieldKey(field) })) : [],
  );
}

/** The value at a dotted path of a payload ('' is the payload itself). */
export function readAt(payload: unknown, path: string): unknown {
  if (path === '') return payload;
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      payload,
    );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The payload with `part` at `path`, merged into an object already there (two fields may share `declarant`). */
function putAt(
  payload: Record<string, unknown>,
  path: readonly string[],
  part: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return isRecord(part) ? { ...payload, ...part } : payload;
  const here = payload[head];
  if (rest.length === 0) {
    return { ...payload, [head]: isRecord(here) && isRecord(part) ? { ...here, ...part } : part };
  }
  return { ...payload, [head]: putAt(isRecord(here) ? here : {}, rest, part) };
}

export const holds = (condition: Condition | undefined, payload: unknown) =>
  condition === undefined || condition.is.includes(readAt(payload, condition.at));

/** A new form's values, the signed-in person's e-mail where a field starts with it. */
export function initialValues(definition: RegisteredForm, session: SessionInfo | undefined): FormValues {
  return {
    fields: Object.fromEntries(
      fieldsOf(definition).map(({ field, key }) => [key, kindOf(field).initial(session, field)]),
    ),
  };
}

const kindOf = (field: FieldUse): AnyFieldKind => FIELD_KINDS[field.kind];

/**
 * The body of `POST v1/information/add`: the form's fixed answers, then each field's answer at its path,
 * in the order of the steps, so that a field may read the answers of the fields before it. `readBack`:
 * the payload the review reads back, with what the server sets itself (AnswerContext).
 */
export function payloadOf(
  definition: RegisteredForm,
  values: FormValues,
  attachmentIds: readonly string[],
  readBack = false,
): Record<string, unknown> {
  let payload: Record<string, unknown> = { ...definition.page?.fixed };
  for (const { field, key } of fieldsOf(definition)) {
    if (!holds(field.when, payload)) continue;
    const answer = kindOf(field).answer(values.fields[key], {
      answer: (path: string) => readAt(payload, path),
      at: field.at,
      attachmentIds,
      readBack,
    });
    if (answer !== undefined) payload = putAt(payload, field.at === '' ? [] : field.at.split('.'), answer);
  }
  return payload;
}

/** The checks the payload cannot show (an e-mail typed twice), each at its payload path. */
export function valueIssues(definition: RegisteredForm, values: FormValues): FieldError[] {
  return fieldsOf(definition).flatMap(
    ({ field, key }) =>
      kindOf(field).issues?.(values.fields[key], field.at === '' ? [] : field.at.split('.')) ?? [],
  );
}

/** The field whose items Send uploads, if the form has one. */
export function attachmentsField(definition: RegisteredForm): PlacedField | undefined {
  return fieldsOf(definition).find(({ field }) => kindOf(field).attachments);
}

export function attachmentsOf(values: FormValues, field: PlacedField | undefined): readonly AttachmentItem[] {
  return field ? ((values.fields[field.key] as readonly AttachmentItem[] | undefined) ?? []) : [];
}

/** The values with each field that follows the others' answers in step with them (FieldKind.follow). */
export function followAnswers(definition: RegisteredForm, values: FormValues): FormValues {
  const following = fieldsOf(definition).filter(({ field }) => kindOf(field).follow);
  if (following.length === 0) return values;
  const payload = payloadOf(definition, values, []);
  return following.reduce((next, { field, key }) => {
    const value = next.fields[key];
    const followed = kindOf(field).follow?.(value, (path) => readAt(payload, path));
    return followed === value ? next : withField(next, key, () => followed);
  }, values);
}

/** The values with one field's value changed. */
export function withField(values: FormValues, key: string, change: (value: unknown) => unknown): FormValues {
  return { ...values, fields: { ...values.fields, [key]: change(values.fields[key]) } };
}
