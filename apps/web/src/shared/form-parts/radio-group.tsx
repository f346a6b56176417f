import type { ReactNode } from 'react';
import { FieldError, FieldLabel, useFieldIds, useReveal } from '../fields/field.tsx';
import type { FieldMessage } from '../fields/field-message.ts';
import './form-parts.css';

export interface RadioOption<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps<T extends string> {
  readonly legend: ReactNode;
  readonly hint?: ReactNode;
  readonly options: readonly RadioOption<T>[];
  /** '' when nothing is chosen yet. */
  readonly value: T | '';
  readonly onValueChange: (value: T) => void;
  readonly required?: boolean;
  /** A message decided outside (the step's schema); a required group says required_field by itself. */
  readonly error?: FieldMessage | undefined;
  readonly id?: string;
  readonly testId?: string;
}

/**
 * A choice among a few options (spec §5: for a radio group the value must be one of the options): a
 * fieldset whose legend is the question, the arrow keys move between options as browsers do natively.
 */
export function RadioGroup<T extends string>(props: RadioGroupProps<T>) {
  const { legend, hint, options, value, required = false, testId } = props;
  const ids = useFieldIds(props.id);
  const { revealed, onBlur } = useReveal();
  const own: FieldMessage | undefined =
    required && !options.some((option) => option.value === value) ? { key: 'required_field' } : undefined;
  const shown = props.error ?? (revealed ? own : undefined);
  const describedBy = [hint && ids.hintId, shown && ids.errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={shown ? 'field field--error radio-group' : 'field radio-group'}
      onBlur={onBlur}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <legend className="field__label" id={ids.labelId}>
        <FieldLabel label={legend} required={required} />
      </legend>
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {options.map((option, index) => {
        const id = `${ids.inputId}-${option.value}`;
        return (
          <div className="checkbox__row radio-group__option" key={option.value}>
            <input
              id={id}
              name={ids.inputId}
              type="radio"
              className="checkbox__input"
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => props.onValueChange(option.value)}
              // The first option carries the state, so "focus the first invalid field" lands in the group.
              aria-invalid={shown && index === 0 ? true : undefined}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
              data-testid={testId && `${testId}-${option.value}`}
            />
            <label className="checkbox__label radio-group__label" htmlFor={id}>
              <span>
                {option.label}
                {option.hint && (
                  <span className="field__hint radio-group__hint" id={`${id}-hint`}>
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          </div>
        );
      })}
      <FieldError id={ids.errorId} error={shown} />
    </fieldset>
  );
}
