import {
  createContext,
  type FocusEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldMessage, useMessageText } from './field-message.ts';
import './fields.css';

/**
 * True once the person tried to go on (next step, send): every field then shows its error, not only
 * the ones already left. A wizard step wraps its fields in <SubmitAttempt attempted={…} attempt={…}>:
 * `attempt` counts the tries, so that a field that appears after the last one (the address asked once
 * "another address" is chosen after a refused Next) waits to be left, or for the next try, before it
 * shows its rule's message (issue 33).
 */
interface Attempt {
  readonly attempted: boolean;
  readonly attempt: number | undefined;
}
const SubmitAttemptContext = createContext<Attempt>({ attempted: false, attempt: undefined });

export function SubmitAttempt({
  attempted,
  attempt,
  children,
}: {
  attempted: boolean;
  /** How many times the person tried to go on; without it, `attempted` reveals every field. */
  attempt?: number;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ attempted, attempt }), [attempted, attempt]);
  return <SubmitAttemptContext.Provider value={value}>{children}</SubmitAttemptContext.Provider>;
}

/** Marks the buttons that check every field themselves (see useReveal). */
export const DEFER_REVEAL = 'data-defer-reveal';

/**
 * The parts of one answer (an address: municipality, street, number): a part the person went past,
 * one after it having been left, shows its message too, while the parts not reached yet stay quiet
 * (issue 33). Leaving the group elsewhere (a tap beside the fields) reveals nothing more. Provided by
 * the group (the address picker's `RevealGroup`), read by `useReveal`.
 */
export const RevealGroupContext = createContext<
  { readonly furthest: Element | undefined; readonly leave: (part: Element) => void } | undefined
>(undefined);

export interface Reveal {
  readonly revealed: boolean;
  /** Revealed by a try to go on (not only by leaving the field). */
  readonly attempted: boolean;
  readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** The field's element, for a RevealGroup to know which parts come before the one left. */
  readonly ref: RefObject<HTMLDivElement | null>;
}

/**
 * When a field's own rule may show its message: after focus has left the field (its whole group, so
 * moving from an input to its own Search button does not count), after a part of its RevealGroup that
 * follows it was left, or after a submit attempt made while the field was there. Errors never appear
 * while someone types for the first time, nor under a field not reached yet; once shown, they follow
 * the value as it changes.
 */
export function useReveal(): Reveal {
  const { attempted, attempt } = useContext(SubmitAttemptContext);
  const group = useContext(RevealGroupContext);
  const ref = useRef<HTMLDivElement>(null);
  const [mountedAt] = useState(attempt);
  const [left, setLeft] = useState(false);
  const leave = group?.leave;
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      // Focus going to a form's own buttons (Next, Send): they check every field themselves, and a
      // message appearing now would move the button away from under the pointer before the click lands.
      if (next instanceof Element && next.closest(`[${DEFER_REVEAL}]`)) return;
      setLeft(true);
      leave?.(event.currentTarget);
    },
    [leave],
  );
  const tried = attempted && (attempt === undefined || mountedAt === undefined || attempt > mountedAt);
  const furthest = group?.furthest;
  const passed =
    furthest !== undefined &&
    ref.current !== null &&
    furthest !== ref.current &&
    (ref.current.compareDocumentPosition(furthest) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return { revealed: tried || left || passed, attempted: tried, onBlur, ref };
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
  /** The field's element (useReveal's `ref`), for the group it is a part of. */
  readonly revealRef?: RefObject<HTMLDivElement | null> | undefined;
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
  revealRef,
  className,
  testId,
  children,
}: FieldProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: noticing that focus left the field is not an action
    <div
      className={['field', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')}
      onBlur={onBlur}
      ref={revealRef}
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
