import { DOC_STOP_PHONE, feedbackPageOf, PHISHING_FORM, USUAL_TAKE_UP_WORKING_DAYS } from '@pow/domain';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useId } from 'react';
import { useLocation } from 'react-router';
import { Rich } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { voiced } from '../../shared/i18n/voiced.ts';
import { PassedOnList } from '../../shared/passed-on/passed-on-list.tsx';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { useSession } from '../../shared/session/session-context.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PhishingNextSteps } from './phishing-next-steps.tsx';
import { RegisterCard } from './register-card.tsx';
import { StatusTracker } from './status-tracker.tsx';
import { readSuccessQuery } from './success-query.ts';
import { useDeclarationStatus } from './use-declaration-status.ts';
import './success.css';

/** The shared feedback section, its own chunk as in the frame; the sent page shows it to citizens. */
const FeedbackSection = lazy(() =>
  import('../../shared/feedback/feedback-section.tsx').then((m) => ({ default: m.FeedbackSection })),
);

type Texts = TFunction<'success'>;

/**
 * Handling, contact and urgency (spec §1): business days in office hours, contacted only if needed; an
 * officer reads when the zone contacts the victim, not the emergency numbers.
 */
function WhatNext({ t, officer = false }: { t: Texts; officer?: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="success-next">
      <h2 id={titleId}>{t('next.title')}</h2>
      <p>{t('next.hours')}</p>
      {/* When the zone usually takes it up, in words (issue 33): the timeline gives the time once known. */}
      {!officer && (
        <p data-testid="success-take-up">{t('next.take_up', { count: USUAL_TAKE_UP_WORKING_DAYS })}</p>
      )}
      {!officer && <p data-testid="success-told">{t('next.told')}</p>}
      <p>{officer ? t('confirmation.officer_contact') : t('next.contact')}</p>
      {!officer && (
        <p>
          <Rich text={t('next.urgent')} />
        </p>
      )}
    </section>
  );
}

/** The prefix of the hints Send may hand over: any other key in a history entry's state is not shown. */
const NEXT_HINTS = 'success:hints.next.';

/** The form's hint for the answers sent (Send's history state, `SentState`); none when opened otherwise. */
function nextHintOf(state: unknown): string | undefined {
  const hint = (state as { hint?: unknown } | null)?.hint;
  return typeof hint === 'string' && hint.startsWith(NEXT_HINTS) ? hint.slice('success:'.length) : undefined;
}

/** What the person can do now for the kind of fact declared (the form definition's hint, issue 33). */
function NextHint({ t, hint }: { t: Texts; hint: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="callout" data-testid="success-hint">
      <h2 id={titleId}>{t('hints.title')}</h2>
      <p>
        <Rich text={t(hint as 'hints.next.person', { docStop: DOC_STOP_PHONE })} />
      </p>
    </section>
  );
}

function NewFormButton({ t }: { t: Texts }) {
  return (
    <div className="button-row">
      <AppLink to="phishing" className="button" data-testid="success-new-form">
        {t('confirmation.new_form')}
      </AppLink>
    </div>
  );
}

/** A signed-in citizen with a request id: the tracker (polling), the identifier and the feedback form. */
function CitizenSent({ t, request, register }: { t: Texts; request: string; register: string | undefined }) {
  const { pathname, state } = useLocation();
  const hint = nextHintOf(state);
  const { answer, gaveUp } = useDeclarationStatus(request);
  const phishing = pathname.replace(/\/+$/, '').endsWith(`/success/${PHISHING_FORM.success}`);
  return (
    <>
      <p className="lead">{t('lead')}</p>
      <PassedOnList passed={answer?.passed_on} voice="person" />
      {phishing && (
        <PhishingNextSteps
          t={t}
          request={request}
          forwarded={answer?.passed_on.takedown?.state === 'delivered'}
        />
      )}
      {hint && <NextHint t={t} hint={hint} />}
      <StatusTracker t={t} answer={answer} gaveUp={gaveUp} />
      {register && <RegisterCard t={t} register={register} />}
      <p data-testid="success-mine">{t('mine.text')}</p>
      <p>
        <AppLink to={`my-declarations/${request}`} data-testid="success-mine-link">
          {t('mine.link')}
        </AppLink>
      </p>
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

/**
 * An officer who filed for a victim: the same tracker as the citizen's, in words about the victim, the
 * identifier to hand over, and a new form.
 */
function OfficerSent({ t, request, register }: { t: Texts; request: string; register: string | undefined }) {
  const { answer, gaveUp } = useDeclarationStatus(request);
  const aboutVictim = voiced(t, 'officer_voice');
  return (
    <div data-testid="success-officer">
      <p className="lead">{t('confirmation.officer_sent')}</p>
      <PassedOnList passed={answer?.passed_on} voice="victim" />
      <StatusTracker t={aboutVictim} answer={answer} gaveUp={gaveUp} />
      {register && <RegisterCard t={aboutVictim} register={register} />}
      <WhatNext t={t} officer />
      <NewFormButton t={t} />
    </div>
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
      <NewFormButton t={t} />
    </div>
  );
}

/**
 * success/{form} (spec §2 Declaration-sent page, §4): a signed-in citizen or officer who has the
 * declaration's request id follows it on a status tracker; anyone else (no session, no request id)
 * reads the confirmation. All keep the identifier (register) in view.
 */
export function SuccessPage() {
  const { t, ready } = usePageTexts('success');
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
      ) : officer && request ? (
        <OfficerSent t={t} request={request} register={register} />
      ) : (
        <Confirmation t={t} register={register} officer={officer} />
      )}
    </Page>
  );
}
