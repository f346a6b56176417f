import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { Controlled } from './field-test-support.tsx';
import type { SelectOption } from './filter-options.ts';
import { SELECT_LIMIT_COUNTRIES, SelectField } from './select-field.tsx';

const MUNICIPALITIES: SelectOption[] = [
  { value: '11002-2000', label: '2000 Antwerpen' },
  { value: '11002-2018', label: '2018 Antwerpen' },
  { value: '11002-2020', label: '2020 Antwerpen' },
  { value: '44021-9000', label: '9000 Gent' },
  { value: '62063-4000', label: '4000 Liège' },
  { value: '21004-1000', label: '1000 Brussel' },
];
const MANY: SelectOption[] = Array.from({ length: 30 }, (_, index) => ({
  value: String(index),
  label: `Straat ${String(index).padStart(2, '0')}`,
}));

function Municipality({
  options = MUNICIPALITIES,
  limit,
  onChange = () => undefined,
}: {
  options?: SelectOption[];
  limit?: number;
  onChange?: (value: string | undefined) => void;
}) {
  return (
    <>
      <Controlled<string | undefined> initial={undefined}>
        {(value, setValue) => (
          <SelectField
            label="Gemeente"
            required
            options={options}
            value={value}
            limit={limit}
            onValueChange={(next) => {
              setValue(next);
              onChange(next);
            }}
          />
        )}
      </Controlled>
      <button type="button">Verder</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: /Gemeente/ }) as HTMLInputElement;
const listbox = () => document.getElementById(combobox().getAttribute('aria-controls') ?? '') as HTMLElement;
const optionTexts = () => Array.from(listbox().querySelectorAll('[role="option"]')).map((o) => o.textContent);
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const key = (name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(combobox(), { key: name, ...init });
function type(text: string) {
  act(() => combobox().focus());
  fireEvent.change(combobox(), { target: { value: text } });
}
/** What the live region says, once the search has settled (useSettled). */
const said = (text: string) =>
  waitFor(() => expect(screen.getByRole('status').textContent).toBe(text), { timeout: 3000 });

describe('SelectField: the ARIA 1.2 combobox with a filter', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(cleanup);

  it('is a combobox that controls a listbox labelled by the field', () => {
    render(<Municipality />);
    const input = combobox();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(listbox().hidden).toBe(true);
    expect(listbox().getAttribute('aria-labelledby')).toBe(input.labels?.[0]?.id);
  });

  it('filters without regard to case or accents, on postcode and on name', async () => {
    render(<Municipality />);
    type('LIEGE');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(optionTexts()).toEqual(['4000 Liège']);
    type('20');
    expect(optionTexts()).toEqual(['2000 Antwerpen', '2018 Antwerpen', '2020 Antwerpen']);
    await said('3 resultaten. Kies met de pijltjestoetsen en Enter.');
  });

  it('moves through the options with Down, Up, Home and End, and chooses with Enter', () => {
    const onChange = vi.fn();
    render(<Municipality onChange={onChange} />);
    type('antwerpen');
    expect(activeOption()).toBeNull();
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('2000 Antwerpen');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('2020 Antwerpen');
    key('Home');
    expect(activeOption()?.textContent).toBe('2000 Antwerpen');
    key('End');
    expect(activeOption()?.textContent).toBe('2020 Antwerpen');
    key('ArrowUp');
    expect(activeOption()?.textContent).toBe('2018 Antwerpen');
    key('Enter');
    expect(onChange).toHaveBeenLastCalledWith('11002-2018');
    expect(combobox().value).toBe('2018 Antwerpen');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('opens with Down on an empty field and closes with Escape without choosing', () => {
    const onChange = vi.fn();
    render(<Municipality onChange={onChange} />);
    act(() => combobox().focus());
    key('ArrowDown');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()?.textContent).toBe('2000 Antwerpen');
    key('Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps Home and End for the text while no option is active', () => {
    render(<Municipality />);
    type('gent');
    const home = fireEvent.keyDown(combobox(), { key: 'Home' });
    expect(home).toBe(true);
    expect(activeOption()).toBeNull();
  });

  it('chooses an option with a click, keeping focus in the field', () => {
    render(<Municipality />);
    type('gent');
    const option = screen.getByRole('option', { name: '9000 Gent' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(combobox().value).toBe('9000 Gent');
  });

  it('says the count once the typing settles, never the counts in between (WCAG 4.1.3)', async () => {
    render(<Municipality />);
    expect(screen.getByRole('status').textContent).toBe('');
    type('2');
    type('20');
    expect(screen.getByRole('status').textContent).toBe('');
    await said('3 resultaten. Kies met de pijltjestoetsen en Enter.');
  });

  it('says no_results when nothing matches', async () => {
    render(<Municipality />);
    type('Xyz');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await said('Geen resultaten');
  });

  it('shows at most 10 options and says so (search_limited_results)', async () => {
    render(<Municipality options={MANY} />);
    type('straat');
    expect(optionTexts()).toHaveLength(10);
    await said('Alleen de eerste 10 resultaten worden getoond. Typ verder om uw zoekopdracht te verfijnen.');
    type('straat 2');
    expect(optionTexts()).toHaveLength(10);
    await said('10 resultaten. Kies met de pijltjestoetsen en Enter.');
  });

  it('shows up to 2000 options for the country lists', () => {
    render(<Municipality options={MANY} limit={SELECT_LIMIT_COUNTRIES} />);
    type('straat');
    expect(optionTexts()).toHaveLength(30);
  });

  it('chooses the option typed exactly when the field is left', () => {
    const onChange = vi.fn();
    render(<Municipality onChange={onChange} />);
    type('9000 gent');
    act(() => screen.getByRole('button', { name: 'Verder' }).focus());
    expect(onChange).toHaveBeenLastCalledWith('44021-9000');
    expect(combobox().value).toBe('9000 Gent');
  });

  it('asks to choose from the list when text is left that is no option, and required_field when empty', () => {
    render(<Municipality />);
    type('Antw');
    act(() => screen.getByRole('button', { name: 'Verder' }).focus());
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Kies een waarde uit de lijst.')).toBeTruthy();
    type('');
    expect(screen.getByText('Dit veld is verplicht.')).toBeTruthy();
  });

  it('typing over a chosen option un-chooses it', () => {
    const onChange = vi.fn();
    render(<Municipality onChange={onChange} />);
    type('brussel');
    key('ArrowDown');
    key('Enter');
    expect(onChange).toHaveBeenLastCalledWith('21004-1000');
    type('1000 Bru');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows the reference fetch failure with a retry button instead of the list', () => {
    const retry = vi.fn();
    render(
      <SelectField
        label="Gemeente"
        options={[]}
        value={undefined}
        onValueChange={() => undefined}
        loadError="De lijst met gemeenten kon niet worden geladen. Probeer het opnieuw."
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('De lijst met gemeenten kon niet worden geladen');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalled();
  });

  it('follows a value changed from outside', () => {
    const { rerender } = render(
      <SelectField
        label="Gemeente"
        options={MUNICIPALITIES}
        value="44021-9000"
        onValueChange={() => undefined}
      />,
    );
    expect(combobox().value).toBe('9000 Gent');
    rerender(
      <SelectField
        label="Gemeente"
        options={MUNICIPALITIES}
        value={undefined}
        onValueChange={() => undefined}
      />,
    );
    expect(combobox().value).toBe('');
  });
});
