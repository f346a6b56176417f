import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '../../shared/contact/contact-test-support.tsx';
import { setUpI18n } from '../../test-support.ts';
import { COOKIE_SETTINGS_ANCHOR, CookiesPage } from './cookies-page.tsx';

describe('cookies page (spec §2)', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has eight numbered sections, the settings closed without the anchor', async () => {
    stubApi(() => ({}));
    renderInApp(<CookiesPage />, '/nl/cookies');
    await screen.findByTestId('cookies-page');
    const summaries = [...document.querySelectorAll('details.expandable > summary')].map(
      (s) => s.textContent,
    );
    expect(summaries).toHaveLength(8);
    expect(summaries[0]).toBe('1. Wat is een cookie?');
    expect(summaries[7]).toBe('8. Uw cookie-instellingen');
    expect((document.getElementById(COOKIE_SETTINGS_ANCHOR) as HTMLDetailsElement).open).toBe(false);
  });

  it('opens section 8 with the switch when the address ends in #cookie-settings', async () => {
    stubApi(() => ({}));
    renderInApp(<CookiesPage />, `/nl/cookies#${COOKIE_SETTINGS_ANCHOR}`);
    await screen.findByTestId('cookies-page');
    const settings = document.getElementById(COOKIE_SETTINGS_ANCHOR) as HTMLDetailsElement;
    await waitFor(() => expect(settings.open).toBe(true));
    expect(settings.querySelector('[role="switch"]')).not.toBeNull();
  });
});
