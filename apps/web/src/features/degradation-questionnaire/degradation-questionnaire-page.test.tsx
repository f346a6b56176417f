import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { loadPageTexts } from '../../shared/i18n/use-page-texts.ts';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { DegradationQuestionnairePage } from './degradation-questionnaire-page.tsx';

const answer = (position: number, yes: boolean) =>
  fireEvent.click(screen.getByTestId(`degradation-question-${position}-${yes ? 'yes' : 'no'}`));
const shown = () => screen.queryAllByTestId(/^degradation-question-\d$/).length;
const outcome = () => screen.queryByTestId('degradation-outcome');
const answerAll = (answers: readonly boolean[]) => {
  for (const [index, yes] of answers.entries()) answer(index + 1, yes);
};

async function open() {
  stubApi(() => ({}));
  renderInApp(<DegradationQuestionnairePage />, '/nl/degradation/questionnaire');
  await screen.findByTestId('degradation-questionnaire-page');
}

const Y = true;
const N = false;

describe('degradation questionnaire page (spec §2, decision 011)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('degradation-questionnaire', 'nl');
  });
  afterEach(() => {
    cleanup();
    resetPageFocus();
    vi.unstubAllGlobals();
  });

  it.each<[string, boolean[], string]>([
    ['abroad', [N], 'foreign'],
    ['violence', [Y, Y], 'emergency'],
    ['threats', [Y, N, Y], 'emergency'],
    ['injured', [Y, N, N, Y], 'emergency'],
    ['author known', [Y, N, N, N, Y], 'emergency'],
    ['urgent', [Y, N, N, N, N, Y], 'emergency'],
    ['just happened', [Y, N, N, N, N, N, Y], 'fast-process'],
    ['every condition met', [Y, N, N, N, N, N, N], 'online'],
  ])('%s: %j, one question at a time, gives %s', async (_name, answers, expected) => {
    await open();
    answers.forEach((yes, index) => {
      expect(shown()).toBe(index + 1);
      expect(outcome()).toBeNull();
      answer(index + 1, yes);
    });
    expect(shown()).toBe(answers.length);
    expect(outcome()?.dataset.outcome).toBe(expected);
    expect(document.activeElement).toBe(outcome()?.querySelector('h2'));
  });

  it('gives a "call 101" telephone link and the local police for the emergency advice', async () => {
    await open();
    answer(1, Y);
    answer(2, N);
    answer(3, N);
    answer(4, Y);
    expect(screen.getByTestId('degradation-outcome-call-101').getAttribute('href')).toBe('tel:101');
    expect(screen.getByTestId('degradation-outcome-call-101').textContent).toBe('101 bellen');
    expect(outcome()?.querySelector('a[href="tel:112"]')).not.toBeNull();
    expect(screen.getByTestId('degradation-outcome-local-police')).toBeTruthy();
  });

  it('gives 101 for the fast process and the foreign-territory message without it', async () => {
    await open();
    answerAll([Y, N, N, N, N, N, Y]);
    expect(screen.getByTestId('degradation-outcome-call-101').getAttribute('href')).toBe('tel:101');
    answer(1, N);
    expect(outcome()?.dataset.outcome).toBe('foreign');
    expect(screen.queryByTestId('degradation-outcome-call-101')).toBeNull();
    expect(outcome()?.textContent).toContain('buitenland');
  });

  it('links to the graffiti form, the various-damage form and the cable pilot once every condition is met', async () => {
    await open();
    answerAll([Y, N, N, N, N, N, N]);
    const link = (testId: string) => screen.getByTestId(testId).querySelector('a')?.getAttribute('href');
    expect(link('degradation-outcome-graffiti')).toBe('/nl/degradation/graffiti');
    expect(link('degradation-outcome-various')).toBe('/nl/degradation');
    expect(link('degradation-outcome-cable')).toBe('/nl/degradation/cable/questionnaire');
  });

  it('restart resets every answer and puts focus on the first question', async () => {
    await open();
    answerAll([Y, N, N]);
    fireEvent.click(screen.getByTestId('degradation-questionnaire-restart'));
    expect(shown()).toBe(1);
    expect(outcome()).toBeNull();
    expect(screen.queryByTestId('degradation-questionnaire-restart')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('degradation-question-1-yes'));
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('shows the way back to the theft-and-damage page', async () => {
    await open();
    expect(screen.getAllByRole('link', { name: 'Diefstal en beschadiging' })[0]?.getAttribute('href')).toBe(
      '/nl/theft-and-degradation',
    );
  });
});
