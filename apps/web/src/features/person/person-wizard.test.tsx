import { PERSON_FORM, type RegisteredForm } from '@pow/domain';
import { EXAMPLE_PERSON } from '@pow/domain/testing';
import nl from '@pow/i18n/web/nl.json';
import personNl from '@pow/i18n/web/pages/person/nl.json';
import stepsNl from '@pow/i18n/web/parts/declaration-steps/nl.json';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  type ApiCall,
  CITIZEN_SESSION,
  renderInApp,
  stubApi,
} from '../../shared/contact/contact-test-support.tsx';
import { EMPTY_DECLARANT } from '../../shared/declaration-steps/declarant-draft.ts';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { type FormValues, initialValues, withField } from '../../shared/wizard/engine/form-values.ts';
import { WizardPage } from '../../shared/wizard/engine/wizard-page.tsx';
import { setUpI18n } from '../../test-support.ts';

// The person form as people meet it: its definition drawn by the one wizard engine.
const FORM = PERSON_FORM as RegisteredForm;

/** A new person form's values with some fields set, by the field's key (kind@path). */
function personValues(fields: Readonly<Record<string, unknown>>, email?: string): FormValues {
  const session = email ? { first_name: '', last_name: '', email, language: 'nl' as const } : undefined;
  return Object.entries(fields).reduce(
    (values, [key, value]) => withField(values, key, () => value),
    initialValues(FORM, session),
  );
}

/** Emma Lambert (shared/fixtures/test-identities.json), signed in through the federal service. */
const EMMA_SESSION = {
  ...CITIZEN_SESSION,
  info: {
    first_name: 'Emma',
    last_name: 'Lambert',
    email: 'emma.lambert@example.be',
    language: 'nl',
    rrn: '04022916265',
  },
};
const EMMA_RECORD = {
  rrn: '04022916265',
  firstname: 'Emma',
  lastname: 'Lambert',
  birth_date: '29/02/2004',
  nationality: 'BE',
  address: {
    street: 'Rue Neuve',
    number: '1',
    box: '',
    post_code: '1000',
    municipality: 'Bruxelles',
    munKey: '21004',
  },
};

function api(registry: Answer = { body: { data: EMMA_RECORD } }): ApiCall[] {
  return stubApi((call) => {
    if (call.path === 'v1/person/find') return registry;
    if (call.path === 'v1/reftab/countries')
      return { body: { data: [{ tkey: 'BE', name: 'België', nationality: 'Belg', prefix: '32' }] } };
    if (call.path === 'v1/reftab/municipalities') return { body: { data: [] } };
    return { status: 404, body: { error: { key: 'error_404' } } };
  }, EMMA_SESSION);
}

const stepState = (id: string) => screen.getByTestId(`step-${id}`).dataset.state;
const isOpen = (id: string) =>
  screen.getByTestId(`step-${id}`).querySelector('[aria-current="step"]') !== null;
const canOpen = (id: string) => screen.getByTestId(`step-${id}`).querySelector('button') !== null;

/** A draft of the person form left in the tab by `owner` (Emma), on its overview with every step done. */
function leaveDraft(values: FormValues, owner = '04022916265', current = 6) {
  sessionStorage.setItem(
    'pow_draft_person',
    JSON.stringify({
      version: PERSON_FORM.page?.draftVersion,
      owner,
      values,
      wizard: {
        current,
        furthest: 6,
        steps: Array.from({ length: 6 }, () => ({ done: true, error: false, mounted: true })),
      },
      idempotencyKey: '0d6c3f0e-7d3b-4c55-9b1e-2f6a8f1c4b21',
    }),
  );
}
const next = () => act(() => fireEvent.click(screen.getByTestId('wizard-next')));
const radio = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

async function openPage(first = true) {
  renderInApp(
    <Suspense>
      <WizardPage definition={FORM} />
    </Suspense>,
    '/nl/person',
  );
  await screen.findByTestId(first ? 'crime-type' : 'person-wizard');
}

async function toIdentification() {
  await openPage();
  fireEvent.click(radio('crime-type-0574'));
  next();
  await screen.findByTestId('declarant-signed-in');
}

beforeAll(() => setUpI18n('nl'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetPageFocus();
});

