import {
  answerPhishingQuestion,
  INITIAL_PHISHING_QUESTIONNAIRE,
  type PhishingAction,
  phishingQuestionnaireView,
  restartPhishingQuestionnaire,
} from '@pow/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { Rich } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import {
  QuestionnaireOutcome,
  useOutcomeFocus,
  YesNoQuestions,
} from '../../shared/questionnaire/yes-no-questions.tsx';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';

/** A link out of the portal, as a button, marked as external for screen readers. */
function ExternalButton({ href, label, testId }: { href: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <a className="button" href={href} data-testid={testId}>
      {label}
      <span className="visually-hidden"> {t('frame.external')}</span>
    </a>
  );
}

/**
 * /phishing/questionnaire (spec §2; decision 010): three yes/no questions, then one of five procedures,
 * each with the address to forward suspicious messages to. packages/domain decides; this renders.
 */
export function PhishingQuestionnairePage() {
  const { t, ready } = usePageTexts('phishing-questionnaire');
  const [state, setState] = useState(INITIAL_PHISHING_QUESTIONNAIRE);
  const view = phishingQuestionnaireView(state);
  const outcomeHeading = useOutcomeFocus(view.outcome);
  const first = useRef<HTMLInputElement>(null);
  if (!ready) return <LoadingPage />;
  const locale = currentLocale();

  const restart = () => {
    setState(restartPhishingQuestionnaire());
    first.current?.focus();
  };

  const action = (kind: PhishingAction) => {
    switch (kind) {
      case 'phishing-declaration':
        return (
          <AppLink className="button" to="phishing" data-testid="phishing-outcome-declaration">
            {t('procedures.procedure1.action')}
          </AppLink>
        );
      case 'person-form':
        return (
          <AppLink className="button" to="person" data-testid="phishing-outcome-person">
            {t('procedures.procedure3.action')}
          </AppLink>
        );
      case 'safeonweb':
        return (
          <ExternalButton
            href={externalLinks.safeonweb(locale)}
            label={t('procedures.procedure4.action')}
            testId="phishing-outcome-safeonweb"
          />
        );
      case 'consumer-report':
        return (
          <ExternalButton
            href={externalLinks.consumerReport(locale)}
            label={t('procedures.procedure5.action')}
            testId="phishing-outcome-consumer"
          />
        );
      case 'information':
        // Advice only (spec §2, procedure 2).
        return null;
    }
  };

  const procedure = view.outcome;
  const email = externalLinks.suspiciousMessageEmail(locale);
  return (
    <Page title={t('title')} trail={[]} narrow testId="phishing-questionnaire-page">
      <p className="lead">{t('intro')}</p>
      <p className="callout callout--warning">
        <Rich text={t('card_first')} />
      </p>
      <YesNoQuestions
        questions={view.questions}
        answers={state}
        onAnswer={(position, yes) => setState((current) => answerPhishingQuestion(current, position, yes))}
        legend={(question) => t(`questions.${question.id}`)}
        numberLabel={(number) => t('question', { number })}
        yes={t('yes')}
        no={t('no')}
        firstRef={first}
        testId="phishing-question"
      />
      {procedure && view.action && (
        <QuestionnaireOutcome
          title={t(`procedures.${procedure}.title`)}
          headingRef={outcomeHeading}
          outcome={procedure}
          testId="phishing-outcome"
        >
          <p>{t(`procedures.${procedure}.text`)}</p>
          <p>
            <Rich text={t(`procedures.${procedure}.more`)} />
          </p>
          {view.action !== 'information' && <div className="button-row">{action(view.action)}</div>}
          <h3>{t('report_title')}</h3>
          <p data-testid="phishing-outcome-report">
            <Rich text={t('report', { email })} />
          </p>
        </QuestionnaireOutcome>
      )}
      {state[0]?.answered && (
        <button
          type="button"
          className="button button--secondary"
          onClick={restart}
          data-testid="phishing-questionnaire-restart"
        >
          {t('restart')}
        </button>
      )}
    </Page>
  );
}
