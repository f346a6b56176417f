import { maskPhoneNumber, PhoneNumberSchema } from '@pow/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES_ERROR_KEY, useCountries } from '../reference/use-countries.ts';
import { type FieldMessage, schemaMessage } from './field-message.ts';
import type { SelectOption } from './filter-options.ts';
import type { PhoneValue } from './phone-value.ts';
import { SELECT_LIMIT_COUNTRIES, SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

/**
 * The number as the mask of spec §5 writes it (0### ## ## ## ##). A number pasted in international
 * form (+32 470…, 0032 470…) loses its calling code first, which the country list already holds.
 */
export function maskNationalNumber(typed: string, indicator: string): string {
  const compact = typed.replace(/[\s./()-]/g, '');
  const international = new RegExp(`^(?:\\+|00)${indicator}`);
  return maskPhoneNumber(
    indicator && international.test(compact) ? compact.replace(international, '') : typed,
  );
}

export interface PhoneFieldProps {
  readonly value: PhoneValue;
  readonly onChange: (value: PhoneValue) => void;
  /** The fieldset's legend; 'Phone number' by default. */
  readonly label?: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  /** A message decided outside, for the number. */
  readonly error?: FieldMessage | undefined;
  /** The person's own number, which the browser may fill in (WCAG 1.3.5); never a victim's or a scammer's. */
  readonly own?: boolean;
  readonly testId?: string;
}

/** A country calling code (default 32, spec §5) chosen among the countries, and the number. */
export function PhoneField({
  value,
  onChange,
  label,
  hint,
  required = false,
  error,
  own = false,
  testId = 'phone',
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  // Several countries share a code (+1, +7, +44): the list remembers which one was picked.
  const [picked, setPicked] = useState<string | undefined>();

  const options = useMemo<SelectOption[]>(() => {
    const list = countries.data ?? [];
    if (list.length === 0 && value.indicator) {
      return [{ value: `+${value.indicator}`, label: `+${value.indicator}` }];
    }
    return list.map((country) => ({
      value: country.tkey,
      label: `${country.name} (+${country.prefix})`,
      keywords: `+${country.prefix} ${country.prefix}`,
    }));
  }, [countries.data, value.indicator]);

  const prefixOf = (key: string | undefined) =>
    countries.data?.find((country) => country.tkey === key)?.prefix ?? key?.replace(/^\+/, '') ?? '';
  const chosen =
    picked !== undefined && prefixOf(picked) === value.indicator
      ? picked
      : (countries.data?.find((country) => country.prefix === value.indicator)?.tkey ??
        (value.indicator ? `+${value.indicator}` : undefined));

  return (
    <fieldset className="fieldset" data-testid={testId}>
      <legend className="fieldset__legend">{label ?? t('fields.phone')}</legend>
      <div className="field-row">
        <SelectField
          label={t('fields.phone_country')}
          options={options}
          value={chosen}
          onValueChange={(key) => {
            setPicked(key);
            onChange({ ...value, indicator: key ? prefixOf(key) : '' });
          }}
          limit={SELECT_LIMIT_COUNTRIES}
          required
          loading={countries.isPending}
          loadError={countries.isError ? t(COUNTRIES_ERROR_KEY) : undefined}
          onRetry={() => void countries.refetch()}
          inputClassName="field__input--medium"
          testId={`${testId}-country`}
        />
        <TextField
          label={t('fields.phone_number')}
          hint={hint ?? t('fields.phone_hint')}
          required={required}
          value={value.number}
          onValueChange={(number) =>
            onChange({ ...value, number: maskNationalNumber(number, value.indicator) })
          }
          type="tel"
          inputMode="tel"
          autoComplete={own ? 'tel-national' : 'off'}
          inputClassName="field__input--medium field__input--number"
          rule={(number) =>
            schemaMessage(PhoneNumberSchema, { indicator: value.indicator, number }, ['number'])
          }
          error={error}
          className="field--grow"
          testId={`${testId}-number`}
        />
      </div>
    </fieldset>
  );
}
