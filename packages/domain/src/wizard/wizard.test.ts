import { describe, expect, it } from 'vitest';
import {
  applyCheck,
  canOpenStep,
  checkBeforeSend,
  clampStep,
  firstIncompleteStep,
  goToStep,
  initialWizard,
  nextStep,
  previousStep,
  progress,
  reopenSteps,
  restoreWizard,
  returnToStep,
  type StepCheck,
  type StepDefinition,
  type StepStatus,
  stepOfPath,
  type WizardState,
} from './wizard.ts';

// The person form of spec §3 Step: two blocking steps, a skippable attachments step.
const PERSON: readonly StepDefinition[] = [
  { id: 'crime_type', blocking: true, paths: [['fact', 'type']] },
  { id: 'declarant_authentication', blocking: true, paths: [['declarant']] },
  {
    id: 'declarant_contact_data',
    paths: [
      ['declarant', 'email'],
      ['declarant', 'phone_number'],
    ],
  },
  { id: 'fact_information', paths: [['fact']] },
  { id: 'attachments', skippable: true, paths: [['attachments']] },
  { id: 'declaration_overview', paths: [['overview']] },
];

const valid: StepCheck = () => true;
const invalid: StepCheck = () => ({ error: 'required_field' });
const only =
  (...failing: number[]): StepCheck =>
  (step) =>
    failing.includes(step) ? { error: true } : true;

const at = (current: number, furthest = current): WizardState => ({
  ...initialWizard(PERSON.length),
  current,
  furthest,
});

describe('clampStep', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [4, 4],
    [6, 6],
    [7, 6],
    [2.7, 2],
    [Number.NaN, 1],
  ])('step %s of 6 is %s', (step, expected) => {
    expect(clampStep(step, 6)).toBe(expected);
  });
});

describe('goToStep', () => {
  it('validates the step left: done when it passes, error with its message when not', () => {
    const passed = goToStep(at(1), PERSON, 2, valid);
    expect(passed.state.steps[0]).toMatchObject({ done: true, error: false });
    const failed = goToStep(at(3, 4), PERSON, 4, invalid);
    expect(failed.state.steps[2]).toMatchObject({ done: false, error: 'required_field' });
  });

  it('clamps the target and tracks the furthest step visited', () => {
    let state = goToStep(at(1), PERSON, 2, valid).state;
    state = goToStep(state, PERSON, 3, valid).state;
    expect(state).toMatchObject({ current: 3, furthest: 3 });
    state = goToStep(state, PERSON, 1, valid).state;
    expect(state).toMatchObject({ current: 1, furthest: 3 });
    state = goToStep(
      { ...state, steps: state.steps.map((s) => ({ ...s, done: true })) },
      PERSON,
      99,
      valid,
    ).state;
    expect(state.current).toBe(6);
  });

  it('is blocked while an earlier blocking step is not done, and marks that step', () => {
    const move = goToStep(at(1), PERSON, 3, invalid);
    expect(move.outcome).toBe('blocked');
    expect(move.at).toBe(1);
    expect(move.state.current).toBe(1);
    expect(move.state.steps[0]?.error).toBe('required_field');
  });

  it('passes a blocking step once it is done, but stops at the next blocking one', () => {
    const move = goToStep(at(1), PERSON, 4, only(2));
    expect(move.outcome).toBe('blocked');
    expect(move.at).toBe(2);
    expect(move.state.steps[0]?.done).toBe(true);
  });

  it('marks earlier steps that are not done as errors', () => {
    const start = applyCheck(applyCheck(at(2, 2), 1, valid), 2, valid);
    const move = goToStep(start, PERSON, 6, valid);
    expect(move.outcome).toBe('moved');
    expect(move.state.steps.map((s) => s.error)).toEqual([false, false, true, true, false, false]);
  });

  it('marks a skippable step never shown as done when passed over', () => {
    const start: WizardState = {
      ...at(4, 4),
      steps: [
        ...[1, 2, 3].map((): StepStatus => ({ done: true, error: false, mounted: true })),
        ...initialWizard(3).steps,
      ],
    };
    const move = goToStep(start, PERSON, 6, valid);
    expect(move.state.steps[4]).toMatchObject({ done: true, error: false, mounted: false });
  });

  it('leaves a skippable step that was shown and not done in error', () => {
    const start: WizardState = {
      current: 6,
      furthest: 6,
      steps: PERSON.map((_, i) => ({ done: i !== 4, error: false, mounted: true })),
    };
    expect(goToStep(start, PERSON, 6, valid).outcome).toBe('stayed');
    const back = goToStep(start, PERSON, 1, valid);
    expect(back.state.steps[4]?.error).toBe(false);
    const forward = goToStep({ ...start, current: 5 }, PERSON, 6, () => ({ error: true }));
    expect(forward.state.steps[4]?.error).toBe(true);
  });

  it('staying on the same step changes nothing', () => {
    const start = at(2);
    expect(goToStep(start, PERSON, 2, invalid)).toEqual({ state: start, outcome: 'stayed' });
  });
});

describe('nextStep and previousStep', () => {
  it('next refuses to leave an invalid step and names it', () => {
    const move = nextStep(at(3, 3), PERSON, invalid);
    expect(move).toMatchObject({ outcome: 'invalid', at: 3, state: { current: 3 } });
    expect(move.state.steps[2]?.error).toBe('required_field');
  });

  it('next leaves a valid step for the following one', () => {
    const start = applyCheck(applyCheck(at(3, 3), 1, valid), 2, valid);
    expect(nextStep(start, PERSON, valid)).toMatchObject({
      outcome: 'moved',
      state: { current: 4, furthest: 4 },
    });
  });

  it('back always moves, recording the check of the step left', () => {
    const move = previousStep(applyCheck(at(3, 3), 1, valid), PERSON, invalid);
    expect(move.outcome).toBe('moved');
    expect(move.state.current).toBe(2);
    expect(move.state.steps[2]?.error).toBe('required_field');
  });
});

