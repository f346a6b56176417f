import { describe, expect, it } from 'vitest';
import { PHISHING_CITIZEN_STEPS } from '../forms/phishing/definition.ts';
import { PHISHING_OFFICER_STEPS } from '../forms/phishing-officer/definition.ts';
import {
  canOpenStep,
  checkBeforeSend,
  clampStep,
  firstIncompleteStep,
  goToStep,
  initialWizard,
  type Move,
  type MoveOutcome,
  nextStep,
  previousStep,
  progress,
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

// The transitions of spec §4 "Wizard" and "police flow (phishing)", one row each, on the three kinds of
// step list: the person form (two blocking steps, skippable attachments), the citizen's phishing form
// (8 steps, identification blocking, attachments skippable) and the officer's (7 steps, the look-up
// blocking, sent from step 7, which holds the channel and so is not skippable).
const FORMS = {
  person: PERSON,
  citizen: PHISHING_CITIZEN_STEPS,
  officer: PHISHING_OFFICER_STEPS,
} as const;
type Form = keyof typeof FORMS;

/**
 * A state on one line: 'current/furthest letters', a letter per step: d done, s done without being
 * shown (a skippable step passed over), m shown and not checked yet, - never shown, e in error, x in
 * error without being shown (a blocking step that stopped a move).
 */
const LETTERS: Record<string, StepStatus> = {
  d: { done: true, error: false, mounted: true },
  s: { done: true, error: false, mounted: false },
  m: { done: false, error: false, mounted: true },
  '-': { done: false, error: false, mounted: false },
  e: { done: false, error: true, mounted: true },
  x: { done: false, error: true, mounted: false },
};
function state(line: string): WizardState {
  const [position = '', letters = ''] = line.split(' ');
  const [current, furthest] = position.split('/').map(Number);
  return { current: current ?? 1, furthest: furthest ?? 1, steps: [...letters].map((l) => LETTERS[l]!) };
}
function line(wizard: WizardState): string {
  const letter = (status: StepStatus) =>
    Object.entries(LETTERS).find(
      ([, shape]) =>
        shape.done === status.done &&
        shape.mounted === status.mounted &&
        (shape.error !== false) === (status.error !== false),
    )?.[0] ?? '?';
  return `${wizard.current}/${wizard.furthest} ${wizard.steps.map(letter).join('')}`;
}

type Action = 'next' | 'back' | 'send' | number;
const act = (form: Form, start: WizardState, action: Action, check: StepCheck): Move => {
  const steps = FORMS[form];
  if (action === 'next') return nextStep(start, steps, check);
  if (action === 'back') return previousStep(start, steps, check);
  if (action === 'send') return checkBeforeSend(start, steps, check);
  return goToStep(start, steps, action, check);
};

// [spec §4 rule, form, state before, action (a number: that step's heading), steps whose check fails,
//  outcome, state after, step named by a refusal]
const TRANSITIONS: [string, Form, string, Action, number[], MoveOutcome, string, number?][] = [
  // Leaving a step validates it and sets done or error.
  ['next leaves a valid step', 'person', '1/1 m-----', 'next', [], 'moved', '2/2 dm----'],
  [
    'next stays on an invalid step, in error',
    'person',
    '3/3 ddm---',
    'next',
    [3],
    'invalid',
    '3/3 dde---',
    3,
  ],
  ['back always moves, recording the step left', 'person', '3/3 ddm---', 'back', [3], 'moved', '2/3 dde---'],
  [
    'a heading moves back, recording the step left',
    'citizen',
    '5/5 ddddm---',
    2,
    [5],
    'moved',
    '2/5 dddde---',
  ],
  // The current step is clamped between 1 and the number of steps and tracks the furthest visited.
  ['below the first step is the first', 'person', '2/3 dmm---', 0, [], 'moved', '1/3 ddm---'],
  ['beyond the last step is the last', 'person', '4/4 dddm--', 99, [], 'moved', '6/6 ddddsm'],
  ['going back keeps the furthest', 'person', '5/5 ddddm-', 2, [], 'moved', '2/5 ddddd-'],
  ['the same step changes nothing', 'person', '2/3 dmm---', 2, [2], 'stayed', '2/3 dmm---'],
  // Earlier steps not done become error; an unmounted skippable step is marked done.
  ['steps passed over undone become errors', 'person', '2/6 dmmm-m', 6, [], 'moved', '6/6 ddeesm'],
  [
    'a skippable step shown and not done becomes an error',
    'person',
    '4/6 dddmmm',
    6,
    [],
    'moved',
    '6/6 ddddem',
  ],
  ['attachments never shown are done (citizen)', 'citizen', '6/6 dddddm-m', 8, [], 'moved', '8/8 ddddddsm'],
  // Navigating to a step is blocked while an earlier blocking step is not done.
  ['crime type not done blocks', 'person', '1/1 m-----', 3, [1], 'blocked', '1/1 e-----', 1],
  ['the next blocking step stops a move too', 'person', '1/1 m-----', 4, [2], 'blocked', '1/1 dx----', 2],
  [
    'identification not done blocks (citizen)',
    'citizen',
    '1/1 m-------',
    'next',
    [1],
    'invalid',
    '1/1 e-------',
    1,
  ],
  [
    'identification not done blocks a heading (citizen)',
    'citizen',
    '1/3 mdd-----',
    3,
    [1],
    'blocked',
    '1/3 edd-----',
    1,
  ],
  // Police flow: until the look-up succeeded, step 2 cannot be passed.
  ['no look-up: next stays on step 2', 'officer', '2/2 dm-----', 'next', [2], 'invalid', '2/2 de-----', 2],
  ['no look-up: a later heading is blocked', 'officer', '2/4 dmmm---', 4, [2], 'blocked', '2/4 demm---', 2],
  ['a look-up done: step 3 opens', 'officer', '2/2 dm-----', 'next', [], 'moved', '3/3 ddm----'],
  // The overview: forward is refused while a step other than attachments is incomplete; Send checks
  // every step again in order (2 to 8 for citizens, 2 to 7 for the police) and goes to the first failing.
  [
    'send goes back to the first failing step (person)',
    'person',
    '6/6 dddddd',
    'send',
    [3, 4],
    'invalid',
    '3/6 ddeedd',
    3,
  ],
  ['send is ready without attachments (person)', 'person', '1/1 m-----', 'send', [5], 'moved', '1/1 dsssss'],
  [
    'send goes back to the first failing step (citizen)',
    'citizen',
    '8/8 dddddd-m',
    'send',
    [4, 8],
    'invalid',
    '4/8 dddeddse',
    4,
  ],
  [
    'send checks step 8 itself (citizen)',
    'citizen',
    '8/8 ddddddsm',
    'send',
    [8],
    'invalid',
    '8/8 ddddddse',
    8,
  ],
  ['send is ready (citizen)', 'citizen', '8/8 ddddddsm', 'send', [], 'moved', '8/8 ddddddsd'],
  [
    'send from step 7 goes back to the first failing (officer)',
    'officer',
    '7/7 ddddddm',
    'send',
    [3, 6],
    'invalid',
    '3/7 ddedded',
    3,
  ],
  [
    'the officer’s last step is not skippable',
    'officer',
    '7/7 ddddddm',
    'send',
    [7],
    'invalid',
    '7/7 dddddde',
    7,
  ],
  ['send is ready (officer)', 'officer', '7/7 ddddddm', 'send', [], 'moved', '7/7 ddddddd'],
];

describe('spec §4 transitions', () => {
  it.each(TRANSITIONS)('%s (%s: %s, %s)', (_, form, before, action, failing, outcome, after, at) => {
    const move = act(form, state(before), action, only(...failing));
    expect({ outcome: move.outcome, state: line(move.state), at: move.at }).toEqual({
      outcome,
      state: after,
      at,
    });
  });

  it('keeps the message key of a failing check on its step', () => {
    const move = nextStep(state('3/3 ddm---'), PERSON, invalid);
    expect(move.state.steps[2]?.error).toBe('required_field');
    expect(goToStep(state('1/1 m-----'), PERSON, 2, valid).state.steps[0]?.error).toBe(false);
  });
});

// [form, state, steps a heading opens]: visited steps, none beyond the furthest nor behind an undone
// blocking step.
const OPENABLE: [Form, string, number[]][] = [
  ['person', '4/4 ddmm--', [1, 2, 3, 4]],
  ['person', '4/4 demm--', [1, 2]],
  ['citizen', '3/8 ddmddddd', [1, 2, 3, 4, 5, 6, 7, 8]],
  ['citizen', '3/8 edmddddd', [1]],
  ['officer', '2/4 demm---', [1, 2]],
  ['officer', '4/4 dddm---', [1, 2, 3, 4]],
];

describe('canOpenStep', () => {
  it.each(OPENABLE)('%s %s: %j', (form, wizard, openable) => {
    const steps = FORMS[form];
    const range = Array.from({ length: steps.length + 2 }, (_, i) => i);
    expect(range.filter((step) => canOpenStep(state(wizard), steps, step))).toEqual(openable);
  });
});

// Progress is done steps divided by total steps.
describe('progress', () => {
  it.each([
    ['1/1 m-------', 0],
    ['3/3 ddm-----', 2 / 8],
    ['3/3 dem-----', 1 / 8],
    ['8/8 ddddddsd', 1],
    ['6/6 ddddsd', 1],
  ])('%s is %d', (wizard, expected) => {
    expect(progress(state(wizard))).toBeCloseTo(expected);
  });

  it('is 0 without steps', () => {
    expect(progress(initialWizard(0))).toBe(0);
  });
});

// On the overview, 'next' finds the first step not done or in error, attachments excepted.
describe('firstIncompleteStep', () => {
  it.each([
    ['person', '6/6 dddesd', 4],
    ['person', '6/6 dddd-d', undefined],
    ['person', '6/6 ddddd-', 6],
    ['citizen', '8/8 dddddd-m', 8],
    ['citizen', '8/8 ddxddd-d', 3],
    ['officer', '7/7 dddddd-', 7],
  ] as const)('%s %s: %s', (form, wizard, expected) => {
    expect(firstIncompleteStep(state(wizard), FORMS[form])).toBe(expected);
  });
});

describe('the phishing step lists (spec §2)', () => {
  it('gives the citizen eight steps, identification blocking and attachments skippable', () => {
    expect(
      PHISHING_CITIZEN_STEPS.map((s) => `${s.id}${s.blocking ? '!' : ''}${s.skippable ? '?' : ''}`),
    ).toEqual([
      'identification!',
      'victim',
      'contact',
      'author',
      'amounts',
      'fact',
      'attachments?',
      'overview',
    ]);
  });

  it('gives the officer seven steps, the look-up blocking, the last one sending', () => {
    expect(
      PHISHING_OFFICER_STEPS.map((s) => `${s.id}${s.blocking ? '!' : ''}${s.skippable ? '?' : ''}`),
    ).toEqual([
      'officer',
      'officer_victim!',
      'officer_contact',
      'author',
      'amounts',
      'fact',
      'officer_attachments',
    ]);
  });
});

describe('stepOfPath: a payload path belongs to the step with the longest matching prefix', () => {
  it.each([
    ['person', ['fact', 'type'], 1],
    ['person', ['fact', 'description'], 4],
    ['person', ['declarant', 'email'], 3],
    ['person', ['declarant', 'firstname'], 2],
    ['person', ['attachments', 0], 5],
    ['person', ['overview', 'channel'], 6],
    ['person', ['dog_color'], undefined],
    ['citizen', ['declarant', 'identification'], 1],
    ['citizen', ['victim', 'address', 'number'], 2],
    ['citizen', ['declarant', 'email'], 3],
    ['citizen', ['declarant', 'email_confirmation'], 3],
    ['citizen', ['declarant', 'phone_number', 'number'], 3],
    ['citizen', ['fact_author_infos', 1, 'value'], 4],
    ['citizen', ['fact_author_infos', 'pending', 'platform'], 4],
    ['citizen', ['fact_amounts', 'money_lost'], 5],
    ['citizen', ['fact_amounts', 0, 'iban'], 5],
    ['citizen', ['fact', 'datetime', 'time'], 6],
    ['citizen', ['fact', 'description'], 6],
    ['citizen', ['attachments', 0], 7],
    ['citizen', ['fact', 'overview'], 8],
    ['citizen', ['overview', 'channel'], 8],
    ['citizen', ['dog_color'], 8],
    ['officer', ['officer', 'matricule'], 1],
    ['officer', ['victim', 'verified'], 2],
    ['officer', ['victim', 'rrn'], 2],
    ['officer', ['victim', 'email'], 3],
    ['officer', ['victim', 'phone_number', 'number'], 3],
    ['officer', ['fact_author_infos'], 4],
    ['officer', ['fact_amounts', 0, 'amount'], 5],
    ['officer', ['fact', 'datetime', 'date'], 6],
    ['officer', ['attachments'], 7],
    ['officer', ['overview', 'channel'], 7],
  ] as const)('%s: %j is step %s', (form, path, step) => {
    expect(stepOfPath(FORMS[form], path)).toBe(step);
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

describe('returnToStep', () => {
  it('goes back to a step refused by the server, with its message, shown', () => {
    const state = returnToStep(at(6, 6), 3, 'require_email_format');
    expect(state).toMatchObject({ current: 3, furthest: 6 });
    expect(state.steps[2]).toEqual({ done: false, error: 'require_email_format', mounted: true });
  });
});
