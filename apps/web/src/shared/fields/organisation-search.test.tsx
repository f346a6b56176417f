import type { Organisation } from '@pow/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { SubmitAttempt } from './field.tsx';
import { type Call, Controlled, renderWithQuery, stubApi } from './field-test-support.tsx';
import { OrganisationSearch } from './organisation-search.tsx';

const organisation = (index: number): Organisation => ({
  name: `Bakkerij ${index}`,
  number: String(712123421 + index * 97 * 100).padStart(10, '0'),
  legal_form: 'BV',
  address: { street: 'Veldstraat', number: String(index), box: '', post_code: '9000', municipality: 'Gent' },
});
const ALL = Array.from({ length: 23 }, (_, index) => organisation(index + 1));

function answer(call: Call) {
  const { name, page } = call.body as { name: string; page: number };
  if (name === 'bv')
    return { status: 422, body: { error: { key: 'error_enterprise_search_please_narrow' } } };
  if (name === 'kapot') return { status: 500, body: { error: { key: 'error_occured' } } };
  const items = name === 'niets' ? [] : ALL.slice((page - 1) * 10, page * 10);
  return { body: { data: { items, total: name === 'niets' ? 0 : ALL.length, page, pageSize: 10 } } };
}

function renderSearch({ attempted = false, onSelect = vi.fn() } = {}) {
  renderWithQuery(
    <SubmitAttempt attempted={attempted}>
      <Controlled<string | undefined> initial={undefined}>
        {(value, setValue) => (
          <OrganisationSearch
            value={value}
            onSelect={(chosen) => {
              onSelect(chosen);
              setValue(chosen.number);
            }}
          />
        )}
      </Controlled>
    </SubmitAttempt>,
  );
  return onSelect;
}

const nameInput = () => screen.getByRole('textbox', { name: /Naam van de onderneming/ }) as HTMLInputElement;
function search(name: string, postcode = '') {
  act(() => nameInput().focus());
  fireEvent.change(nameInput(), { target: { value: name } });
  fireEvent.change(screen.getByRole('textbox', { name: /Postcode/ }), { target: { value: postcode } });
  fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
}

describe('OrganisationSearch (spec §4 organisation victim, §8)', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('finds enterprises 10 per page, pages through them and lets one be chosen', async () => {
    const calls = stubApi(answer);
    const onSelect = renderSearch();
    search('bakkerij', '9000');
    const results = await screen.findByRole('group', { name: 'Zoekresultaten' });
    expect(within(results).getAllByRole('radio')).toHaveLength(10);
    expect(screen.getByTestId('organisation-status').textContent).toBe('23 ondernemingen gevonden.');
    expect(calls[0]?.body).toEqual({ name: 'bakkerij', postcode: '9000', page: 1 });
    expect(screen.getByText('Pagina 1 van 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(await screen.findByText('Pagina 2 van 3')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ name: 'bakkerij', postcode: '9000', page: 2 });
    const radio = screen.getByRole('radio', { name: /Bakkerij 12/ });
    fireEvent.click(radio);
    expect(onSelect).toHaveBeenCalledWith(ALL[11]);
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('organisation-chosen').textContent).toContain(
      'Gekozen onderneming: Bakkerij 12',
    );
  });

  it('asks to narrow the search on 422', async () => {
    stubApi(answer);
    renderSearch();
    search('bv');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Er zijn te veel resultaten. Maak uw zoekopdracht nauwkeuriger met de naam, de gemeente of de postcode.',
    );
  });

  it('shows the generic error on any other failure', async () => {
    stubApi(answer);
    renderSearch();
    search('kapot');
    expect((await screen.findByRole('alert')).textContent).toMatch(/technisch probleem/);
  });

  it('says no_results when nothing matches', async () => {
    stubApi(answer);
    renderSearch();
    search('niets');
    expect(await screen.findByText('Geen resultaten')).toBeTruthy();
  });

  it('checks the name and the postcode before asking', () => {
    const calls = stubApi(answer);
    renderSearch();
    search('b', '90');
    expect(screen.getByText('Gebruik minstens 2 en hoogstens 200 tekens.')).toBeTruthy();
    expect(screen.getByText('Vul een postcode van 4 cijfers in.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks to choose an enterprise (error_choose_enterprise) when none is chosen, and that alone', () => {
    stubApi(answer);
    renderSearch({ attempted: true });
    expect(
      screen.getByText(
        'Kies een onderneming: zoek ze op naam, of vul een geldig ondernemingsnummer van 10 cijfers in.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Dit veld is verplicht.')).toBeNull();
    // Nothing to choose from yet: the message is the name's, where focus goes to search.
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a name when the search is asked without one', () => {
    const calls = stubApi(answer);
    renderSearch();
    search('');
    expect(screen.getByText('Dit veld is verplicht.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
