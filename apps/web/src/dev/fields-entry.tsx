import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FieldsPage } from './fields-page.tsx';

/**
 * Mounts the fields test page alone, without the frame or the router: the route tables of the app
 * (packages/domain) list only the pages of the spec. main.tsx imports this file only for that path,
 * so nothing of it is in the first download of the portal.
 */
export function mountFieldsPage(root: HTMLElement): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <FieldsPage />
      </QueryClientProvider>
    </StrictMode>,
  );
}
