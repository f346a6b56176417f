import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { Controlled } from './field-test-support.tsx';
import { IbanField } from './iban-field.tsx';

function typeAndLeave(input: HTMLInputElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  act(() => input.blur());
}
const errorOf = (input: HTMLInputElement) => document.getElementById(`${input.id}-error`)?.textContent;

describe('IbanField (spec §5)', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(cleanup);

  function renderIban(variant?: 'victim' | 'stolen-amount') {
    render(
      <Controlled initial="">
        {(value, setValue) => <IbanField required variant={variant} value={value} onValueChange={setValue} />}
      </Controlled>,
    );
    return screen.getByRole('textbox', { name: /Rekeningnummer \(IBAN\)/ }) as HTMLInputElement;
  }

  it('writes the IBAN in blocks of four in capitals and accepts a valid Belgian one', () => {
    const input = renderIban();
    typeAndLeave(input, 'be68539007547034');
    expect(input.value).toBe('BE68 5390 0754 7034');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a Belgian IBAN whose check digits are wrong', () => {
    const input = renderIban();
    typeAndLeave(input, 'BE68539007547035');
    expect(errorOf(input)).toBe(
      'Fout: Vul een geldig rekeningnummer (IBAN) in, bijvoorbeeld BE68 5390 0754 7034.',
    );
  });

  it('cuts the victim mask at 24 characters and lets the stolen-amount mask go to 34', () => {
    const long = 'MT84MALT011000012345MTLCAST001S';
    const victim = renderIban('victim');
    typeAndLeave(victim, long);
    expect(victim.value.replace(/\s/g, '')).toHaveLength(24);
    cleanup();
    const stolen = renderIban('stolen-amount');
    typeAndLeave(stolen, long);
    expect(stolen.value).toBe('MT84 MALT 0110 0001 2345 MTLC AST0 01S');
    expect(stolen.getAttribute('aria-invalid')).toBeNull();
  });
});
