import { PHISHING_FORM, PHISHING_OFFICER_FORM, type RegisteredForm } from '@pow/domain';
import { EXAMPLE_PHISHING, EXAMPLE_PHISHING_OFFICER } from '@pow/domain/testing';
import nl from '@pow/i18n/web/pages/phishing/nl.json';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { federalDeclarant } from '../../shared/declaration-steps/declarant-draft.ts';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { type FormValues, initialValues, withField } from '../../shared/wizard/engine/form-values.ts';
import { WizardPage } from '../../shared/wizard/engine/wizard-page.tsx';
import { setUpI18n } from '../../test-support.ts';

// Both phishing forms as people meet them: their definitions drawn by the one wizard engine.
const CITIZEN = PHISHING_FORM as RegisteredForm;
const OFFICER = PHISHING_OFFICER_FORM as RegisteredForm;

const { declarant } = EXAMPLE_PHISHING;
const { officer, victim } = EXAMPLE_PHISHING_OFFICER;
const JAN_SESSION = {
  ...CITIZEN_SESSION,
  info: {
    first_name: 'Jan',
    last_name: 'Peeters',
    email: declarant.email,
    language: 'nl',
    rrn: declarant.rrn,
  },
};
const CLAES_SESSION = {
  ...CITIZEN_SESSION,
  usertype: 'policeman',
  info: {
    first_name: officer.firstname,
    last_name: officer.lastname,
    email: '',
    language: 'nl',
    matricule: officer.matricule,
  },
};

/** The form's values with its blocking step passed: Jan identified, or Sofie Janssens found by rrn. */
function passedBlocking(definition: RegisteredForm): FormValues {
  const values = initialValues(definition, undefined);
  if (definition === OFFICER) {
    return withField(values, 'victim-lookup@victim', () => ({ rrn: victim.rrn, person: victim }));
  }
  const record = { ...declarant, rrn: declarant.rrn };
  return withField(values, 'signed-in-declarant@declarant', () =>
    federalDeclarant({ first_name: 'Jan', last_name: 'Peeters', rrn: declarant.rrn }, record),
  );
}

/** The form open at `step`, from a draft of its owner with every step before it done. */
async function openAt(definition: RegisteredForm, step: number) {
  const session = definition === OFFICER ? CLAES_SESSION : JAN_SESSION;
  stubApi(() => ({ status: 404, body: { error: { key: 'error_404' } } }), session);
  const count = definition.steps.length;
  sessionStorage.setItem(
    `pow_draft_${definition.id}`,
    JSON.stringify({
      version: definition.page?.draftVersion,
      owner: definition === OFFICER ? officer.matricule : declarant.rrn,
      values: passedBlocking(definition),
      wizard: {
        current: step,
        furthest: step,
        steps: Array.from({ length: count }, (_, index) => ({
          done: index < step - 1,
          error: false,
          mounted: index < step,
        })),
      },
      idempotencyKey: '0d6c3f0e-7d3b-4c55-9b1e-2f6a8f1c4b21',
    }),
  );
  renderInApp(
    <Suspense>
      <WizardPage definition={definition} />
    </Suspense>,
    '/nl/phishing',
  );
  await screen.findByTestId(definition === OFFICER ? 'police-phishing-wizard' : 'phishing-wizard');
}

beforeAll(() => setUpI18n('nl'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetPageFocus();
});

describe('the phishing steps the citizen and the officer share (issue 21)', () => {
  it('ask the citizen about themselves', async () => {
    await openAt(CITIZEN, 5);
    expect(await screen.findByText(nl.amounts.question)).toBeTruthy();
    cleanup();
    await openAt(CITIZEN, 6);
    expect(await screen.findByText(nl.fact.description_hint)).toBeTruthy();
    expect(document.body.textContent).toContain(nl.fact.time_hint);
  });

  it('ask the officer about the victim, in the third person', async () => {
    await openAt(OFFICER, 4);
    expect(await screen.findByText(nl.officer_voice.author.intro)).toBeTruthy();
    cleanup();
    await openAt(OFFICER, 5);
    expect(await screen.findByText(nl.officer_voice.amounts.question)).toBeTruthy();
    expect(screen.queryByText(nl.amounts.question)).toBeNull();
    cleanup();
    await openAt(OFFICER, 6);
    expect(await screen.findByText(nl.officer_voice.fact.description_hint)).toBeTruthy();
    expect(document.body.textContent).toContain(nl.officer_voice.fact.time_hint);
  });
});

describe('the officer’s page (spec §6)', () => {
  it('opens on the officer’s own data, read-only, under a warning the officer may close', async () => {
    await openAt(OFFICER, 1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(nl.officer.title);
    expect(screen.queryByRole('navigation', { name: /kruimel|breadcrumb/i })).toBeNull();
    const matricule = (await screen.findByTestId('officer-matricule')) as HTMLInputElement;
    // Filled from the session once its answer arrives, which on a busy machine comes after the field.
    await waitFor(() => expect(matricule.value).toBe(officer.matricule));
    expect(matricule.readOnly).toBe(true);
    expect(screen.getByTestId('officer-warning').textContent).toContain(nl.officer.warning);
    act(() => fireEvent.click(screen.getByTestId('officer-warning-close')));
    await waitFor(() => expect(screen.queryByTestId('officer-warning')).toBeNull());
  });

  it('shows the victim found by rrn on the look-up step', async () => {
    await openAt(OFFICER, 2);
    const found = await screen.findByTestId('victim-found');
    expect(found.textContent).toContain(`${victim.lastname} ${victim.firstname}`);
    expect(found.textContent).toContain('Veldstraat 100, 9000 Gent');
  });
});
