import {
  answerDegradationQuestion,
  type DegradationOutcome,
  degradationQuestionnaireView,
  EMERGENCY_POLICE,
  INITIAL_DEGRADATION_QUESTIONNAIRE,
  restartDegradationQuestionnaire,
} from '@pow/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Rich, telHref } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { FindZoneButton } from '../../shared/police-zone/find-zone-button.tsx';
import {
  QuestionnaireOutcome,
  useOutcomeFocus,
  YesNoQuestions,
} from '../../shared/questionnaire/yes-no-questions.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { TileList } from '../../shared/ui/tile-list.tsx';

/**
 * /degradation/questionnaire (spec §2; decision 011): the conditions of an online declaration asked one
 * by one; the first answer that rules the online form out ends the flow. packages/domain decides.
 */
export function DegradationQuestionnairePage() {
  const { t: tMain } = useTranslation();
  const { t, ready } = usePageTexts('degradation-questionnaire');
  const [state, setState] = useState(INITIAL_DEGRADATION_QUESTIONNAIRE);
  const view = degradationQuestionnaireView(state);
  const outcomeHeading = useOutcomeFocus(view.outcome);
  const first = useRef<HTMLInputElement>(null);
  if (!ready) return <LoadingPage />;

  const restart = () => {
    setState(restartDegradationQuestionnaire());
    first.current?.focus();
  };
  const call101 = (
    <a className="button" href={telHref(EMERGENCY_POLICE)} data-testid="degradation-outcome-call-101">
      {t('questionnaire.call_101')}
    </a>
  );
  const localPolice = (primary: boolean) => (
    <FindZoneButton
      label={t('questionnaire.local_police')}
      className={primary ? 'button' : 'button button--secondary'}
      testId="degradation-outcome-local-police"
    />
  );

  const body = (outcome: DegradationOutcome) => {
    switch (outcome) {
      case 'foreign':
        return (
          <>
            <p>{t('questionnaire.outcomes.foreign.text')}</p>
            <div className="button-row">{localPolice(true)}</div>
          </>
        );
      case 'emergency':
        return (
          <>
            <p>
              <Rich text={t('questionnaire.outcomes.emergency.text')} />
            </p>
            <p>{t('questionnaire.outcomes.emergency.more')}</p>
            <div className="button-row">
              {call101}
              {localPolice(false)}
            </div>
          </>
        );
      case 'fast-process':
        return (
          <>
            <p>
              <Rich text={t('questionnaire.outcomes.fast-process.text')} />
            </p>
            <p>{t('questionnaire.outcomes.fast-process.more')}</p>
            <div className="button-row">{call101}</div>
          </>
        );
      case 'online':
        return (
          <>
            <p>{t('questionnaire.outcomes.online.text')}</p>
            <TileList
              tiles={[
                {
                  title: t('questionnaire.outcomes.online.graffiti'),
                  text: t('questionnaire.outcomes.online.graffiti_text'),
                  to: 'degradation/graffiti',
                  testId: 'degradation-outcome-graffiti',
                },
                {
                  title: t('questionnaire.outcomes.online.various'),
                  text: t('questionnaire.outcomes.online.various_text'),
                  to: 'degradation',
                  testId: 'degradation-outcome-various',
                },
                {
                  title: t('questionnaire.outcomes.online.cable'),
                  text: t('questionnaire.outcomes.online.cable_text'),
                  to: 'degradation/cable/questionnaire',
                  testId: 'degradation-outcome-cable',
                },
              ]}
            />
          </>
        );
    }
  };

  return (
    <Page
      title={t('questionnaire.title')}
      trail={[{ label: tMain('theft_and_degradation.title'), to: 'theft-and-degradation' }]}
      narrow
      testId="degradation-questionnaire-page"
    >
      <p className="lead">{t('questionnaire.intro')}</p>
      <YesNoQuestions
        questions={view.questions}
        answers={state}
        onAnswer={(position, yes) => setState((current) => answerDegradationQuestion(current, position, yes))}
        legend={(question) => t(`questionnaire.questions.${question.id}`)}
        numberLabel={(number) => t('questionnaire.question', { number })}
        yes={t('questionnaire.yes')}
        no={t('questionnaire.no')}
        firstRef={first}
        testId="degradation-question"
      />
      {view.outcome && (
        <QuestionnaireOutcome
          title={t(`questionnaire.outcomes.${view.outcome}.title`)}
          headingRef={outcomeHeading}
          outcome={view.outcome}
          testId="degradation-outcome"
        >
          {body(view.outcome)}
        </QuestionnaireOutcome>
      )}
      {state[0]?.answered && (
        <button
          type="button"
          className="button button--secondary"
          onClick={restart}
          data-testid="degradation-questionnaire-restart"
        >
          {t('questionnaire.restart')}
        </button>
      )}
    </Page>
  );
}
