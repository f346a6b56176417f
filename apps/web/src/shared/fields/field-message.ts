import type { MessageParams } from '@pow/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A message to show at a field: a message key of spec §5/§8 (or a `fields.*` key of the catalogue) and
 * the values it interpolates. A FieldError of @pow/domain (toFieldError of a zod issue) is one.
 */
export interface FieldMessage {
  readonly key: string;
  readonly params?: MessageParams | undefined;
}

/** The first issue of a zod schema (or undefined when the value passes), as a FieldMessage. */
export function schemaMessage(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } } },
  value: unknown,
  path: readonly (string | number)[] = [],
): FieldMessage | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error?.issues.find((candidate) =>
    path.every((part, index) => candidate.path[index] === part),
  );
  if (!issue) return undefined;
  const params = issue.code === 'custom' ? (issue as { params?: MessageParams }).params : undefined;
  return params ? { key: issue.message, params } : { key: issue.message };
}

interface SchemaIssue {
  readonly code: string;
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

/**
 * The text of a message in the interface language. A key the catalogue does not know (an API that is
 * newer than this app) is shown as the generic error rather than as a raw key. A `field` parameter
 * names another field (require_date_must_be_after_or_equal): its label is used when `fields.<name>` exists.
 */
export function messageText(t: TFunction, exists: (key: string) => boolean, message: FieldMessage): string {
  const params: Record<string, string | number> = { ...message.params };
  const other = params.field;
  if (typeof other === 'string' && exists(`fields.${other}`)) params.field = translate(t, `fields.${other}`);
  return translate(t, exists(message.key) ? message.key : 'error_occured', params);
}

/** i18next's typed `t` only takes literal keys; message keys arrive as data. */
function translate(t: TFunction, key: string, params?: Record<string, string | number>): string {
  return (t as unknown as (key: string, options?: object) => string)(key, params);
}

/** A function that turns a FieldMessage into text, following the interface language. */
export function useMessageText(): (message: FieldMessage) => string {
  const { t, i18n } = useTranslation();
  return (message) => messageText(t, (key) => i18n.exists(key), message);
}
