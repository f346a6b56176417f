import {
  changeMunicipality,
  isValidAddress,
  municipalityKeyOf,
  PositiveIntegerSchema,
  RequiredPositiveIntegerSchema,
} from '@pow/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MUNICIPALITIES_ERROR_KEY, useMunicipalities } from '../reference/use-municipalities.ts';
import { STREETS_ERROR_KEY, useStreets } from '../reference/use-streets.ts';
import type { AddressDraft } from './address-draft.ts';
import { RevealGroupContext, useReveal } from './field.tsx';
import { type FieldMessage, schemaMessage } from './field-message.ts';
import type { SelectOption } from './filter-options.ts';
import { municipalityOptions } from './municipality-options.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

export interface AddressPickerProps {
  readonly value: AddressDraft;
  readonly onChange: (address: AddressDraft) => void;
  /** The fieldset's legend. */
  readonly legend?: ReactNode;
  readonly required?: boolean;
  /** Messages decided outside (the step's schema), per part. */
  readonly errors?: Partial<Record<'municipality' | 'street' | 'number' | 'box', FieldMessage | undefined>>;
  readonly withTemporaryStreets?: boolean;
  /** 'municipality': a place known by its municipality only (no street, number or box asked). */
  readonly parts?: 'address' | 'municipality';
  /** The person's own address, which the browser may fill in (WCAG 1.3.5); never another's. */
  readonly own?: boolean;
  readonly testId?: string;
}

/** The address's parts as one group (RevealGroupContext): a part gone past shows what it lacks. */
function RevealGroup({ children }: { children: ReactNode }) {
  const [furthest, setFurthest] = useState<Element>();
  const leave = useCallback(
    (part: Element) =>
      setFurthest((current) =>
        current === undefined ||
        !current.isConnected ||
        current.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING
          ? part
          : current,
      ),
    [],
  );
  const value = useMemo(() => ({ furthest, leave }), [furthest, leave]);
  return <RevealGroupContext.Provider value={value}>{children}</RevealGroupContext.Provider>;
}

/**
 * Municipality, then street, then number and box (spec §5): the municipality is chosen among the
 * postcode–municipality pairs (typing a postcode or a name), the street among that municipality's
 * streets; where the municipality has no street list, or the person's street is not in it, the street
 * is typed (and marked so). Another municipality clears street, number and box. Under the fields the
 * address says whether it is complete (address_validated) or not (address_invalid, once the person went
 * through it and moved on, or tried to go on).
 */
