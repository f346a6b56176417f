import {
  checkBeforeSend,
  clearStepError,
  type FieldError,
  goToStep,
  initialWizard,
  type Move,
  nextStep,
  previousStep,
  restoreWizard,
  returnToStep,
  type SessionInfo,
  STEP_ERROR_KEY,
  type StepCheck,
  type StepDefinition,
  settleOnBlocking,
  stepOfPath,
  type WizardState,
} from '@pow/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldMessage } from '../fields/field-message.ts';
import { clearDraft, readDraft, writeDraft } from './draft-store.ts';

type Path = readonly (string | number)[];

export interface WizardFormOptions<V> {
  /** Name of the draft in the tab's storage, e.g. 'phishing'. */
  readonly form: string;
  /** Raised when the shape of the values changes, so an older draft is dropped instead of misread. */
  readonly version: number;
  readonly steps: readonly StepDefinition[];
  readonly initial: () => V;
  /**
   * Every issue of the values now: the declaration's schema (packages/domain) run on the payload the
   * values make. Each issue belongs to the step whose paths hold it. Undefined while its code loads
   * (after the first paint, `useAfterFirstPaint`): no issue is shown meanwhile, and a move asked then
   * is kept and made when it arrives.
   */
  readonly validate: Validate<V> | undefined;
  /**
   * What leaving a step does to the values before it is checked (spec §4: a pending valid contact
   * entry is added to the list when the person moves on).
   */
  readonly beforeLeave?: (step: number, values: V) => V;
  /**
   * The signed-in person the draft belongs to (`draftOwner`); undefined while not known. A draft left in
   * the tab by anyone else is forgotten unread: their story and data are not the next person's to see.
   */
  readonly owner: string | undefined;
}

export type Validate<V> = (values: V) => readonly FieldError[];

/** Whom a draft belongs to: a citizen by national number, an officer by matricule. */
export const draftOwner = (info: SessionInfo | undefined): string | undefined => info?.rrn ?? info?.matricule;

interface Draft<V> {
  readonly version: number;
  /** Who was signed in when it was written (undefined: not known then). */
  readonly owner: string | undefined;
  readonly values: V;
  readonly wizard: WizardState;
  /**
   * By step number, the paths (dotted) whose issue a try to leave the step found: only those show their
   * message, so a field that appears after the try (another address chosen) waits for the next one or
   * for being left (issue 33). Absent in a draft written before: nothing shown until the next try.
   */
  readonly shown?: Readonly<Record<number, readonly string[]>>;
  /** One per declaration: a retried or double Send is recognised by the server (issue 4). */
  readonly idempotencyKey: string;
}

const newDraft = <V>(options: WizardFormOptions<V>): Draft<V> => ({
  version: options.version,
  owner: options.owner,
  values: options.initial(),
  wizard: initialWizard(options.steps.length),
  idempotencyKey: crypto.randomUUID(),
});

/**
 * A blocking step is done only while its values pass: a draft saying otherwise (edited storage, a rule
 * made stricter) has that step in error, and the wizard opens it rather than any step behind it.
 */
function checkBlocking<V>(
  wizard: WizardState,
  steps: readonly StepDefinition[],
  validate: Validate<V>,
  values: V,
): WizardState {
  if (!wizard.steps.some((status, index) => status.done && steps[index]?.blocking)) return wizard;
  const failing = new Set(validate(values).map((issue) => stepOfPath(steps, issue.path)));
  return settleOnBlocking(
    {
      ...wizard,
      steps: wizard.steps.map((status, index) =>
        status.done && steps[index]?.blocking && failing.has(index + 1)
          ? { ...status, done: false, error: true }
          : status,
      ),
    },
    steps,
  );
}

const sameOwner = (a: string | undefined, b: string | undefined) =>
  a === undefined || b === undefined || a === b;

