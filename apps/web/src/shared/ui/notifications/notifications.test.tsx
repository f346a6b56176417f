import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../test-support.ts';
import { createNotificationStore } from './notification-store.ts';
import { NotificationProvider, NotificationRegion } from './notifications.tsx';

describe('NotificationRegion', () => {
  beforeAll(() => setUpI18n('nl'));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps empty polite and assertive live regions from the start', () => {
    render(
      <NotificationProvider>
        <NotificationRegion />
      </NotificationProvider>,
    );
    const region = screen.getByRole('region', { name: 'Meldingen' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(region.querySelector('[aria-live="assertive"]')).not.toBeNull();
  });

  it('puts errors in the assertive region, with a dismiss button, and hides them after 5 s', () => {
    vi.useFakeTimers();
    const store = createNotificationStore();
    render(
      <NotificationProvider store={store}>
        <NotificationRegion />
      </NotificationProvider>,
    );
    act(() => {
      store.notify({ type: 'negative', message: 'Het aanmelden is niet gelukt.' });
      store.notify({ type: 'positive', message: 'Bewaard.' });
    });
    const error = screen.getByText('Het aanmelden is niet gelukt.');
    expect(error.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByText('Bewaard.').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('button', { name: 'Melding sluiten' })).toHaveLength(2);
    act(() => {
      screen.getByText('Bewaard.').parentElement?.querySelector('button')?.click();
    });
    expect(screen.queryByText('Bewaard.')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Het aanmelden is niet gelukt.')).toBeNull();
  });
});
