import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../session/session-context.tsx';
import { createNotificationStore } from '../ui/notifications/notification-store.ts';
import { NotificationProvider, NotificationRegion } from '../ui/notifications/notifications.tsx';

export interface ApiCall {
  readonly method: string;
  /** Without /index.php/api/, with the query. */
  readonly path: string;
  readonly body: unknown;
  readonly language: string | null;
  /** Only on the calls that carry one (additions, declarations). */
  readonly idempotencyKey?: string;
}

export type Answer = { readonly status?: number; readonly body?: unknown } | 'network-error';

/** A signed-in citizen's session answer (v1/session/get). */
export const CITIZEN_SESSION = {
  result: true,
  session: 's1',
  version: '2.0.1',
  usertype: 'citizen',
  info: { first_name: 'Marie', last_name: 'Dubois', email: 'marie.dubois@example.be', language: 'fr' },
  expires_at: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
};

/**
 * Stubs fetch: v1/session/get answers `session`; every other call goes to `answer`. Returns the calls
 * other than the session look-up, in order.
 */
export function stubApi(answer: (call: ApiCall) => Answer, session: unknown = { result: false }): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/index\.php\/api\//, '') + url.search;
      if (path === 'v1/session/get')
        return new Response(JSON.stringify({ data: session }), {
          headers: { 'Content-Type': 'application/json' },
        });
      const headers = new Headers(init?.headers);
      const idempotencyKey = headers.get('Idempotency-Key');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        language: headers.get('X-Language'),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
      calls.push(call);
      const result = answer(call);
      if (result === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(result.body ?? { data: { ok: true } }), {
        status: result.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders `ui` with what the frame gives every page: query client, session, notifications, router. */
export function renderInApp(ui: ReactNode, path: InitialEntry = '/nl/faq') {
  const store = createNotificationStore();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <NotificationProvider store={store}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <NotificationRegion />
          </MemoryRouter>
        </SessionProvider>
      </NotificationProvider>
    </QueryClientProvider>,
  );
  return { ...result, store };
}
