import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { DateField } from './date-field.tsx';
import { Controlled } from './field-test-support.tsx';

function FactDate({ notInFuture = false }: { notInFuture?: boolean }) {
  return (
    <Controlled initial="">
      {(value, setValue) => (
        <DateField
          label="Datum van de feiten"
          required
          notInFuture={notInFuture}
          value={value}
          onValueChange={setValue}
        />
      )}
    </Controlled>
  );
}

const input = () => screen.getByRole('textbox', { name: /Datum van de feiten/ }) as HTMLInputElement;
function typeAndLeave(text: string) {
  act(() => input().focus());
  fireEvent.change(input(), { target: { value: text } });
  act(() => input().blur());
}
const errorText = () => document.getElementById(`${input().id}-error`)?.textContent;

describe('DateField (spec §5: dd/mm/yyyy)', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(cleanup);

  it('opens the numeric keypad and gives the format in its hint', () => {
    render(<FactDate />);
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().getAttribute('type')).toBe('text');
    const hint = document.getElementById(input().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Dag/maand/jaar, bijvoorbeeld 31/01/2025.');
  });

  it('writes 1/2/2024 and 01022024 as 01/02/2024 when the field is left', () => {
    render(<FactDate />);
    typeAndLeave('1/2/2024');
    expect(input().value).toBe('01/02/2024');
    expect(input().getAttribute('aria-invalid')).toBeNull();
    typeAndLeave('01022024');
    expect(input().value).toBe('01/02/2024');
  });

  it('refuses a day that does not exist with require_date_format', () => {
    render(<FactDate />);
    typeAndLeave('29/02/2023');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(errorText()).toBe('Fout: Vul een bestaande datum in als dag/maand/jaar, bijvoorbeeld 31/01/2025.');
  });

  it('refuses a date in the future when asked (require_date_not_in_future)', () => {
    render(<FactDate notInFuture />);
    typeAndLeave('01/01/2999');
    expect(errorText()).toBe('Fout: Deze datum ligt in de toekomst. Vul vandaag of een vroegere datum in.');
    typeAndLeave('01/01/2020');
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a date when left empty', () => {
    render(<FactDate />);
    typeAndLeave('');
    expect(errorText()).toBe('Fout: Dit veld is verplicht.');
  });
});
