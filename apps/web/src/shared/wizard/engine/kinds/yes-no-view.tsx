import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import type { FieldViewProps } from '../field-kind.ts';

/** The question (`legend`, `hint`) answered `yes` or `no`; the field's `id` names its elements. */
export function YesNoView({ value, onChange, errorAt, text, field }: FieldViewProps<'' | 'yes' | 'no'>) {
  return (
    <RadioGroup<'yes' | 'no'>
      legend={text('legend')}
      hint={text('hint')}
      required={field.optional !== true}
      options={[
        { value: 'yes', label: text('yes') },
        { value: 'no', label: text('no') },
      ]}
      value={value}
      onValueChange={(chosen) => onChange(() => chosen)}
      error={errorAt([])}
      testId={field.id ?? field.at.replaceAll('.', '-')}
    />
  );
}
