import { MomentFields } from '../../../declaration-steps/fact-fields.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import type { MomentDraft } from './fact-drafts.ts';

export function MomentView({ value, onChange, errorAt, text }: FieldViewProps<MomentDraft>) {
  return (
    <MomentFields
      dateLabel={text('date')}
      timeLabel={text('time')}
      timeHint={text('time_hint')}
      date={value.date}
      time={value.time}
      onDate={(date) => onChange((current) => ({ ...current, date }))}
      onTime={(time) => onChange((current) => ({ ...current, time }))}
      at={[]}
      errorAt={errorAt}
    />
  );
}
