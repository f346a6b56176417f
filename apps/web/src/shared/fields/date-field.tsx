import { DateSchema, dateNotInFuture } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { CalendarButton } from './calendar/calendar-button.tsx';
import { normalizeDateInput } from './date-time-input.ts';
import { schemaMessage } from './field-message.ts';
import { type FieldRule, firstOf } from './rules.ts';
import { type CommonFieldProps, TextField } from './text-field.tsx';

export interface DateFieldProps extends CommonFieldProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Spec §5 require_date_not_in_future (fact dates, insurance start). */
  readonly notInFuture?: boolean;
  /** A further rule, e.g. on or after another date. */
  readonly rule?: FieldRule;
  readonly autoComplete?: 'bday' | 'off';
}

const notInFutureSchema = dateNotInFuture();

/**
 * A date typed as dd/mm/yyyy (spec §5). Typing comes first: a text input reads the same in every
 * browser and screen reader, the format is in the hint, and the numeric keypad opens on phones. The
 * calendar beside it (spec §9) fills in the same text, and offers only the days the field's rules allow.
 */
export function DateField({ notInFuture, rule, hint, autoComplete = 'off', ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const own: FieldRule = (value) => schemaMessage(notInFuture ? notInFutureSchema : DateSchema, value);
  const check = firstOf(own, rule);
  const editable = !props.disabled && !props.readOnly;
  return (
    <TextField
      {...props}
      className="field--date"
      hint={
        <>
          {hint && <>{hint} </>}
          {t('fields.date_hint')}
        </>
      }
      rule={check}
      normalize={normalizeDateInput}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={10}
      inputClassName="field__input--medium field__input--number"
      action={
        editable && (
          <CalendarButton
            label={props.label}
            value={props.value}
            allows={(date) => check(date) === undefined}
            onChoose={props.onValueChange}
            testId={props.testId && `${props.testId}-calendar`}
          />
        )
      }
    />
  );
}
