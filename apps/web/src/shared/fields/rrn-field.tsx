import { formatRrn, isValidRrn, normalizeRrn, type RegistryPerson } from '@pow/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findPerson, personLookupErrorKey } from '../reference/find-person.ts';
import type { FieldMessage } from './field-message.ts';
import { REQUIRED } from './rules.ts';
import { type CommonFieldProps, TextField } from './text-field.tsx';

export const RRN_INVALID: FieldMessage = { key: 'error_rrn_invalid' };
export const RRN_SEARCH_NEEDED: FieldMessage = { key: 'require_rrn_search' };

/**
 * What the victim's rrn field still lacks (spec §5): a number (required_field), a valid one
 * (error_rrn_invalid), or the search that loads the person (require_rrn_search) – undefined once the
 * person of this very number was found. The wizard checks the same before leaving the step.
 */
export function rrnFieldMessage(
  value: string,
  foundRrn: string | undefined,
  required = true,
): FieldMessage | undefined {
  if (value.trim() === '') return required ? REQUIRED : undefined;
  if (!isValidRrn(value)) return RRN_INVALID;
  return foundRrn !== undefined && normalizeRrn(foundRrn) === normalizeRrn(value)
    ? undefined
    : RRN_SEARCH_NEEDED;
}

type Search =
  | { readonly state: 'idle' }
  | { readonly state: 'searching' }
  | { readonly state: 'found'; readonly rrn: string; readonly name: string }
  | { readonly state: 'failed'; readonly key: string };

export interface RrnFieldProps extends Omit<CommonFieldProps, 'label'> {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The registry's person, once the Search button (or Enter) found them. */
  readonly onFound: (person: RegistryPerson) => void;
  /**
   * The rrn of the person the form holds now, if the wizard keeps it (e.g. after going back to this
   * step); otherwise the field remembers the last number it found.
   */
  readonly foundRrn?: string | undefined;
  readonly label?: CommonFieldProps['label'];
}

/**
 * An officer's look-up of the victim by rrn (spec §4 police flow, §8 rrn look-up errors): the number,
 * written YY.MM.DD-XXX.CC as typed, and a Search button; Enter in the field searches too. Leaving the
 * field with a number that was not searched shows require_rrn_search.
 */
export function RrnField({ onFound, foundRrn, label, hint, error, ...props }: RrnFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [shownInvalid, setShownInvalid] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const lastFound = search.state === 'found' ? search.rrn : undefined;
  const required = props.required ?? true;

  const run = async () => {
    if (search.state === 'searching') return;
    if (!isValidRrn(props.value)) {
      setShownInvalid(true);
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const rrn = normalizeRrn(props.value);
    setSearch({ state: 'searching' });
    try {
      const person = await findPerson(rrn, current.signal);
      if (current.signal.aborted) return;
      setSearch({ state: 'found', rrn, name: `${person.firstname} ${person.lastname}`.trim() });
      onFound(person);
    } catch (failure) {
      if (current.signal.aborted) return;
      setSearch({ state: 'failed', key: personLookupErrorKey(failure) });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter searches rather than submitting the step with a person not yet loaded.
    event.preventDefault();
    void run();
  };

  const own = rrnFieldMessage(props.value, foundRrn ?? lastFound, required);
  const shown =
    error ??
    (search.state === 'failed' ? { key: search.key } : undefined) ??
    (shownInvalid && own === RRN_INVALID ? own : undefined);
  const searching = search.state === 'searching';

  return (
    <TextField
      {...props}
      required={required}
      label={label ?? t('fields.rrn')}
      hint={hint ?? t('fields.rrn_hint')}
      value={props.value}
      onValueChange={(value) => {
        if (search.state === 'failed') setSearch({ state: 'idle' });
        setShownInvalid(false);
        props.onValueChange(value);
      }}
      format={formatRrn}
      rule={() => own}
      error={shown}
      onKeyDown={onKeyDown}
      inputMode="numeric"
      autoComplete="off"
      inputClassName="field__input--medium field__input--number"
      action={
        <button
          type="button"
          className="button"
          onClick={() => void run()}
          aria-disabled={searching || undefined}
          data-testid={props.testId && `${props.testId}-search`}
        >
          {t('fields.search')}
        </button>
      }
      after={
        <p className="field__notice" role="status">
          {searching && (
            <>
              <span className="spinner" aria-hidden="true" />
              <span>{t('fields.searching')}</span>
            </>
          )}
          {search.state === 'found' && lastFound === normalizeRrn(props.value) && (
            <span>{t('fields.rrn_found', { name: search.name })}</span>
          )}
        </p>
      }
    />
  );
}
