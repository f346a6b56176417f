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

  it('refuses zero and text', () => {
    const input = renderAmount();
    typeAndLeave(input, '0');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    typeAndLeave(input, 'zehn');
    expect(input.value).toBe('zehn');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
