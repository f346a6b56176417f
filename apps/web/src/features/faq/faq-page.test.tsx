import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { FAQ_CONTACT_ANCHOR, FAQ_TYPES_ANCHOR } from '../../shared/routing/faq-anchors.ts';
import { resetPageFocus } from '../../shared/ui/page.tsx';
import { setUpI18n } from '../../test-support.ts';
import { FaqPage } from './faq-page.tsx';

const typesQuestion = () => document.getElementById(FAQ_TYPES_ANCHOR) as HTMLDetailsElement;

describe('FAQ page (spec §2)', () => {
  beforeAll(() => setUpI18n('fr'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    resetPageFocus();
  });

  it('has the general, phishing and other sections, the other question running the questionnaire', async () => {
    stubApi(() => ({}));
    renderInApp(<FaqPage />, '/fr/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeTruthy();
    for (const section of ['general', 'phishing', 'other'])
      expect(screen.getByTestId(`faq-${section}`)).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByTestId('faq-other').querySelector('[data-testid="contact-questionnaire"]'),
      ).not.toBeNull(),
    );
    expect(typesQuestion().open).toBe(false);
    expect(screen.getAllByText(/suspect@safeonweb\.be/, { selector: 'a' })[0]?.getAttribute('href')).toBe(
      'mailto:suspect@safeonweb.be',
    );
  });

  it('opens the type-of-fact question when the address names it', async () => {
    stubApi(() => ({}));
    renderInApp(<FaqPage />, `/fr/faq#${FAQ_TYPES_ANCHOR}`);
    await screen.findByTestId('faq-general');
    await waitFor(() => expect(typesQuestion().open).toBe(true));
  });

  it('opens the other question, with the contact questionnaire, when the address names it', async () => {
    stubApi(() => ({}));
    renderInApp(<FaqPage />, `/fr/faq#${FAQ_CONTACT_ANCHOR}`);
    await screen.findByTestId('faq-other');
    const contact = document.getElementById(FAQ_CONTACT_ANCHOR) as HTMLDetailsElement;
    await waitFor(() => expect(contact.open).toBe(true));
    expect(contact.querySelector('[data-testid="contact-questionnaire"]')).not.toBeNull();
    expect(typesQuestion().open).toBe(false);
  });

  it('opens it on a later hash change too', async () => {
    stubApi(() => ({}));
    renderInApp(<FaqPage />, '/fr/faq');
    await screen.findByTestId('faq-general');
    expect(typesQuestion().open).toBe(false);
    act(() => {
      window.history.pushState(null, '', `#${FAQ_TYPES_ANCHOR}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(typesQuestion().open).toBe(true));
    expect(document.activeElement).toBe(typesQuestion().querySelector('summary'));
  });
});
