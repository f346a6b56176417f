import type { ReactNode } from 'react';
import { FieldError, useFieldIds, useReveal } from '../fields/field.tsx';
import type { FieldMessage } from '../fields/field-message.ts';
import './form-parts.css';

export interface CheckboxFieldProps {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly error: FieldMessage | undefined;
  readonly required?: boolean;
  readonly id?: string;
  readonly name?: string;
  readonly testId?: string;
}

/** One checkbox with its label beside it and its message under it (consent, acknowledgement). */
export function CheckboxField(props: CheckboxFieldProps) {
  const ids = useFieldIds(props.id);
  const { revealed, onBlur } = useReveal();
  const shown = revealed ? props.error : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: noticing that focus left the field is not an action
    <div
      className={shown ? 'field field--error checkbox' : 'field checkbox'}
      onBlur={onBlur}
      data-testid={props.testId}
    >
      <div className="checkbox__row">
        <input
          id={ids.inputId}
          name={props.name}
          type="checkbox"
          className="checkbox__input"
          checked={props.checked}
          required={props.required}
          onChange={(event) => props.onCheckedChange(event.target.checked)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? ids.errorId : undefined}
          data-testid={props.testId && `${props.testId}-input`}
        />
        <label className="checkbox__label" htmlFor={ids.inputId} id={ids.labelId}>
          {props.label}
        </label>
      </div>
      <FieldError id={ids.errorId} error={shown} />
    </div>
  );
}
