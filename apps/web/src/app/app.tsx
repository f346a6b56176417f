import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { SessionProvider } from '../shared/session/session-context.tsx';
import { NotificationProvider } from '../shared/ui/notifications/notifications.tsx';
import { Frame } from './frame/frame.tsx';

/**
 * One route catches every path under /app: the frame asks decideRoute (packages/domain), which holds
 * the route tables per user type and the redirect rules of spec §2 as tested pure functions.
 */
export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <Frame />, errorElement: <RootError /> }], {
    basename: '/app',
  });
}

/** Last resort when the frame itself fails: the generic error page, still inside a main landmark. */
function RootError() {
  return (
    <main className="main">
      <ErrorPage />
    </main>
  );
}

export function App({
  router = createAppRouter(),
  queryClient = new QueryClient(),
}: {
  router?: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </NotificationProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