function loadDraft<V>(options: WizardFormOptions<V>): { draft: Draft<V>; restored: boolean } {
  const saved = readDraft(options.form) as Partial<Draft<V>> | undefined;
  if (
    !saved ||
    saved.version !== options.version ||
    saved.values === undefined ||
    !saved.idempotencyKey ||
    !sameOwner(saved.owner, options.owner)
  ) {
    return { draft: newDraft(options), restored: false };
  }
  return {
    draft: {
      version: options.version,
      owner: saved.owner ?? options.owner,
      values: saved.values,
      // Without its validation yet, the draft's blocking steps are checked again when it arrives.
      wizard: options.validate
        ? checkBlocking(
            restoreWizard(saved.wizard, options.steps),
            options.steps,
            options.validate,
            saved.values,
          )
        : restoreWizard(saved.wizard, options.steps),
      idempotencyKey: saved.idempotencyKey,
    },
    restored: true,
  };
}

const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((part, index) => path[index] === part);

/** What a move asks of the page once it has rendered: where focus goes. */
export type FocusRequest =
  | { readonly kind: 'step'; readonly step: number; readonly serial: number }
  | { readonly kind: 'invalid'; readonly step: number; readonly serial: number };

export interface WizardForm<V> {
  readonly values: V;
  readonly update: (change: (values: V) => V) => void;
  readonly wizard: WizardState;
  readonly steps: readonly StepDefinition[];
  /** True when the values came back from the tab's storage (a reload, a new sign-in). */
  readonly restored: boolean;
  readonly idempotencyKey: string;
  /** The message of the field at `path` (or of anything under it), once its step shows its errors. */
  readonly errorAt: (path: Path, exact?: boolean) => FieldMessage | undefined;
  /** Whether the current step shows its errors (every field's own rule too: SubmitAttempt). */
  readonly revealed: (step: number) => boolean;
  /**
   * How many tries to move or send there have been: a field that appeared after the last one waits to
   * be left, or for the next, before its own rule speaks (SubmitAttempt's `attempt`).
   */
  readonly attempt: number;
  /** Whether the values now pass every rule of a step (its banner then goes, before the next Next). */
  readonly stepPasses: (step: number) => boolean;
  readonly next: () => Move;
  readonly back: () => Move;
  readonly goTo: (step: number) => Move;
  /** Opens `step` from the review on the current step, which it then offers to return to. */
  readonly review: (step: number) => Move;
  /** The review step a step was opened from, while the person is away from it. */
  readonly returnTo: number | undefined;
  /** Checks every step for Send; 'moved' means ready, otherwise the first failing step is current. */
  readonly checkAll: () => Move;
  /**
   * Runs `action` now when the validation is there, else once it arrives (the last one asked is kept:
   * a Send, or a move, clicked before the validation's code came is not lost). Moves go through it.
   */
  readonly whenValidated: (action: () => void) => void;
  /** Whether the validation is there (and a restored draft checked with it). */
  readonly validated: boolean;
  /**
   * A refused Send: back to `step`, with the message key its line shows, and the server's message at
   * the field it named (it holds until the person changes something).
   */
  readonly fail: (step: number, key: string, field?: { path: Path; message: FieldMessage }) => void;
  /** Clears `step`'s error `key` once its cause is gone (the failed upload was removed or went through). */
  readonly settle: (step: number, key: string) => void;
  readonly focus: FocusRequest | undefined;
  /** Forget everything and start again empty (the person starts over). */
  readonly reset: () => void;
  /** Sent: the draft is deleted and no longer kept, while the page makes way for the sent page. */
  readonly finish: () => void;
}

/**
 * The state of a declaration wizard (spec §4): the values, the engine's step states (packages/domain
 * wizard.ts) and the draft that keeps both in the tab. Steps are validated by the declaration's own
 * schema, so the browser asks exactly what the server will check.
 */
