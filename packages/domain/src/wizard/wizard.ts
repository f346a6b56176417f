/**
 * The declaration wizard of spec §4 "Wizard", as pure state transitions shared by every form (phishing,
 * degradation, person). Steps are numbered from 1. The page validates a step with its schema and hands
 * the result in as a `StepCheck`; this module decides where the person may go and what each step shows.
 */

type Path = readonly (string | number)[];

export interface StepDefinition {
  readonly id: string;
  /** Later steps cannot be reached while this one is not done (declarant authentication, crime type). */
  readonly blocking?: boolean;
  /** May stay empty (attachments): never holds back the Send of the overview. */
  readonly skippable?: boolean;
  /** The payload paths this step fills, so a server answer about a field leads back to its step. */
  readonly paths?: readonly Path[];
}

/** Spec §3 Step: error is false, true, or a message key to show on the step. */
export type StepError = boolean | string;

export interface StepStatus {
  readonly done: boolean;
  readonly error: StepError;
  /** The step has been shown; an unmounted skippable step counts as done once passed. */
  readonly mounted: boolean;
}

export interface WizardState {
  readonly current: number;
  readonly furthest: number;
  readonly steps: readonly StepStatus[];
}

/** A step's validation now: true when it passes, else true-ish error (a message key or `false`). */
export type StepCheck = (step: number) => true | { readonly error: StepError };

/** Why a move did not happen: the current step is invalid, or an earlier blocking step is not done. */
export type MoveOutcome = 'moved' | 'stayed' | 'invalid' | 'blocked';

export interface Move {
  readonly state: WizardState;
  readonly outcome: MoveOutcome;
  /** The step that stopped the move ('invalid': the current one; 'blocked': the blocking one). */
  readonly at?: number;
}

/** The message every step with errors shows above its fields (spec §8 "Step incomplete"). */
export const STEP_ERROR_KEY = 'error_in_this_part_of_the_form';

/** Messages the wizard shows besides its schemas' (spec §8): a refused Send and the upload answers. */
export const WIZARD_MESSAGE_KEYS = [
  STEP_ERROR_KEY,
  'error_403',
  'error_no_session',
  'error_occured',
  'error_upload',
  'error_upload_accept',
  'error_upload_duplicate',
  'error_upload_max_size',
  'error_upload_no_session',
] as const;

const NOT_STARTED: StepStatus = { done: false, error: false, mounted: false };

export function clampStep(step: number, count: number): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(Math.max(Math.trunc(step), 1), Math.max(count, 1));
}

export function initialWizard(count: number): WizardState {
  return {
    current: 1,
    furthest: 1,
    steps: Array.from({ length: count }, (_, index) =>
      index === 0 ? { ...NOT_STARTED, mounted: true } : NOT_STARTED,
    ),
  };
}

/**
 * A state read back from a draft, made safe for these steps: a draft of another version of the form
 * (more or fewer steps) starts over rather than pointing at a step that no longer exists, and a draft
 * never opens a step behind an undone blocking one (spec §4: it opens that blocking step instead).
 */
export function restoreWizard(saved: unknown, steps: readonly StepDefinition[]): WizardState {
  const count = steps.length;
  if (!isWizardState(saved) || saved.steps.length !== count) return initialWizard(count);
  const current = clampStep(saved.current, count);
  return settleOnBlocking(
    { current, furthest: clampStep(Math.max(saved.furthest, current), count), steps: saved.steps },
    steps,
  );
}

/**
 * The current step moved back to the first blocking step before it that is not done, if any: whatever
 * the state came from (a draft, values cleared under it), a blocking step cannot be skipped.
 */
export function settleOnBlocking(state: WizardState, steps: readonly StepDefinition[]): WizardState {
  const blocked = blockingBefore(state, steps, state.current);
  if (blocked === undefined) return state;
  return {
    ...state,
    current: blocked,
    steps: state.steps.map((status, index) =>
      index === blocked - 1 ? { ...status, mounted: true } : status,
    ),
  };
}

function isWizardState(value: unknown): value is WizardState {
  if (typeof value !== 'object' || value === null) return false;
  const { current, furthest, steps } = value as Partial<WizardState>;
  return (
    typeof current === 'number' &&
    typeof furthest === 'number' &&
    Array.isArray(steps) &&
    steps.every(
      (s: unknown) =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as StepStatus).done === 'boolean' &&
        typeof (s as StepStatus).mounted === 'boolean' &&
        ['boolean', 'string'].includes(typeof (s as StepStatus).error),
    )
  );
}

const withStep = (state: WizardState, step: number, status: StepStatus): WizardState => ({
  ...state,
  steps: state.steps.map((old, index) => (index === step - 1 ? status : old)),
});

/** The result of a check written into the step: done, or in error with its message. */
export function applyCheck(state: WizardState, step: number, check: StepCheck): WizardState {
  const result = check(step);
  const old = state.steps[step - 1] ?? NOT_STARTED;
  return withStep(
    state,
    step,
    result === true
      ? { ...old, done: true, error: false }
      : { ...old, done: false, error: result.error === false ? true : result.error },
  );
}

/** The first blocking step before `target` that is not done, if any. */
function blockingBefore(state: WizardState, steps: readonly StepDefinition[], target: number) {
  for (let step = 1; step < target; step += 1) {
    if (steps[step - 1]?.blocking && !state.steps[step - 1]?.done) return step;
  }
  return undefined;
}

