import type { RegistryPerson } from '@pow/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { Controlled, stubApi } from './field-test-support.tsx';
import { RrnField, rrnFieldMessage } from './rrn-field.tsx';

const PERSON: RegistryPerson = {
  rrn: '78122424677',
  firstname: 'Sofie',
  lastname: 'Janssens',
  birth_date: '24/12/1978',
  nationality: 'BE',
  address: { street: 'Veldstraat', number: '100', box: '', post_code: '9000', municipality: 'Gent' },
};

function renderRrn(onFound = vi.fn()) {
  render(
    <>
      <Controlled initial="">
        {(value, setValue) => (
          <RrnField value={value} onValueChange={setValue} onFound={onFound} testId="rrn" />
        )}
      </Controlled>
      <button type="button">Verder</button>
    </>,
  );
  return onFound;
}
const input = () => screen.getByRole('textbox', { name: /Rijksregisternummer/ }) as HTMLInputElement;
const searchButton = () => screen.getByRole('button', { name: 'Zoeken' });
function type(text: string) {
  act(() => input().focus());
  fireEvent.change(input(), { target: { value: text } });
}

describe('rrnFieldMessage', () => {
  it('asks for a number, a valid number, then the search (spec §5)', () => {
    expect(rrnFieldMessage('', undefined)?.key).toBe('required_field');
    expect(rrnFieldMessage('', undefined, false)).toBeUndefined();
    expect(rrnFieldMessage('85073003329', undefined)?.key).toBe('error_rrn_invalid');
    expect(rrnFieldMessage('85.07.30-033.28', undefined)?.key).toBe('require_rrn_search');
    expect(rrnFieldMessage('85.07.30-033.28', '85073003328')).toBeUndefined();
    expect(rrnFieldMessage('78122424677', '85073003328')?.key).toBe('require_rrn_search');
  });
});

describe('RrnField (officer look-up, spec §8)', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('writes the number as on the card and loads the person with Search', async () => {
    const calls = stubApi(() => ({ body: { data: PERSON } }));
    const onFound = renderRrn();
    type('78122424677');
    expect(input().value).toBe('78.12.24-246.77');
    fireEvent.click(searchButton());
    expect(await screen.findByText('Gevonden: Sofie Janssens. De gegevens zijn ingevuld.')).toBeTruthy();
    expect(onFound).toHaveBeenCalledWith(PERSON);
    expect(calls).toEqual([
      { method: 'POST', path: 'v1/person/find', body: { rrn: '78122424677' }, language: 'nl' },
    ]);
    act(() => screen.getByRole('button', { name: 'Verder' }).focus());
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('searches on Enter, without submitting the form around it', async () => {
    stubApi(() => ({ body: { data: PERSON } }));
    const onFound = renderRrn();
    type('78122424677');
    const event = fireEvent.keyDown(input(), { key: 'Enter' });
    expect(event).toBe(false);
    await screen.findByText(/Gevonden: Sofie Janssens/);
    expect(onFound).toHaveBeenCalledOnce();
  });

  it.each([
    [400, 'Dit rijksregisternummer bestaat niet. Controleer de 11 cijfers.'],
    [401, 'U hebt geen toegang tot het Rijksregister. Neem contact op met uw functioneel beheerder.'],
    [404, 'Er is niemand gevonden met dit rijksregisternummer. Controleer het nummer.'],
    [502, 'Het Rijksregister is nu niet bereikbaar. Probeer het over enkele minuten opnieuw.'],
    [503, 'Het Rijksregister is nu niet bereikbaar. Probeer het over enkele minuten opnieuw.'],
    [
      500,
      'Er is een technisch probleem opgetreden. Probeer het later opnieuw of maak een ticket aan voor de IT-dienst.',
    ],
  ])('shows the spec message for status %i', async (status, text) => {
    stubApi(() => ({ status, body: { error: { key: 'whatever' } } }));
    const onFound = renderRrn();
    type('92031412352');
    fireEvent.click(searchButton());
    expect(await screen.findByText(text)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(onFound).not.toHaveBeenCalled();
  });

  it('does not call the registry with an invalid number', () => {
    const calls = stubApi(() => ({ body: { data: PERSON } }));
    renderRrn();
    type('85073003329');
    fireEvent.click(searchButton());
    expect(screen.getByText('Dit rijksregisternummer bestaat niet. Controleer de 11 cijfers.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks to search when the field is left with a number not searched (require_rrn_search)', () => {
    stubApi(() => ({ body: { data: PERSON } }));
    renderRrn();
    type('78122424677');
    // Moving to its own Search button is not leaving the field.
    act(() => searchButton().focus());
    expect(input().getAttribute('aria-invalid')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Verder' }).focus());
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vul een geldig rijksregisternummer in en klik op “Zoeken”.')).toBeTruthy();
  });
});
