import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getConsent, readStoredLocale } from '../../shared/consent/consent-store.ts';
import { clearCookies, setUpI18n } from '../../test-support.ts';
import { ConsentDialog } from './consent-dialog.tsx';

function renderDialog(path = '/fr/home') {
  const router = createMemoryRouter([{ path: '*', element: <ConsentDialog open /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe('ConsentDialog', () => {
  beforeAll(() => setUpI18n('fr'));
  afterEach(() => {
    cleanup();
    clearCookies();
    localStorage.clear();
  });

  it('is a labelled modal with the two choices and the link to the settings', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cookies sur Police-on-web' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cookies essentiels uniquement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accepter tous les cookies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Personnaliser' }).getAttribute('href')).toBe(
      '/fr/cookies#cookie-settings',
    );
    // Persistent: no close button.
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
  });

  it('does not close on Escape (cancel is refused)', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cookies sur Police-on-web' });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('stores essential and keeps no language', () => {
    renderDialog();
    act(() => screen.getByRole('button', { name: 'Cookies essentiels uniquement' }).click());
    expect(getConsent()).toBe('essential');
    expect(readStoredLocale()).toBeUndefined();
  });

  it('stores all and remembers the language in use', () => {
    renderDialog();
    act(() => screen.getByRole('button', { name: 'Accepter tous les cookies' }).click());
    expect(getConsent()).toBe('all');
    expect(readStoredLocale()).toBe('fr');
  });
});
