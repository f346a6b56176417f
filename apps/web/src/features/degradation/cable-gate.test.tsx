import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetCablePilot, rememberCablePilot } from '../../shared/cable-pilot/cable-pilot-pass.ts';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { readDraft } from '../../shared/wizard/draft-store.ts';
import { setUpI18n } from '../../test-support.ts';
import { CableQuestionnairePage } from '../degradation-questionnaire/cable-questionnaire-page.tsx';
import { CablePage } from './cable-page.tsx';
import type { DegradationValues } from './degradation-values.ts';

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
      <Route path="/nl/degradation/cable" element={<CablePage />} />
      <Route path="/nl/degradation/cable/questionnaire" element={<CableQuestionnairePage />} />
    </Routes>,
    '/nl/degradation/cable',
  );
}

const cableDraft = () =>
  (readDraft('degradation-cable') as { values: DegradationValues } | undefined)?.values;

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
      expect(cableDraft()?.fact).toMatchObject({
        address_source: 'other',
        address: { municipality: '44021-9000', post_code: '9000', street: '', number: '' },
      }),
    );
  });

  it('keeps the place of a draft where the person chose one already', async () => {
    rememberCablePilot('44021-9000');
    openCableForm();
    await screen.findByTestId('cable-pilot-notice');
    await waitFor(() => expect(cableDraft()?.fact.address_source).toBe('other'));
    cleanup();
    // The person had chosen another place; a later check for Gent does not overwrite it.
    const saved = readDraft('degradation-cable') as { values: DegradationValues };
    sessionStorage.setItem(
      'pow_draft_degradation-cable',
      JSON.stringify({
        ...saved,
        values: { ...saved.values, fact: { ...saved.values.fact, address_source: 'victim' } },
      }),
    );
    openCableForm();
    await screen.findByTestId('cable-pilot-notice');
    expect(cableDraft()?.fact.address_source).toBe('victim');
  });
});
