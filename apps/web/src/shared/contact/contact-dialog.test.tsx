import { CONTACT_RETRY_DELAY_MS, CONTACT_SUCCESS_NOTICE_MS } from '@pow/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { loadPageTexts } from '../i18n/use-page-texts.ts';
import { ContactDialog } from './contact-dialog.tsx';
import { type Answer, type ApiCall, CITIZEN_SESSION, renderInApp, stubApi } from './contact-test-support.tsx';

function Harness({ onSent }: { onSent?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ContactDialog open={open} reason="privacy" onClose={() => setOpen(false)} onSent={onSent} />
    </>
  );
}

const input = (testId: string) => screen.getByTestId(`${testId}-input`) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

async function openForm(session: unknown, answer: (call: ApiCall) => Answer, onSent?: () => void) {
  const calls = stubApi(answer, session);
  const view = renderInApp(<Harness onSent={onSent} />);
  fireEvent.click(await screen.findByTestId('contact-acknowledge'));
  await screen.findByTestId('contact-form');
  return { calls, ...view };
}

function fillMessage() {
  type('contact-body', 'Welke gegevens bewaart Police-on-web over mij?');
  fireEvent.click(input('contact-consent'));
}

describe('contact dialog and form (spec §2–§5)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('contact', 'nl');
  });
  beforeEach(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the purpose warning first, then the form prefilled from the session', async () => {
    stubApi(() => ({}), CITIZEN_SESSION);
    renderInApp(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Contact opnemen' });
    expect(dialog.textContent).toContain('Waarvoor dient dit formulier?');
    expect(screen.queryByTestId('contact-form')).toBeNull();
    // Spec: tel: links for the emergency numbers.
    expect(dialog.querySelector('a[href="tel:112"]')).not.toBeNull();
    expect(dialog.querySelector('a[href="tel:101"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK, begrepen' }));
    await screen.findByTestId('contact-form');
    await waitFor(() => expect(input('contact-email').value).toBe('marie.dubois@example.be'));
    expect(input('contact-email-confirmation').value).toBe('marie.dubois@example.be');
    expect(input('contact-lastname').value).toBe('Dubois');
    expect(input('contact-firstname').value).toBe('Marie');
    expect(document.activeElement).toBe(screen.getByTestId('contact-intro'));
  });

  it('refuses an incomplete form with the spec keys, focuses the first error and sends nothing', async () => {
    const { calls } = await openForm({ result: false }, () => ({}));
    type('contact-email', 'jan@example.be');
    type('contact-email-confirmation', 'jan@example.com');
    type('contact-body', 'x'.repeat(1001));
    fireEvent.click(screen.getByTestId('contact-send'));
    await waitFor(() => expect(document.activeElement).toBe(input('contact-email-confirmation')));
    const text = screen.getByTestId('contact-form').textContent ?? '';
    expect(text).toContain('De twee e-mailadressen zijn niet hetzelfde.');
    expect(text).toContain('Gebruik hoogstens 1000 tekens.');
    expect(text).toContain('1 teken te veel.');
    expect(text).toContain('Dit veld is verplicht.');
    expect(screen.getByTestId('contact-consent').textContent).toContain('Vink dit vakje aan');
    expect(calls).toEqual([]);
  });

  it('hides the honeypot from people without display:none', async () => {
    await openForm({ result: false }, () => ({}));
    const honeypot = screen.getByTestId('honeypot');
    expect(honeypot.getAttribute('name')).toBe('dog_color');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')?.className).toBe('honeypot');
    expect(getComputedStyle(honeypot).display).not.toBe('none');
  });

  it('sends the request, closes on success and shows the 60-second notice at the top right', async () => {
    const onSent = vi.fn();
    const { calls, store } = await openForm(
      CITIZEN_SESSION,
      () => ({ body: { data: { ok: true } } }),
      onSent,
    );
    await waitFor(() => expect(input('contact-email').value).toBe('marie.dubois@example.be'));
    fillMessage();
    fireEvent.click(screen.getByTestId('contact-send'));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'v1/contact/privacy',
        language: 'nl',
        body: {
          email: 'marie.dubois@example.be',
          lastname: 'Dubois',
          firstname: 'Marie',
          consent: true,
          body: 'Welke gegevens bewaart Police-on-web over mij?',
          dog_color: '',
        },
      },
    ]);
    expect(screen.queryByTestId('contact-form')).toBeNull();
    const [notice] = store.getSnapshot();
    expect(notice).toMatchObject({
      type: 'positive',
      position: 'top-right',
      timeout: CONTACT_SUCCESS_NOTICE_MS,
    });
    expect(screen.getByText(notice?.message ?? '-').closest('.notifications__top')).not.toBeNull();
  });

  it('tries again twice, 1500 ms apart, and succeeds on the third try', async () => {
    let count = 0;
    const onSent = vi.fn();
    const { calls } = await openForm(
      { result: false },
      () => (++count < 3 ? { status: 503, body: { error: { key: 'error_occured' } } } : {}),
      onSent,
    );
    type('contact-email', 'jan@example.be');
    type('contact-email-confirmation', 'jan@example.be');
    type('contact-lastname', 'Peeters');
    type('contact-firstname', 'Jan');
    fillMessage();
    // The retry clock only: Testing Library's own waiting runs on the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByTestId('contact-send'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('contact-status').textContent).toContain('We proberen het');
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_RETRY_DELAY_MS));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_RETRY_DELAY_MS));
    expect(calls).toHaveLength(3);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('after three failures says error_occured, keeps the message and is ready again', async () => {
    const { calls } = await openForm(CITIZEN_SESSION, () => 'network-error');
    await waitFor(() => expect(input('contact-email').value).toBe('marie.dubois@example.be'));
    fillMessage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByTestId('contact-send'));
    // A second click while the first try is under way is ignored.
    fireEvent.click(screen.getByTestId('contact-send'));
    await act(() => vi.advanceTimersByTimeAsync(3 * CONTACT_RETRY_DELAY_MS));
    expect(calls).toHaveLength(3);
    expect(screen.getByTestId('contact-error').textContent).toContain(
      'Er is een technisch probleem opgetreden.',
    );
    expect(screen.getByTestId('contact-send').getAttribute('data-phase')).toBe('idle');
    expect(input('contact-body').value).toBe('Welke gegevens bewaart Police-on-web over mij?');
  });

  it('marks the button while sending and ignores a second submit', async () => {
    let release: (() => void) | undefined;
    const calls = stubApi(() => ({}), CITIZEN_SESSION);
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('v1/contact/')) await pending;
        return original(input, init);
      }),
    );
    renderInApp(<Harness />);
    fireEvent.click(await screen.findByTestId('contact-acknowledge'));
    await waitFor(() => expect(input('contact-email').value).toBe('marie.dubois@example.be'));
    fillMessage();
    fireEvent.click(screen.getByTestId('contact-send'));
    await waitFor(() =>
      expect(screen.getByTestId('contact-send').getAttribute('aria-disabled')).toBe('true'),
    );
    expect(screen.getByTestId('contact-send').textContent).toBe('Bezig met versturen…');
    fireEvent.click(screen.getByTestId('contact-send'));
    release?.();
    await waitFor(() => expect(screen.queryByTestId('contact-form')).toBeNull());
    expect(calls.filter((call) => call.path === 'v1/contact/privacy')).toHaveLength(1);
  });
});
