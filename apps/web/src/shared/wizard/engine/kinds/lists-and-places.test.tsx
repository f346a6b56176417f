import degradationStepsNl from '@pow/i18n/web/pages/degradation-steps/nl.json';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test-support.ts';
import { renderWithQuery } from '../../../fields/field-test-support.tsx';
import { loadPageTexts } from '../../../i18n/use-page-texts.ts';
import type { FieldViewProps, FormView } from '../field-kind.ts';
import { type AmountsDraft, EMPTY_AMOUNT } from './amount-drafts.ts';
import { amounts } from './amounts.ts';
import { AmountsView } from './amounts-view.tsx';
import type { AuthorContactsDraft } from './author-contact-draft.ts';
import { EMPTY_AUTHOR_CONTACT } from './author-contact-draft.ts';
import { AuthorContactsView } from './author-contacts-view.tsx';
import { damagePlace } from './damage-place.ts';
import type { DamagePlaceDraft } from './damage-place-drafts.ts';
import { DamagePlaceView } from './damage-place-view.tsx';

// Issue 33, the engine's lists and places: every item of a list may be removed, the only one too; the
// place of the damage offers one address once.

/** A field as the engine draws it: its value kept, its texts their names, what the form answers. */
function Harness<D>({
  View,
  initial,
  answer = () => undefined,
  errorAt = () => undefined,
  onValue,
  kind,
}: {
  readonly View: (props: FieldViewProps<D>) => React.ReactNode;
  readonly initial: D;
  readonly answer?: (path: string) => unknown;
  readonly errorAt?: FieldViewProps<D>['errorAt'];
  readonly onValue?: (value: D) => void;
  readonly kind: FieldViewProps<D>['field']['kind'];
}) {
  const [value, setValue] = useState(initial);
  onValue?.(value);
  return (
    <MemoryRouter>
      <View
        value={value}
        onChange={(change) => setValue((current) => change(current))}
        errorAt={errorAt}
        text={(name, params) => [name, ...Object.values(params ?? {})].join(' ')}
        field={{ kind, at: 'x' } as FieldViewProps<D>['field']}
        form={{ answer } as FormView}
      />
    </MemoryRouter>
  );
}

