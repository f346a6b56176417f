import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import { hasSuspiciousAddress } from './passed-on-drafts.ts';

/** Whether Safeonweb may have the author's addresses (default no); nothing while none is listed. */
export function TakedownConsentView({ value, onChange, errorAt, text, form }: FieldViewProps<'yes' | 'no'>) {
  if (!hasSuspiciousAddress(form.answer)) return null;
  return (
    <RadioGroup<'yes' | 'no'>
      legend={text('legend')}
      hint={text('hint')}
      options={[
        { value: 'yes', label: text('yes') },
        { value: 'no', label: text('no') },
      ]}
      value={value}
      onValueChange={(chosen) => onChange(() => chosen)}
      error={errorAt([])}
      testId="takedown-consent"
    />
  );
}
