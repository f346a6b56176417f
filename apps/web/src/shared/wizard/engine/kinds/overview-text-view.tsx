import { FACT_DESCRIPTION_MAX } from '@pow/domain';
import { TextAreaField } from '../../../form-parts/text-area-field.tsx';
import type { FieldViewProps } from '../field-kind.ts';

/** The declaration summed up in a sentence or two (spec §3, §5: the phishing overview text, required). */
export function OverviewTextView({ value, onChange, errorAt, text }: FieldViewProps<string>) {
  return (
    <TextAreaField
      label={text('label')}
      hint={text('hint')}
      required
      max={FACT_DESCRIPTION_MAX}
      rows={3}
      value={value}
      onValueChange={(typed) => onChange(() => typed)}
      error={errorAt([]) ?? (value.trim() === '' ? { key: 'required_field' } : undefined)}
      testId="overview-text"
    />
  );
}