export function AddressPicker({
  value,
  onChange,
  legend,
  required = true,
  errors = {},
  withTemporaryStreets = false,
  parts = 'address',
  own = false,
  testId = 'address',
}: AddressPickerProps) {
  const { t } = useTranslation();
  const municipalities = useMunicipalities();
  const munKey = value.municipality ? municipalityKeyOf(value.municipality) : undefined;
  const streets = useStreets(munKey, withTemporaryStreets);
  const { revealed, attempted, onBlur } = useReveal();
  // The address is said to be incomplete once the person went through it (left its last part, the
  // number) and then left it, or tried to go on: not when they leave it half-way (issue 33).
  const [numberLeft, setNumberLeft] = useState(false);

  const municipalityChoices = useMemo(
    () => municipalityOptions(municipalities.data ?? []),
    [municipalities.data],
  );
  const streetOptions = useMemo<SelectOption[]>(
    () => (streets.data ?? []).map((item) => ({ value: item.text, label: item.text })),
    [streets.data],
  );

  // Typing in the municipality field un-chooses it without clearing the rest: choosing the same
  // municipality again gives the street and number back; only another municipality clears them.
  const lastMunicipality = useRef(value.municipality);
  useEffect(() => {
    if (value.municipality) lastMunicipality.current = value.municipality;
  }, [value.municipality]);
  const chooseMunicipality = (tkey: string | undefined) => {
    if (tkey === undefined) {
      onChange({ ...value, municipality: '', post_code: '' });
      return;
    }
    const postcode = municipalities.data?.find((item) => item.tkey === tkey)?.postcode ?? '';
    // Another municipality starts the street afresh: from its list, if it has one.
    const { street_typed: _typed, ...address } = value;
    const kept = tkey === lastMunicipality.current ? value : changeMunicipality(address, tkey);
    onChange({ ...kept, municipality: tkey, post_code: postcode });
  };

  // No list for this municipality (the shipped sample covers a few), or the person's street is not in it.
  const noStreetList = streets.isSuccess && streets.data.length === 0;
  const typingStreet = noStreetList || value.street_typed === true;
  const typeStreet = (typed: boolean) => onChange({ ...value, street: '', street_typed: typed });

  const complete = parts === 'municipality' ? value.municipality !== '' : isValidAddress(value);
  const touched = Object.values(value).some((part) => part !== '');
  const throughIt = attempted || (revealed && (parts === 'municipality' || numberLeft));
  const feedback = complete ? 'valid' : throughIt && (required || touched) ? 'invalid' : undefined;

  return (
    <fieldset className="fieldset" onBlur={onBlur} data-testid={testId}>
      <legend className="fieldset__legend">{legend ?? t('fields.address')}</legend>
      {/* A part shows what it lacks once left or gone past; those not reached yet wait (issue 33). */}
      <RevealGroup>
        <SelectField
          label={t('fields.municipality')}
          hint={t('fields.municipality_hint')}
          required={required || touched}
          options={municipalityChoices}
          value={value.municipality || undefined}
          onValueChange={chooseMunicipality}
          loading={municipalities.isPending}
          loadError={municipalities.isError ? t(MUNICIPALITIES_ERROR_KEY) : undefined}
          onRetry={() => void municipalities.refetch()}
          error={errors.municipality}
          autoComplete={own ? 'postal-code' : 'off'}
          testId={`${testId}-municipality`}
        />
        {parts === 'address' && (
          <>
            {typingStreet ? (
              <TextField
                label={t('fields.street')}
                hint={noStreetList ? t('fields.street_no_list') : t('fields.street_typed_hint')}
                required={required || touched}
                value={value.street}
                onValueChange={(street) => onChange({ ...value, street, street_typed: true })}
                autoComplete={own ? 'address-line1' : 'off'}
                maxLength={100}
                error={errors.street}
                testId={`${testId}-street`}
              />
            ) : (
              <SelectField
                // Another municipality starts the street afresh, its typed search text included.
                key={munKey}
                label={t('fields.street')}
                hint={munKey ? t('fields.street_hint') : t('fields.street_needs_municipality')}
                required={required || touched}
                options={streetOptions}
                value={value.street || undefined}
                onValueChange={(street) => onChange({ ...value, street: street ?? '' })}
                disabled={!munKey}
                loading={streets.isFetching && !streets.data}
                loadError={streets.isError ? t(STREETS_ERROR_KEY) : undefined}
                onRetry={() => void streets.refetch()}
                error={errors.street}
                testId={`${testId}-street`}
              />
            )}
            {munKey && !noStreetList && (
              <button
                type="button"
                className="button button--secondary address__street-mode"
                onClick={() => typeStreet(!typingStreet)}
                data-testid={`${testId}-street-mode`}
              >
                {typingStreet ? t('fields.street_from_list') : t('fields.street_not_listed')}
              </button>
            )}
            <div className="field-row">
              <TextField
                label={t('fields.house_number')}
                required={required || touched}
                value={value.number}
                onValueChange={(number) => onChange({ ...value, number })}
                onBlur={() => setNumberLeft(true)}
                rule={(number) =>
                  schemaMessage(
                    required || touched ? RequiredPositiveIntegerSchema : PositiveIntegerSchema,
                    number,
                  )
                }
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                inputClassName="field__input--short"
                error={errors.number}
                testId={`${testId}-number`}
              />
              <TextField
                label={t('fields.box')}
                value={value.box}
                onValueChange={(box) => onChange({ ...value, box })}
                autoComplete="off"
                maxLength={10}
                inputClassName="field__input--short"
                error={errors.box}
                testId={`${testId}-box`}
              />
            </div>
          </>
        )}
      </RevealGroup>
      <p
        className={
          feedback === 'valid'
            ? 'field__notice field__notice--success'
            : feedback === 'invalid'
              ? 'field__notice field__notice--error'
              : 'field__notice'
        }
        role="status"
        data-testid={`${testId}-feedback`}
      >
        {feedback === 'valid' && (
          <>
            <span className="field__notice-icon" aria-hidden="true">
              ✓
            </span>
            <span>{t('address_validated')}</span>
          </>
        )}
        {feedback === 'invalid' && (
          <>
            <span className="field__notice-icon" aria-hidden="true">
              !
            </span>
            <span>{t('address_invalid')}</span>
          </>
        )}
      </p>
    </fieldset>
  );
}
