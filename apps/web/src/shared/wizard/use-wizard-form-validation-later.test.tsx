import { type FieldError, STEP_ERROR_KEY, type StepDefinition } from '@pow/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWizardForm, type Validate, type WizardForm } from './use-wizard-form.ts';

// The validation's code comes after the wizard's first paint (decision 034): nothing is judged before
// it, and a move asked meanwhile is made when it comes, not lost.

interface Values {
  readonly story: string;
  readonly email: string;
}

const STEPS: readonly StepDefinition[] = [
  { id: 'story', blocking: true, paths: [['story']] },
  { id: 'contact', paths: [['email']] },
  { id: 'overview', paths: [['overview']] },
];

const validate: Validate<Values> = (values) => {
  const issues: FieldError[] = [];
  if (values.story.trim().length < 5) issues.push({ key: 'error_min_length', path: ['story'] });
  if (!values.email.includes('@')) issues.push({ key: 'error_email_invalid', path: ['email'] });
  return issues;
};

/** The form of the last render, as a page's handlers see it (renderHook's result lags one effect behind). */
let latest: WizardForm<Values> | undefined;

const renderForm = () =>
  renderHook(
    ({ check }: { check: Validate<Values> | undefined }) => {
      latest = useWizardForm<Values>({
        form: 'later',
        owner: '85073003328',
        version: 1,
        steps: STEPS,
        initial: () => ({ story: '', email: '' }),
        validate: check,
      });
      return latest;
    },
    { initialProps: { check: undefined as Validate<Values> | undefined } },
  );

describe('a wizard whose validation is not there yet', () => {
  afterEach(() => sessionStorage.clear());

  it('shows no issue and no step as passing before it comes', () => {
    const { result } = renderForm();
    expect(result.current.errorAt(['story'])).toBeUndefined();
    expect(result.current.stepPasses(1)).toBe(false);
  });

  it('keeps a Next clicked before it and makes it when it comes', () => {
    const { result, rerender } = renderForm();
    act(() => result.current.update((values) => ({ ...values, story: 'Mijn fiets werd gestolen' })));
    act(() => {
      expect(result.current.next().outcome).toBe('stayed');
    });
    expect(result.current.wizard.current).toBe(1);
    rerender({ check: validate });
    expect(result.current.wizard.current).toBe(2);
    expect(result.current.focus).toMatchObject({ kind: 'step', step: 2 });
  });

  it('refuses the kept Next on its arrival when the step is wrong, and shows why', () => {
    const { result, rerender } = renderForm();
    act(() => result.current.update((values) => ({ ...values, story: 'kort' })));
    act(() => {
      result.current.next();
    });
    expect(result.current.errorAt(['story'])).toBeUndefined();
    rerender({ check: validate });
    expect(result.current.wizard.current).toBe(1);
    expect(result.current.errorAt(['story'])).toEqual({ key: 'error_min_length', params: undefined });
    expect(result.current.focus).toMatchObject({ kind: 'invalid', step: 1 });
  });

  it('runs a Send asked before it once, when it comes, with the form as it is then', () => {
    const { result, rerender } = renderForm();
    const send = vi.fn(() => latest?.checkAll().outcome);
    act(() => result.current.whenValidated(send));
    expect(send).not.toHaveBeenCalled();
    rerender({ check: validate });
    expect(send).toHaveBeenCalledTimes(1);
    // Checked with the validation: the first wrong step is opened, nothing is sent.
    expect(send.mock.results[0]?.value).toBe('invalid');
    expect(result.current.wizard.current).toBe(1);
    rerender({ check: validate });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('makes only the last move asked (a double click is one Next)', () => {
    const { result, rerender } = renderForm();
    act(() => result.current.update(() => ({ story: 'Mijn fiets werd gestolen', email: 'jan@example.be' })));
    act(() => {
      result.current.next();
      result.current.next();
    });
    rerender({ check: validate });
    expect(result.current.wizard.current).toBe(2);
  });

  it('checks a restored draft’s done blocking step again when it comes, then makes the kept move', () => {
    sessionStorage.setItem(
      'pow_draft_later',
      JSON.stringify({
        version: 1,
        owner: '85073003328',
        values: { story: '', email: 'jan@example.be' },
        wizard: {
          current: 2,
          furthest: 2,
          steps: [
            { done: true, error: false, mounted: true },
            { done: false, error: false, mounted: true },
            { done: false, error: false, mounted: false },
          ],
        },
        idempotencyKey: '0d6c3f0e-7d3b-4c55-9b1e-2f6a8f1c4b21',
      }),
    );
    const { result, rerender } = renderForm();
    expect(result.current.wizard.current).toBe(2);
    act(() => {
      result.current.next();
    });
    rerender({ check: validate });
    // The story does not pass: its blocking step opens instead, where the kept Next is refused.
    expect(result.current.wizard.current).toBe(1);
    expect(result.current.wizard.steps[0]).toMatchObject({ done: false, error: STEP_ERROR_KEY });
    expect(result.current.focus).toMatchObject({ kind: 'invalid', step: 1 });
  });
});
