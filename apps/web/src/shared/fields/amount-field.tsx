import { AmountSchema, formatAmount, parseAmount } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { schemaMessage } from './field-message.ts';
import { type CommonFieldProps, TextField } from './text-field.tsx';

export interface AmountFieldProps extends Omit<CommonFieldProps, 'label'> {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly label?: CommonFieldProps['label'];
}

/** On leaving: 1234.5 or 1234,5 becomes "1 234,50 €" (spec §5); what cannot be read stays as typed. */
export function normalizeAmountInput(trimmed: string): string {
  const amount = parseAmount(trimmed);
  return amount === undefined ? trimmed : formatAmount(amount);
}

/**
 * An amount in euro, typed with a decimal comma or dot, shown with 2 decimals, spaces between
 * thousands and the euro sign once the field is left (spec §5). The form reads it with parseAmount.
 */
export function AmountField({ label, hint, ...props }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={label ?? t('fields.amount')}
      hint={hint ?? t('fields.amount_hint')}
      normalize={normalizeAmountInput}
      rule={(value) => schemaMessage(AmountSchema, value)}
      inputMode="decimal"
      autoComplete="off"
      inputClassName="field__input--medium field__input--number"
    />
  );
}
