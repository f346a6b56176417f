import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetCablePilot, passedCablePilot } from '../../shared/cable-pilot/cable-pilot-pass.ts';
import {
  type Answer,
  type ApiCall,
  renderInApp,
  stubApi,
} from '../../shared/contact/contact-test-support.tsx';
import { loadPageTexts } from '../../shared/i18n/use-page-texts.ts';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { CableQuestionnairePage } from './cable-questionnaire-page.tsx';

const MUNICIPALITIES = [
  { tkey: '11002-2000', text: '2000 Antwerpen', postcode: '2000', munText: 'Antwerpen' },
  { tkey: '21004-1000', text: '1000 Brussel', postcode: '1000', munText: 'Brussel' },
  { tkey: '44021-9000', text: '9000 Gent', postcode: '9000', munText: 'Gent' },
];

/** The API: the municipality list, and the pilot check answered by `pilot`. */
function api(pilot: (call: ApiCall) => Answer): ApiCall[] {
  return stubApi((call) => {
    if (call.path === 'v1/reftab/municipalities') return { body: { data: MUNICIPALITIES } };
    if (call.path === 'v1/questionnaire/degradation_cable') return pilot(call);
    return { status: 404, body: { error: { key: 'error_404' } } };
  });
}
const PILOT_ZONES = ['11002', '44021'];
const pilotByZone = (call: ApiCall): Answer => ({
  body: { data: PILOT_ZONES.includes((call.body as { municipality: string }).municipality) },
});

const input = () => screen.getByTestId('cable-municipality-input') as HTMLInputElement;
async function pick(option: string) {
  act(() => input().focus());
  fireEvent.change(input(), { target: { value: option.slice(0, 4) } });
  await screen.findByRole('option', { name: option });
  fireEvent.click(screen.getByRole('option', { name: option }));
}
const check = () => fireEvent.click(screen.getByTestId('cable-check'));
const pilotCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === 'v1/questionnaire/degradation_cable');

async function open() {
  renderInApp(<CableQuestionnairePage />, '/nl/degradation/cable/questionnaire');
  await screen.findByTestId('cable-questionnaire-page');
}

describe('cable-damage pilot check (spec §2, §6, §7, §8)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('degradation-questionnaire', 'nl');
  });
  afterEach(() => {
    cleanup();
    resetPageFocus();
    vi.unstubAllGlobals();
    forgetCablePilot();
  });

  it('says the form is for enterprises only', async () => {
    api(pilotByZone);
    await open();
    expect(screen.getByTestId('cable-enterprise-only').textContent).toContain('Alleen voor ondernemingen');
  });

  it('sends the municipality key and offers the cable form in a pilot municipality', async () => {
    const calls = api(pilotByZone);
    await open();
    await pick('9000 Gent');
    check();
    const outcome = await screen.findByTestId('cable-outcome');
    expect(pilotCalls(calls).map((call) => [call.method, call.body, call.language])).toEqual([
      ['POST', { municipality: '44021' }, 'nl'],
    ]);
    expect(outcome.dataset.outcome).toBe('allowed');
    expect(outcome.textContent).toContain('Gent doet mee aan het proefproject');
    expect(screen.getByTestId('cable-outcome-form').getAttribute('href')).toBe('/nl/degradation/cable');
    await waitFor(() => expect(document.activeElement).toBe(outcome.querySelector('h2')));
  });

  it('explains that the pilot is not open elsewhere and offers the local police', async () => {
    api(pilotByZone);
    await open();
    await pick('1000 Brussel');
    check();
    const outcome = await screen.findByTestId('cable-outcome');
    expect(outcome.dataset.outcome).toBe('refused');
    expect(outcome.textContent).toContain('nog niet open voor Brussel');
    expect(outcome.querySelector('a[href="tel:112"]')).not.toBeNull();
    expect(screen.getByTestId('cable-outcome-zone').textContent).toBe('Politiezone zoeken');
    expect(screen.queryByTestId('cable-outcome-form')).toBeNull();
  });

  it.each<[string, Answer]>([
    ['a server error', { status: 500, body: { error: { key: 'error_occured' } } }],
    ['a network failure', 'network-error'],
    ['an answer that is not a boolean', { body: { data: 'yes' } }],
  ])('shows error_occured after %s, never the form', async (_name, failure) => {
    api(() => failure);
    await open();
    await pick('2000 Antwerpen');
    check();
    const outcome = await screen.findByTestId('cable-outcome');
    expect(outcome.dataset.outcome).toBe('failed');
    expect(outcome.textContent).toContain('Er is een technisch probleem opgetreden');
    expect(screen.queryByTestId('cable-outcome-form')).toBeNull();
  });

  it('asks for a municipality before calling the API, with focus on the field', async () => {
    const calls = api(pilotByZone);
    await open();
    check();
    await waitFor(() => expect(input().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(input());
    expect(screen.getByTestId('cable-municipality').textContent).toContain('verplicht');
    expect(pilotCalls(calls)).toEqual([]);
    expect(screen.queryByTestId('cable-outcome')).toBeNull();
  });

  it('drops the answer when another municipality is chosen', async () => {
    const calls = api(pilotByZone);
    await open();
    await pick('9000 Gent');
    check();
    await screen.findByTestId('cable-outcome');
    await pick('1000 Brussel');
    expect(screen.queryByTestId('cable-outcome')).toBeNull();
    check();
    expect((await screen.findByTestId('cable-outcome')).dataset.outcome).toBe('refused');
    expect(pilotCalls(calls).map((call) => call.body)).toEqual([
      { municipality: '44021' },
      { municipality: '21004' },
    ]);
  });

  it('remembers the allowed municipality in the tab, for the cable form (decision 015)', async () => {
    api(pilotByZone);
    await open();
    await pick('1000 Brussel');
    check();
    expect((await screen.findByTestId('cable-outcome')).dataset.outcome).toBe('refused');
    expect(passedCablePilot()).toBeUndefined();
    await pick('9000 Gent');
    check();
    expect((await screen.findByTestId('cable-outcome')).dataset.outcome).toBe('allowed');
    expect(passedCablePilot()).toEqual({ municipality: '44021-9000', post_code: '9000' });
    expect(JSON.parse(sessionStorage.getItem('pow_draft_degradation-cable-pilot') ?? 'null')).toBe(
      '44021-9000',
    );
  });

  it('remembers nothing when the check fails', async () => {
    api(() => ({ body: { data: 'yes' } }));
    await open();
    await pick('9000 Gent');
    check();
    expect((await screen.findByTestId('cable-outcome')).dataset.outcome).toBe('failed');
    expect(passedCablePilot()).toBeUndefined();
  });
});
