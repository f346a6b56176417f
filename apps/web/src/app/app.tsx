import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { SessionProvider } from '../shared/session/session-context.tsx';
import { ErrorBoundary } from '../shared/ui/error-boundary.tsx';
import { NotificationProvider } from '../shared/ui/notifications/notifications.tsx';
import { Frame } from './frame/frame.tsx';

/** Last resort when the frame itself fails: the generic error page, still inside a main landmark. */
function RootError() {
  return (
    <main className="main">
      <ErrorPage />
    </main>
  );
}

/**
 * No route elements: the frame asks decideRoute (packages/domain), which holds the route tables per
 * user type and the redirect rules of spec §2 as tested pure functions. The declarative router is
 * enough for that and weighs half the data router on the first download.
 */
export function App({ queryClient = new QueryClient() }: { queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>
          <SessionProvider>
            <BrowserRouter basename="/app">
              <ErrorBoundary resetKey="root" fallback={<RootError />}>
                <Frame />
              </ErrorBoundary>
            </BrowserRouter>
          </SessionProvider>
        </NotificationProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
