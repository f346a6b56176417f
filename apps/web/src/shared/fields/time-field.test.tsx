import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { Controlled } from './field-test-support.tsx';
import { TimeField } from './time-field.tsx';

const input = () => screen.getByRole('textbox', { name: /Uhrzeit/ }) as HTMLInputElement;
function typeAndLeave(text: string) {
  act(() => input().focus());
  fireEvent.change(input(), { target: { value: text } });
  act(() => input().blur());
}

describe('TimeField (spec §5: hh:mm)', () => {
  beforeAll(() => setUpI18n('de'));
  afterEach(cleanup);

  function render24() {
    render(
      <Controlled initial="">
        {(value, setValue) => (
          <TimeField label="Uhrzeit der Tat" required value={value} onValueChange={setValue} />
        )}
      </Controlled>,
    );
  }

  it('gives the format in its hint, in the interface language', () => {
    render24();
    const hint = document.getElementById(input().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Stunde:Minuten, zum Beispiel 14:30.');
  });

  it.each([
    ['1430', '14:30'],
    ['9.05', '09:05'],
    ['24:00', '24:00'],
  ])('writes %j as %j and accepts it', (typed, shown) => {
    render24();
    typeAndLeave(typed);
    expect(input().value).toBe(shown);
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses 24:30 with require_time_format', () => {
    render24();
    typeAndLeave('24:30');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Geben Sie eine Uhrzeit als Stunde:Minuten ein, zum Beispiel 14:30.'),
    ).toBeTruthy();
  });
});
