import { TimeSchema } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { normalizeTimeInput } from './date-time-input.ts';
import { schemaMessage } from './field-message.ts';
import { type FieldRule, firstOf } from './rules.ts';
import { type CommonFieldProps, TextField } from './text-field.tsx';

export interface TimeFieldProps extends CommonFieldProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** A further rule (not in the future with its date, later than another time): see @pow/domain. */
  readonly rule?: FieldRule;
}

/** A time typed as hh:mm (spec §5; hh:mm:ss is accepted too). 1430, 14.30 and 14u30 become 14:30. */
export function TimeField({ rule, hint, ...props }: TimeFieldProps) {
  const { t } = useTranslation();
  const own: FieldRule = (value) => schemaMessage(TimeSchema, value);
  return (
    <TextField
      {...props}
      hint={
        <>
          {hint && <>{hint} </>}
          {t('fields.time_hint')}
        </>
      }
      rule={firstOf(own, rule)}
      normalize={normalizeTimeInput}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      inputClassName="field__input--short field__input--number"
    />
  );
}
