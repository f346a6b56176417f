import { EmailSchema, type FieldError, type StepDefinition, toFieldError } from '@pow/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setUpI18n } from '../../test-support.ts';
import { TextField } from '../fields/text-field.tsx';
import { loadPageTexts } from '../i18n/use-page-texts.ts';
import { Stepper } from './stepper.tsx';
import { useWizardForm } from './use-wizard-form.ts';

interface Values {
  readonly name: string;
  readonly email: string;
}

const STEPS: readonly StepDefinition[] = [
  { id: 'identity', blocking: true, paths: [['name']] },
  { id: 'contact', paths: [['email']] },
  { id: 'overview', paths: [] },
];
const Schema = z.object({ name: z.string().trim().min(1, 'required_field'), email: EmailSchema });
const validate = (values: Values): readonly FieldError[] => {
  const result = Schema.safeParse(values);
  return result.success ? [] : result.error.issues.map(toFieldError);
};

let sent = 0;

function Demo() {
  const form = useWizardForm<Values>({
    form: 'demo',
    owner: '85073003328',
    version: 1,
    steps: STEPS,
    initial: () => ({ name: '', email: '' }),
    validate,
  });
  const field = (key: keyof Values, label: string) => (
    <TextField
      label={label}
      value={form.values[key]}
      onValueChange={(value) => form.update((values) => ({ ...values, [key]: value }))}
      error={form.errorAt([key])}
      required
      testId={key}
    />
  );
  return (
    <Stepper
      form={form}
      titles={['Identity', 'Contact', 'Overview']}
      sending={false}
      onSend={() => {
        if (form.checkAll().outcome === 'moved') sent += 1;
      }}
    >
      {form.wizard.current === 1 && field('name', 'Name')}
      {form.wizard.current === 2 && field('email', 'E-mail')}
      {form.wizard.current === 3 && <p>Overview</p>}
    </Stepper>
  );
}

const renderDemo = () =>
  render(
    <MemoryRouter>
      <Demo />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await setUpI18n('nl');
  await loadPageTexts('wizard', 'nl');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  sent = 0;
});

const input = (testId: string) => screen.getByTestId(`${testId}-input`) as HTMLInputElement;

describe('Stepper', () => {
  it('refuses Next on an invalid step, shows the step error and focuses the first invalid field', async () => {
    renderDemo();
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('step-error').textContent).toBe(
      'Dit deel van het formulier is nog niet volledig of bevat een fout.',
    );
    await waitFor(() => expect(document.activeElement).toBe(input('name')));
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('step-identity').dataset.state).toBe('error');
  });

  it('takes the step error away as soon as the step is right, before the next Next', () => {
    renderDemo();
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.queryByTestId('step-error')).not.toBeNull();
    fireEvent.change(input('name'), { target: { value: 'Sofie' } });
    expect(screen.queryByTestId('step-error')).toBeNull();
    fireEvent.change(input('name'), { target: { value: '' } });
    expect(screen.queryByTestId('step-error')).not.toBeNull();
  });

  it('moves on from a valid step, focuses the new step heading and says each state in words', async () => {
    renderDemo();
    expect(screen.getByText('0 van de 3 stappen zijn volledig')).toBeTruthy();
    fireEvent.change(input('name'), { target: { value: 'Sofie' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    const open = screen.getByTestId('step-contact');
    await waitFor(() => expect(document.activeElement).toBe(open.querySelector('h2')));
    expect(open.querySelector('[aria-current="step"]')?.textContent).toContain('Stap 2 van 3');
    expect(screen.getByTestId('step-identity').textContent).toContain('(volledig)');
    expect(screen.getByText('1 van de 3 stappen is volledig')).toBeTruthy();
  });

  it('keeps the draft in the tab: a new page finds the values and the step', () => {
    const first = renderDemo();
    fireEvent.change(input('name'), { target: { value: 'Sofie' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.change(input('email'), { target: { value: 'sofie@example.be' } });
    first.unmount();
    renderDemo();
    expect(input('email').value).toBe('sofie@example.be');
    expect(screen.getByTestId('step-contact').dataset.state).toBe('current');
  });

  it('Send from the overview goes back to the first failing step instead of sending', async () => {
    renderDemo();
    fireEvent.change(input('name'), { target: { value: 'Sofie' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.change(input('email'), { target: { value: 'sofie@example.be' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    // Back to step 2 with the stepper, break the e-mail, then jump to the overview again.
    fireEvent.click(screen.getByTestId('step-contact').querySelector('button') as HTMLButtonElement);
    fireEvent.change(input('email'), { target: { value: 'sofie@' } });
    fireEvent.click(screen.getByTestId('step-overview').querySelector('button') as HTMLButtonElement);
    expect(screen.getByTestId('step-contact').dataset.state).toBe('error');
    act(() => fireEvent.click(screen.getByTestId('wizard-send')));
    expect(sent).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(input('email')));
    fireEvent.change(input('email'), { target: { value: 'sofie@example.be' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(screen.getByTestId('wizard-send'));
    expect(sent).toBe(1);
  });

  it('offers no way past an undone blocking step', () => {
    renderDemo();
    expect(screen.getByTestId('step-contact').querySelector('button')).toBeNull();
    expect(screen.getByTestId('step-overview').querySelector('button')).toBeNull();
  });
});
