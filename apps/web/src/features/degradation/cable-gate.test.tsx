import { CABLE_DAMAGE_FORM, type RegisteredForm } from '@pow/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetCablePilot, rememberCablePilot } from '../../shared/cable-pilot/cable-pilot-pass.ts';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { readDraft } from '../../shared/wizard/draft-store.ts';
import { FormPage } from '../../shared/wizard/engine/form-page.tsx';
import type { FormValues } from '../../shared/wizard/engine/form-values.ts';
import type { DamagePlaceDraft } from '../../shared/wizard/engine/kinds/damage-place-drafts.ts';
import { setUpI18n } from '../../test-support.ts';
import { CableQuestionnairePage } from '../degradation-questionnaire/cable-questionnaire-page.tsx';

const MUNICIPALITIES = [
  { tkey: '44021-9000', text: '9000 Gent', postcode: '9000', munText: 'Gent' },
  { tkey: '62063-4000', text: '4000 Liège', postcode: '4000', munText: 'Liège' },
];

/** /degradation/cable and its check, as the route table has them, for a signed-in citizen. */
function openCableForm() {
  stubApi((call) => {
    if (call.path === 'v1/reftab/municipalities') return { body: { data: MUNICIPALITIES } };
    return { status: 404, body: { error: { key: 'error_404' } } };
  }, CITIZEN_SESSION);
  renderInApp(
    <Routes>
      <Route
        path="/nl/degradation/cable"
        element={<FormPage definition={CABLE_DAMAGE_FORM as RegisteredForm} route="degradation-cable" />}
      />
      <Route path="/nl/degradation/cable/questionnaire" element={<CableQuestionnairePage />} />
    </Routes>,
    '/nl/degradation/cable',
  );
}

const PLACE = 'cable-place@fact';
const cableDraft = () => (readDraft('degradation-cable') as { values: FormValues } | undefined)?.values;
const cablePlace = () => cableDraft()?.fields[PLACE] as DamagePlaceDraft | undefined;

describe('the cable form needs a passed pilot check in the tab (decision 015)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
  });
  afterEach(() => {
    cleanup();
    resetPageFocus();
    vi.unstubAllGlobals();
    forgetCablePilot();
    sessionStorage.clear();
  });

  it('sends a person without one to the check, which says why', async () => {
    openCableForm();
    expect((await screen.findByTestId('cable-check-first')).textContent).toContain(
      'Ga eerst na of het formulier voor kabelschade open is',
    );
    expect(screen.getByTestId('cable-questionnaire-page')).toBeTruthy();
    expect(screen.queryByTestId('degradation-page')).toBeNull();
  });

  it('opens on the checked municipality, as the place of the fact', async () => {
    rememberCablePilot('44021-9000');
    openCableForm();
    const notice = await screen.findByTestId('cable-pilot-notice');
    await waitFor(() => expect(notice.textContent).toContain('Het proefproject is open in Gent'));
    expect(screen.queryByTestId('cable-questionnaire-page')).toBeNull();
    await waitFor(() =>
      expect(cablePlace()).toMatchObject({
        address_source: 'other',
        address: { municipality: '44021-9000', post_code: '9000', street: '', number: '' },
      }),
    );
  });

  it('keeps the place of a draft where the person chose one already', async () => {
    rememberCablePilot('44021-9000');
    openCableForm();
    await screen.findByTestId('cable-pilot-notice');
    await waitFor(() => expect(cablePlace()?.address_source).toBe('other'));
    cleanup();
    // The person had chosen another place; a later check for Gent does not overwrite it.
    const saved = readDraft('degradation-cable') as { values: FormValues };
    const place = saved.values.fields[PLACE] as DamagePlaceDraft;
    sessionStorage.setItem(
      'pow_draft_degradation-cable',
      JSON.stringify({
        ...saved,
        values: {
          ...saved.values,
          fields: { ...saved.values.fields, [PLACE]: { ...place, address_source: 'victim' } },
        },
      }),
    );
    openCableForm();
    await screen.findByTestId('cable-pilot-notice');
    expect(cablePlace()?.address_source).toBe('victim');
  });
});
