import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { EnterpriseNumberField } from './enterprise-number-field.tsx';
import { Controlled } from './field-test-support.tsx';

function typeAndLeave(input: HTMLInputElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  act(() => input.blur());
}

describe('EnterpriseNumberField (spec §3: #.###.###.###)', () => {
  beforeAll(() => setUpI18n('fr'));
  afterEach(cleanup);

  it('writes the number with dots as it is typed and checks it', () => {
    render(
      <Controlled initial="">
        {(value, setValue) => <EnterpriseNumberField value={value} onValueChange={setValue} />}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: /Numéro d’entreprise/ }) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    typeAndLeave(input, '0712123421');
    expect(input.value).toBe('0.712.123.421');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    typeAndLeave(input, '0712123422');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
