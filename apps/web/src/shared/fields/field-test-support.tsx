import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { vi } from 'vitest';

/** Holds a field's value like a form would, so the field can be tested as it is used. */
export function Controlled<T>({
  initial,
  children,
}: {
  initial: T;
  children: (value: T, setValue: (value: T) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}

/** Renders with a fresh query client that does not retry, so a failed fetch shows at once. */
export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly language: string | null;
}

/** A stub of fetch answering by path (without /index.php/api/ and query); records every call. */
export function stubApi(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/index\.php\/api\//, '') + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      language: headers.get('X-Language'),
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
