import { typeableText } from '@pow/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, Field, useFieldIds, useReveal } from '../fields/field.tsx';
import type { FieldMessage } from '../fields/field-message.ts';
import { CharacterCount } from './character-count.tsx';
import './form-parts.css';

export interface TextAreaFieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The field's message now (its rule or the form's check); shown after leaving it or a submit attempt. */
  readonly error: FieldMessage | undefined;
  readonly max: number;
  /** The counter's text for the characters left (negative: too many); the catalogue's by default. */
  readonly countText?: (remaining: number) => string;
  readonly id?: string;
  readonly name?: string;
  readonly rows?: number;
  readonly testId?: string;
}

/**
 * A multi-line text with a live character count. No maxlength attribute: a pasted text is kept whole
 * and the count and the message say how much to remove, rather than cutting it silently.
 */
export function TextAreaField(props: TextAreaFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(props.id);
  const countText =
    props.countText ??
    ((remaining: number) =>
      remaining >= 0 ? t('fields.count', { count: remaining }) : t('fields.over', { count: -remaining }));
  const countId = `${ids.inputId}-count`;
  const { revealed, onBlur } = useReveal();
  const shown = revealed ? props.error : undefined;
  const described = describedBy(ids, { hint: Boolean(props.hint), error: Boolean(shown) });
  return (
    <Field
      ids={ids}
      label={props.label}
      hint={props.hint}
      required={props.required}
      error={shown}
      onBlur={onBlur}
      testId={props.testId}
    >
      <textarea
        id={ids.inputId}
        name={props.name}
        className="field__input field__textarea"
        rows={props.rows ?? 6}
        value={props.value}
        // A pasted text may carry control characters the server refuses; no one types them.
        onChange={(event) => props.onValueChange(typeableText(event.target.value))}
        onBlur={() => {
          const trimmed = props.value.trim();
          if (trimmed !== props.value) props.onValueChange(trimmed);
        }}
        data-testid={props.testId && `${props.testId}-input`}
        aria-invalid={described['aria-invalid']}
        aria-describedby={[described['aria-describedby'], countId].filter(Boolean).join(' ')}
      />
      <CharacterCount id={countId} value={props.value} max={props.max} text={countText} />
    </Field>
  );
}
