import type { RouteDecision } from '@pow/domain';
import { memo, Suspense, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { Settled } from '../shared/ui/hydration-gate.ts';
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

/** Whether two decisions show the same thing (decideRoute returns a new object on every render). */
function sameDecision(a: RouteDecision, b: RouteDecision): boolean {
  if (a.kind === 'page' && b.kind === 'page') {
    const keys = Object.keys(a.params);
    return (
      a.route === b.route &&
      keys.length === Object.keys(b.params).length &&
      keys.every((key) => a.params[key] === b.params[key])
    );
  }
  if (a.kind === 'redirect' && b.kind === 'redirect') return a.to === b.to;
  if (a.kind === 'leave' && b.kind === 'leave') return a.href === b.href;
  return a.kind === b.kind;
}

/**
 * Renders what decideRoute (packages/domain) decided for the current URL. Drawn again only when the
 * decision changes: a hydrated page whose chunk still loads keeps the server's HTML only while nothing
 * above re-renders it (the session's answer, the stored consent), else React draws it anew (decision 032).
 */
export const RouteOutlet = memo(
  function RouteOutlet({ decision }: { decision: RouteDecision }) {
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
            <Settled part="page" />
          </Suspense>
        );
      }
    }
  },
  (before, after) => sameDecision(before.decision, after.decision),
);
