import { PositiveIntegerSchema } from '@pow/domain';
import type { FieldMessage } from '../../../fields/field-message.ts';
import { schemaMessage } from '../../../fields/field-message.ts';
import { TextField } from '../../../fields/text-field.tsx';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';

/** A size (length, width, height) in whole centimetres, optional (spec §3, §5 positive integer). */
export function SizeField({
  label,
  value,
  onValueChange,
  error,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: FieldMessage | undefined;
  readonly testId: string;
}) {
  const { t, ready } = usePageTexts('degradation-steps');
  if (!ready) return null;
  return (
    <TextField
      label={label}
      hint={t('objects.size_hint')}
      inputMode="numeric"
      autoComplete="off"
      inputClassName="field__input--medium field__input--number"
      maxLength={9}
      value={value}
      onValueChange={onValueChange}
      rule={(typed) => schemaMessage(PositiveIntegerSchema, typed)}
      error={error}
      testId={testId}
    />
  );
}
