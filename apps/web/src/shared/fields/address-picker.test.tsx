import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { type AddressDraft, EMPTY_ADDRESS } from './address-draft.ts';
import { AddressPicker } from './address-picker.tsx';
import { type Call, Controlled, renderWithQuery, stubApi } from './field-test-support.tsx';

const MUNICIPALITIES = [
  { tkey: '63061-4730', text: '4730 Raeren', postcode: '4730', munText: 'Raeren' },
  { tkey: '11002-2000', text: '2000 Antwerpen', postcode: '2000', munText: 'Antwerpen' },
  { tkey: '11002-2018', text: '2018 Antwerpen', postcode: '2018', munText: 'Antwerpen' },
  { tkey: '44021-9000', text: '9000 Gent', postcode: '9000', munText: 'Gent' },
];
const STREETS: Record<string, string[]> = {
  '11002': ['Groenplaats', 'Meir', 'Oude Koornmarkt'],
  '44021': ['Korenmarkt', 'Veldstraat'],
};

function api(failStreets = false) {
  return stubApi((call: Call) => {
    if (call.path === 'v1/reftab/municipalities') return { body: { data: MUNICIPALITIES } };
    const streets = /^v1\/reftab\/streets\?munKey=(\d+)&withTemporaryStreets=false$/.exec(call.path);
    if (streets) {
      if (failStreets) return { status: 503, body: { error: { key: 'error_occured' } } };
      return {
        body: { data: (STREETS[streets[1] ?? ''] ?? []).map((text) => ({ text, munKey: streets[1] })) },
      };
    }
    return { status: 404, body: { error: { key: 'error_404' } } };
  });
}

