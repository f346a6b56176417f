import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
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
const browserRouter = (children: ReactNode) => <BrowserRouter basename="/app">{children}</BrowserRouter>;

export interface AppProps {
  readonly queryClient?: QueryClient;
  /** The router around the frame: the browser's, or a static one when pages are prerendered. */
  readonly router?: (children: ReactNode) => ReactNode;
  /**
   * The page was prerendered as an anonymous citizen sees it (docs/decisions/032): until the session
   * answer arrives the app shows that view, so hydration finds the same tree as the server drew.
   */
  readonly prerendered?: boolean;
}

export function App({
  queryClient = new QueryClient(),
  router = browserRouter,
  prerendered = false,
}: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>
          <SessionProvider anonymousUntilAnswered={prerendered}>
            {router(
              <ErrorBoundary resetKey="root" fallback={<RootError />}>
                <Frame />
              </ErrorBoundary>,
            )}
          </SessionProvider>
        </NotificationProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
