import type { AskedQuestion, YesNoAnswers } from '@pow/domain';
import { type ReactNode, type Ref, type RefObject, useEffect, useId, useRef } from 'react';
import '../contact/contact.css';

export interface YesNoQuestionsProps<Q extends string> {
  /** What packages/domain's walkTree answered: the questions shown, in order. */
  readonly questions: readonly AskedQuestion<Q>[];
  readonly answers: YesNoAnswers;
  readonly onAnswer: (position: number, yes: boolean) => void;
  readonly legend: (question: AskedQuestion<Q>) => string;
  /** 'Question 2', shown above the question. */
  readonly numberLabel: (number: number) => string;
  readonly yes: string;
  readonly no: string;
  /** The 'yes' of question 1: where restart puts focus. */
  readonly firstRef?: Ref<HTMLInputElement>;
  /** Prefix of the test ids: `<testId>-2` is question 2, `<testId>-2-yes` its yes. */
  readonly testId: string;
}

/**
 * The questions of a pre-check questionnaire (spec §2), one radio group (fieldset and legend) each, the
 * next one appearing under the one just answered, so Tab reaches it next. Arrow keys move within a
 * group as in any radio group; Space chooses.
 */
export function YesNoQuestions<Q extends string>(props: YesNoQuestionsProps<Q>) {
  const { questions, answers, onAnswer, legend, numberLabel, testId } = props;
  const name = useId();
  return (
    <>
      {questions.map((question) => {
        const answer = answers[question.number - 1];
        return (
          <fieldset
            // A new question at the same position (another answer before it) is a new group.
            key={`${question.number}-${question.id}`}
            className="questionnaire__step"
            data-testid={`${testId}-${question.number}`}
            data-question={question.id}
          >
            <legend>
              <span className="questionnaire__number">{numberLabel(question.number)}</span>
              {legend(question)}
            </legend>
            <div className="questionnaire__choices">
              {[true, false].map((yes) => (
                <label key={String(yes)} className="questionnaire__choice">
                  <input
                    ref={question.number === 1 && yes ? props.firstRef : undefined}
                    type="radio"
                    name={`${name}-q${question.number}`}
                    checked={Boolean(answer?.answered && answer.yes === yes)}
                    onChange={() => onAnswer(question.number, yes)}
                    data-testid={`${testId}-${question.number}-${yes ? 'yes' : 'no'}`}
                  />
                  {yes ? props.yes : props.no}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

/**
 * Focus goes to the outcome's heading each time an outcome appears or changes: a screen reader reads
 * it at once, and the person continues reading from there. A further answer does not move focus until
 * it decides something.
 */
export function useOutcomeFocus(outcome: string | undefined): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);
  return heading;
}

/** The outcome of a questionnaire: a titled section whose heading takes focus (useOutcomeFocus). */
export function QuestionnaireOutcome({
  title,
  headingRef,
  outcome,
  testId,
  children,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  outcome: string;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className="questionnaire__step questionnaire__answer"
      aria-labelledby={id}
      data-testid={testId}
      data-outcome={outcome}
    >
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
