import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldMessage, useMessageText } from './field-message.ts';
import './fields.css';

/**
 * True once the person tried to go on (next step, send): every field then shows its error, not only
 * the ones already left. A wizard step wraps its fields in <SubmitAttempt attempted={…}>.
 */
const SubmitAttemptContext = createContext(false);

export function SubmitAttempt({ attempted, children }: { attempted: boolean; children: ReactNode }) {
  return <SubmitAttemptContext.Provider value={attempted}>{children}</SubmitAttemptContext.Provider>;
}

/** Marks the buttons that check every field themselves (see useReveal). */
export const DEFER_REVEAL = 'data-defer-reveal';

/**
 * When a field's own rule may show its message: after focus has left the field (its whole group, so
 * moving from an input to its own Search button does not count) or after a submit attempt. Errors never
 * appear while someone types for the first time; once shown, they follow the value as it changes.
 */
export function useReveal(): { revealed: boolean; onBlur: (event: FocusEvent<HTMLElement>) => void } {
  const attempted = useContext(SubmitAttemptContext);
  const [left, setLeft] = useState(false);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    // Focus going to a form's own buttons (Next, Send): they check every field themselves, and a
    // message appearing now would move the button away from under the pointer before the click lands.
    if (next instanceof Element && next.closest(`[${DEFER_REVEAL}]`)) return;
    setLeft(true);
  }, []);
  return { revealed: attempted || left, onBlur };
}

/** Ids of a field's parts, so the input can point at its label, hint and error. */
export interface FieldIds {
  readonly inputId: string;
  readonly labelId: string;
  readonly hintId: string;
  readonly errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return {
    inputId,
    labelId: `${inputId}-label`,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
  };
}

/** aria-describedby and aria-invalid of an input: hint first, then the error when one is shown. */
export function describedBy(
  ids: FieldIds,
  { hint, error }: { hint: boolean; error: boolean },
): { 'aria-describedby'?: string; 'aria-invalid'?: true } {
  const list = [hint && ids.hintId, error && ids.errorId].filter(Boolean).join(' ');
  return { ...(list ? { 'aria-describedby': list } : {}), ...(error ? { 'aria-invalid': true } : {}) };
}

/** The label text with the required marker: a word, not a colour or an asterisk only. */
export function FieldLabel({ label, required }: { label: ReactNode; required?: boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {label}
      {required && <span className="field__required"> {t('fields.required')}</span>}
    </>
  );
}

/**
 * The message region under a field. It is always in the page and polite, so a message that appears
 * when focus leaves the field is read once, after what the screen reader is saying.
 */
export function FieldError({ id, error }: { id: string; error: FieldMessage | undefined }) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <p id={id} className="field__error" aria-live="polite">
      {error && (
        <>
          <span className="visually-hidden">{t('fields.error_prefix')} </span>
          {text(error)}
        </>
      )}
    </p>
  );
}

export interface FieldProps {
  readonly ids: FieldIds;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean | undefined;
  /** The message to show now; undefined shows none. */
  readonly error: FieldMessage | undefined;
  readonly onBlur?: ((event: FocusEvent<HTMLElement>) => void) | undefined;
  readonly className?: string;
  readonly testId?: string | undefined;
  /** The input (or inputs) with `describedBy(ids, …)` applied. */
  readonly children: ReactNode;
}

/** One labelled field: label with required marker, hint, the control, and the error region. */
export function Field({
  ids,
  label,
  hint,
  required,
  error,
  onBlur,
  className,
  testId,
  children,
}: FieldProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: noticing that focus left the field is not an action
    <div
      className={['field', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')}
      onBlur={onBlur}
      data-testid={testId}
    >
      <label className="field__label" id={ids.labelId} htmlFor={ids.inputId}>
        <FieldLabel label={label} required={required} />
      </label>
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

/**
 * After a submit attempt: moves focus to the first field that shows an error (spec §5, "focuses the
 * first invalid one"). Call it after the render that shows the errors, e.g. in an effect.
 */
export function focusFirstInvalid(root: ParentNode = document): boolean {
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  first.focus();
  return true;
}
