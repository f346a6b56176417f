import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettled } from '../ui/use-settled.ts';
import { describedBy, Field, useFieldIds, useReveal } from './field.tsx';
import type { FieldMessage } from './field-message.ts';
import { exactMatch, filterOptions, prepareOptions, type SelectOption } from './filter-options.ts';
import { REQUIRED } from './rules.ts';
import type { CommonFieldProps } from './text-field.tsx';

export type { SelectOption } from './filter-options.ts';

/** Spec §9: a select shows at most 10 options, 2000 for countries and phone prefixes. */
export const SELECT_LIMIT = 10;
export const SELECT_LIMIT_COUNTRIES = 2000;

const CHOOSE_FROM_LIST: FieldMessage = { key: 'fields.choose_from_list' };

export interface SelectFieldProps extends CommonFieldProps {
  readonly options: readonly SelectOption[];
  /** The chosen option's value; undefined or '' when none is chosen. */
  readonly value: string | undefined;
  readonly onValueChange: (value: string | undefined, option: SelectOption | undefined) => void;
  /** How many matching options the list shows (spec §9). */
  readonly limit?: number;
  /** The options are still being fetched. */
  readonly loading?: boolean;
  /** The options could not be fetched: the text to show (spec §8 reference fetch failure). */
  readonly loadError?: string | undefined;
  readonly onRetry?: () => void;
  readonly inputClassName?: string;
  /** What the browser may fill in, for the person's own data only (WCAG 1.3.5); off by default. */
  readonly autoComplete?: 'postal-code' | 'address-line1' | 'off';
  readonly className?: string;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A select with a filter: the ARIA 1.2 combobox pattern (editable, list autocomplete, no automatic
 * selection). Focus stays in the input; the arrow keys move a visual focus through the listbox that
 * aria-activedescendant reports; Enter or a click chooses; Escape closes the list. Typing filters
 * without regard to case or accents, and typing a label exactly and leaving the field chooses it.
 */
export function SelectField(props: SelectFieldProps) {
  const { label, hint, required = false, error, options, value, onValueChange, testId } = props;
  const limit = props.limit ?? SELECT_LIMIT;
  const { t } = useTranslation();
  const ids = useFieldIds(props.id);
  const listboxId = `${ids.inputId}-listbox`;
  const { revealed, onBlur: onLeave, ref: revealRef } = useReveal();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const current = value === '' ? undefined : value;
  const prepared = useMemo(() => prepareOptions(options), [options]);
  const selected = useMemo(
    () => (current === undefined ? undefined : options.find((option) => option.value === current)),
    [options, current],
  );
  const matches = useMemo(() => filterOptions(prepared, query ?? '', current), [prepared, query, current]);
  const shown = matches.length > limit ? matches.slice(0, limit) : matches;
  const expanded = open && shown.length > 0 && !props.disabled;
  const activeOption = expanded ? shown[active]?.option : undefined;

  // A value changed from outside (a new municipality clears the street): drop what was being typed.
  const emitted = useRef(current);
  useEffect(() => {
    if (current === emitted.current) return;
    emitted.current = current;
    setQuery(null);
  }, [current]);

  // The option under the arrow keys stays in view in a list that scrolls.
  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(`${listboxId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption, active, listboxId]);

  const emit = (option: SelectOption | undefined) => {
    emitted.current = option?.value;
    onValueChange(option?.value, option);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: SelectOption) => {
    close();
    setQuery(null);
    if (option.value !== current) emit(option);
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          const at = shown.findIndex((match) => match.option === selected);
          openAt(event.altKey ? -1 : Math.max(at, 0));
        } else setActive(Math.min(active + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openAt(event.altKey ? -1 : last);
        else setActive(Math.max(active - 1, 0));
        break;
      case 'Home':
      case 'End':
        // In the list they go to its ends; while typing they move the caret, as in any text field.
        if (activeOption) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : last);
        }
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        // Only the list closes: a dialog around the field stays open.
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const onInputBlur = () => {
    close();
    if (query === null) return;
    const exact = exactMatch(prepared, query);
    if (exact) choose(exact);
    else if (query.trim() === '') setQuery(null);
  };

  const own: FieldMessage | undefined =
    current !== undefined ? undefined : query?.trim() ? CHOOSE_FROM_LIST : required ? REQUIRED : undefined;
  const shownError = props.loadError ? undefined : (error ?? (revealed ? own : undefined));

  // Shown at once, the count of results for screen readers only; all of it said once the search
  // settles, not at every key typed (useSettled).
  let shownStatus = '';
  let status = '';
  if (open && !props.loadError) {
    if (props.loading) shownStatus = t('reference.loading');
    else if (matches.length === 0) shownStatus = t('no_results');
    else if (matches.length > limit) shownStatus = t('search_limited_results', { count: limit });
    status = shownStatus || t('fields.results', { count: shown.length });
  }
  const spokenStatus = useSettled(status);

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint ?? t('fields.select_hint')}
      required={required}
      error={shownError}
      onBlur={onLeave}
      revealRef={revealRef}
      testId={testId}
      className={props.className}
    >
      <div className="combobox">
        <div className="combobox__control">
          <input
            ref={inputRef}
            id={ids.inputId}
            name={props.name}
            className={['field__input', props.inputClassName].filter(Boolean).join(' ')}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? `${listboxId}-${active}` : undefined}
            autoComplete={props.autoComplete ?? 'off'}
            autoCapitalize="off"
            spellCheck={false}
            value={query ?? selected?.label ?? ''}
            disabled={props.disabled}
            readOnly={props.readOnly}
            onChange={(event) => {
              const text = event.target.value;
              setQuery(text);
              setOpen(text.trim() !== '');
              setActive(-1);
              if (current !== undefined) emit(undefined);
            }}
            onKeyDown={onKeyDown}
            onBlur={onInputBlur}
            onClick={() => {
              if (!props.readOnly) setOpen(true);
            }}
            data-testid={testId && `${testId}-input`}
            {...describedBy(ids, { hint: true, error: Boolean(shownError) })}
          />
          {!props.readOnly && (
            <button
              type="button"
              className="combobox__toggle"
              tabIndex={-1}
              aria-label={t('fields.show_options', { label: typeof label === 'string' ? label : '' })}
              aria-expanded={expanded}
              aria-controls={listboxId}
              disabled={props.disabled}
              onMouseDown={keepFocus}
              onClick={() => {
                if (expanded) close();
                else openAt(-1);
                inputRef.current?.focus();
              }}
            >
              <span className="combobox__toggle-icon" aria-hidden="true" />
            </button>
          )}
        </div>
        <ul
          id={listboxId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a combobox's listbox is a list of options (ARIA APG)
          role="listbox"
          aria-labelledby={ids.labelId}
          className="combobox__listbox"
          hidden={!expanded}
          onMouseDown={keepFocus}
          data-testid={testId && `${testId}-listbox`}
        >
          {expanded &&
            shown.map(({ option, foundAs }, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the input (arrows, Enter)
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; aria-activedescendant points here
              <li
                key={option.value}
                id={`${listboxId}-${index}`}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: options of a combobox's listbox (ARIA APG)
                role="option"
                aria-selected={index === active}
                className={
                  index === active ? 'combobox__option combobox__option--active' : 'combobox__option'
                }
                onClick={() => choose(option)}
              >
                <span className="combobox__check" aria-hidden="true">
                  {option.value === current ? '✓' : ''}
                </span>
                <span className="combobox__option-text">
                  {option.label}
                  {/* The space keeps label and hint two words for a screen reader; the hint's line shows them apart. */}
                  {foundAs && (
                    <>
                      {' '}
                      <span className="combobox__option-hint">{foundAs}</span>
                    </>
                  )}
                </span>
              </li>
            ))}
        </ul>
        <p className="combobox__status" aria-hidden="true">
          {shownStatus}
        </p>
        <p className="visually-hidden" role="status">
          {spokenStatus}
        </p>
        {props.loadError && (
          <div className="field__notice field__notice--error" role="alert">
            <span>{props.loadError}</span>
            {props.onRetry && (
              <button type="button" className="button button--secondary" onClick={props.onRetry}>
                {t('reference.retry')}
              </button>
            )}
          </div>
        )}
      </div>
    </Field>
  );
}
