import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { SubmitAttempt } from './field.tsx';
import { Controlled } from './field-test-support.tsx';
import { TextField } from './text-field.tsx';

function NameField({ required = true, attempted = false }: { required?: boolean; attempted?: boolean }) {
  return (
    <SubmitAttempt attempted={attempted}>
      <Controlled initial="">
        {(value, setValue) => (
          <TextField
            label="Naam"
            hint="Zoals op uw identiteitskaart."
            required={required}
            value={value}
            onValueChange={setValue}
          />
        )}
      </Controlled>
      <button type="button">Verder</button>
    </SubmitAttempt>
  );
}

const input = () => screen.getByRole('textbox', { name: /Naam/ }) as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField and the Field wrapper', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(cleanup);

  it('drops control characters from a pasted text, keeping the rest', () => {
    render(<NameField />);
    fireEvent.change(input(), { target: { value: 'Pee\u0000ters\u001b' } });
    expect(input().value).toBe('Peeters');
  });

  it('says "required" in words in the label and links the hint', () => {
    render(<NameField />);
    expect(input().labels?.[0]?.textContent).toBe('Naam (verplicht)');
    expect(describedBy(input())).toEqual(['Zoals op uw identiteitskaart.']);
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows no error while typing the first time, then the spec message once the field is left', () => {
    render(<NameField />);
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: 'J' } });
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().getAttribute('aria-invalid')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Verder' }).focus());
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input())).toEqual(['Zoals op uw identiteitskaart.', 'Fout: Dit veld is verplicht.']);
    // Once shown, the message follows the value.
    fireEvent.change(input(), { target: { value: 'Peeters' } });
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('trims the value when the field is left (spec §5)', () => {
    render(<NameField />);
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: '  Peeters  ' } });
    act(() => input().blur());
    expect(input().value).toBe('Peeters');
  });

  it('shows every error after a submit attempt, even in a field never visited', () => {
    render(<NameField attempted />);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Dit veld is verplicht.')).toBeTruthy();
  });

  it('accepts an empty optional field', () => {
    render(<NameField required={false} attempted />);
    expect(input().labels?.[0]?.textContent).toBe('Naam');
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a message decided outside at once, with its parameters, in the interface language', async () => {
    await setUpI18n('fr');
    try {
      render(
        <TextField
          label="Description"
          value="abc"
          onValueChange={() => undefined}
          error={{ key: 'error_minmax_length', params: { min: 5, max: 2000 } }}
        />,
      );
      expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Utilisez au moins 5 et au maximum 2000 caractères.')).toBeTruthy();
    } finally {
      await setUpI18n('nl');
    }
  });

  it('shows the generic error for a key the catalogue does not know', () => {
    render(
      <TextField
        label="X"
        value=""
        onValueChange={() => undefined}
        error={{ key: 'error_from_the_future' }}
      />,
    );
    expect(screen.getByText(/Er is een technisch probleem opgetreden/)).toBeTruthy();
  });
});