describe('person form, crime type step (spec §2, §5)', () => {
  it('lists the eight types by Dutch label with "another fact" last', async () => {
    api();
    await openPage();
    const labels = within(screen.getByTestId('crime-type'))
      .getAllByRole('radio')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(labels).toHaveLength(9);
    expect(labels[0]).toContain(personNl.crime_type.types.threats);
    expect(labels[7]).toContain(personNl.crime_type.types.object_loss);
    expect(labels[8]).toContain(personNl.crime_type.other);
  });

  it('holds the person until a known type is chosen, and offers no step beyond it', async () => {
    api();
    await openPage();
    for (const id of ['declarant_authentication', 'declarant_contact_data', 'fact_information']) {
      expect(screen.getByTestId(`step-${id}`).querySelector('button')).toBeNull();
    }
    // Next may come before the validation (fetched after the first paint): it is made when that arrives.
    next();
    expect((await screen.findByTestId('step-error')).textContent).toBe(nl.error_in_this_part_of_the_form);
    expect(screen.getByTestId('crime-type').textContent).toContain(nl.error_crime_type_required);
    await waitFor(() => expect(document.activeElement).toBe(radio('crime-type-0422')));

    // "Another fact" is no type: the step holds, and its message leads home for another route.
    fireEvent.click(radio('crime-type-other'));
    next();
    expect(stepState('crime_type')).toBe('error');
    expect(screen.getByTestId('crime-type').textContent).toContain(nl.error_crime_type_required);
    const elsewhere = screen.getByTestId('crime-type-elsewhere');
    expect(within(elsewhere).getByRole('link', { name: 'startpagina' }).getAttribute('href')).toBe(
      '/nl/home',
    );
    expect(screen.getByTestId('step-declarant_authentication').querySelector('button')).toBeNull();

    fireEvent.click(radio('crime-type-0574'));
    next();
    await screen.findByTestId('declarant-signed-in');
    expect(stepState('crime_type')).toBe('done');
    // The identification blocks in turn: nothing after it can be opened.
    expect(screen.getByTestId('step-declarant_contact_data').querySelector('button')).toBeNull();
  });
});

describe('person form, identification step (spec §4 Identification)', () => {
  it('identifies the signed-in citizen from the session and their own registry record, locked', async () => {
    const calls = api();
    await toIdentification();
    // The sign-in answers how the citizen identifies (issue 33): the question is not asked.
    expect(screen.queryByTestId('declarant-identification')).toBeNull();
    expect(screen.getByTestId('declarant-signed-in').textContent).toBe(stepsNl.declarant.signed_in);
    const identity = await screen.findByTestId('declarant-identity');
    expect(calls.filter((call) => call.path === 'v1/person/find').map((call) => call.body)).toEqual([
      { rrn: '04022916265' },
    ]);
    expect(identity.textContent).toContain('Lambert Emma');
    expect(identity.textContent).toContain('04.02.29-162.65');
    expect(identity.textContent).toContain('29/02/2004');
    expect(identity.textContent).toContain('Rue Neuve 1, 1000 Bruxelles');
    expect(screen.queryByTestId('declarant-firstname-input')).toBeNull();

    next();
    await screen.findByTestId('contact-email');
    expect((screen.getByTestId('contact-email-input') as HTMLInputElement).value).toBe(
      'emma.lambert@example.be',
    );
    expect(stepState('declarant_authentication')).toBe('done');
  });

  it('tells a failed registry look-up and lets the citizen identify with their rrn instead', async () => {
    api({ status: 503, body: { error: { key: 'error_rrn_not_available' } } });
    await toIdentification();
    const failed = await screen.findByTestId('declarant-lookup-failed');
    expect(failed.textContent).toContain(nl.error_rrn_not_available);
    next();
    expect(stepState('declarant_authentication')).toBe('error');

    // Typing their data instead asks the question again, the manual way chosen.
    fireEvent.click(screen.getByTestId('declarant-manual-instead'));
    expect(radio('declarant-identification-manual').checked).toBe(true);
    const rrn = screen.getByTestId('declarant-rrn-input') as HTMLInputElement;
    fireEvent.change(rrn, { target: { value: '04022916265' } });
    expect(rrn.value).toBe('04.02.29-162.65');
    expect(screen.getByTestId('declarant-rrn').textContent).toContain(
      'Geboortedatum volgens dit nummer: 29/02/2004',
    );
    next();
    expect(stepState('declarant_authentication')).toBe('error');
    expect(screen.getByTestId('declarant-firstname').textContent).toContain(nl.required_field);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('declarant-firstname-input')));

    // Spec §4: another choice clears what was typed for the old one; the sign-in's is not asked again.
    fireEvent.click(radio('declarant-identification-federal'));
    expect(screen.queryByTestId('declarant-identification')).toBeNull();
    fireEvent.click(screen.getByTestId('declarant-manual-instead'));
    expect((screen.getByTestId('declarant-rrn-input') as HTMLInputElement).value).toBe('');
  });

  it('refuses a manual rrn that fails its check', async () => {
    api();
    await toIdentification();
    fireEvent.click(screen.getByTestId('declarant-manual-instead'));
    fireEvent.change(await screen.findByTestId('declarant-rrn-input'), { target: { value: '85073003329' } });
    next();
    expect(screen.getByTestId('declarant-rrn').textContent).toContain(nl.error_rrn_invalid);
  });
});

