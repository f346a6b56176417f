import { isFilled } from '@pow/domain';
import type { FieldMessage } from './field-message.ts';

/** A field's own check of its (text) value: the message to show, or undefined when it passes. */
export type FieldRule = (value: string) => FieldMessage | undefined;

export const REQUIRED: FieldMessage = { key: 'required_field' };

/**
 * Spec §5 "required" first, then the field's rule. An empty optional field passes without its rule
 * (an optional IBAN left blank is fine; a half-typed one is not).
 */
export function checkValue(value: string, required: boolean, rule?: FieldRule): FieldMessage | undefined {
  if (!isFilled(value)) return required ? REQUIRED : undefined;
  return rule?.(value.trim());
}

/** The first rule that fails. */
export function firstOf(...rules: (FieldRule | undefined)[]): FieldRule {
  return (value) => {
    for (const rule of rules) {
      const message = rule?.(value);
      if (message) return message;
    }
    return undefined;
  };
}
