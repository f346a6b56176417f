import {
  formatEnterpriseNumber,
  isLengthBetween,
  normalizeEnterpriseNumber,
  ORGANISATION_NAME_MIN_LENGTH,
  type Organisation,
} from '@pow/domain';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OrganisationCriteria,
  organisationSearchErrorKey,
  useOrganisationSearch,
} from '../reference/find-organisations.ts';
import { FieldError, useReveal } from './field.tsx';
import { type FieldMessage, useMessageText } from './field-message.ts';
import { checkValue, type FieldRule } from './rules.ts';
import { TextField } from './text-field.tsx';

export const CHOOSE_ENTERPRISE: FieldMessage = { key: 'error_choose_enterprise' };

const POSTCODE = /^\d{4}$/;
/** The API's limit on the name (OrganisationFindRequestSchema). */
const NAME_MAX_LENGTH = 200;

const nameRule: FieldRule = (typed) =>
  isLengthBetween(typed, ORGANISATION_NAME_MIN_LENGTH, NAME_MAX_LENGTH)
    ? undefined
    : { key: 'error_minmax_length', params: { min: ORGANISATION_NAME_MIN_LENGTH, max: NAME_MAX_LENGTH } };
const postcodeRule: FieldRule = (typed) =>
  POSTCODE.test(typed) ? undefined : { key: 'fields.postcode_format' };

export interface OrganisationSearchProps {
  /** The chosen enterprise's number (10 digits), if any. */
  readonly value: string | undefined;
  readonly onSelect: (organisation: Organisation) => void;
  readonly legend?: ReactNode;
  /** Spec §5: an organisation must be chosen (error_choose_enterprise). */
  readonly required?: boolean;
  /** A message decided outside (the step's schema). */
  readonly error?: FieldMessage | undefined;
  readonly testId?: string;
}

function addressLine(organisation: Organisation): string {
  const { street, number, box, post_code, municipality } = organisation.address;
  const house = [street, number].filter(Boolean).join(' ') + (box ? ` ${box}` : '');
  return [house, [post_code, municipality].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * Finds an enterprise by name and optional postcode (POST v1/organisation/find, 10 per page) and lets
 * the person choose one in a radio list (spec §4: organisation victim, search then select).
 */
export function OrganisationSearch({
  value,
  onSelect,
  legend,
  required = true,
  error,
  testId = 'organisation',
}: OrganisationSearchProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const ids = { results: useId(), error: useId(), status: useId() };
  const [name, setName] = useState('');
  const [postcode, setPostcode] = useState('');
  const [criteria, setCriteria] = useState<OrganisationCriteria>();
  const [asked, setAsked] = useState(false);
  const [chosen, setChosen] = useState<Organisation>();
  const { revealed, onBlur } = useReveal();
  const search = useOrganisationSearch(criteria);

  const nameError = checkValue(name, true, nameRule);
  const postcodeError = checkValue(postcode, false, postcodeRule);

  const run = () => {
    setAsked(true);
    if (nameError || postcodeError) return;
    setCriteria({ name: name.trim(), postcode: postcode.trim() || undefined, page: 1 });
  };
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    run();
  };

  const page = search.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 0;
  const goTo = (target: number) => criteria && setCriteria({ ...criteria, page: target });
  const failure = search.isError ? { key: organisationSearchErrorKey(search.error) } : undefined;
  const selectedNumber = value ? normalizeEnterpriseNumber(value) : undefined;
  const chosenShown =
    chosen && normalizeEnterpriseNumber(chosen.number) === selectedNumber ? chosen : undefined;
  const chooseError = error ?? (required && !selectedNumber && revealed ? CHOOSE_ENTERPRISE : undefined);
  const resultsShown = Boolean(page && page.items.length > 0);
  // With nothing to choose from yet, the message stands at the name, where the search starts and focus goes.
  const nameShown = asked && nameError ? nameError : resultsShown ? undefined : chooseError;

  let status = '';
  if (search.isFetching) status = t('fields.searching');
  else if (page && page.total === 0) status = t('no_results');
  else if (page) status = t('fields.organisation_count', { count: page.total });

  return (
    <fieldset className="fieldset" onBlur={onBlur} data-testid={testId}>
      <legend className="fieldset__legend">{legend ?? t('fields.organisation_search')}</legend>
      <div className="field-row">
        {/* Needed to search, not to go on: never "required" beside error_choose_enterprise. */}
        <TextField
          label={t('fields.organisation_name')}
          hint={t('fields.organisation_name_hint')}
          value={name}
          onValueChange={setName}
          onKeyDown={searchOnEnter}
          rule={nameRule}
          error={nameShown}
          autoComplete="organization"
          maxLength={NAME_MAX_LENGTH}
          className="field--grow"
          testId={`${testId}-name`}
        />
        <TextField
          label={t('fields.postcode')}
          hint={t('fields.postcode_hint')}
          value={postcode}
          onValueChange={setPostcode}
          onKeyDown={searchOnEnter}
          rule={postcodeRule}
          error={asked ? postcodeError : undefined}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          inputClassName="field__input--short"
          testId={`${testId}-postcode`}
        />
      </div>
      <div className="button-row">
        <button type="button" className="button" onClick={run} data-testid={`${testId}-search`}>
          {t('fields.search')}
        </button>
      </div>
      <p className="field__notice" role="status" id={ids.status} data-testid={`${testId}-status`}>
        {status}
      </p>
      {failure && (
        <p className="field__notice field__notice--error" role="alert" data-testid={`${testId}-error`}>
          {text(failure)}
        </p>
      )}
      <div className={chooseError && resultsShown ? 'field field--error' : 'field'}>
        {page && resultsShown && (
          <fieldset className="fieldset" aria-describedby={chooseError ? ids.error : undefined}>
            <legend className="fieldset__legend">{t('fields.organisation_results')}</legend>
            <ul className="org-search__results" id={ids.results}>
              {page.items.map((organisation) => {
                const number = normalizeEnterpriseNumber(organisation.number);
                return (
                  <li key={number} className="org-search__result">
                    <label className="radio">
                      <input
                        className="radio__input"
                        type="radio"
                        name={ids.results}
                        value={number}
                        checked={number === selectedNumber}
                        onChange={() => {
                          setChosen(organisation);
                          onSelect(organisation);
                        }}
                        aria-invalid={chooseError ? true : undefined}
                      />
                      <span className="radio__text">
                        <span className="radio__title">{organisation.name}</span>
                        <span className="radio__detail">
                          {t('fields.organisation_number', { number: formatEnterpriseNumber(number) })}
                          {organisation.legal_form && ` · ${organisation.legal_form}`}
                        </span>
                        <span className="radio__detail">{addressLine(organisation)}</span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label={t('fields.pages')}>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={page.page <= 1 || search.isFetching}
                  onClick={() => goTo(page.page - 1)}
                  data-testid={`${testId}-previous`}
                >
                  {t('fields.previous_page')}
                </button>
                <span>{t('fields.page_of', { page: page.page, pages })}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={page.page >= pages || search.isFetching}
                  onClick={() => goTo(page.page + 1)}
                  data-testid={`${testId}-next`}
                >
                  {t('fields.next_page')}
                </button>
              </nav>
            )}
          </fieldset>
        )}
        {chosenShown && (
          <p className="field__notice field__notice--success" data-testid={`${testId}-chosen`}>
            {t('fields.organisation_chosen', {
              name: chosenShown.name,
              number: formatEnterpriseNumber(chosenShown.number),
            })}
          </p>
        )}
        <FieldError id={ids.error} error={resultsShown ? chooseError : undefined} />
      </div>
    </fieldset>
  );
}
