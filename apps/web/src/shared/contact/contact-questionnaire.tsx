import {
  answerContactQuestion,
  type ContactQuestion,
  contactQuestionnaireView,
  EMERGENCY_MEDICAL,
  EMERGENCY_POLICE,
  INITIAL_CONTACT_QUESTIONNAIRE,
  restartContactQuestionnaire,
} from '@pow/domain';
import { useId, useRef, useState } from 'react';
import { externalLinks } from '../external-links.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { Rich, telHref } from '../i18n/rich.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { FindZoneButton } from '../police-zone/find-zone-button.tsx';
import { AppLink } from '../routing/app-link.tsx';
import { ContactDialog } from './contact-dialog.tsx';
import './contact.css';

/**
 * The contact questionnaire of spec §2 (packages/domain contact-questionnaire.ts decides, this renders):
 * each question appears once the one before is answered; the answer and its action follow at once.
 */
export function ContactQuestionnaire({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t, ready } = usePageTexts('contact');
  const [state, setState] = useState(INITIAL_CONTACT_QUESTIONNAIRE);
  const [contactOpen, setContactOpen] = useState(false);
  const name = useId();
  const first = useRef<HTMLInputElement>(null);
  if (!ready) return null;

  const view = contactQuestionnaireView(state);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const answer = (question: ContactQuestion, yes: boolean) =>
    setState((current) => answerContactQuestion(current, question, yes));
  const restart = () => {
    setState(restartContactQuestionnaire());
    first.current?.focus();
  };

  const action = () => {
    switch (view.action) {
      case 'contact-form':
        return (
          <button
            type="button"
            className="button"
            onClick={() => setContactOpen(true)}
            data-testid="questionnaire-contact-form"
          >
            {t('questionnaire.action_contact_form')}
          </button>
        );
      case 'police-contact-page':
        return (
          <a
            className="button"
            href={externalLinks.policeContact(currentLocale())}
            data-testid="questionnaire-police-contact"
          >
            {t('questionnaire.action_police_contact')}
          </a>
        );
      case 'contact-local-police':
        return (
          <FindZoneButton
            label={t('questionnaire.action_local_police')}
            className="button"
            testId="questionnaire-local-police"
          />
        );
      default:
        return null;
    }
  };

  return (
    <section className="questionnaire" aria-labelledby={`${name}-title`} data-testid="contact-questionnaire">
      <Heading id={`${name}-title`}>{t('questionnaire.title')}</Heading>
      <p>{t('questionnaire.intro')}</p>
      {view.questions.map((question) => (
        <fieldset key={question} className="questionnaire__step" data-testid={`contact-question-${question}`}>
          <legend>
            <span className="questionnaire__number">{t('questionnaire.question', { number: question })}</span>
            {t(`questionnaire.q${question}`)}
          </legend>
          <div className="questionnaire__choices">
            {[true, false].map((yes) => (
              <label key={String(yes)} className="questionnaire__choice">
                <input
                  ref={question === 1 && yes ? first : undefined}
                  type="radio"
                  name={`${name}-q${question}`}
                  checked={state[question].answered && state[question].yes === yes}
                  onChange={() => answer(question, yes)}
                  data-testid={`contact-question-${question}-${yes ? 'yes' : 'no'}`}
                />
                {yes ? t('questionnaire.yes') : t('questionnaire.no')}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div aria-live="polite">
        {view.procedure && (
          <div className="questionnaire__step questionnaire__answer" data-testid="questionnaire-answer">
            <SubHeading>{t('questionnaire.answer_title')}</SubHeading>
            <p data-procedure={view.procedure}>
              <Rich
                text={t(`questionnaire.${view.procedure}`)}
                tags={{
                  tel112: (words) => <a href={telHref(EMERGENCY_MEDICAL)}>{words}</a>,
                  tel101: (words) => <a href={telHref(EMERGENCY_POLICE)}>{words}</a>,
                  home: (words) => <AppLink to="home">{words}</AppLink>,
                }}
              />
            </p>
            <div className="button-row">{action()}</div>
          </div>
        )}
      </div>
      {state[1].answered && (
        <button
          type="button"
          className="button button--secondary"
          onClick={restart}
          data-testid="questionnaire-restart"
        >
          {t('questionnaire.restart')}
        </button>
      )}
      <ContactDialog open={contactOpen} reason="faq" onClose={() => setContactOpen(false)} />
    </section>
  );
}
