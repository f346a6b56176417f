import type { Organisation, RegistryPerson } from '@pow/domain';
import { devFields } from '@pow/i18n/web/dev-fields.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddressDraft, EMPTY_ADDRESS } from '../shared/fields/address-draft.ts';
import { AddressPicker } from '../shared/fields/address-picker.tsx';
import { AmountField } from '../shared/fields/amount-field.tsx';
import { DateField } from '../shared/fields/date-field.tsx';
import { EnterpriseNumberField } from '../shared/fields/enterprise-number-field.tsx';
import { focusFirstInvalid, SubmitAttempt } from '../shared/fields/field.tsx';
import { IbanField } from '../shared/fields/iban-field.tsx';
import { OrganisationSearch } from '../shared/fields/organisation-search.tsx';
import { PhoneField } from '../shared/fields/phone-field.tsx';
import { EMPTY_PHONE, type PhoneValue } from '../shared/fields/phone-value.ts';
import { RrnField } from '../shared/fields/rrn-field.tsx';
import { SELECT_LIMIT_COUNTRIES, SelectField } from '../shared/fields/select-field.tsx';
import { TextField } from '../shared/fields/text-field.tsx';
import { TimeField } from '../shared/fields/time-field.tsx';
import { useQueryLocale } from '../shared/reference/reference-query.ts';
import { COUNTRIES_ERROR_KEY, useCountries } from '../shared/reference/use-countries.ts';
import { INSURANCES_ERROR_KEY, useInsurances } from '../shared/reference/use-insurances.ts';
import './fields-page.css';

/**
 * Every shared field on one page (/app/<locale>/dev/fields), for the axe-core and keyboard checks of
 * e2e/fields.spec.ts and for trying them with a screen reader. Nothing is sent anywhere.
 */
export function FieldsPage() {
  const { t } = useTranslation();
  const text = devFields[useQueryLocale()];
  const headingId = useId();
  const [attempted, setAttempted] = useState(false);
  const [checks, setChecks] = useState(0);
  const [lastName, setLastName] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [nationality, setNationality] = useState<string | undefined>('BE');
  const [insurance, setInsurance] = useState<string | undefined>();
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [phone, setPhone] = useState<PhoneValue>(EMPTY_PHONE);
  const [iban, setIban] = useState('');
  const [stolenIban, setStolenIban] = useState('');
  const [amount, setAmount] = useState('');
  const [enterpriseNumber, setEnterpriseNumber] = useState('');
  const [rrn, setRrn] = useState('');
  const [person, setPerson] = useState<RegistryPerson>();
  const [organisation, setOrganisation] = useState<Organisation>();
  const countries = useCountries();
  const insurances = useInsurances();

  useEffect(() => {
    document.title = `${text.title} | ${t('app.product')}`;
  }, [t, text]);
  // After "check everything" has shown the errors: focus the first field that has one (spec §5).
  useEffect(() => {
    if (checks > 0) focusFirstInvalid(document.getElementById('main-content') ?? document);
  }, [checks]);

  return (
    <main id="main-content" className="main" data-testid="fields-page">
      <div className="page page--narrow">
        <h1 className="page__title" id={headingId}>
          {text.title}
        </h1>
        <p>{text.intro}</p>
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            setAttempted(true);
            setChecks((count) => count + 1);
          }}
        >
          <SubmitAttempt attempted={attempted}>
            <section className="card">
              <h2>{text.text_section}</h2>
              <TextField
                label={text.last_name}
                required
                value={lastName}
                onValueChange={setLastName}
                autoComplete="family-name"
                testId="last-name"
              />
              <DateField
                label={text.fact_date}
                required
                notInFuture
                value={date}
                onValueChange={setDate}
                testId="fact-date"
              />
              <TimeField
                label={text.fact_time}
                required
                value={time}
                onValueChange={setTime}
                testId="fact-time"
              />
            </section>
            <section className="card">
              <h2>{text.select_section}</h2>
              <SelectField
                label={text.nationality}
                required
                options={(countries.data ?? []).map((country) => ({
                  value: country.tkey,
                  label: country.nationality || country.name,
                }))}
                value={nationality}
                onValueChange={setNationality}
                limit={SELECT_LIMIT_COUNTRIES}
                loading={countries.isPending}
                loadError={countries.isError ? t(COUNTRIES_ERROR_KEY) : undefined}
                onRetry={() => void countries.refetch()}
                testId="nationality"
              />
              <SelectField
                label={text.insurance}
                options={(insurances.data ?? []).map((item) => ({ value: item.tkey, label: item.text }))}
                value={insurance}
                onValueChange={setInsurance}
                loading={insurances.isPending}
                loadError={insurances.isError ? t(INSURANCES_ERROR_KEY) : undefined}
                onRetry={() => void insurances.refetch()}
                testId="insurance"
              />
            </section>
            <section className="card">
              <AddressPicker value={address} onChange={setAddress} testId="address" />
            </section>
            <section className="card">
              <h2>{text.contact_section}</h2>
              <PhoneField value={phone} onChange={setPhone} required testId="phone" />
              <IbanField value={iban} onValueChange={setIban} required testId="iban" />
              <IbanField
                value={stolenIban}
                onValueChange={setStolenIban}
                variant="stolen-amount"
                testId="stolen-iban"
              />
              <AmountField value={amount} onValueChange={setAmount} required testId="amount" />
              <EnterpriseNumberField
                value={enterpriseNumber}
                onValueChange={setEnterpriseNumber}
                testId="enterprise-number"
              />
            </section>
            <section className="card">
              <h2>{text.registry_section}</h2>
              <RrnField
                value={rrn}
                onValueChange={setRrn}
                onFound={setPerson}
                foundRrn={person?.rrn}
                testId="rrn"
              />
              <OrganisationSearch
                value={organisation?.number}
                onSelect={setOrganisation}
                testId="organisation"
              />
            </section>
            <div className="button-row">
              <button type="submit" className="button" data-testid="check">
                {text.check}
              </button>
            </div>
          </SubmitAttempt>
        </form>
        <section className="card">
          <h2>{text.values}</h2>
          <pre className="dev-values" data-testid="values">
            {JSON.stringify(
              {
                lastName,
                date,
                time,
                nationality,
                insurance,
                address,
                phone,
                iban,
                stolenIban,
                amount,
                enterpriseNumber,
                rrn,
                person,
                organisation,
              },
              null,
              2,
            )}
          </pre>
        </section>
      </div>
    </main>
  );
}
