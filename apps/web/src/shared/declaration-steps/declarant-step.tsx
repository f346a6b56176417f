import {
  DEFAULT_NATIONALITY,
  formatRrn,
  type Identification,
  type PersonType,
  type RegistryPerson,
  RrnSchema,
  registryIdentity,
  rrnBirthDate,
} from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddressDraft, AddressPicker, EMPTY_ADDRESS } from '../fields/address-picker.tsx';
import { type FieldMessage, schemaMessage } from '../fields/field-message.ts';
import { SELECT_LIMIT_COUNTRIES, SelectField } from '../fields/select-field.tsx';
import { TextField } from '../fields/text-field.tsx';
import { RadioGroup } from '../form-parts/radio-group.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { findPerson, personLookupErrorKey } from '../reference/find-person.ts';
import { COUNTRIES_ERROR_KEY, useCountries } from '../reference/use-countries.ts';
import { useSession } from '../session/session-context.tsx';
import { addressErrors, toDeclarationAddress, useAddressLine } from './address.ts';
import { DECLARATION_STEPS_TEXTS } from './texts.ts';

type Path = readonly (string | number)[];

/** An address of the payload (DeclarationAddressSchema input): the picker's draft and the NIS key. */
export type DeclarantAddress = AddressDraft & { readonly munKey: string };

/**
 * The declarant_authentication step's values (degradation and person forms): the payload's `declarant`
 * input without its contact data, plus `registry_rrn`, which only the browser keeps.
 */
export interface DeclarantDraft {
  /** '' until the person chooses (spec §4 Identification: not identified). */
  readonly identification: Identification | '';
  readonly firstname: string;
  readonly lastname: string;
  /** As typed (manual, shown YY.MM.DD-XXX.CC) or the session's 11 digits (federal). */
  readonly rrn: string;
  /** The registry's (federal); a manual declarant's comes from the rrn when the payload is built. */
  readonly birth_date: string;
  readonly nationality: string;
  readonly address: DeclarantAddress;
  /** Federal: the rrn whose registry record filled and locked the fields; '' until it is found. */
  readonly registry_rrn: string;
}

export const EMPTY_DECLARANT: DeclarantDraft = {
  identification: '',
  firstname: '',
  lastname: '',
  rrn: '',
  birth_date: '',
  nationality: DEFAULT_NATIONALITY,
  address: { ...EMPTY_ADDRESS, munKey: '' },
  registry_rrn: '',
};

/** Spec §4: another way of identifying clears the person fields of the old one. */
export function chooseIdentification(identification: Identification): DeclarantDraft {
  return { ...EMPTY_DECLARANT, identification };
}

/** Names of the signed-in citizen, as the session gives them (SessionInfo). */
export interface SessionIdentity {
  readonly first_name: string;
  readonly last_name: string;
  readonly rrn?: string | undefined;
}

/**
 * Identified through the digital-identity portal (spec §4): names and rrn copied from the session, the
 * rest from the citizen's own registry record; all locked.
 */
export function federalDeclarant(session: SessionIdentity, person: RegistryPerson): DeclarantDraft {
  return {
    identification: 'federal',
    ...registryIdentity(person),
    firstname: session.first_name,
    lastname: session.last_name,
    rrn: session.rrn ?? person.rrn,
    registry_rrn: person.rrn,
  };
}

/**
 * The payload's `declarant` without the contact data (DeclarantSchema input; add contactPayload of the
 * contact step). `type` is the form's: 'organisation' when declaring for an enterprise (cables).
 */
export function declarantPayload(draft: DeclarantDraft, type: PersonType = 'private-person') {
  const { registry_rrn: _local, ...declarant } = draft;
  return {
    ...declarant,
    type,
    birth_date: draft.identification === 'manual' ? (rrnBirthDate(draft.rrn) ?? '') : draft.birth_date,
  };
}

export interface DeclarantStepProps {
  readonly value: DeclarantDraft;
  readonly onChange: (value: DeclarantDraft) => void;
  /** Errors relative to the payload's declarant: ['identification'], ['rrn'], ['address', 'street']… */
  readonly errorAt: (path: Path) => FieldMessage | undefined;
}

/**
 * The declarant_authentication step of the degradation and person forms (spec §4 Identification): the
 * signed-in citizen is identified through the digital-identity portal (session and own registry
 * record, locked), or types their rrn, names and address.
 */
