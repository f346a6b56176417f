import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { AmountField } from './amount-field.tsx';
import { Controlled } from './field-test-support.tsx';

function typeAndLeave(input: HTMLInputElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  act(() => input.blur());
}

describe('AmountField (spec §5: comma or dot, 2 decimals, spaces, euro sign)', () => {
  beforeAll(() => setUpI18n('de'));
  afterEach(cleanup);

  function renderAmount() {
    render(
      <Controlled initial="">
        {(value, setValue) => <AmountField required value={value} onValueChange={setValue} />}
      </Controlled>,
    );
    return screen.getByRole('textbox', { name: /Betrag/ }) as HTMLInputElement;
  }

  it.each([
    ['1234.5', '1 234,50 €'],
    ['1234,5', '1 234,50 €'],
    ['12', '12,00 €'],
    ['1 000 000,99', '1 000 000,99 €'],
    ['1.250,50', '1 250,50 €'],
    ['1.500', '1 500,00 €'],
  ])('shows %j as %j once the field is left', (typed, shown) => {
    const input = renderAmount();
    expect(input.getAttribute('inputmode')).toBe('decimal');
    typeAndLeave(input, typed);
    expect(input.value).toBe(shown);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    // A formatted amount stays what it is when the field is left again.
    typeAndLeave(input, input.value);
    expect(input.value).toBe(shown);
  });

  const errorText = (input: HTMLInputElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .find((text) => text?.startsWith('Fehler'));

  it.each([
    ['zehn', 'Geben Sie einen Betrag in der Form 1\u00A0250,50 ein.'],
    ['12,3,4', 'Geben Sie einen Betrag in der Form 1\u00A0250,50 ein.'],
    ['0', 'Geben Sie einen Betrag größer als 0 ein.'],
    ['-5', 'Geben Sie einen Betrag größer als 0 ein.'],
    ['', 'Dies ist ein Pflichtfeld.'],
  ])('answers %j with its own message', (typed, message) => {
    const input = renderAmount();
    typeAndLeave(input, typed);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(errorText(input)).toBe(`Fehler: ${message}`);
  });

  it('leaves what it cannot read as typed', () => {
    const input = renderAmount();
    typeAndLeave(input, 'zehn');
    expect(input.value).toBe('zehn');
  });
});
