import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { focusFirstInvalid, SubmitAttempt } from './field.tsx';
import { messageText } from './field-message.ts';
import { TextField } from './text-field.tsx';

describe('Field wrapper', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(cleanup);

  it('after a submit attempt, focus goes to the first field showing an error (spec §5)', () => {
    function Form() {
      const [attempted, setAttempted] = useState(false);
      return (
        <SubmitAttempt attempted={attempted}>
          <TextField label="Voornaam" value="Jan" onValueChange={() => undefined} required />
          <TextField label="Naam" value="" onValueChange={() => undefined} required />
          <TextField label="E-mail" value="" onValueChange={() => undefined} required />
          <button type="button" onClick={() => setAttempted(true)}>
            Verder
          </button>
        </SubmitAttempt>
      );
    }
    render(<Form />);
    expect(focusFirstInvalid()).toBe(false);
    act(() => screen.getByRole('button', { name: 'Verder' }).click());
    expect(focusFirstInvalid()).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Naam/ }));
  });

  it('names the other field of require_date_must_be_after_or_equal by its label', () => {
    const exists = (key: string) => i18next.exists(key);
    expect(
      messageText(i18next.t, exists, {
        key: 'require_date_must_be_after_or_equal',
        params: { field: 'municipality' },
      }),
    ).toBe('Deze datum of dit uur mag niet vóór “Gemeente” liggen.');
    expect(messageText(i18next.t, exists, { key: 'error_max_length', params: { length: 1000 } })).toBe(
      'Gebruik hoogstens 1000 tekens.',
    );
  });
});
