import type { RouteDecision } from '@pow/domain';
import { Suspense, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { LoadingPage } from '../shared/ui/loading-page.tsx';
import { NotFoundPage, pageOf } from './pages.tsx';

/** Leaves the SPA (server-side sign-in) with a full browser navigation. */
function Leave({ href }: { href: string }) {
  const left = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per address, even when development mode runs effects twice.
    if (left.current === href) return;
    left.current = href;
    window.location.assign(href);
  }, [href]);
  return <LoadingPage />;
}

/** Renders what decideRoute (packages/domain) decided for the current URL. */
export function RouteOutlet({ decision }: { decision: RouteDecision }) {
  switch (decision.kind) {
    case 'loading':
      return <LoadingPage />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'leave':
      return <Leave href={decision.href} />;
    case 'not-found':
      return (
        <Suspense fallback={<LoadingPage />}>
          <NotFoundPage />
        </Suspense>
      );
    case 'page': {
      const Component = pageOf(decision.route);
      return (
        <Suspense fallback={<LoadingPage />}>
          <Component />
        </Suspense>
      );
    }
  }
}
