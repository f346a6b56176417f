import { typeableText } from '@pow/domain';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, KeyboardEvent, ReactNode } from 'react';
import { describedBy, Field, useFieldIds, useReveal } from './field.tsx';
import type { FieldMessage } from './field-message.ts';
import { checkValue, type FieldRule } from './rules.ts';

/** Props every field takes. */
export interface CommonFieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  /**
   * A message decided outside the field (the step's schema, the server's answer): shown at once and
   * in place of the field's own rule.
   */
  readonly error?: FieldMessage | undefined;
  readonly id?: string;
  readonly name?: string;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly testId?: string;
}

export interface TextFieldProps extends CommonFieldProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The field's own rule, after required (e.g. a domain schema through schemaMessage). */
  readonly rule?: FieldRule | undefined;
  /** Applied to every change while typing (an input mask). */
  readonly format?: ((typed: string) => string) | undefined;
  /** Applied to the trimmed value when focus leaves (e.g. 1/2/2024 → 01/02/2024). */
  readonly normalize?: ((trimmed: string) => string) | undefined;
  readonly type?: HTMLInputTypeAttribute;
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  readonly spellCheck?: boolean;
  readonly maxLength?: number;
  /** Extra class of the input, e.g. 'field__input--short'. */
  readonly inputClassName?: string;
  /** Something after the input on the same line, e.g. a Search button. */
  readonly action?: ReactNode;
  /** Shown under the input, before the error (e.g. a search status). */
  readonly after?: ReactNode;
  readonly className?: string;
}

/**
 * A one-line text field (spec §5: inputs trim whitespace, on leaving the field). Date, time, IBAN,
 * amount and the other typed fields are this field with their mask, normalisation and rule.
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    hint,
    required = false,
    error,
    value,
    onValueChange,
    rule,
    format,
    normalize,
    type = 'text',
    testId,
  } = props;
  const ids = useFieldIds(props.id);
  const { revealed, onBlur: onLeave, ref: revealRef } = useReveal();
  const own = checkValue(value, required, rule);
  const shown = error ?? (revealed ? own : undefined);

  const onBlur = () => {
    const trimmed = value.trim();
    const next = normalize && trimmed !== '' ? normalize(trimmed) : trimmed;
    if (next !== value) onValueChange(next);
    props.onBlur?.();
  };

  const input = (
    <input
      id={ids.inputId}
      name={props.name}
      className={['field__input', props.inputClassName].filter(Boolean).join(' ')}
      type={type}
      value={value}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      autoCapitalize={props.autoCapitalize}
      spellCheck={props.spellCheck}
      maxLength={props.maxLength}
      disabled={props.disabled}
      readOnly={props.readOnly}
      onChange={(event) => {
        // A pasted text may carry control characters the server refuses; no one types them.
        const typed = typeableText(event.target.value);
        onValueChange(format ? format(typed) : typed);
      }}
      onBlur={onBlur}
      onKeyDown={props.onKeyDown}
      data-testid={testId && `${testId}-input`}
      {...describedBy(ids, { hint: Boolean(hint), error: Boolean(shown) })}
    />
  );

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      required={required}
      error={shown}
      onBlur={onLeave}
      revealRef={revealRef}
      testId={testId}
      className={props.className}
    >
      {props.action ? (
        <div className="field__action">
          {input}
          {props.action}
        </div>
      ) : (
        input
      )}
      {props.after}
    </Field>
  );
}