/**
 * Goes to `target` (clamped): the step left is validated; a blocking step not done before the target
 * stops the move; steps passed over that are not done become errors, except a skippable step never
 * shown, which is done (nothing was asked of the person there).
 */
export function goToStep(
  state: WizardState,
  steps: readonly StepDefinition[],
  target: number,
  check: StepCheck,
): Move {
  const to = clampStep(target, steps.length);
  if (to === state.current) return { state, outcome: 'stayed' };
  const left = applyCheck(state, state.current, check);
  const blocked = blockingBefore(left, steps, to);
  if (blocked !== undefined) {
    const status = left.steps[blocked - 1] ?? NOT_STARTED;
    return {
      state: withStep(left, blocked, { ...status, error: status.error || true }),
      outcome: 'blocked',
      at: blocked,
    };
  }
  const passed: StepStatus[] = left.steps.map((status, index) => {
    const step = index + 1;
    if (step >= to || status.done) return status;
    if (steps[index]?.skippable && !status.mounted) return { ...status, done: true, error: false };
    return { ...status, error: status.error || true };
  });
  const moved: StepStatus[] = passed.map((status, index) =>
    index === to - 1 ? { ...status, mounted: true } : status,
  );
  return {
    state: { current: to, furthest: Math.max(state.furthest, to), steps: moved },
    outcome: 'moved',
  };
}

/** The Next button: only a valid step is left forwards; an invalid one stays and shows its errors. */
export function nextStep(state: WizardState, steps: readonly StepDefinition[], check: StepCheck): Move {
  const checked = applyCheck(state, state.current, check);
  if (!checked.steps[state.current - 1]?.done)
    return { state: checked, outcome: 'invalid', at: state.current };
  return goToStep(checked, steps, state.current + 1, () => true);
}

/** The Back button: the step is left as it is (its check is recorded, nothing stops the person). */
export function previousStep(state: WizardState, steps: readonly StepDefinition[], check: StepCheck): Move {
  return goToStep(state, steps, state.current - 1, check);
}

/** Spec §4: done steps divided by all steps, from 0 to 1. */
export function progress(state: WizardState): number {
  if (state.steps.length === 0) return 0;
  return state.steps.filter((status) => status.done && !status.error).length / state.steps.length;
}

/** Whether a step header may be opened: visited already, or the next one after the furthest done. */
export function canOpenStep(state: WizardState, steps: readonly StepDefinition[], step: number): boolean {
  if (step < 1 || step > steps.length) return false;
  if (blockingBefore(state, steps, step) !== undefined) return false;
  return step <= state.furthest;
}

/** The first step not done or in error, skippable steps (attachments) excepted (spec §4 overview). */
export function firstIncompleteStep(
  state: WizardState,
  steps: readonly StepDefinition[],
): number | undefined {
  const index = state.steps.findIndex(
    (status, i) => !steps[i]?.skippable && (!status.done || status.error !== false),
  );
  return index === -1 ? undefined : index + 1;
}

/**
 * Send, from the last step: every step is checked again in order (the draft may have changed since it
 * was left); the first failing one becomes current. 'moved' means ready to send.
 */
export function checkBeforeSend(
  state: WizardState,
  steps: readonly StepDefinition[],
  check: StepCheck,
): Move {
  let checked = state;
  for (let step = 1; step <= steps.length; step += 1) {
    checked = steps[step - 1]?.skippable
      ? withStep(checked, step, { ...(checked.steps[step - 1] ?? NOT_STARTED), done: true, error: false })
      : applyCheck(checked, step, check);
  }
  const failing = firstIncompleteStep(checked, steps);
  if (failing === undefined) return { state: checked, outcome: 'moved' };
  return {
    state: {
      ...checked,
      current: failing,
      steps: checked.steps.map((s, i) => (i === failing - 1 ? { ...s, mounted: true } : s)),
    },
    outcome: 'invalid',
    at: failing,
  };
}

/** Marks a step as failed with a message, e.g. the last step after a refused Send (error_403). */
export function failStep(state: WizardState, step: number, error: StepError): WizardState {
  const status = state.steps[step - 1] ?? NOT_STARTED;
  return withStep(state, step, { ...status, done: false, error: error === false ? true : error });
}

/** A step's error whose cause went away (the failed upload removed or sent): the step is open again. */
export function clearStepError(state: WizardState, step: number): WizardState {
  const status = state.steps[step - 1] ?? NOT_STARTED;
  return withStep(state, step, { ...status, error: false });
}

/** Moves to a step without validating anything: after a server answer that points at one of its fields. */
export function returnToStep(state: WizardState, step: number, error: StepError = true): WizardState {
  const to = clampStep(step, state.steps.length);
  const failed = failStep(state, to, error);
  return {
    current: to,
    furthest: Math.max(state.furthest, to),
    steps: failed.steps.map((status, index) => (index === to - 1 ? { ...status, mounted: true } : status)),
  };
}

const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((part, index) => path[index] === part);

/**
 * The step whose paths hold `path` (the longest matching prefix wins, so a contact step owning
 * declarant.email beats the identification step owning declarant), or undefined.
 */
export function stepOfPath(steps: readonly StepDefinition[], path: Path): number | undefined {
  let best: { step: number; length: number } | undefined;
  steps.forEach((definition, index) => {
    for (const prefix of definition.paths ?? []) {
      if (startsWith(path, prefix) && (!best || prefix.length > best.length)) {
        best = { step: index + 1, length: prefix.length };
      }
    }
  });
  return best?.step;
}
