import { NOTIFICATION_TIMEOUT_MS } from '@pow/domain';

/** Notification types of spec §2. */
export const NOTIFICATION_TYPES = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Spec §9: bottom by default; the contact form's success notice shows at the top right (spec §4). */
export type NotificationPosition = 'bottom' | 'top-right';

export interface NotificationInput {
  readonly type: NotificationType;
  readonly message: string;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. Default: see defaultTimeout. */
  readonly timeout?: number;
  readonly position?: NotificationPosition;
}

export interface AppNotification {
  readonly id: number;
  readonly type: NotificationType;
  readonly message: string;
  readonly timeout: number;
  readonly position: NotificationPosition;
  /** Errors interrupt the screen reader; everything else waits for a pause. */
  readonly politeness: 'polite' | 'assertive';
}

/**
 * Spec §9: 5000 ms by default. An 'ongoing' notice (work in progress) stays until its work ends and
 * the caller dismisses it, since hiding it after 5 s would claim the work was over.
 */
export function defaultTimeout(type: NotificationType): number {
  return type === 'ongoing' ? 0 : NOTIFICATION_TIMEOUT_MS;
}

export interface NotificationStore {
  notify(input: NotificationInput): number;
  dismiss(id: number): void;
  /** Stops the countdown while the pointer or focus is on the notice (WCAG 2.2.1 timing adjustable). */
  pause(id: number): void;
  resume(id: number): void;
  getSnapshot(): readonly AppNotification[];
  subscribe(listener: () => void): () => void;
}

export function createNotificationStore(): NotificationStore {
  let items: readonly AppNotification[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const clearTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  const store: NotificationStore = {
    notify(input) {
      const id = nextId++;
      const timeout = input.timeout ?? defaultTimeout(input.type);
      const politeness = input.type === 'negative' ? 'assertive' : 'polite';
      const position = input.position ?? 'bottom';
      items = [...items, { id, type: input.type, message: input.message, timeout, position, politeness }];
      store.resume(id);
      emit();
      return id;
    },
    dismiss(id) {
      clearTimer(id);
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      emit();
    },
    pause(id) {
      clearTimer(id);
    },
    resume(id) {
      const item = items.find((candidate) => candidate.id === id);
      clearTimer(id);
      if (item && item.timeout > 0)
        timers.set(
          id,
          setTimeout(() => store.dismiss(id), item.timeout),
        );
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
