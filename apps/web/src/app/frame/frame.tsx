import { decideRoute, feedbackPageOf, hasFeedback, shouldShowConsentDialog, splitAppPath } from '@pow/domain';
import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConsentDialog } from '../../features/cookies/consent-dialog.tsx';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { SessionDialogs } from '../../features/session/session-dialogs.tsx';
import { useEndedSession } from '../../features/session/session-ended.ts';
import { useSigninOutcome } from '../../features/session/signin-outcome.ts';
import { useConsent } from '../../shared/consent/consent-store.ts';
import { setSuspendForTexts } from '../../shared/i18n/use-page-texts.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary.tsx';
import { Settled, useExpectedParts } from '../../shared/ui/hydration-gate.ts';
import { PendingPart } from '../../shared/ui/loading-page.tsx';
import { NotificationRegion } from '../../shared/ui/notifications/notifications.tsx';
import { RouteOutlet } from '../route-outlet.tsx';
import { useActiveLocale } from '../use-active-locale.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { OfficerBar } from './officer-bar.tsx';

export const MAIN_ID = 'main-content';

/** The feedback section is a chunk of its own, fetched after the page: home's first download stays as it was. */
const FeedbackSection = lazy(() =>
  import('../../shared/feedback/feedback-section.tsx').then((m) => ({ default: m.FeedbackSection })),
);

/**
 * A hydrated page suspends while its texts load (use-page-texts.ts) so the server's HTML stays; the
 * pages opened after it show their loading state as usual.
 */
function useHydrationEndsAtNavigation(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) setSuspendForTexts(false);
  }, [pathname]);
}

const PAGE_ONLY = ['page'];
const PAGE_AND_FEEDBACK = ['page', 'feedback'];

/** The feedback section with its boundary, drawn again only for another page (see RouteOutlet). */
const Feedback = memo(function Feedback({ page }: { page: string }) {
  return (
    <Suspense fallback={<PendingPart />}>
      <FeedbackSection page={page} />
      <Settled part="feedback" />
    </Suspense>
  );
});

/** The common page frame of spec §2 around whatever the route decision shows. */
export function Frame() {
  const { t } = useTranslation();
  const location = useLocation();
  const { locale: segment, unknownLocale } = splitAppPath(location.pathname);
  const locale = useActiveLocale(segment, unknownLocale);
  const session = useSession();
  const { view } = session;
  const consent = useConsent();

  const decision = decideRoute({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    session: view,
  });
  const shown = decision.kind === 'page' || decision.kind === 'not-found';
  const userType = view.state === 'ready' ? view.userType : 'pending';
  const routeName = decision.kind === 'page' ? decision.route.name : undefined;
  // A session that ended since this tab was signed in is said on its own page, not left silently.
  const ended = useEndedSession(session, locale, routeName);
  useSigninOutcome(shown);
  useHydrationEndsAtNavigation(location.pathname);
  const withFeedback = decision.kind === 'page' && hasFeedback(routeName);
  useExpectedParts(withFeedback ? PAGE_AND_FEEDBACK : PAGE_ONLY);

  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('frame.skip_to_content')}
      </a>
      <Header locale={locale} />
      <main id={MAIN_ID} className="main" tabIndex={-1}>
        {/* A prerendered page is read without script; what needs it says so (docs/decisions/032). */}
        <noscript>
          <p className="noscript-notice">{t('frame.noscript')}</p>
        </noscript>
        <ErrorBoundary resetKey={location.pathname} fallback={<ErrorPage />}>
          {shown && userType === 'policeman' && <OfficerBar onDesk={routeName === 'zone'} />}
          <RouteOutlet decision={ended ?? decision} />
          {withFeedback && <Feedback key={location.pathname} page={feedbackPageOf(location.pathname)} />}
        </ErrorBoundary>
      </main>
      <Footer withLinks={userType === 'citizen'} />
      <ConsentDialog open={shown && shouldShowConsentDialog({ userType, consent, routeName })} />
      {view.state === 'ready' && view.signedIn && <SessionDialogs />}
      <NotificationRegion />
    </>
  );
}
