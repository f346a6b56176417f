import { type FieldError, type StepDefinition, toFieldError } from '@pow/domain';
import nl from '@pow/i18n/web/nl.json';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setUpI18n } from '../../test-support.ts';
import { TextField } from '../fields/text-field.tsx';
import { RadioGroup } from '../form-parts/radio-group.tsx';
import { loadPageTexts } from '../i18n/use-page-texts.ts';
import { Stepper } from './stepper.tsx';
import { useWizardForm } from './use-wizard-form.ts';

// Issue 33: a message shows under a field once the field was left or Next was pressed with it there,
// never under one the person has not reached (the engine's rule, not each field's).

interface Values {
  readonly where: '' | 'home' | 'other';
  readonly street: string;
  readonly number: string;
}

const STEPS: readonly StepDefinition[] = [
  { id: 'place', paths: [['where'], ['street'], ['number']] },
  { id: 'overview', paths: [] },
];
const Schema = z.union([
  z.object({ where: z.literal('home') }),
  z.object({
    where: z.literal('other', { error: 'required_field' }),
    street: z.string().trim().min(1, 'required_field'),
    number: z.string().regex(/^[1-9]\d*$/, 'require_positive_integer'),
  }),
]);
const validate = (values: Values): readonly FieldError[] => {
  const result = Schema.safeParse(values);
  if (result.success) return [];
  // The union's own issue says the first case's; the form's own rules say each field's.
  const issues = values.where === 'other' ? Schema.options[1].safeParse(values).error?.issues : undefined;
  return (issues ?? [{ path: ['where'], message: 'required_field' }]).map((issue) =>
    toFieldError(issue as z.core.$ZodIssue),
  );
};

function Demo() {
  const form = useWizardForm<Values>({
    form: 'errors-when-reached',
    owner: '85073003328',
    version: 1,
    steps: STEPS,
    initial: () => ({ where: '', street: '', number: '' }),
    validate,
  });
  const set = (change: Partial<Values>) => form.update((values) => ({ ...values, ...change }));
  return (
    <Stepper form={form} titles={['Place', 'Overview']} sending={false} onSend={() => undefined}>
      {form.wizard.current === 1 && (
        <>
          <RadioGroup<'home' | 'other'>
            legend="Where?"
            required
            options={[
              { value: 'home', label: 'At home' },
              { value: 'other', label: 'Elsewhere' },
            ]}
            value={form.values.where}
            onValueChange={(where) => set({ where })}
            error={form.errorAt(['where'])}
            testId="where"
          />
          {form.values.where === 'other' && (
            <>
              <TextField
                label="Street"
                required
                value={form.values.street}
                onValueChange={(street) => set({ street })}
                error={form.errorAt(['street'])}
                testId="street"
              />
              <TextField
                label="Number"
                required
                value={form.values.number}
                onValueChange={(number) => set({ number })}
                error={form.errorAt(['number'])}
                testId="number"
              />
            </>
          )}
          <button type="button" data-testid="elsewhere-on-the-page">
            Something else on the page
          </button>
        </>
      )}
    </Stepper>
  );
}

beforeAll(async () => {
  await setUpI18n('nl');
  await loadPageTexts('wizard', 'nl');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const input = (testId: string) => screen.getByTestId(`${testId}-input`) as HTMLInputElement;
const invalid = (testId: string) => input(testId).getAttribute('aria-invalid') === 'true';
const next = () => act(() => fireEvent.click(screen.getByTestId('wizard-next')));
const leave = (from: HTMLElement, to: HTMLElement) =>
  act(() => {
    from.focus();
    fireEvent.blur(from, { relatedTarget: to });
    to.focus();
  });

describe('errors only under the fields reached (issue 33)', () => {
  it('shows nothing under the fields that appear after a refused Next, until left or the next Next', () => {
    render(
      <MemoryRouter>
        <Demo />
      </MemoryRouter>,
    );
    next();
    expect(screen.getByTestId('where').textContent).toContain(nl.required_field);
    act(() => fireEvent.click(screen.getByTestId('where-other')));
    // The street and the number are wrong, but the person has not been there yet.
    expect(invalid('street')).toBe(false);
    expect(invalid('number')).toBe(false);

    // Leaving the street shows its message; the number, not reached, stays quiet.
    leave(input('street'), input('number'));
    expect(invalid('street')).toBe(true);
    expect(invalid('number')).toBe(false);

    // Next shows every message of the step, and focuses the first.
    next();
    expect(invalid('street')).toBe(true);
    expect(invalid('number')).toBe(true);
    expect(document.activeElement).toBe(input('street'));
    act(() => fireEvent.change(input('number'), { target: { value: '0' } }));
    // Once shown, a message follows the value.
    expect(screen.getByTestId('number').textContent).toContain(nl.require_positive_integer);
  });

  it('shows nothing before the person leaves a field or presses Next', () => {
    render(
      <MemoryRouter>
        <Demo />
      </MemoryRouter>,
    );
    act(() => fireEvent.click(screen.getByTestId('where-other')));
    act(() => fireEvent.change(input('street'), { target: { value: ' ' } }));
    expect(invalid('street')).toBe(false);
    leave(input('street'), screen.getByTestId('elsewhere-on-the-page'));
    expect(invalid('street')).toBe(true);
    expect(invalid('number')).toBe(false);
  });
});
