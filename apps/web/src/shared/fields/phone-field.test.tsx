import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { Controlled, renderWithQuery, stubApi } from './field-test-support.tsx';
import { maskNationalNumber, PhoneField } from './phone-field.tsx';
import { EMPTY_PHONE, type PhoneValue } from './phone-value.ts';

const COUNTRIES = [
  { tkey: 'BE', name: 'België', nationality: 'Belg', prefix: '32' },
  { tkey: 'CA', name: 'Canada', nationality: 'Canadees', prefix: '1' },
  { tkey: 'NL', name: 'Nederland', nationality: 'Nederlander', prefix: '31' },
  { tkey: 'US', name: 'Verenigde Staten', nationality: 'Amerikaan', prefix: '1' },
];

let latest: PhoneValue = EMPTY_PHONE;
function renderPhone() {
  stubApi(() => ({ body: { data: COUNTRIES } }));
  return renderWithQuery(
    <>
      <Controlled initial={EMPTY_PHONE}>
        {(value, setValue) => (
          <PhoneField
            value={value}
            required
            onChange={(next) => {
              latest = next;
              setValue(next);
            }}
          />
        )}
      </Controlled>
      <button type="button">Verder</button>
    </>,
  );
}

const country = () => screen.getByRole('combobox', { name: /Landcode/ }) as HTMLInputElement;
const number = () => screen.getByRole('textbox', { name: /Nummer/ }) as HTMLInputElement;

describe('maskNationalNumber (spec §5 mask 0### ## ## ## ##)', () => {
  it.each([
    ['470123456', '32', '0470 12 34 56'],
    ['0470123456', '32', '0470 12 34 56'],
    ['+32 470 12 34 56', '32', '0470 12 34 56'],
    ['0032470123456', '32', '0470 12 34 56'],
    ['0612345678', '31', '0612 34 56 78'],
  ])('%j with indicator %s → %j', (typed, indicator, shown) => {
    expect(maskNationalNumber(typed, indicator)).toBe(shown);
  });
});

describe('PhoneField', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts on Belgium (+32) and masks the number as it is typed', async () => {
    renderPhone();
    await waitFor(() => expect(country().value).toBe('België (+32)'));
    expect(screen.getByRole('group', { name: 'Telefoonnummer' })).toBeTruthy();
    act(() => number().focus());
    fireEvent.change(number(), { target: { value: '470123456' } });
    expect(number().value).toBe('0470 12 34 56');
    expect(latest).toEqual({ indicator: '32', number: '0470 12 34 56' });
    expect(number().getAttribute('type')).toBe('tel');
  });

  it('finds a country by its calling code and keeps the one chosen among several with +1', async () => {
    renderPhone();
    await waitFor(() => expect(country().value).toBe('België (+32)'));
    act(() => country().focus());
    fireEvent.change(country(), { target: { value: '+1' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Canada (+1)',
      'Verenigde Staten (+1)',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Verenigde Staten (+1)' }));
    expect(latest.indicator).toBe('1');
    expect(country().value).toBe('Verenigde Staten (+1)');
  });

  it('refuses a number that is too short with require_phone_format', async () => {
    renderPhone();
    act(() => number().focus());
    fireEvent.change(number(), { target: { value: '1234' } });
    act(() => screen.getByRole('button', { name: 'Verder' }).focus());
    expect(number().getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Vul een geldig telefoonnummer in van 6 tot 14 cijfers, bijvoorbeeld 0470 12 34 56.'),
    ).toBeTruthy();
  });
});