describe('progress', () => {
  it('is done steps over all steps', () => {
    let state = initialWizard(8);
    expect(progress(state)).toBe(0);
    state = applyCheck(applyCheck(state, 1, valid), 2, valid);
    expect(progress(state)).toBe(0.25);
    state = applyCheck(state, 2, invalid);
    expect(progress(state)).toBe(0.125);
  });
});

describe('canOpenStep', () => {
  it('opens visited steps, not those beyond the furthest nor behind an undone blocking step', () => {
    const state = applyCheck(applyCheck(at(4, 4), 1, valid), 2, valid);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((step) => canOpenStep(state, PERSON, step))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    const undone = applyCheck(state, 2, invalid);
    expect(canOpenStep(undone, PERSON, 3)).toBe(false);
    expect(canOpenStep(undone, PERSON, 2)).toBe(true);
  });
});

describe('the overview: firstIncompleteStep and checkBeforeSend', () => {
  it('finds the first step not done or in error, attachments excepted', () => {
    const state: WizardState = {
      current: 6,
      furthest: 6,
      steps: PERSON.map((_, i) => ({ done: i !== 4 && i !== 3, error: i === 3, mounted: true })),
    };
    expect(firstIncompleteStep(state, PERSON)).toBe(4);
    const onlyAttachments = {
      ...state,
      steps: state.steps.map((s, i) => (i === 3 ? { ...s, done: true, error: false } : s)),
    };
    expect(firstIncompleteStep(onlyAttachments, PERSON)).toBeUndefined();
  });

  it('send checks every step again in order and jumps back to the first failing one', () => {
    const done: WizardState = {
      current: 6,
      furthest: 6,
      steps: PERSON.map(() => ({ done: true, error: false, mounted: true })),
    };
    const move = checkBeforeSend(done, PERSON, only(3, 4));
    expect(move).toMatchObject({ outcome: 'invalid', at: 3, state: { current: 3 } });
    expect(move.state.steps.map((s) => s.done)).toEqual([true, true, false, false, true, true]);
  });

  it('send is ready when every step but the skippable one passes', () => {
    const move = checkBeforeSend(initialWizard(PERSON.length), PERSON, only(5));
    expect(move.outcome).toBe('moved');
    expect(move.state.steps.every((s) => s.done)).toBe(true);
  });
});

describe('stepOfPath', () => {
  it.each([
    [['fact', 'type'], 1],
    [['fact', 'description'], 4],
    [['declarant', 'email'], 3],
    [['declarant', 'firstname'], 2],
    [['attachments', 0], 5],
    [['overview', 'channel'], 6],
    [['dog_color'], undefined],
  ] as const)('%j belongs to step %s', (path, step) => {
    expect(stepOfPath(PERSON, path)).toBe(step);
  });
});

const DONE: StepStatus = { done: true, error: false, mounted: true };
const TODO: StepStatus = { done: false, error: false, mounted: false };
const states = (...list: StepStatus[]): WizardState['steps'] => list;

describe('restoreWizard', () => {
  it('takes back a saved state of the same form, clamped', () => {
    const saved = { current: 9, furthest: 2, steps: states(DONE, DONE, DONE, DONE, DONE, DONE) };
    expect(restoreWizard(saved, PERSON)).toMatchObject({ current: 6, furthest: 6 });
  });

  it.each([undefined, null, 'x', { current: 1 }, { ...initialWizard(5) }])('starts over from %j', (saved) => {
    expect(restoreWizard(saved, PERSON)).toEqual(initialWizard(6));
  });

  // Spec §4: a draft pointing at the overview cannot skip an undone blocking step.
  it.each([
    ['crime type', states(TODO, DONE, DONE, DONE, DONE, DONE), 1],
    ['identification', states(DONE, { ...DONE, done: false, error: true }, DONE, DONE, TODO, DONE), 2],
    ['nothing', states(DONE, DONE, TODO, TODO, TODO, DONE), 6],
  ])('opens the first undone blocking step (%s undone) instead of a later one', (_, steps, current) => {
    const restored = restoreWizard({ current: 6, furthest: 6, steps }, PERSON);
    expect(restored).toMatchObject({ current, furthest: 6 });
    expect(restored.steps[current - 1]?.mounted).toBe(true);
  });
});

describe('reopenSteps', () => {
  const all = { current: 6, furthest: 6, steps: states(DONE, DONE, DONE, DONE, DONE, DONE) };

  it('makes a cleared step neither done nor in error, and goes back to it when it blocks', () => {
    const reopened = reopenSteps(all, PERSON, [2]);
    expect(reopened).toMatchObject({ current: 2, furthest: 6 });
    expect(reopened.steps[1]).toEqual({ done: false, error: false, mounted: true });
    expect(canOpenStep(reopened, PERSON, 3)).toBe(false);
    expect(progress(reopened)).toBeCloseTo(5 / 6);
  });

  it('stays on the current step when the cleared one is not blocking or comes after it', () => {
    expect(reopenSteps(all, PERSON, [4])).toMatchObject({ current: 6 });
    expect(reopenSteps({ ...all, current: 1 }, PERSON, [2])).toMatchObject({ current: 1 });
  });
});

describe('returnToStep', () => {
  it('goes back to a step refused by the server, with its message, shown', () => {
    const state = returnToStep(at(6, 6), 3, 'require_email_format');
    expect(state).toMatchObject({ current: 3, furthest: 6 });
    expect(state.steps[2]).toEqual({ done: false, error: 'require_email_format', mounted: true });
  });
});
