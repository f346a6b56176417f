import { DAMAGE_FORM, type RegisteredForm } from '@pow/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { EMPTY_DECLARANT } from '../../shared/declaration-steps/declarant-draft.ts';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { FormPage } from '../../shared/wizard/engine/form-page.tsx';
import { initialValues, withField } from '../../shared/wizard/engine/form-values.ts';
import { setUpI18n } from '../../test-support.ts';

// The damage form as people meet it at /degradation: its definition drawn by the one wizard engine.
const FORM = DAMAGE_FORM as RegisteredForm;

const stepState = (id: string) => screen.getByTestId(`step-${id}`).dataset.state;
const canOpen = (id: string) => screen.getByTestId(`step-${id}`).querySelector('button') !== null;

describe('damage form, a draft left in the tab (spec §4 blocking steps)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
  });
  afterEach(() => {
    cleanup();
    resetPageFocus();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('forgets a draft another citizen left in the tab: the form starts empty, nothing of theirs shows', async () => {
    stubApi(
      (call) => {
        if (call.path === 'v1/reftab/countries')
          return { body: { data: [{ tkey: 'BE', name: 'België', nationality: 'Belg', prefix: '32' }] } };
        if (call.path.startsWith('v1/reftab/')) return { body: { data: [] } };
        return { status: 404, body: { error: { key: 'error_404' } } };
      },
      { ...CITIZEN_SESSION, info: { ...CITIZEN_SESSION.info, rrn: '04022916265' } },
    );
    // Someone else signed in before in this tab, identified through the federal service, and went on.
    sessionStorage.setItem(
      'pow_draft_degradation',
      JSON.stringify({
        version: FORM.page?.draftVersion,
        owner: '78122424677',
        values: withField(
          withField(initialValues(FORM, undefined), 'contact@declarant', (contact) => ({
            ...(contact as object),
            email: 'someone.else@example.be',
            email_confirmation: 'someone.else@example.be',
          })),
          'declarant@declarant',
          () => ({
            ...EMPTY_DECLARANT,
            identification: 'federal',
            firstname: 'Someone',
            lastname: 'Else',
            rrn: '78122424677',
            registry_rrn: '78122424677',
          }),
        ),
        wizard: {
          current: 4,
          furthest: 4,
          steps: FORM.steps.map(() => ({ done: true, error: false, mounted: true })),
        },
        idempotencyKey: '0d6c3f0e-7d3b-4c55-9b1e-2f6a8f1c4b21',
      }),
    );
    renderInApp(
      <Suspense>
        <FormPage definition={FORM} route="degradation" />
      </Suspense>,
      '/nl/degradation',
    );
    await waitFor(() => expect(stepState('declarant_authentication')).toBe('current'));
    expect(screen.getByTestId('step-declarant_authentication').textContent).not.toContain('Else');
    for (const id of ['declarant_contact_data', 'victim_info', 'damaged_objects', 'declaration_overview']) {
      expect(canOpen(id)).toBe(false);
    }
    await waitFor(() =>
      expect(sessionStorage.getItem('pow_draft_degradation') ?? '').not.toMatch(/Someone|someone\.else/),
    );
  });
});
