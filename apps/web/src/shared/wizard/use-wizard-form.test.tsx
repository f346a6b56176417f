import type { StepDefinition } from '@pow/domain';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftOwner, useWizardForm } from './use-wizard-form.ts';

interface Values {
  readonly story: string;
}

const STEPS: readonly StepDefinition[] = [{ id: 'story', paths: [['story']] }];
const JAN = '85073003328';
const EMMA = '04022916265';

/** A draft left in the tab with Jan's story, by `owner` (undefined: written before anyone was known). */
function leaveDraft(owner: string | undefined) {
  sessionStorage.setItem(
    'pow_draft_owned',
    JSON.stringify({
      version: 1,
      owner,
      values: { story: 'Jan’s stolen bicycle' },
      wizard: { current: 1, furthest: 1, steps: [{ done: false, error: false, mounted: true }] },
      idempotencyKey: '0d6c3f0e-7d3b-4c55-9b1e-2f6a8f1c4b21',
    }),
  );
}

const renderForm = (owner: string | undefined) =>
  renderHook(
    ({ person }: { person: string | undefined }) =>
      useWizardForm<Values>({
        form: 'owned',
        owner: person,
        version: 1,
        steps: STEPS,
        initial: () => ({ story: '' }),
        validate: () => [],
      }),
    { initialProps: { person: owner } },
  );

const stored = () => sessionStorage.getItem('pow_draft_owned') ?? '';

describe('a draft belongs to the person signed in when it was written', () => {
  afterEach(() => sessionStorage.clear());

  it('comes back to that person', () => {
    leaveDraft(JAN);
    const { result } = renderForm(JAN);
    expect(result.current.values.story).toBe('Jan’s stolen bicycle');
    expect(result.current.restored).toBe(true);
  });

  it('is forgotten unread when someone else signs in in the tab', () => {
    leaveDraft(JAN);
    const { result } = renderForm(EMMA);
    expect(result.current.values.story).toBe('');
    expect(result.current.restored).toBe(false);
    expect(stored()).not.toContain('bicycle');
    expect(JSON.parse(stored()).owner).toBe(EMMA);
  });

  it('waits for the person to be known, then keeps it for its owner or forgets it for anyone else', () => {
    leaveDraft(JAN);
    const own = renderForm(undefined);
    own.rerender({ person: JAN });
    expect(own.result.current.values.story).toBe('Jan’s stolen bicycle');
    own.unmount();

    const other = renderForm(undefined);
    other.rerender({ person: EMMA });
    expect(other.result.current.values.story).toBe('');
    expect(stored()).not.toContain('bicycle');
  });

  it('written before anyone was known, becomes the signed-in person’s', () => {
    leaveDraft(undefined);
    const { result } = renderForm(EMMA);
    expect(result.current.values.story).toBe('Jan’s stolen bicycle');
    expect(JSON.parse(stored()).owner).toBe(EMMA);
  });

  it('is owned by a citizen’s national number or an officer’s matricule', () => {
    const person = { first_name: 'Jan', last_name: 'Peeters', email: '', language: 'nl' as const };
    expect(draftOwner({ ...person, rrn: JAN })).toBe(JAN);
    expect(draftOwner({ ...person, matricule: 'inspector.claes' })).toBe('inspector.claes');
    expect(draftOwner(undefined)).toBeUndefined();
  });
});