describe('person form, fact information step (spec §2 description hints)', () => {
  /** The fact step open, every step before it done, for a crime type. */
  async function renderFact(crimeType: string) {
    api();
    const { declarant } = EXAMPLE_PERSON;
    const identified = { ...EMPTY_DECLARANT, ...declarant, identification: 'manual', rrn: '04022916265' };
    const values = personValues(
      { 'crime-type@fact.type': crimeType, 'declarant@declarant': identified },
      'emma.lambert@example.be',
    );
    leaveDraft(values, undefined, 4);
    await openPage(false);
  }

  it.each([
    ['0574', personNl.fact.hint_loss],
    ['0575', personNl.fact.hint_object_loss],
    ['4315', personNl.fact.hint_other],
    ['0454', personNl.fact.hint_other],
  ] as const)('shows type %s its hint under the description', async (code, hint) => {
    await renderFact(code);
    const description = await screen.findByTestId('fact-description');
    expect(description.textContent).toContain(hint);
  });

  it('gives the time of the fact one hint, the format written once', async () => {
    await renderFact('0574');
    const time = await screen.findByTestId('fact-time-input');
    const hint = document.getElementById(time.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Ongeveer, als u het niet precies weet. Uur:minuten, bijvoorbeeld 14:30.');
  });
});

describe('person form, a draft left in the tab (spec §4 blocking steps)', () => {
  it('forgets a draft another citizen left in the tab: the form starts empty, nothing of theirs shows', async () => {
    api();
    leaveDraft(
      personValues(
        {
          'crime-type@fact.type': '0574',
          'description@fact.description': 'Gestolen in tram 4 aan de Groenplaats.',
          // Jan Peeters signed in before in this tab and identified himself through the federal service.
          'declarant@declarant': {
            ...EMPTY_DECLARANT,
            identification: 'federal',
            firstname: 'Jan',
            lastname: 'Peeters',
            rrn: '85073003328',
            registry_rrn: '85073003328',
          },
        },
        'jan.peeters@example.be',
      ),
      '85073003328',
    );
    await openPage();
    await waitFor(() => expect(stepState('crime_type')).toBe('current'));
    expect(radio('crime-type-0574').checked).toBe(false);
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    for (const id of ['declarant_authentication', 'declarant_contact_data', 'fact_information']) {
      expect(canOpen(id)).toBe(false);
    }
    expect(document.body.textContent).not.toMatch(/Peeters|Groenplaats|jan\.peeters/);
    expect(sessionStorage.getItem('pow_draft_person') ?? '').not.toMatch(/Peeters|Groenplaats|jan\.peeters/);
  });

  it('opens an undone crime type instead of the overview the draft points at', async () => {
    api();
    leaveDraft(personValues({ 'crime-type@fact.type': 'other' }, 'emma.lambert@example.be'));
    await openPage();
    expect(isOpen('crime_type')).toBe(true);
    expect(stepState('crime_type')).toBe('error');
    expect(canOpen('declarant_authentication')).toBe(false);
  });
});