export function DeclarantStep({ value, onChange, errorAt }: DeclarantStepProps) {
  const { t, ready } = usePageTexts('declaration-steps', DECLARATION_STEPS_TEXTS);
  return ready ? (
    <>
      <RadioGroup<Identification>
        legend={t('declarant.legend')}
        required
        options={[
          { value: 'federal', label: t('declarant.federal'), hint: t('declarant.federal_hint') },
          { value: 'manual', label: t('declarant.manual'), hint: t('declarant.manual_hint') },
        ]}
        value={value.identification}
        onValueChange={(choice) => {
          if (choice !== value.identification) onChange(chooseIdentification(choice));
        }}
        error={errorAt(['identification'])}
        testId="declarant-identification"
      />
      {value.identification === 'federal' && <FederalIdentity value={value} onChange={onChange} />}
      {value.identification === 'manual' && (
        <ManualIdentity value={value} onChange={onChange} errorAt={errorAt} />
      )}
    </>
  ) : null;
}

/**
 * The citizen's own registry record: the one `v1/person/find` a citizen may make (spec §7). The
 * phishing form uses it alone (`manualAllowed` false: manual identification is refused there).
 */
export function FederalIdentity({
  value,
  onChange,
  manualAllowed = true,
}: Omit<DeclarantStepProps, 'errorAt'> & { readonly manualAllowed?: boolean }) {
  const { t } = usePageTexts('declaration-steps', DECLARATION_STEPS_TEXTS);
  const { t: tMain } = useTranslation();
  const info = useSession().answer?.info;
  const sayAddress = useAddressLine();
  const rrn = info?.rrn ?? '';
  const found = value.registry_rrn !== '' && value.registry_rrn === rrn;
  const lookup = useQuery({
    queryKey: ['own-registry-record', rrn],
    queryFn: ({ signal }) => findPerson(rrn, signal),
    enabled: rrn !== '' && !found,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: store each answer once
  useEffect(() => {
    if (lookup.data && info && !found) onChange(federalDeclarant(info, lookup.data));
  }, [lookup.data]);

  // The record's place is laid out before it arrives (the session gives the names and the rrn), so
  // nothing under it moves when the registry answers.
  const shown = found
    ? value
    : { ...EMPTY_DECLARANT, firstname: info?.first_name ?? '', lastname: info?.last_name ?? '', rrn };
  const identity = (
    <>
      <div className="swap">
        <p className="callout callout--positive" aria-hidden={!found || undefined}>
          {t('declarant.done')}
        </p>
        <p className="callout" role="status" aria-hidden={found || undefined}>
          {found ? '' : t('declarant.loading')}
        </p>
      </div>
      <dl
        className="overview-list"
        data-testid={found ? 'declarant-identity' : undefined}
        aria-busy={!found || undefined}
        data-pending={!found || undefined}
      >
        <dt>{t('declarant.name')}</dt>
        <dd>
          {shown.lastname} {shown.firstname}
        </dd>
        <dt>{t('declarant.rrn')}</dt>
        <dd>{formatRrn(shown.rrn)}</dd>
        <dt>{t('declarant.birth_date')}</dt>
        <dd>{shown.birth_date || '…'}</dd>
        <dt>{t('declarant.address')}</dt>
        <dd>{found ? sayAddress(value.address, value.address.municipality) : '…'}</dd>
      </dl>
    </>
  );
  if (found) return identity;
  if (lookup.isError || rrn === '') {
    return (
      <div className="callout callout--error" role="alert" data-testid="declarant-lookup-failed">
        <p>{tMain(personLookupErrorKey(lookup.error) as 'error_occured')}</p>
        {manualAllowed && <p>{t('declarant.or_manual')}</p>}
        {rrn !== '' && (
          <button type="button" className="button button--secondary" onClick={() => void lookup.refetch()}>
            {t('declarant.retry')}
          </button>
        )}
      </div>
    );
  }
  return identity;
}

/** Manual identification (spec §4): the rrn (its birth date shown back), names, nationality, address. */
function ManualIdentity({ value, onChange, errorAt }: DeclarantStepProps) {
  const { t } = usePageTexts('declaration-steps', DECLARATION_STEPS_TEXTS);
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
        testId="declarant-address"
      />
    </section>
  );
}
