import { isDateOnOrAfter } from '@pow/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../test-support.ts';
import { DateField } from '../date-field.tsx';
import { Controlled } from '../field-test-support.tsx';
import type { FieldRule } from '../rules.ts';

/** A birth date (not in the future) or, with `onOrAfter`, an end date on or after a start date. */
function Birth({ initial = '', onOrAfter }: { initial?: string; onOrAfter?: string }) {
  const rule: FieldRule | undefined = onOrAfter
    ? (typed) =>
        isDateOnOrAfter(typed, onOrAfter) ? undefined : { key: 'require_date_must_be_after_or_equal' }
    : undefined;
  return (
    <Controlled initial={initial}>
      {(value, setValue) => (
        <DateField
          label="Geboortedatum"
          notInFuture={!onOrAfter}
          rule={rule}
          value={value}
          onValueChange={setValue}
          testId="birth"
        />
      )}
    </Controlled>
  );
}

const input = () => screen.getByTestId('birth-input') as HTMLInputElement;
const button = () => screen.getByRole('button', { name: 'Kies een datum in de kalender – Geboortedatum' });
const focused = () => document.activeElement as HTMLElement;
const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`);
const press = (key: string, shiftKey = false) => fireEvent.keyDown(focused(), { key, shiftKey });

async function openCalendar() {
  fireEvent.click(button());
  return screen.findByRole('dialog', { name: 'Geboortedatum' });
}

describe('the calendar beside a typed date (spec §9)', () => {
  beforeAll(() => setUpI18n('nl'));
  beforeEach(() => {
    // Friday 14 November 2025, 11:00 in Brussels.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-14T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens on today, in a grid labelled by its month, weeks from Monday, the future refused', async () => {
    render(<Birth />);
    const dialog = await openCalendar();
    const grid = within(dialog).getByRole('grid', { name: 'november 2025' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['mamaandag', 'didinsdag', 'wowoensdag', 'dodonderdag', 'vrvrijdag', 'zazaterdag', 'zozondag']);
    expect(focused().dataset.date).toBe('2025-11-14');
    expect(focused().getAttribute('aria-label')).toBe('vrijdag 14 november 2025');
    expect(focused().getAttribute('aria-current')).toBe('date');
    expect(focused().tabIndex).toBe(0);
    expect(cell('2025-11-13')?.tabIndex).toBe(-1);
    expect(cell('2025-11-13')?.getAttribute('aria-disabled')).toBeNull();
    expect(cell('2025-11-15')?.getAttribute('aria-disabled')).toBe('true');
    expect(cell('2025-11-30')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('moves by day, week, week ends, month and year with the APG keys', async () => {
    render(<Birth />);
    const dialog = await openCalendar();
    const moves: [string, boolean, string][] = [
      ['ArrowLeft', false, '2025-11-13'],
      ['ArrowUp', false, '2025-11-06'],
      ['End', false, '2025-11-09'],
      ['Home', false, '2025-11-03'],
      ['ArrowDown', false, '2025-11-10'],
      ['ArrowRight', false, '2025-11-11'],
      ['PageUp', false, '2025-10-11'],
      ['PageUp', true, '2024-10-11'],
      ['PageDown', false, '2024-11-11'],
      ['PageDown', true, '2025-11-11'],
    ];
    for (const [key, shift, date] of moves) {
      press(key, shift);
      expect(focused().dataset.date, `${shift ? 'Shift+' : ''}${key}`).toBe(date);
      expect(focused().tabIndex).toBe(0);
    }
    press('PageUp', true);
    expect(within(dialog).getByRole('grid', { name: 'november 2024' })).toBeTruthy();
  });

  it('fills in the chosen day as dd/mm/yyyy with Enter, closes and gives focus back to the button', async () => {
    render(<Birth />);
    const dialog = await openCalendar();
    press('ArrowLeft');
    press('Enter');
    expect(input().value).toBe('13/11/2025');
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(focused()).toBe(button());
    expect(input().getAttribute('aria-invalid')).toBeNull();

    // Opened again, it starts on the day chosen, marked selected; Space chooses too.
    await openCalendar();
    expect(focused().dataset.date).toBe('2025-11-13');
    expect(focused().getAttribute('aria-selected')).toBe('true');
    press('Home');
    press(' ');
    expect(input().value).toBe('10/11/2025');
  });

  it('refuses a day the rules refuse, by key and by click, and keeps the dialog open', async () => {
    render(<Birth />);
    const dialog = await openCalendar();
    press('ArrowRight');
    expect(focused().dataset.date).toBe('2025-11-15');
    press('Enter');
    fireEvent.click(cell('2025-11-20') as HTMLElement);
    expect(input().value).toBe('');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent.click(cell('2025-11-12') as HTMLElement);
    expect(input().value).toBe('12/11/2025');
  });

  it('opens on the date typed, as the field would read it, and selects it', async () => {
    render(<Birth initial="3/2/1978" />);
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('grid', { name: 'februari 1978' })).toBeTruthy();
    expect(focused().dataset.date).toBe('1978-02-03');
    expect(focused().getAttribute('aria-selected')).toBe('true');
  });

  it('refuses the days before another date when the field says so (an end date), not the future', async () => {
    render(<Birth onOrAfter="10/11/2025" />);
    await openCalendar();
    expect(cell('2025-11-09')?.getAttribute('aria-disabled')).toBe('true');
    expect(cell('2025-11-10')?.getAttribute('aria-disabled')).toBeNull();
    expect(cell('2025-11-28')?.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(cell('2025-11-09') as HTMLElement);
    expect(input().value).toBe('');
    fireEvent.click(cell('2025-11-28') as HTMLElement);
    expect(input().value).toBe('28/11/2025');
  });

  it('pages the years by 20 and goes back to the days of the year chosen', async () => {
    render(<Birth />);
    const dialog = await openCalendar();
    fireEvent.click(within(dialog).getByRole('button', { name: 'november 2025, een ander jaar kiezen' }));
    const years = () => within(dialog).getByRole('grid');
    expect(years().getAttribute('aria-label')).toBe('Jaren 2006 tot en met 2025');
    expect(within(years()).getAllByRole('gridcell')).toHaveLength(20);
    expect(focused().dataset.year).toBe('2025');
    expect(focused().getAttribute('aria-current')).toBe('date');

    // The years after this one are refused for a date that may not be in the future.
    press('PageDown');
    expect(years().getAttribute('aria-label')).toBe('Jaren 2026 tot en met 2045');
    expect(focused().getAttribute('aria-disabled')).toBe('true');
    press('Enter');
    expect(years().getAttribute('aria-label')).toBe('Jaren 2026 tot en met 2045');

    press('PageUp');
    press('PageUp');
    expect(years().getAttribute('aria-label')).toBe('Jaren 1986 tot en met 2005');
    const previous = within(dialog).getByRole('button', { name: 'Vorige 20 jaar' });
    act(() => previous.focus());
    fireEvent.click(previous);
    expect(years().getAttribute('aria-label')).toBe('Jaren 1966 tot en met 1985');
    expect(dialog.querySelector('[aria-live]')?.textContent).toBe('Jaren 1966 tot en met 1985');
    // The button keeps focus; Tab goes on to the grid's one focusable year, the same year 20 back.
    expect(focused()).toBe(previous);
    act(() => dialog.querySelector<HTMLElement>('td[tabindex="0"]')?.focus());
    expect(focused().dataset.year).toBe('1985');
    press('Home');
    expect(focused().dataset.year).toBe('1966');
    press('ArrowDown');
    press('ArrowRight');
    expect(focused().dataset.year).toBe('1971');
    press('Enter');

    expect(within(dialog).getByRole('grid', { name: 'november 1971' })).toBeTruthy();
    expect(focused().dataset.date).toBe('1971-11-14');
    press('Enter');
    expect(input().value).toBe('14/11/1971');
  });

  it('says the month the buttons move to, and closes without a choice leaving the value as it was', async () => {
    render(<Birth initial="01/01/2020" />);
    const dialog = await openCalendar();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volgende maand' }));
    expect(within(dialog).getByRole('grid', { name: 'februari 2020' })).toBeTruthy();
    expect(dialog.querySelector('[aria-live]')?.textContent).toBe('februari 2020');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vorige maand' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vorige maand' }));
    expect(within(dialog).getByRole('grid', { name: 'december 2019' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(input().value).toBe('01/01/2020');
    expect(focused()).toBe(button());
  });

  describe('in French and German', () => {
    afterAll(() => act(() => void i18next.changeLanguage('nl')));

    it.each([
      [
        'fr',
        'Choisir une date dans le calendrier – Geboortedatum',
        'novembre 2025',
        'vendredi 14 novembre 2025',
      ],
      ['de', 'Datum im Kalender auswählen – Geboortedatum', 'November 2025', 'Freitag, 14. November 2025'],
    ])(
      '%s: the button, the month and the days in the language of the page',
      async (locale, name, month, day) => {
        await act(() => i18next.changeLanguage(locale));
        render(<Birth />);
        fireEvent.click(screen.getByRole('button', { name }));
        const dialog = await screen.findByRole('dialog', { name: 'Geboortedatum' });
        expect(within(dialog).getByRole('grid', { name: month })).toBeTruthy();
        expect(focused().getAttribute('aria-label')).toBe(day);
      },
    );
  });
});
