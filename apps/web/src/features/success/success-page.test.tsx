import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITIZEN_SESSION, renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { SuccessPage } from './success-page.tsx';
import { readSuccessQuery } from './success-query.ts';

const GUID = '0b6f1c52-3f4e-4a59-9a7e-2d1c8e5b7a10';
const REGISTER = '2026-5345-000042';
const SENT = `/fr/success/phishing?request=${GUID}&register=${REGISTER}`;
const OFFICER_SESSION = {
  ...CITIZEN_SESSION,
  usertype: 'policeman',
  info: { ...CITIZEN_SESSION.info, matricule: '71234' },
};
const statusCalls = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.path === 'v1/information/status');

describe('sent page (spec §2 Declaration-sent page)', () => {
  beforeAll(() => setUpI18n('fr'));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetPageFocus();
  });

  it('shows a signed-in citizen the tracker, polls from 3 s on and ends at "sent to the zone"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi(
      (call) =>
        call.path === 'v1/information/status'
          ? {
              body: {
                data: {
                  status: 3,
                  overview_method: 'ebox',
                  unit_name: 'Bruxelles-Capitale Ixelles',
                  fallback: false,
                  passed_on: { banks: [], takedown: null },
                },
              },
            }
          : {},
      CITIZEN_SESSION,
    );
    renderInApp(<SuccessPage />, SENT);
    const tracker = await screen.findByTestId('status-tracker');
    expect(tracker.dataset.phase).toBe('sending');
    expect(screen.getByRole('heading', { level: 1, name: 'Déclaration envoyée' })).toBeTruthy();
    expect(screen.getByTestId('register').textContent).toBe(REGISTER);
    // Followed later, after the tab is closed, on the declaration's own page (issue 17).
    expect(screen.getByTestId('success-mine-link').getAttribute('href')).toBe(`/fr/my-declarations/${GUID}`);
    expect(statusCalls(calls)).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.getByTestId('status-tracker').dataset.phase).toBe('zone'));
    expect(statusCalls(calls)).toEqual([
      { method: 'POST', path: 'v1/information/status', body: { guid: GUID }, language: 'fr' },
    ]);
    expect(screen.getByTestId('tracker-step-zone').textContent).toContain(
      'Envoyée à la zone de police Bruxelles-Capitale Ixelles',
    );
    expect(screen.getByTestId('tracker-announcement').textContent).toContain(
      'Conservez votre numéro d’identification.',
    );
    // Final: no more calls.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(statusCalls(calls)).toHaveLength(1);
    // The feedback form of the shared part, sent with the page's path without the query.
    await screen.findByTestId('feedback-form');
    expect(screen.getByTestId('success-home').getAttribute('href')).toBe('/fr/home');
    expect(screen.queryByTestId('success-confirmation')).toBeNull();
  });

  it('keeps the last state when a call fails, and goes on asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let call = 0;
    const calls = stubApi((request) => {
      if (request.path !== 'v1/information/status') return {};
      call += 1;
      if (call === 2) return 'network-error';
      if (call === 3) return { status: 500, body: { error: { key: 'error_occured' } } };
      return {
        body: {
          data: {
            status: call === 1 ? 2 : 3,
            overview_method: 'email',
            unit_name: 'Gent',
            fallback: true,
            passed_on: { banks: [], takedown: null },
          },
        },
      };
    }, CITIZEN_SESSION);
    renderInApp(<SuccessPage />, SENT);
    await screen.findByTestId('status-tracker');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.getByTestId('status-tracker').dataset.phase).toBe('summary'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('status-tracker').dataset.phase).toBe('summary');
    expect(screen.getByTestId('tracker-step-summary').dataset.state).toBe('warning');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.getByTestId('status-tracker').dataset.phase).toBe('zone'));
    expect(statusCalls(calls)).toHaveLength(4);
  });

  it('shows a visitor without a session the confirmation, the new-form button and the identifier', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi(() => ({}));
    renderInApp(<SuccessPage />, SENT);
    const confirmation = await screen.findByTestId('success-confirmation');
    expect(confirmation.textContent).toContain('jours ouvrables, pendant les heures de bureau');
    expect(confirmation.textContent).toContain(
      'La police ne vous contacte que si votre dossier le nécessite.',
    );
    expect(screen.getByRole('link', { name: '101' }).getAttribute('href')).toBe('tel:101');
    expect(screen.getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
    expect(screen.getByTestId('register-addon').querySelector('strong')?.textContent).toBe(REGISTER);
    expect(screen.getByTestId('success-new-form').getAttribute('href')).toBe('/fr/phishing');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(statusCalls(calls)).toEqual([]);
    expect(screen.queryByTestId('status-tracker')).toBeNull();
    expect(screen.queryByTestId('feedback')).toBeNull();
  });

  it('shows an officer the tracker in words about the victim, the number to hand over, no emergency numbers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi(
      (call) =>
        call.path === 'v1/information/status'
          ? {
              body: {
                data: {
                  status: 3,
                  overview_method: 'ebox',
                  unit_name: 'PZ Antwerpen',
                  fallback: false,
                  passed_on: { banks: [], takedown: null },
                },
              },
            }
          : {},
      OFFICER_SESSION,
    );
    renderInApp(<SuccessPage />, `/fr/success/phishing_officer?request=${GUID}&register=${REGISTER}`);
    const page = await screen.findByTestId('success-officer');
    expect(screen.getByRole('heading', { level: 2, name: 'Où en est la déclaration\u202f?' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.getByTestId('status-tracker').dataset.phase).toBe('zone'));
    expect(statusCalls(calls)).toHaveLength(1);
    expect(page.textContent).toContain('Résumé envoyé dans l’eBox de la victime');
    expect(page.textContent).toContain('Donnez ce numéro à la victime');
    expect(page.textContent).not.toMatch(/\b(votre|vous recevrez)\b/i);
    expect(screen.queryByRole('link', { name: '101' })).toBeNull();
    expect(screen.getByTestId('success-new-form').getAttribute('href')).toBe('/fr/phishing');
  });

  /** A citizen's sent page of `form` in French, the status at the zone, with what Send left in its history state. */
  function sentAsCitizen(form: string, state?: unknown) {
    stubApi(
      (call) =>
        call.path === 'v1/information/status'
          ? {
              body: {
                data: {
                  status: 3,
                  overview_method: 'ebox',
                  unit_name: 'Liège',
                  fallback: false,
                  passed_on: { banks: [], takedown: null },
                },
              },
            }
          : {},
      CITIZEN_SESSION,
    );
    renderInApp(<SuccessPage />, {
      pathname: `/fr/success/${form}`,
      search: `?request=${GUID}&register=${REGISTER}`,
      state,
    });
  }

  it('names each box of the phishing checklist by what its step says, and ticks it by a tap anywhere on its row', async () => {
    window.sessionStorage.clear();
    sentAsCitizen('phishing');
    const steps = within(await screen.findByTestId('phishing-steps'));
    const boxes = steps.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(4);
    // Each box's name is its own step, never a bare "done".
    const card = steps.getByRole('checkbox', { name: /Faites bloquer votre carte bancaire chez Card Stop/ });
    const bank = steps.getByRole('checkbox', { name: /Appelez votre banque/ });
    const passwords = steps.getByRole('checkbox', { name: /Changez les mots de passe/ });
    const forward = steps.getByRole('checkbox', { name: /Transférez le message à Safeonweb/ });
    expect(new Set([card, bank, passwords, forward]).size).toBe(4);
    for (const box of boxes) expect(box.closest('label')?.textContent?.length).toBeGreaterThan(40);

    // A tap on the row's words, away from the 24 px box, ticks it; a second tap unticks it.
    const words = screen.getByTestId('phishing-step-row-bank').querySelector('.phishing-steps__text')!;
    fireEvent.click(words);
    expect((bank as HTMLInputElement).checked).toBe(true);
    expect((card as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('phishing-step-row-passwords'));
    expect((passwords as HTMLInputElement).checked).toBe(true);
    fireEvent.click(words);
    expect((bank as HTMLInputElement).checked).toBe(false);
    // The tab remembers what was ticked.
    expect(JSON.parse(window.sessionStorage.getItem(`pow_phishing_steps_${GUID}`)!)).toEqual(['passwords']);
  });

  it('says when the zone usually takes the declaration up and that the person will be told, and the hint Send handed over', async () => {
    sentAsCitizen('person', { hint: 'success:hints.next.document_loss' });
    const hint = await screen.findByTestId('success-hint');
    expect(hint.textContent).toContain('Doc Stop');
    expect(screen.getByRole('link', { name: '00800 2123 2123' }).getAttribute('href')).toBe(
      'tel:0080021232123',
    );
    expect(screen.getByTestId('success-take-up').textContent).toBe(
      'Votre zone de police prend habituellement une déclaration en traitement dans un délai de 2 jours ouvrables.',
    );
    expect(screen.getByTestId('success-told').textContent).toContain('dans votre eBox ou par e-mail');
    expect(screen.queryByTestId('phishing-steps')).toBeNull();
  });

  it.each([
    ['no history state (the page opened from a link)', undefined],
    ['a key that is not a hint of what to do next', { hint: 'translation:quick_exit.button' }],
    ['a hint that is not text', { hint: 42 }],
  ])('shows no hint for %s', async (_case, state) => {
    sentAsCitizen('person', state);
    await screen.findByTestId('success-take-up');
    expect(screen.queryByTestId('success-hint')).toBeNull();
  });

  it('shows a citizen without a usable request id the confirmation, without polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi(() => ({}), CITIZEN_SESSION);
    renderInApp(<SuccessPage />, `/fr/success/person?request=not-a-guid&register=${REGISTER}`);
    await screen.findByTestId('success-confirmation');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(statusCalls(calls)).toEqual([]);
    expect(screen.queryByTestId('status-tracker')).toBeNull();
  });
});

describe('readSuccessQuery', () => {
  it.each([
    [`?request=${GUID}&register=${REGISTER}`, { request: GUID, register: REGISTER }],
    ['?request=abc&register=', { request: undefined, register: undefined }],
    ['?register=%3Cb%3Ex%3C%2Fb%3E', { request: undefined, register: undefined }],
    [`?register=${'9'.repeat(41)}`, { request: undefined, register: undefined }],
    ['', { request: undefined, register: undefined }],
  ])('%s', (search, expected) => {
    expect(readSuccessQuery(search)).toEqual(expected);
  });
});