let latest: AddressDraft = EMPTY_ADDRESS;
function renderPicker(initial: AddressDraft = EMPTY_ADDRESS) {
  return renderWithQuery(
    <>
      <Controlled initial={initial}>
        {(value, setValue) => (
          <AddressPicker
            value={value}
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

const municipality = () => screen.getByRole('combobox', { name: /Gemeente/ }) as HTMLInputElement;
const street = () => screen.getByRole('combobox', { name: /Straat/ }) as HTMLInputElement;
const houseNumber = () => screen.getByRole('textbox', { name: /Huisnummer/ }) as HTMLInputElement;
const box = () => screen.getByRole('textbox', { name: /Bus/ }) as HTMLInputElement;
const feedback = () => screen.getByTestId('address-feedback');

async function pick(input: () => HTMLInputElement, typed: string, option: string) {
  act(() => input().focus());
  fireEvent.change(input(), { target: { value: typed } });
  await screen.findByRole('option', { name: option });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  while (
    document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent !== option
  ) {
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
  }
  fireEvent.keyDown(input(), { key: 'Enter' });
}

describe('AddressPicker (spec §5 address)', () => {
  beforeAll(() => setUpI18n('nl'));
  beforeEach(() => {
    latest = EMPTY_ADDRESS;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('chooses a municipality by postcode, then a street of that municipality, then a number', async () => {
    const calls = api();
    renderPicker();
    expect(street().disabled).toBe(true);
    await waitFor(() => expect(calls.some((call) => call.path === 'v1/reftab/municipalities')).toBe(true));
    await pick(municipality, '2000', '2000 Antwerpen');
    expect(latest).toMatchObject({ municipality: '11002-2000', post_code: '2000' });
    await waitFor(() => expect(street().disabled).toBe(false));
    await pick(street, 'mei', 'Meir');
    act(() => houseNumber().focus());
    fireEvent.change(houseNumber(), { target: { value: '12' } });
    expect(latest).toEqual({
      municipality: '11002-2000',
      post_code: '2000',
      street: 'Meir',
      number: '12',
      box: '',
    });
    expect(feedback().textContent).toContain('Het adres is volledig.');
    expect(calls.find((call) => call.path.startsWith('v1/reftab/streets'))?.language).toBe('nl');
  });

  it('clears street, number and box when another municipality is chosen', async () => {
    api();
    renderPicker({ municipality: '11002-2000', post_code: '2000', street: 'Meir', number: '12', box: '3' });
    await waitFor(() => expect(street().value).toBe('Meir'));
    await pick(municipality, 'gent', '9000 Gent');
    expect(latest).toEqual({
      municipality: '44021-9000',
      post_code: '9000',
      street: '',
      number: '',
      box: '',
    });
    expect(street().value).toBe('');
    expect(houseNumber().value).toBe('');
    expect(box().value).toBe('');
  });

  it('lets the street be typed where the municipality has no street list, and marks it typed', async () => {
    api();
    renderPicker();
    await pick(municipality, 'raeren', '4730 Raeren');
    const typed = await screen.findByRole('textbox', { name: /Straat/ });
    expect(screen.getByText(/geen stratenlijst/)).toBeTruthy();
    fireEvent.change(typed, { target: { value: 'Hauptstraße' } });
    fireEvent.change(houseNumber(), { target: { value: '12' } });
    expect(latest).toMatchObject({
      municipality: '63061-4730',
      street: 'Hauptstraße',
      number: '12',
      street_typed: true,
    });
    expect(feedback().textContent).toContain('Het adres is volledig.');
  });

  it('lets a street missing from the list be typed, and goes back to the list', async () => {
    api();
    renderPicker();
    await pick(municipality, '9000', '9000 Gent');
    fireEvent.click(await screen.findByRole('button', { name: 'Mijn straat staat niet in de lijst' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Straat/ }), {
      target: { value: 'Nieuwe Wandeling' },
    });
    expect(latest).toMatchObject({ street: 'Nieuwe Wandeling', street_typed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Kies de straat toch uit de lijst' }));
    expect(latest).toMatchObject({ street: '', street_typed: false });
    expect(street().value).toBe('');
  });

  it('clears a typed street with the number and box when another municipality is chosen', async () => {
    api();
    renderPicker({
      ...EMPTY_ADDRESS,
      municipality: '44021-9000',
      post_code: '9000',
      street: 'Nieuwe Wandeling',
      street_typed: true,
      number: '3',
      box: 'A',
    });
    await waitFor(() => expect(municipality().value).toBe('9000 Gent'));
    await pick(municipality, '2000', '2000 Antwerpen');
    expect(latest).toEqual({
      municipality: '11002-2000',
      post_code: '2000',
      street: '',
      number: '',
      box: '',
    });
    expect(street().value).toBe('');
  });

  it('keeps the street when the same municipality is chosen again after typing in it', async () => {
    api();
    renderPicker({ municipality: '11002-2000', post_code: '2000', street: 'Meir', number: '12', box: '' });
    await waitFor(() => expect(municipality().value).toBe('2000 Antwerpen'));
    await pick(municipality, '2000 Antw', '2000 Antwerpen');
    expect(latest).toEqual({
      municipality: '11002-2000',
      post_code: '2000',
      street: 'Meir',
      number: '12',
      box: '',
    });
  });

  it('says the address is incomplete once the person leaves it, and asks for a positive number', async () => {
    api();
    renderPicker();
    await pick(municipality, '9000', '9000 Gent');
    act(() => houseNumber().focus());
    fireEvent.change(houseNumber(), { target: { value: '0' } });
    expect(feedback().textContent).toBe('');
    act(() => screen.getByRole('button', { name: 'Verder' }).focus());
    expect(feedback().textContent).toContain('Het adres is niet volledig.');
    expect(houseNumber().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vul een geheel getal groter dan 0 in.')).toBeTruthy();
    expect(street().getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves the parts not reached quiet when the person leaves the address half-way (issue 33)', async () => {
    api();
    renderPicker();
    await pick(municipality, '9000', '9000 Gent');
    // A tap beside the fields (on a phone, to close the keyboard): nothing new is focused.
    act(() => {
      fireEvent.blur(municipality(), { relatedTarget: null });
      municipality().blur();
    });
    expect(street().getAttribute('aria-invalid')).toBeNull();
    expect(houseNumber().getAttribute('aria-invalid')).toBeNull();
    expect(feedback().textContent).toBe('');
    // The street left empty for the number: the street, gone past, says what it lacks; the number
    // waits until it is left in turn.
    act(() => street().focus());
    act(() => {
      fireEvent.blur(street(), { relatedTarget: houseNumber() });
      houseNumber().focus();
    });
    expect(street().getAttribute('aria-invalid')).toBe('true');
    expect(houseNumber().getAttribute('aria-invalid')).toBeNull();
  });

  it('finds a municipality by a village in any language, once, saying which village', async () => {
    stubApi(() => ({
      body: {
        data: [
          { tkey: '21004-1030', text: '1030 Brüssel', postcode: '1030', munText: 'Brüssel' },
          { tkey: '21015-1030', text: '1030 Schaerbeek', postcode: '1030', munText: 'Schaerbeek' },
          ...['4730', '4731'].map((postcode) => ({
            tkey: `63061-${postcode}`,
            text: `${postcode} Raeren`,
            postcode,
            munText: 'Raeren',
            searchNames: postcode === '4730' ? ['Hauset'] : ['Eynatten'],
          })),
        ],
      },
    }));
    renderPicker();
    act(() => municipality().focus());
    fireEvent.change(municipality(), { target: { value: 'eynatten' } });
    const option = await screen.findByRole('option', { name: '4731 Raeren Eynatten' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(option);
    expect(latest).toMatchObject({ municipality: '63061-4731', post_code: '4731' });
    expect(municipality().value).toBe('4731 Raeren');

    // Two municipalities of one postcode are two entries; one municipality's postcodes, one.
    fireEvent.change(municipality(), { target: { value: '1030' } });
    await screen.findByRole('option', { name: '1030 Brüssel' });
    expect(screen.getAllByRole('option').map((item) => item.textContent)).toEqual([
      '1030 Brüssel',
      '1030 Schaerbeek',
    ]);
    fireEvent.change(municipality(), { target: { value: 'Raeren' } });
    await screen.findByRole('option', { name: '4730 Raeren' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('says so when the streets cannot be fetched', async () => {
    api(true);
    renderPicker();
    await pick(municipality, '9000', '9000 Gent');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'De lijst met straten kon niet worden geladen. Probeer het opnieuw.',
    );
  });
});
