import type { FieldError, FieldUse, RegisteredForm, SessionInfo } from '@pow/domain';
import { createElement } from 'react';
import type { FieldMessage } from '../../fields/field-message.ts';
import type { AttachmentItem } from '../attachments/attachment-list.ts';
import { type StepCode, stepCode } from '../step-code.ts';

export type Path = readonly (string | number)[];

/** What a field's answer is made from besides its own value. */
export interface AnswerContext {
  /** The payload's answer at a dotted path, as the fields before this one made it. */
  readonly answer: (path: string) => unknown;
  /** The field's own path, dotted. */
  readonly at: string;
  /** The server's ids of the uploaded attachments (the local ids for the review). */
  readonly attachmentIds: readonly string[];
  /**
   * The payload is read back on the review, not sent: what the server sets itself (the officer's names
   * from the police session) is shown there, never sent.
   */
  readonly readBack: boolean;
}

/** The form around a field, as its component sees it. */
export interface FormView {
  readonly definition: RegisteredForm;
  /** The payload's answer at a dotted path, as the values make it now. */
  readonly answer: (path: string) => unknown;
  /** The number (from 1) of the step the field is on. */
  readonly step: number;
  /** Opens a step from the review; the wizard offers to come back. */
  readonly review: (step: number) => void;
  /** The attachments of the form's attachments field, for the review to name. */
  readonly attachments: readonly AttachmentItem[];
  /** The form payload of the values, with the attachments' local ids (the review reads it back). */
  readonly payload: () => unknown;
  /** The quick exit is offered now; the person may keep the draft when using it. */
  readonly quickExit: boolean;
  readonly keepDraft: boolean;
  readonly setKeepDraft: (keep: boolean) => void;
}

/** What a field kind's component gets. */
export interface FieldViewProps<D> {
  readonly value: D;
  readonly onChange: (change: (value: D) => D) => void;
  /** The message at a path below the field's own (`[]`: the field itself). */
  readonly errorAt: (path: Path, exact?: boolean) => FieldMessage | undefined;
  /** The field's text `name` of the definition, in the language on screen (`{{value}}` from `params`). */
  readonly text: (name: string, params?: Readonly<Record<string, string | number>>) => string;
  readonly field: FieldUse;
  readonly form: FormView;
}

/**
 * A field kind, written once and used by any form that names it (decision 046): its value in a new draft,
 * its answer in the payload, the checks the shared schema cannot make, and its component, a chunk that
 * is fetched when its step opens.
 */
export interface FieldKind<D> {
  /** Its value in a new draft; the field tells what the session answers for it (`answeredBy`). */
  readonly initial: (session: SessionInfo | undefined, field?: FieldUse) => D;
  /** The answer put at the field's `at` (objects merged with what is there); undefined: none. */
  readonly answer: (value: D, context: AnswerContext) => unknown;
  /** Issues the payload cannot show (an e-mail typed twice), at paths from the field's own. */
  readonly issues?: (value: D, at: Path) => FieldError[];
  /** Kept in step with the session once it is known (the signed-in person's e-mail), never over typing. */
  readonly fromSession?: (value: D, session: SessionInfo, field?: FieldUse) => D;
  /**
   * Kept in step with the other fields' answers as they change, `answer` reading the payload they make
   * (spec §4: an organisation victim gets the summary by e-mail, so choosing one sets the channel).
   */
  readonly follow?: (value: D, answer: (path: string) => unknown) => D;
  /** The attachments field: its items are what Send uploads. */
  readonly attachments?: boolean;
  readonly View: StepCode<FieldViewProps<D>>;
}

/**
 * What a kind checks with the shared schemas (zod): registered in `field-checks.ts`, part of the
 * validation's chunk, fetched after the wizard's first paint (decision 034), never of the engine's.
 */
export interface FieldChecks<D> {
  /** Issues the payload cannot show (the author contact being typed), at paths from the field's own. */
  readonly issues?: (value: D, at: Path) => FieldError[];
  /** What leaving the field's step does to its value before the step is checked (spec §4). */
  readonly onLeave?: (value: D) => D;
}

/** A kind of any value, as the registry holds them. */
// biome-ignore lint/suspicious/noExplicitAny: each kind's value is its own; the engine only passes it back
export type AnyFieldKind = FieldKind<any>;

// biome-ignore lint/suspicious/noExplicitAny: as AnyFieldKind
export type AnyFieldChecks = FieldChecks<any>;

/**
 * Late kinds, loaded with the one form that uses them: how many have arrived, for the page to read its
 * answers again once one has (`useSyncExternalStore`).
 */
let lateArrived = 0;
const lateListeners = new Set<() => void>();
export const lateKinds = {
  subscribe(listener: () => void): () => void {
    lateListeners.add(listener);
    return () => lateListeners.delete(listener);
  },
  arrived: (): number => lateArrived,
};

/**
 * A kind of one form's own (issue 33: the person form's period and lost object), in one chunk with its
 * component, fetched as its step's code is (after the first paint, or when its step opens): no other
 * form loads it, and no form's first view waits for it. Until it is there its value is undefined and
 * its field answers nothing; afterwards an undefined value is the kind's new value.
 */
export function lateKind<D>(load: () => Promise<FieldKind<D>>): AnyFieldKind {
  let kind: FieldKind<D> | undefined;
  const orNew = (value: D | undefined, loaded: FieldKind<D>) =>
    value === undefined ? loaded.initial(undefined) : value;
  return {
    initial: () => undefined,
    answer: (value: D | undefined, context: AnswerContext) =>
      kind ? kind.answer(orNew(value, kind), context) : undefined,
    issues: (value: D | undefined, at: Path) => (kind ? (kind.issues?.(orNew(value, kind), at) ?? []) : []),
    View: stepCode<FieldViewProps<D | undefined>>(() =>
      load().then(async (loaded) => {
        await loaded.View.load();
        kind = loaded;
        lateArrived += 1;
        for (const listener of lateListeners) listener();
        return (props: FieldViewProps<D | undefined>) =>
          createElement(loaded.View.View, {
            ...props,
            value: orNew(props.value, loaded),
            onChange: (change: (value: D) => D) => props.onChange((value) => change(orNew(value, loaded))),
          });
      }),
    ),
  };
}
