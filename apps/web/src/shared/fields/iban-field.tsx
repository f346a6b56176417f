import { IBAN_STOLEN_AMOUNT_MASK, IBAN_VICTIM_MASK, IbanSchema, maskIban } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { schemaMessage } from './field-message.ts';
import { type CommonFieldProps, TextField } from './text-field.tsx';

export interface IbanFieldProps extends Omit<CommonFieldProps, 'label'> {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly label?: CommonFieldProps['label'];
  /** Spec §5: the victim's account has the shorter mask, a stolen amount's account the longer one. */
  readonly variant?: 'victim' | 'stolen-amount';
}

/** An IBAN in blocks of four, letters in capitals, checked by the rule of spec §5 (require_iban_format). */
export function IbanField({ variant = 'victim', label, hint, ...props }: IbanFieldProps) {
  const { t } = useTranslation();
  const mask = variant === 'stolen-amount' ? IBAN_STOLEN_AMOUNT_MASK : IBAN_VICTIM_MASK;
  return (
    <TextField
      {...props}
      label={label ?? t('fields.iban')}
      hint={hint ?? t('fields.iban_hint')}
      format={(typed) => maskIban(typed, mask)}
      rule={(value) => schemaMessage(IbanSchema, value)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputClassName="field__input--number"
    />
  );
}
