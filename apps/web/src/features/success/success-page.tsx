import { feedbackPageOf, PHISHING_FORM } from '@pow/domain';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useId } from 'react';
import { useLocation } from 'react-router';
import { Rich } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { useSession } from '../../shared/session/session-context.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PhishingNextSteps } from './phishing-next-steps.tsx';
import { RegisterCard } from './register-card.tsx';
import { StatusTracker } from './status-tracker.tsx';
import { readSuccessQuery } from './success-query.ts';
import { SUCCESS_TEXTS } from './texts.ts';
import { useDeclarationStatus } from './use-declaration-status.ts';
import './success.css';

/** The shared feedback section, its own chunk as in the frame; the sent page shows it to citizens. */
const FeedbackSection = lazy(() =>
  import('../../shared/feedback/feedback-section.tsx').then((m) => ({ default: m.FeedbackSection })),
);

type Texts = TFunction<'success'>;

/** Handling, contact and urgency (spec §1): business days in office hours, contacted only if needed. */
function WhatNext({ t, officer = false }: { t: Texts; officer?: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="success-next">
      <h2 id={titleId}>{t('next.title')}</h2>
      <p>{t('next.hours')}</p>
      <p>{officer ? t('confirmation.officer_contact') : t('next.contact')}</p>
      <p>
        <Rich text={t('next.urgent')} />
      </p>
    </section>
  );
}

/** A signed-in citizen with a request id: the tracker (polling), the identifier and the feedback form. */
function CitizenSent({ t, request, register }: { t: Texts; request: string; register: string | undefined }) {
  const { pathname } = useLocation();
  const { answer, gaveUp } = useDeclarationStatus(request);
  const phishing = pathname.replace(/\/+$/, '').endsWith(`/success/${PHISHING_FORM.success}`);
  return (
    <>
      <p className="lead">{t('lead')}</p>
      {phishing && <PhishingNextSteps t={t} request={request} />}
      <StatusTracker t={t} answer={answer} gaveUp={gaveUp} />
      {register && <RegisterCard t={t} register={register} />}
      <WhatNext t={t} />
      <div className="button-row">
        <AppLink to="home" className="button button--secondary" data-testid="success-home">
          {t('next.home')}
        </AppLink>
      </div>
      <Suspense fallback={null}>
        <FeedbackSection page={feedbackPageOf(pathname)} />
      </Suspense>
    </>
  );
}

/** A visitor without a session, or an officer: the long confirmation, a new form, the identifier. */
function Confirmation({
  t,
  register,
  officer,
}: {
  t: Texts;
  register: string | undefined;
  officer: boolean;
}) {
  return (
    <div data-testid="success-confirmation">
      <p className="lead">{officer ? t('confirmation.officer_sent') : t('confirmation.sent')}</p>
      <p>{officer ? t('confirmation.officer_summary') : t('confirmation.summary')}</p>
      <WhatNext t={t} officer={officer} />
      {register && (
        <p className="callout register-addon" data-testid="register-addon">
          <Rich text={t('confirmation.register', { register })} />
        </p>
      )}
      <div className="button-row">
        <AppLink to="phishing" className="button" data-testid="success-new-form">
          {t('confirmation.new_form')}
        </AppLink>
      </div>
    </div>
  );
}

/**
 * success/{form} (spec §2 Declaration-sent page, §4): a signed-in citizen who has the declaration's
 * request id follows it on a status tracker; anyone else (no session, an officer, no request id) reads
 * the confirmation. Both keep the identifier (register) in view.
 */
export function SuccessPage() {
  const { t, ready } = usePageTexts('success', SUCCESS_TEXTS);
  const { view } = useSession();
  const { search } = useLocation();
  const { request, register } = readSuccessQuery(search);
  if (!ready) return <LoadingPage />;

  const signedIn = view.state === 'ready' && view.signedIn;
  const citizen = signedIn && view.state === 'ready' && view.userType === 'citizen';
  const officer = view.state === 'ready' && view.userType === 'policeman';
  return (
    <Page title={t('title')} trail={[]} narrow testId="success-page">
      {citizen && request ? (
        <CitizenSent t={t} request={request} register={register} />
      ) : (
        <Confirmation t={t} register={register} officer={officer} />
      )}
    </Page>
  );
}
