import { OBJECT_SEARCH_MAX_RESULTS, type ObjectItem } from '@pow/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test-support.ts';
import { renderWithQuery, stubApi } from '../../../fields/field-test-support.tsx';
import { loadPageTexts } from '../../../i18n/use-page-texts.ts';
import { OBJECT_SEARCH_DEBOUNCE_MS } from '../../../reference/use-objects.ts';
import type { FieldViewProps, FormView } from '../field-kind.ts';
import { DamagedObjectsView } from './damaged-objects-view.tsx';
import { emptyObject, type ObjectDraft, objectPayload } from './object-drafts.ts';

const item = (tkey: string, text: string, extra: Partial<ObjectItem> = {}): ObjectItem => ({
  tkey,
  fkey: tkey.slice(0, 3),
  text,
  category: 'Gebouwen en omheiningen',
  hasNeedle: true,
  isNotSpecified: false,
  isOther: false,
  is_vehicle: false,
  ...extra,
});
const OTHER = item('9901', 'Ander voorwerp', { isOther: true, category: 'Andere' });

let latest: readonly ObjectDraft[] | undefined;

/** The field as the engine draws it, in the damage form or, with its graffiti, in the graffiti form. */
function Harness({ kind = 'damaged-objects' }: { kind?: 'damaged-objects' | 'graffiti-objects' }) {
  const [objects, setObjects] = useState<readonly ObjectDraft[]>(() => [emptyObject()]);
  latest = objects;
  const props: FieldViewProps<readonly ObjectDraft[]> = {
    value: objects,
    onChange: (change) => setObjects((current) => change(current)),
    errorAt: () => undefined,
    text: () => 'Voeg elk beschadigd voorwerp toe.',
    field: { kind, at: 'damaged_objects', texts: { intro: 'degradation-steps:objects.intro.various' } },
    form: {} as FormView,
  };
  return (
    <MemoryRouter>
      <DamagedObjectsView {...props} />
    </MemoryRouter>
  );
}

async function renderStep() {
  renderWithQuery(<Harness />);
  return screen.findByTestId('object-0-object-search-input');
}

describe('the damaged objects field', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('degradation-steps', 'nl');
    await loadPageTexts('wizard', 'nl');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('names an object once when its category says the same (not specified)', async () => {
    const notSpecified = item('9999', 'Niet gespecificeerd', {
      isNotSpecified: true,
      category: 'Niet gespecificeerd',
    });
    stubApi(() => ({ body: { data: [OTHER, notSpecified] } }));
    const search = await renderStep();
    fireEvent.change(search, { target: { value: 'piano' } });
    const results = await screen.findByTestId('object-0-object-result');
    expect(results.textContent?.split('Niet gespecificeerd')).toHaveLength(2);
    // Another object keeps its category under its name.
    expect(results.textContent).toContain('Ander voorwerpAndere');
  });

  it('searches the catalogue 300 ms after the last key and says when only the first 50 are shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const many = Array.from({ length: OBJECT_SEARCH_MAX_RESULTS - 1 }, (_, i) =>
      item(String(1000 + i), `Voorwerp ${i}`),
    );
    const calls = stubApi(() => ({ body: { data: [...many, OTHER] } }));
    const searches = () =>
      calls.map((call) => call.path).filter((path) => path.startsWith('v1/reftab/objects'));
    const search = await renderStep();
    fireEvent.change(search, { target: { value: 'v' } });
    fireEvent.change(search, { target: { value: 'vo' } });
    fireEvent.change(search, { target: { value: 'voo' } });
    await act(() => vi.advanceTimersByTimeAsync(OBJECT_SEARCH_DEBOUNCE_MS - 50));
    expect(searches()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() =>
      expect(screen.getByTestId('object-0-object-status').textContent).toBe(
        'Alleen de eerste 50 resultaten worden getoond. Typ verder om uw zoekopdracht te verfijnen.',
      ),
    );
    expect(searches()).toEqual(['v1/reftab/objects?needle=voo']);
    expect(screen.getByTestId('object-0-object-result').querySelectorAll('input[type="radio"]')).toHaveLength(
      OBJECT_SEARCH_MAX_RESULTS,
    );
  });

  it('asks the name of an "other" object, and keeps the catalogue name of a known one', async () => {
    stubApi(() => ({ body: { data: [item('0407', 'Brievenbus'), OTHER] } }));
    const search = await renderStep();
    fireEvent.change(search, { target: { value: 'brie' } });
    fireEvent.click(await screen.findByTestId('object-0-object-result-0407'));
    expect(latest?.[0]?.object).toEqual({ tkey: '0407', text: 'Brievenbus', isOther: false });
    expect(screen.getByTestId('object-0-title').textContent).toBe('Voorwerp 1: Brievenbus');
    expect(screen.queryByTestId('object-0-other')).toBeNull();
    fireEvent.click(screen.getByTestId('object-0-object-result-9901'));
    const other = await screen.findByTestId('object-0-other-input');
    fireEvent.change(other, { target: { value: 'Bloembak' } });
    expect(screen.getByTestId('object-0-title').textContent).toBe('Voorwerp 1: Bloembak');
  });

  it('shows the insurer, policy and dates only for an insured object', async () => {
    stubApi(() => ({ body: { data: [{ tkey: '0002', text: 'AG Insurance' }] } }));
    await renderStep();
    expect(screen.queryByTestId('object-0-insurance-details')).toBeNull();
    fireEvent.click(screen.getByTestId('object-0-insurance-yes'));
    expect(screen.getByTestId('object-0-insurance-details')).toBeTruthy();
    expect(screen.getByTestId('object-0-start-date')).toBeTruthy();
    fireEvent.click(screen.getByTestId('object-0-insurance-no'));
    expect(screen.queryByTestId('object-0-insurance-details')).toBeNull();
  });

  it('removes any entry after confirmation, the only one too, and then asks for one (issue 33)', async () => {
    stubApi(() => ({ body: { data: [] } }));
    await renderStep();
    fireEvent.click(screen.getByTestId('object-add'));
    expect(latest).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('object-1-title')));
    fireEvent.click(screen.getByTestId('object-1-remove'));
    fireEvent.click(await screen.findByTestId('confirm-remove-no'));
    expect(latest).toHaveLength(2);
    fireEvent.click(screen.getByTestId('object-1-remove'));
    fireEvent.click(await screen.findByTestId('confirm-remove-yes'));
    await waitFor(() => expect(latest).toHaveLength(1));
    // The only one left has its button too; removed, the form says an object is needed and focus goes
    // to the button that adds one.
    expect(screen.queryByTestId('objects-none')).toBeNull();
    fireEvent.click(screen.getByTestId('object-0-remove'));
    fireEvent.click(await screen.findByTestId('confirm-remove-yes'));
    await waitFor(() => expect(latest).toHaveLength(0));
    expect(screen.getByTestId('objects-none').textContent).toBe(
      'Er staat geen voorwerp meer in de lijst. Voeg minstens één voorwerp toe.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('object-add')));
  });

  it('keeps the width and the height of a graffiti under their own names', async () => {
    stubApi(() => ({ body: { data: [] } }));
    renderWithQuery(<Harness kind="graffiti-objects" />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Breedte van de graffiti/ }), {
      target: { value: '350' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Hoogte van de graffiti/ }), {
      target: { value: '120' },
    });
    const object = latest?.[0];
    expect(object && objectPayload(object, true).damage.graffiti).toMatchObject({
      width: '350',
      height: '120',
    });
  });
});
