import { MomentFields } from '../../../declaration-steps/fact-fields.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import type { MomentDraft } from './fact-drafts.ts';

export function LastSeenView({ value, onChange, errorAt, text, field }: FieldViewProps<MomentDraft>) {
  return (
    <MomentFields
      dateLabel={text('date')}
      dateHint={text('date_hint')}
      timeLabel={text('time')}
      timeHint={text('time_hint')}
      required={field.optional !== true}
      date={value.date}
      time={value.time}
      onDate={(date) => onChange((current) => ({ ...current, date }))}
      onTime={(time) => onChange((current) => ({ ...current, time }))}
      at={[]}
      errorAt={errorAt}
      testId="fact-last-seen"
    />
  );
}
