import { decideRoute, feedbackPageOf, hasFeedback, shouldShowConsentDialog, splitAppPath } from '@pow/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConsentDialog } from '../../features/cookies/consent-dialog.tsx';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { SessionDialogs } from '../../features/session/session-dialogs.tsx';
import { useSigninOutcome } from '../../features/session/signin-outcome.ts';
import { useConsent } from '../../shared/consent/consent-store.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary.tsx';
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

/** The common page frame of spec §2 around whatever the route decision shows. */
export function Frame() {
  const { t } = useTranslation();
  const location = useLocation();
  const { locale: segment, unknownLocale } = splitAppPath(location.pathname);
  const locale = useActiveLocale(segment, unknownLocale);
  const { view } = useSession();
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
  useSigninOutcome(shown);

  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('frame.skip_to_content')}
      </a>
      <Header locale={locale} />
      <main id={MAIN_ID} className="main" tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname} fallback={<ErrorPage />}>
          {shown && userType === 'policeman' && <OfficerBar onDesk={routeName === 'zone'} />}
          <RouteOutlet decision={decision} />
          {decision.kind === 'page' && hasFeedback(routeName) && (
            <Suspense fallback={<PendingPart />}>
              <FeedbackSection key={location.pathname} page={feedbackPageOf(location.pathname)} />
            </Suspense>
          )}
        </ErrorBoundary>
      </main>
      <Footer withLinks={userType === 'citizen'} />
      <ConsentDialog open={shown && shouldShowConsentDialog({ userType, consent, routeName })} />
      {view.state === 'ready' && view.signedIn && <SessionDialogs />}
      <NotificationRegion />
    </>
  );
}
