import nl from '@pow/i18n/web/pages/phishing/nl.json';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../shared/i18n/use-page-texts.ts';
import { setUpI18n } from '../../test-support.ts';
import { EMPTY_FACTS } from './phishing-values.ts';
import { AmountsStep } from './steps/amounts-step.tsx';
import { FactStep } from './steps/fact-step.tsx';
import { AboutVictim } from './voice.ts';

function Steps() {
  return (
    <>
      <AmountsStep values={EMPTY_FACTS} update={() => undefined} errorAt={() => undefined} />
      <FactStep values={EMPTY_FACTS} update={() => undefined} errorAt={() => undefined} />
    </>
  );
}

describe('the phishing steps the citizen and the officer share (issue 21)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
    await loadPageTexts('phishing', 'nl');
  });
  afterEach(cleanup);

  it('ask the citizen about themselves', async () => {
    render(<Steps />);
    expect(await screen.findByText(nl.amounts.question)).toBeTruthy();
    expect(screen.getByText(nl.fact.description_hint)).toBeTruthy();
  });

  it('ask the officer about the victim, in the third person', async () => {
    render(
      <AboutVictim.Provider value={true}>
        <Steps />
      </AboutVictim.Provider>,
    );
    expect(await screen.findByText(nl.officer_voice.amounts.question)).toBeTruthy();
    expect(screen.getByText(nl.officer_voice.fact.description_hint)).toBeTruthy();
    expect(document.body.textContent).toContain(nl.officer_voice.fact.time_hint);
    expect(screen.queryByText(nl.amounts.question)).toBeNull();
  });
});
