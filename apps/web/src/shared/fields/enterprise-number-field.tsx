import { EnterpriseNumberSchema, formatEnterpriseNumber } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { schemaMessage } from './field-message.ts';
import { type CommonFieldProps, TextField } from './text-field.tsx';

export interface EnterpriseNumberFieldProps extends Omit<CommonFieldProps, 'label'> {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly label?: CommonFieldProps['label'];
}

/** A Belgian enterprise number, written #.###.###.### as it is typed (spec §3, §5: 10 digits). */
export function EnterpriseNumberField({ label, hint, ...props }: EnterpriseNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={label ?? t('fields.enterprise_number')}
      hint={hint ?? t('fields.enterprise_number_hint')}
      format={formatEnterpriseNumber}
      rule={(value) => schemaMessage(EnterpriseNumberSchema, value)}
      inputMode="numeric"
      autoComplete="off"
      inputClassName="field__input--medium field__input--number"
    />
  );
}
