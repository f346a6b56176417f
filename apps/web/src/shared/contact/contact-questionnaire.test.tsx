import { CONTACT_US_SUCCESS_DELAY_MS } from '@pow/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { loadPageTexts } from '../i18n/use-page-texts.ts';
import { ContactQuestionnaire } from './contact-questionnaire.tsx';
import { renderInApp, stubApi } from './contact-test-support.tsx';
import { ContactUsAfter403 } from './contact-us-after-403.tsx';

const answer = (question: number, yes: boolean) =>
  fireEvent.click(screen.getByTestId(`contact-question-${question}-${yes ? 'yes' : 'no'}`));
const questions = () =>
  screen.queryAllByTestId(/^contact-question-\d$/).map((element) => element.dataset.testid);

describe('contact questionnaire on the page (spec §2)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('contact', 'nl');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows each question after the previous answer and the contact form after yes on question 3', async () => {
    stubApi(() => ({}));
    renderInApp(<ContactQuestionnaire />);
    await screen.findByTestId('contact-questionnaire');
    expect(questions()).toEqual(['contact-question-1']);
    answer(1, false);
    expect(questions()).toEqual(['contact-question-1', 'contact-question-2']);
    answer(2, false);
    expect(questions()).toEqual(['contact-question-1', 'contact-question-2', 'contact-question-3']);
    expect(screen.queryByTestId('questionnaire-answer')).toBeNull();
    answer(3, true);
    fireEvent.click(screen.getByTestId('questionnaire-contact-form'));
    expect(await screen.findByRole('dialog', { name: 'Contact opnemen' })).toBeTruthy();
  });

  it('links to the police contact page in the language of the page after no on question 3', async () => {
    stubApi(() => ({}));
    renderInApp(<ContactQuestionnaire />);
    await screen.findByTestId('contact-questionnaire');
    answer(1, false);
    answer(2, false);
    answer(3, false);
    expect(screen.getByTestId('questionnaire-police-contact').getAttribute('href')).toBe(
      'https://www.police.be/nl/contact',
    );
  });

  it('jumps to the answer on yes to question 1, offers the local police, and restarts', async () => {
    stubApi(() => ({}));
    renderInApp(<ContactQuestionnaire />);
    await screen.findByTestId('contact-questionnaire');
    answer(1, true);
    const result = screen.getByTestId('questionnaire-answer');
    expect(result.querySelector('[data-procedure]')?.getAttribute('data-procedure')).toBe('procedure1');
    expect(result.querySelector('a[href="tel:112"]')).not.toBeNull();
    expect(screen.getByTestId('questionnaire-local-police')).toBeTruthy();
    fireEvent.click(screen.getByTestId('questionnaire-restart'));
    expect(questions()).toEqual(['contact-question-1']);
    expect(screen.queryByTestId('questionnaire-answer')).toBeNull();
    expect((screen.getByTestId('contact-question-1-yes') as HTMLInputElement).checked).toBe(false);
  });

  it('gives procedure2 with the contact-local-police action after yes on question 2', async () => {
    stubApi(() => ({}));
    renderInApp(<ContactQuestionnaire />);
    await screen.findByTestId('contact-questionnaire');
    answer(1, false);
    answer(2, true);
    expect(
      screen
        .getByTestId('questionnaire-answer')
        .querySelector('[data-procedure]')
        ?.getAttribute('data-procedure'),
    ).toBe('procedure2');
    expect(screen.getByTestId('questionnaire-local-police').textContent).toBe(
      'Contact opnemen met de lokale politie',
    );
  });
});

describe('technical contact after a 403 (spec §8)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('contact', 'nl');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens the technical form without the purpose warning and shows contact_us_success 300 ms after sending', async () => {
    const calls = stubApi(() => ({}));
    renderInApp(<ContactUsAfter403 />);
    fireEvent.click(await screen.findByTestId('contact-us'));
    await screen.findByTestId('contact-form');
    expect(screen.queryByTestId('contact-purpose')).toBeNull();
    const set = (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(`${testId}-input`), { target: { value } });
    set('contact-email', 'jan@example.be');
    set('contact-email-confirmation', 'jan@example.be');
    set('contact-lastname', 'Peeters');
    set('contact-firstname', 'Jan');
    set('contact-body', 'Mijn aangifte werd geweigerd met een foutmelding.');
    fireEvent.click(screen.getByTestId('contact-consent-input'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByTestId('contact-send'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map((call) => call.path)).toEqual(['v1/contact/technical']);
    expect(screen.getByTestId('contact-us-success').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_US_SUCCESS_DELAY_MS - 1));
    expect(screen.getByTestId('contact-us-success').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('contact-us-success').textContent).toContain(
      'Bedankt, uw melding is verstuurd.',
    );
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByTestId('contact-us')).toBeNull());
  });
});
