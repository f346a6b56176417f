import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AppNotification,
  createNotificationStore,
  type NotificationInput,
  type NotificationPosition,
  type NotificationStore,
} from './notification-store.ts';

const NotificationContext = createContext<NotificationStore | undefined>(undefined);

export function NotificationProvider({
  children,
  store,
}: {
  children: ReactNode;
  store?: NotificationStore;
}) {
  const value = useMemo(() => store ?? createNotificationStore(), [store]);
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

function useStore(): NotificationStore {
  const store = useContext(NotificationContext);
  if (!store) throw new Error('useNotify needs a NotificationProvider');
  return store;
}

/** Shows a notification; returns its id, for dismiss() of an 'ongoing' one. */
export function useNotify(): { notify: (input: NotificationInput) => number; dismiss: (id: number) => void } {
  const store = useStore();
  return useMemo(() => ({ notify: store.notify, dismiss: store.dismiss }), [store]);
}

function Item({ item, store }: { item: AppNotification; store: NotificationStore }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover and focus is not an action
    <div
      className={`notification notification--${item.type}`}
      data-testid="notification"
      data-type={item.type}
      onMouseEnter={() => store.pause(item.id)}
      onMouseLeave={() => store.resume(item.id)}
      onFocus={() => store.pause(item.id)}
      onBlur={() => store.resume(item.id)}
    >
      {item.type === 'ongoing' && <span className="spinner" aria-hidden="true" />}
      <p className="notification__message">{item.message}</p>
      <button type="button" className="notification__dismiss" onClick={() => store.dismiss(item.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('frame.dismiss')}</span>
      </button>
    </div>
  );
}

/**
 * The live regions exist from the start, empty: screen readers only announce what is added to a
 * region they already know. Position: bottom of the screen (spec §9), or top right for the notices
 * that ask for it.
 */
export function NotificationRegion() {
  const store = useStore();
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const list = (position: NotificationPosition, politeness: AppNotification['politeness']) =>
    items
      .filter((item) => item.position === position && item.politeness === politeness)
      .map((item) => <Item key={item.id} item={item} store={store} />);
  return (
    <section className="notifications" aria-label={t('frame.notifications')}>
      <div aria-live="polite" aria-atomic="false">
        {list('bottom', 'polite')}
      </div>
      <div aria-live="assertive" aria-atomic="false">
        {list('bottom', 'assertive')}
      </div>
      <div className="notifications__top" aria-live="polite" aria-atomic="false">
        {list('top-right', 'polite')}
        {list('top-right', 'assertive')}
      </div>
    </section>
  );
}
