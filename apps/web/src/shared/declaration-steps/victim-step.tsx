import type { DeclareFor } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { AddressPicker } from '../fields/address-picker.tsx';
import { DateField } from '../fields/date-field.tsx';
import type { FieldMessage } from '../fields/field-message.ts';
import { CHOOSE_ENTERPRISE, OrganisationSearch } from '../fields/organisation-search.tsx';
import { PhoneField } from '../fields/phone-field.tsx';
import { SELECT_LIMIT_COUNTRIES, SelectField } from '../fields/select-field.tsx';
import { TextField } from '../fields/text-field.tsx';
import { RadioGroup } from '../form-parts/radio-group.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { COUNTRIES_ERROR_KEY, useCountries } from '../reference/use-countries.ts';
import { addressErrors, useAddressLine } from './address.ts';
import { chooseVictim, type OtherPersonDraft, type VictimDraft } from './victim-draft.ts';

type Path = readonly (string | number)[];

export interface VictimStepProps {
  readonly value: VictimDraft;
  readonly onChange: (value: VictimDraft) => void;
  /** Errors relative to the payload's victim. */
  readonly errorAt: (path: Path) => FieldMessage | undefined;
  /** The choices offered (cable damage: only an organisation, spec §2). */
  readonly choices?: readonly DeclareFor[];
}

/** The victim step of the phishing and damage forms: for whom the declaration is made. */
export function VictimStep({
  value,
  onChange,
  errorAt,
  choices = ['me', 'someone-else', 'organisation'],
}: VictimStepProps) {
  const { t, ready } = usePageTexts('declaration-steps');
  const { t: tMain } = useTranslation();
  const sayAddress = useAddressLine();
  const countries = useCountries();
  if (!ready) return null;
  const person = value.person;
  const setPerson =
    <K extends keyof OtherPersonDraft>(key: K) =>
    (next: OtherPersonDraft[K]) =>
      onChange({ ...value, person: { ...person, [key]: next } });
  const labels: Record<DeclareFor, { label: string; hint?: string }> = {
    me: { label: t('victim.me') },
    'someone-else': { label: t('victim.someone_else'), hint: t('victim.someone_else_hint') },
    organisation: { label: t('victim.organisation'), hint: t('victim.organisation_hint') },
  };

  return (
    <>
      {choices.length > 1 ? (
        <RadioGroup<DeclareFor>
          legend={t('victim.legend')}
          required
          options={choices.map((choice) => ({ value: choice, ...labels[choice] }))}
          value={value.declare_for}
          onValueChange={(choice) => {
            if (choice !== value.declare_for) onChange(chooseVictim(choice));
          }}
          error={errorAt(['declare_for'])}
          testId="victim-declare-for"
        />
      ) : (
        <p>{t('victim.organisation_only')}</p>
      )}

      {value.declare_for === 'someone-else' && (
        <section aria-labelledby="victim-person-title">
          <h3 id="victim-person-title">{t('victim.person_title')}</h3>
          <TextField
            label={t('victim.firstname')}
            required
            autoComplete="off"
            value={person.firstname}
            onValueChange={setPerson('firstname')}
            error={errorAt(['firstname'])}
            testId="victim-firstname"
          />
          <TextField
            label={t('victim.lastname')}
            required
            autoComplete="off"
            value={person.lastname}
            onValueChange={setPerson('lastname')}
            error={errorAt(['lastname'])}
            testId="victim-lastname"
          />
          <DateField
            label={t('victim.birth_date')}
            notInFuture
            value={person.birth_date}
            onValueChange={setPerson('birth_date')}
            error={errorAt(['birth_date'])}
            testId="victim-birth-date"
          />
          <SelectField
            label={t('victim.nationality')}
            required
            options={(countries.data ?? []).map((country) => ({
              value: country.tkey,
              label: country.nationality || country.name,
            }))}
            value={person.nationality}
            onValueChange={(next) => setPerson('nationality')(next ?? '')}
            limit={SELECT_LIMIT_COUNTRIES}
            loading={countries.isPending}
            loadError={countries.isError ? tMain(COUNTRIES_ERROR_KEY) : undefined}
            onRetry={() => void countries.refetch()}
            error={errorAt(['nationality'])}
            testId="victim-nationality"
          />
          <AddressPicker
            legend={t('victim.address')}
            value={person.address}
            onChange={setPerson('address')}
            errors={addressErrors(errorAt, ['address'])}
            testId="victim-address"
          />
          <p>{t('victim.reach')}</p>
          <TextField
            label={t('victim.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={person.email}
            onValueChange={setPerson('email')}
            error={errorAt(['email'])}
            testId="victim-email"
          />
          <PhoneField
            label={t('victim.phone')}
            value={person.phone_number}
            onChange={setPerson('phone_number')}
            error={errorAt(['phone_number'])}
            testId="victim-phone"
          />
        </section>
      )}

      {value.declare_for === 'organisation' && (
        <section aria-labelledby="victim-organisation-title">
          <h3 id="victim-organisation-title">{t('victim.organisation_title')}</h3>
          <OrganisationSearch
            value={value.organisation?.number}
            onSelect={(organisation) => onChange({ ...value, organisation })}
            error={value.organisation ? errorAt(['address']) : errorAt(['name']) && CHOOSE_ENTERPRISE}
            testId="victim-organisation"
          />
          {value.organisation && (
            <dl className="overview-list" data-testid="victim-organisation-summary">
              <dt>{t('victim.organisation_chosen')}</dt>
              <dd>
                {value.organisation.name} ({value.organisation.legal_form})
              </dd>
              <dt>{t('victim.organisation_number')}</dt>
              <dd>{value.organisation.number}</dd>
              <dt>{t('victim.organisation_address')}</dt>
              <dd>{sayAddress(value.organisation.address, value.organisation.address.municipality)}</dd>
            </dl>
          )}
        </section>
      )}
    </>
  );
}