beforeAll(async () => {
  await setUpI18n('nl');
  await loadPageTexts('wizard', 'nl');
  await loadPageTexts('degradation-steps', 'nl');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const confirm = async () => fireEvent.click(await screen.findByTestId('confirm-remove-yes'));

describe('every item of a list may be removed, the only one too (issue 33)', () => {
  it('removes the only contact of the author, after confirmation; the list then asks for one', async () => {
    let latest: AuthorContactsDraft | undefined;
    renderWithQuery(
      <Harness<AuthorContactsDraft>
        View={AuthorContactsView}
        kind="author-contacts"
        initial={{
          contacts: [{ ...EMPTY_AUTHOR_CONTACT, type: 2, value: 'https://www.kbc-beveiliging.com/login' }],
          pending: EMPTY_AUTHOR_CONTACT,
        }}
        onValue={(value) => {
          latest = value;
        }}
      />,
    );
    const only = screen.getByTestId('author-contact');
    fireEvent.click(within(only).getByTestId('author-contact-remove'));
    fireEvent.click(await screen.findByTestId('confirm-remove-no'));
    expect(latest?.contacts).toHaveLength(1);
    fireEvent.click(within(screen.getByTestId('author-contact')).getByTestId('author-contact-remove'));
    await confirm();
    expect(latest?.contacts).toEqual([]);
    expect(screen.queryByTestId('author-contacts')).toBeNull();
    expect(document.body.textContent).toContain('none');
  });

  it('removes the only amount; with a yes and no amount left, the field says what is missing', async () => {
    let latest: AmountsDraft | undefined;
    renderWithQuery(
      <Harness<AmountsDraft>
        View={AmountsView}
        kind="amounts"
        initial={{ money_lost: 'yes', amounts: [{ iban: 'BE71 0961 2345 6769', amount: '250' }] }}
        onValue={(value) => {
          latest = value;
        }}
      />,
    );
    expect(screen.queryByTestId('amounts-none')).toBeNull();
    fireEvent.click(screen.getByTestId('amount-remove-0'));
    await confirm();
    expect(latest?.amounts).toEqual([]);
    expect(screen.getByTestId('amounts-none').textContent).toBe('none');
    // Next refuses it, said where the rows were, until an amount is added or the answer is no.
    expect(amounts.issues?.({ money_lost: 'yes', amounts: [] }, ['fact_amounts'])).toEqual([
      { key: 'required_field', path: ['fact_amounts', 'rows'] },
    ]);
    expect(amounts.issues?.({ money_lost: 'no', amounts: [] }, ['fact_amounts'])).toEqual([]);
    act(() => fireEvent.click(screen.getByTestId('amount-add')));
    expect(latest?.amounts).toEqual([EMPTY_AMOUNT]);
    expect(screen.queryByTestId('amounts-none')).toBeNull();
  });
});

describe('the place of the damage offers each address once (issue 33)', () => {
  const LUKAS = {
    firstname: 'Lukas',
    lastname: 'Schmitz',
    address: {
      municipality: '63023-4700',
      post_code: '4700',
      munKey: '63023',
      street: 'Kirchstraße',
      number: '8',
      box: '',
    },
  };
  const answers =
    (victim: unknown) =>
    (path: string): unknown =>
      path === 'declarant' ? LUKAS : path === 'victim' ? victim : undefined;
  const options = () =>
    within(screen.getByTestId('fact-place'))
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);

  it('offers Lukas’s own address once when he is the victim: his, not the victim’s too', () => {
    renderWithQuery(
      <Harness<DamagePlaceDraft>
        View={DamagePlaceView}
        kind="damage-place"
        initial={{ address_source: '', address: { ...LUKAS.address } }}
        answer={answers({ declare_for: 'me' })}
      />,
    );
    expect(options()).toEqual(['declarant', 'other']);
    const text = screen.getByTestId('fact-place').textContent ?? '';
    expect(text.split('Kirchstraße 8, 4700').length - 1).toBe(1);
    expect(text).toContain(degradationStepsNl.fact.sources.declarant);
  });

  it('offers both when the victim lives elsewhere, and one when a victim lives with him', () => {
    const elsewhere = { declare_for: 'someone-else', address: { ...LUKAS.address, number: '10' } };
    renderWithQuery(
      <Harness<DamagePlaceDraft>
        View={DamagePlaceView}
        kind="damage-place"
        initial={{ address_source: '', address: { ...LUKAS.address } }}
        answer={answers(elsewhere)}
      />,
    );
    expect(options()).toEqual(['victim', 'declarant', 'other']);
    cleanup();
    const housemate = {
      declare_for: 'someone-else',
      address: { ...LUKAS.address, street: ' kirchstraße ', municipality: '63023-4700' },
    };
    renderWithQuery(
      <Harness<DamagePlaceDraft>
        View={DamagePlaceView}
        kind="damage-place"
        initial={{ address_source: '', address: { ...LUKAS.address } }}
        answer={answers(housemate)}
      />,
    );
    expect(options()).toEqual(['declarant', 'other']);
  });

  it('takes the victim’s address chosen before, now the same as his, as his', () => {
    const chosen: DamagePlaceDraft = { address_source: 'victim', address: { ...LUKAS.address } };
    expect(damagePlace.follow?.(chosen, answers({ declare_for: 'me' }))).toEqual({
      ...chosen,
      address_source: 'declarant',
    });
    const elsewhere = { declare_for: 'someone-else', address: { ...LUKAS.address, number: '10' } };
    expect(damagePlace.follow?.(chosen, answers(elsewhere))).toBe(chosen);
  });
});
