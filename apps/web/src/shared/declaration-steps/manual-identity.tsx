import { formatRrn, RrnSchema, rrnBirthDate } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { AddressPicker } from '../fields/address-picker.tsx';
import { schemaMessage } from '../fields/field-message.ts';
import { SELECT_LIMIT_COUNTRIES, SelectField } from '../fields/select-field.tsx';
import { TextField } from '../fields/text-field.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { COUNTRIES_ERROR_KEY, useCountries } from '../reference/use-countries.ts';
import { addressErrors, toDeclarationAddress } from './address.ts';
import type { DeclarantDraft, DeclarantStepProps } from './declarant-draft.ts';

// A chunk of its own (decision 034): the federal identity, the usual choice, is drawn without its fields,
// their rules and the country list; it comes after the first paint, or when manual is chosen.

/** Manual identification (spec §4): the rrn (its birth date shown back), names, nationality, address. */
export function ManualIdentity({ value, onChange, errorAt }: DeclarantStepProps) {
  const { t } = usePageTexts('declaration-steps');
  const { t: tMain } = useTranslation();
  const countries = useCountries();
  const set =
    <K extends keyof DeclarantDraft>(key: K) =>
    (next: DeclarantDraft[K]) =>
      onChange({ ...value, [key]: next });
  const birthDate = rrnBirthDate(value.rrn);
  return (
    <section aria-labelledby="declarant-manual-title">
      <h3 id="declarant-manual-title">{t('declarant.manual_title')}</h3>
      <TextField
        label={tMain('fields.rrn')}
        hint={tMain('fields.rrn_hint')}
        required
        value={value.rrn}
        onValueChange={set('rrn')}
        format={formatRrn}
        rule={(typed) => schemaMessage(RrnSchema, typed)}
        inputMode="numeric"
        autoComplete="off"
        inputClassName="field__input--medium field__input--number"
        error={errorAt(['rrn'])}
        after={
          <p className="field__notice" role="status">
            {birthDate ? t('declarant.birth_date_from_rrn', { date: birthDate }) : ''}
          </p>
        }
        testId="declarant-rrn"
      />
      <TextField
        label={t('declarant.firstname')}
        required
        autoComplete="given-name"
        value={value.firstname}
        onValueChange={set('firstname')}
        error={errorAt(['firstname'])}
        testId="declarant-firstname"
      />
      <TextField
        label={t('declarant.lastname')}
        required
        autoComplete="family-name"
        value={value.lastname}
        onValueChange={set('lastname')}
        error={errorAt(['lastname'])}
        testId="declarant-lastname"
      />
      <SelectField
        label={t('declarant.nationality')}
        required
        options={(countries.data ?? []).map((country) => ({
          value: country.tkey,
          label: country.nationality || country.name,
        }))}
        value={value.nationality}
        onValueChange={(next) => set('nationality')(next ?? '')}
        limit={SELECT_LIMIT_COUNTRIES}
        loading={countries.isPending}
        loadError={countries.isError ? tMain(COUNTRIES_ERROR_KEY) : undefined}
        onRetry={() => void countries.refetch()}
        error={errorAt(['nationality'])}
        testId="declarant-nationality"
      />
      <AddressPicker
        legend={t('declarant.home_address')}
        value={value.address}
        onChange={(address) => set('address')(toDeclarationAddress(address))}
        errors={addressErrors(errorAt, ['address'])}
        own
        testId="declarant-address"
      />
    </section>
  );
}
