import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { loadPageTexts } from '../../shared/i18n/use-page-texts.ts';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { PhishingQuestionnairePage } from './phishing-questionnaire-page.tsx';

const answer = (position: number, yes: boolean) =>
  fireEvent.click(screen.getByTestId(`phishing-question-${position}-${yes ? 'yes' : 'no'}`));
const shown = () =>
  screen.queryAllByTestId(/^phishing-question-\d$/).map((element) => element.dataset.question);
const outcome = () => screen.queryByTestId('phishing-outcome');

async function open(locale: 'nl' | 'fr' | 'de') {
  stubApi(() => ({}));
  renderInApp(<PhishingQuestionnairePage />, `/${locale}/phishing/questionnaire`);
  await screen.findByTestId('phishing-questionnaire-page');
}

describe('phishing questionnaire page (spec §2, decision 010)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('phishing-questionnaire', 'nl');
  });
  afterEach(() => {
    cleanup();
    resetPageFocus();
    vi.unstubAllGlobals();
  });

  it.each<[string, boolean[], string, string | null, string | null]>([
    ['phishing', [true, true], 'procedure1', 'phishing-outcome-declaration', '/nl/phishing'],
    ['advice only', [false, true], 'procedure2', null, null],
    ['other swindling', [true, false, false], 'procedure3', 'phishing-outcome-person', '/nl/person'],
    ['only a message', [false, false], 'procedure4', 'phishing-outcome-safeonweb', 'https://safeonweb.be/nl'],
    [
      'a webshop',
      [true, false, true],
      'procedure5',
      'phishing-outcome-consumer',
      'https://meldpunt.belgie.be/meldpunt/nl/welkom',
    ],
  ])(
    '%s: %j gives %s with its action and the report address',
    async (_name, answers, procedure, action, href) => {
      await open('nl');
      answers.forEach((yes, index) => {
        expect(outcome()).toBeNull();
        answer(index + 1, yes);
      });
      const result = outcome();
      expect(result?.dataset.outcome).toBe(procedure);
      // Focus moves to the outcome's heading, which a screen reader then reads.
      expect(document.activeElement).toBe(result?.querySelector('h2'));
      if (action) expect(screen.getByTestId(action).getAttribute('href')).toBe(href);
      else expect(result?.querySelector('.button-row')).toBeNull();
      const report = screen.getByTestId('phishing-outcome-report');
      expect(report.querySelector('a')?.getAttribute('href')).toBe('mailto:verdacht@safeonweb.be');
    },
  );

  it('shows the questions one after another and asks another second question when the first changes', async () => {
    await open('nl');
    expect(shown()).toEqual(['lost_money']);
    expect(screen.queryByTestId('phishing-questionnaire-restart')).toBeNull();
    answer(1, true);
    expect(shown()).toEqual(['lost_money', 'impersonation']);
    answer(2, false);
    expect(shown()).toEqual(['lost_money', 'impersonation', 'purchase']);
    answer(1, false);
    expect(shown()).toEqual(['lost_money', 'reacted']);
    expect((screen.getByTestId('phishing-question-2-yes') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('phishing-question-2-no') as HTMLInputElement).checked).toBe(false);
    expect(outcome()).toBeNull();
  });

  it('groups each question as a radio group named by its question', async () => {
    await open('nl');
    const group = screen.getByRole('group', { name: /Verloor u geld/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio', { name: 'Ja' })).toHaveLength(1);
    expect(
      screen
        .getByText(/Card Stop/)
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('tel:078170170');
  });

  it('restart clears everything and puts focus on the first question', async () => {
    await open('nl');
    answer(1, false);
    answer(2, false);
    expect(outcome()).not.toBeNull();
    fireEvent.click(screen.getByTestId('phishing-questionnaire-restart'));
    expect(outcome()).toBeNull();
    expect(shown()).toEqual(['lost_money']);
    const first = screen.getByTestId('phishing-question-1-yes') as HTMLInputElement;
    expect(first.checked).toBe(false);
    expect(document.activeElement).toBe(first);
  });
});

describe('phishing questionnaire page in French and German', () => {
  afterEach(() => {
    cleanup();
    resetPageFocus();
    vi.unstubAllGlobals();
  });

  it('gives the French report address and the French consumer site', async () => {
    await setUpI18n('fr');
    await loadPageTexts('phishing-questionnaire', 'fr');
    await open('fr');
    answer(1, true);
    answer(2, false);
    answer(3, true);
    expect(screen.getByTestId('phishing-outcome-consumer').getAttribute('href')).toBe(
      'https://pointdecontact.belgique.be/meldpunt/fr/bienvenue',
    );
    expect(screen.getByTestId('phishing-outcome-report').textContent).toContain('suspect@safeonweb.be');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Signalez-le au Point de contact du SPF Economie',
    );
  });

  it('gives the German report address and the German Safeonweb', async () => {
    await setUpI18n('de');
    await loadPageTexts('phishing-questionnaire', 'de');
    await open('de');
    answer(1, false);
    answer(2, false);
    expect(screen.getByTestId('phishing-outcome-safeonweb').getAttribute('href')).toBe(
      'https://safeonweb.be/de',
    );
    expect(screen.getByTestId('phishing-outcome-safeonweb').textContent).toContain('(externe Website)');
    expect(screen.getByTestId('phishing-outcome-report').textContent).toContain('suspekt@safeonweb.be');
  });
});
