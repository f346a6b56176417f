import { FactDescriptionField } from '../../../declaration-steps/fact-fields.tsx';
import type { FieldViewProps } from '../field-kind.ts';

export function DescriptionView({ value, onChange, errorAt, text }: FieldViewProps<string>) {
  return (
    <FactDescriptionField
      label={text('label')}
      hint={text('hint')}
      value={value}
      onValueChange={(typed) => onChange(() => typed)}
      at={[]}
      errorAt={errorAt}
    />
  );
}
