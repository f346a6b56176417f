import { NOTIFICATION_TIMEOUT_MS } from '@pow/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationStore,
  defaultTimeout,
  NOTIFICATION_TYPES,
  type NotificationType,
} from './notification-store.ts';

describe('notification store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows the five types of the spec', () => {
    expect(NOTIFICATION_TYPES).toEqual(['positive', 'negative', 'warning', 'info', 'ongoing']);
  });

  it.each<[NotificationType, number]>([
    ['positive', 5000],
    ['negative', 5000],
    ['warning', 5000],
    ['info', 5000],
    ['ongoing', 0],
  ])('%s lasts %i ms by default', (type, timeout) => {
    expect(defaultTimeout(type)).toBe(timeout);
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
  });

  it('removes a notification after the default 5000 ms, not before', () => {
    const store = createNotificationStore();
    store.notify({ type: 'positive', message: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a given timeout and keeps timeout 0 until dismissed', () => {
    const store = createNotificationStore();
    store.notify({ type: 'positive', message: 'Sent', timeout: 60_000 });
    const ongoing = store.notify({ type: 'ongoing', message: 'Sending' });
    vi.advanceTimersByTime(59_999);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Sent', 'Sending']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Sending']);
    vi.advanceTimersByTime(10 * 60_000);
    store.dismiss(ongoing);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('announces negative notifications assertively and the others politely', () => {
    const store = createNotificationStore();
    for (const type of NOTIFICATION_TYPES) store.notify({ type, message: type });
    expect(Object.fromEntries(store.getSnapshot().map((item) => [item.type, item.politeness]))).toEqual({
      positive: 'polite',
      negative: 'assertive',
      warning: 'polite',
      info: 'polite',
      ongoing: 'polite',
    });
  });

  it('stops the countdown while paused and restarts it on resume', () => {
    const store = createNotificationStore();
    const id = store.notify({ type: 'info', message: 'Read me' });
    vi.advanceTimersByTime(4000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('tells subscribers about every change', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.notify({ type: 'warning', message: 'Careful' });
    store.dismiss(id);
    store.dismiss(id);
    unsubscribe();
    store.notify({ type: 'warning', message: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
