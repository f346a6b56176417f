import { isDateOnOrAfter } from '@pow/domain';
import { MomentFields } from '../../../declaration-steps/fact-fields.tsx';
import { DateField } from '../../../fields/date-field.tsx';
import type { FieldMessage } from '../../../fields/field-message.ts';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import { stepCode } from '../../step-code.ts';
import type { FieldKind, FieldViewProps } from '../field-kind.ts';

/**
 * When a fact that may be repeated happened (issue 33), as typed: once (a date and an hour, as every
 * form asks them) or over a period, from one date to another. Each way keeps what was typed for it.
 */
export interface MomentOrPeriodDraft {
  readonly span: 'once' | 'period';
  readonly date: string;
  readonly time: string;
  readonly start_date: string;
  readonly end_date: string;
}

const SPANS = ['once', 'period'] as const;

/**
 * Threats or harassment (the person form): its moment, or the period it went on, in the fact
 * (`datetime` or `period`); the schema checks both the same way on the server (createFactPeriodSchema).
 */
export function MomentOrPeriodView({ value, onChange, errorAt, text }: FieldViewProps<MomentOrPeriodDraft>) {
  const set = (change: Partial<MomentOrPeriodDraft>) => onChange((current) => ({ ...current, ...change }));
  // require_date_must_be_after_or_equal names the other field: the start, in words.
  const startNamed = (message: FieldMessage | undefined): FieldMessage | undefined =>
    message?.key === 'require_date_must_be_after_or_equal'
      ? { key: message.key, params: { ...message.params, field: text('start_name') } }
      : message;
  return (
    <>
      <RadioGroup<MomentOrPeriodDraft['span']>
        legend={text('legend')}
        required
        options={SPANS.map((span) => ({
          value: span,
          label: text(span),
          hint: span === 'period' ? text('period_hint') : undefined,
        }))}
        value={value.span}
        onValueChange={(span) => set({ span })}
        testId="fact-span"
      />
      {value.span === 'once' ? (
        <MomentFields
          dateLabel={text('date')}
          timeLabel={text('time')}
          timeHint={text('time_hint')}
          date={value.date}
          time={value.time}
          onDate={(date) => set({ date })}
          onTime={(time) => set({ time })}
          at={['datetime']}
          errorAt={errorAt}
        />
      ) : (
        <div className="field-row">
          <DateField
            label={text('start_date')}
            required
            notInFuture
            value={value.start_date}
            onValueChange={(start_date) => set({ start_date })}
            error={errorAt(['period', 'start_date'])}
            testId="fact-period-start"
          />
          <DateField
            label={text('end_date')}
            hint={text('end_date_hint')}
            required
            notInFuture
            value={value.end_date}
            onValueChange={(end_date) => set({ end_date })}
            rule={(typed) =>
              isDateOnOrAfter(typed, value.start_date.trim())
                ? undefined
                : startNamed({ key: 'require_date_must_be_after_or_equal' })
            }
            error={startNamed(errorAt(['period', 'end_date']))}
            testId="fact-period-end"
          />
        </div>
      )}
    </>
  );
}

/** The kind (a late one: this chunk is fetched with the form that uses it, `lateKind`). */
export const kind: FieldKind<MomentOrPeriodDraft> = {
  initial: () => ({ span: 'once', date: '', time: '', start_date: '', end_date: '' }),
  answer: (value) =>
    value.span === 'period'
      ? { period: { start_date: value.start_date, end_date: value.end_date } }
      : { datetime: { date: value.date, time: value.time } },
  View: stepCode(() => Promise.resolve(MomentOrPeriodView)),
};