export function useWizardForm<V>(options: WizardFormOptions<V>): WizardForm<V> {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [{ draft, restored }, setState] = useState(() => loadDraft(options));
  const [serverIssue, setServerIssue] = useState<{ path: Path; message: FieldMessage } | undefined>();
  const [focus, setFocus] = useState<FocusRequest | undefined>();
  const [returnTo, setReturnTo] = useState<number | undefined>();
  const serial = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const { steps, form, validate, owner } = options;

  // The person became known after the draft was read: someone else's draft goes, unread; an unowned one is theirs.
  useEffect(() => {
    if (owner === undefined || draft.owner === owner) return;
    setState((current) =>
      sameOwner(current.draft.owner, owner)
        ? { ...current, draft: { ...current.draft, owner } }
        : { draft: newDraft(optionsRef.current), restored: false },
    );
  }, [owner, draft.owner]);

  // Once sent, nothing is written back: a sent declaration leaves nothing to restore.
  const written = useRef(true);
  // Someone else's draft, about to be forgotten, is never written back meanwhile.
  useEffect(() => {
    if (written.current && sameOwner(draft.owner, owner)) writeDraft(form, draft);
  }, [form, draft, owner]);

  // A restored draft's blocking steps wait for the validation to be checked again (checkBlocking).
  const [draftChecked, setDraftChecked] = useState(() => validate !== undefined || !restored);
  // The move asked while the validation was not there yet, made on its arrival with the form as it is then.
  const asked = useRef<(() => void) | undefined>(undefined);
  const latest = useRef<WizardForm<V> | undefined>(undefined);
  useEffect(() => {
    if (!validate || draftChecked) return;
    setState((current) => ({
      ...current,
      draft: {
        ...current.draft,
        wizard: checkBlocking(current.draft.wizard, steps, validate, current.draft.values),
      },
    }));
    setDraftChecked(true);
  }, [validate, draftChecked, steps]);
  useEffect(() => {
    if (!validate || !draftChecked) return;
    const action = asked.current;
    asked.current = undefined;
    action?.();
  }, [validate, draftChecked]);
  const whenValidated = (action: () => void) => {
    if (validate && draftChecked) action();
    else asked.current = action;
  };
  /** A move now, or kept for the validation's arrival (the wizard stays where it is meanwhile). */
  const move =
    <A extends unknown[]>(make: (...args: A) => Move, again: (form: WizardForm<V>, ...args: A) => void) =>
    (...args: A): Move => {
      if (validate && draftChecked) return make(...args);
      asked.current = () => {
        if (latest.current) again(latest.current, ...args);
      };
      return { state: draft.wizard, outcome: 'stayed' };
    };

  const issues = useMemo(() => validate?.(draft.values) ?? [], [validate, draft.values]);
  const checkOf =
    (found: readonly FieldError[]): StepCheck =>
    (step) =>
      found.some((issue) => stepOfPath(steps, issue.path) === step) ? { error: STEP_ERROR_KEY } : true;

  const apply = (move: Move): Move => {
    setState((current) => ({ ...current, draft: { ...current.draft, wizard: move.state } }));
    if (move.state.current === returnTo) setReturnTo(undefined);
    serial.current += 1;
    if (move.outcome === 'invalid' || move.outcome === 'blocked') {
      // Refused: to the first invalid field of the step that stopped it (or its heading).
      setFocus({ kind: 'invalid', step: move.at ?? move.state.current, serial: serial.current });
    } else if (move.outcome === 'moved') {
      setFocus({ kind: 'step', step: move.state.current, serial: serial.current });
    }
    return move;
  };

  /**
   * A move from the current step: the values it leaves behind, checked, then the engine decides. The
   * issues found on the step left (on every step for Send, `all`) are the ones shown from then on.
   */
  const leave = (decide: (wizard: WizardState, check: StepCheck) => Move, all = false): Move => {
    const values = options.beforeLeave?.(draft.wizard.current, draft.values) ?? draft.values;
    const found = values === draft.values || !validate ? issues : validate(values);
    const move = decide(draft.wizard, checkOf(found));
    const shown = withShown(draft.shown, found, all ? undefined : draft.wizard.current);
    setAttempt((count) => count + 1);
    if (values !== draft.values || shown !== draft.shown) {
      setState((current) => ({ ...current, draft: { ...current.draft, values, shown } }));
    }
    return apply(move);
  };

  /** The paths shown with those of `found` on `step` (every step when undefined) added. */
  const withShown = (
    was: Draft<V>['shown'],
    found: readonly FieldError[],
    step: number | undefined,
  ): Draft<V>['shown'] => {
    let shown = was;
    for (const issue of found) {
      const at = stepOfPath(steps, issue.path);
      const path = issue.path.join('.');
      if (at === undefined || (step !== undefined && at !== step) || shown?.[at]?.includes(path)) continue;
      shown = { ...shown, [at]: [...(shown?.[at] ?? []), path] };
    }
    return shown;
  };

  const revealed = (step: number) => draft.wizard.steps[step - 1]?.error !== false;
  /** An issue shows its message once a try to leave its step found it there (`Draft.shown`). */
  const isShown = (issue: FieldError) => {
    const step = stepOfPath(steps, issue.path);
    return (
      step !== undefined && revealed(step) && draft.shown?.[step]?.includes(issue.path.join('.')) === true
    );
  };

  const errorAt = (path: Path, exact = false): FieldMessage | undefined => {
    if (
      serverIssue &&
      (exact ? serverIssue.path.join('.') === path.join('.') : startsWith(serverIssue.path, path))
    ) {
      return serverIssue.message;
    }
    const issue = issues.find(
      (candidate) =>
        (exact ? candidate.path.join('.') === path.join('.') : startsWith(candidate.path, path)) &&
        isShown(candidate),
    );
    return issue && { key: issue.key, params: issue.params };
  };

  const self: WizardForm<V> = {
    values: draft.values,
    update: (change) => {
      // The server's word on a field holds until the person changes something.
      setServerIssue(undefined);
      setState((current) => ({
        ...current,
        draft: { ...current.draft, values: change(current.draft.values) },
      }));
    },
    wizard: draft.wizard,
    steps,
    restored,
    idempotencyKey: draft.idempotencyKey,
    errorAt,
    revealed,
    attempt,
    // The server's word on a field of the step counts until the person changes something.
    // Not known to pass before the validation is there: a restored step's error stays as the draft has it.
    stepPasses: (step) =>
      validate !== undefined &&
      checkOf(issues)(step) === true &&
      !(serverIssue && stepOfPath(steps, serverIssue.path) === step),
    next: move(
      () => leave((wizard, check) => nextStep(wizard, steps, check)),
      (form) => form.next(),
    ),
    back: move(
      () => leave((wizard, check) => previousStep(wizard, steps, check)),
      (form) => form.back(),
    ),
    goTo: move(
      (step: number) => leave((wizard, check) => goToStep(wizard, steps, step, check)),
      (form, step) => form.goTo(step),
    ),
    review: move(
      (step: number) => {
        const from = draft.wizard.current;
        const moved = leave((wizard, check) => goToStep(wizard, steps, step, check));
        if (moved.outcome === 'moved') setReturnTo(from);
        return moved;
      },
      (form, step) => form.review(step),
    ),
    returnTo,
    checkAll: move(
      () => leave((wizard, check) => checkBeforeSend(wizard, steps, check), true),
      (form) => form.checkAll(),
    ),
    whenValidated,
    validated: validate !== undefined && draftChecked,
    fail: (step, key, field) => {
      if (field) setServerIssue(field);
      apply({ state: returnToStep(draft.wizard, step, key), outcome: 'invalid', at: step });
    },
    settle: (step, key) => {
      if (draft.wizard.steps[step - 1]?.error !== key) return;
      setState((current) => ({
        ...current,
        draft: { ...current.draft, wizard: clearStepError(current.draft.wizard, step) },
      }));
    },
    focus,
    finish: () => {
      written.current = false;
      clearDraft(form);
    },
    reset: () => {
      clearDraft(form);
      written.current = true;
      setServerIssue(undefined);
      setState({ draft: newDraft(optionsRef.current), restored: false });
    },
  };
  latest.current = self;
  return self;
}
