import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../test-support.ts';
import { DateField } from '../date-field.tsx';
import { Controlled } from '../field-test-support.tsx';

// The calendar's chunk cannot be fetched (the connection dropped after the page loaded).
vi.mock('./calendar-dialog.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function FactDate() {
  return (
    <Controlled initial="">
      {(value, setValue) => (
        <DateField
          label="Datum van de feiten"
          notInFuture
          value={value}
          onValueChange={setValue}
          testId="fact"
        />
      )}
    </Controlled>
  );
}

describe('a calendar that cannot be loaded', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says so under the field, and the date can still be typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FactDate />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Kies een datum in de kalender – Datum van de feiten' }),
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('De kalender kon niet worden geladen. Typ de datum in het vak.');
    expect(screen.queryByRole('dialog')).toBeNull();

    const input = screen.getByTestId('fact-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1/2/2024' } });
    fireEvent.blur(input);
    expect(input.value).toBe('01/02/2024');
  });

  it('offers no calendar on a field that cannot be changed', () => {
    render(<DateField label="Geboortedatum" readOnly value="24/12/1978" onValueChange={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
