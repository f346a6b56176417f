import { FACT_DESCRIPTION_MAX, FactDescriptionSchema } from '@pow/domain';
import { DateField } from '../fields/date-field.tsx';
import { type FieldMessage, schemaMessage } from '../fields/field-message.ts';
import { TimeField } from '../fields/time-field.tsx';
import { TextAreaField } from '../form-parts/text-area-field.tsx';

type Path = readonly (string | number)[];
type ErrorAt = (path: Path) => FieldMessage | undefined;

export interface MomentFieldsProps {
  readonly dateLabel: string;
  readonly timeLabel: string;
  /** Under the time: how to type it. */
  readonly timeHint: string;
  /** Under the date, e.g. what "last seen" means. */
  readonly dateHint?: string;
  readonly required?: boolean;
  readonly date: string;
  readonly time: string;
  readonly onDate: (date: string) => void;
  readonly onTime: (time: string) => void;
  /** Where the moment is in the payload (the fact's own moment unless said): its date and time are under it. */
  readonly at?: Path;
  readonly errorAt: ErrorAt;
  /** The fields' test ids are `<testId>-date` and `<testId>-time`. */
  readonly testId?: string;
}

/** A moment of the facts as every form asks it: a date (not in the future) and an hour. */
export function MomentFields(props: MomentFieldsProps) {
  const { required = true, at = ['fact', 'datetime'], errorAt, testId = 'fact' } = props;
  return (
    <>
      <DateField
        label={props.dateLabel}
        hint={props.dateHint}
        required={required}
        notInFuture
        value={props.date}
        onValueChange={props.onDate}
        error={errorAt([...at, 'date'])}
        testId={`${testId}-date`}
      />
      <TimeField
        label={props.timeLabel}
        hint={props.timeHint}
        required={required}
        value={props.time}
        onValueChange={props.onTime}
        error={errorAt([...at, 'time'])}
        testId={`${testId}-time`}
      />
    </>
  );
}

/** What happened, in the person's words (5 to 2000 characters), as every form asks it. */
export function FactDescriptionField(props: {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Where the description is in the payload (the fact's own unless said). */
  readonly at?: Path;
  readonly errorAt: ErrorAt;
}) {
  const { at = ['fact', 'description'] } = props;
  return (
    <TextAreaField
      label={props.label}
      hint={props.hint}
      required
      max={FACT_DESCRIPTION_MAX}
      rows={8}
      value={props.value}
      onValueChange={props.onValueChange}
      // The text area shows its message once left or after Next; its own rule is the schema's.
      error={props.errorAt(at) ?? schemaMessage(FactDescriptionSchema, props.value)}
      testId="fact-description"
    />
  );
}
