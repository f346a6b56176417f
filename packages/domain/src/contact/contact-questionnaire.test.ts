import { describe, expect, it } from 'vitest';
import {
  answerContactQuestion,
  type ContactFinalAction,
  type ContactProcedure,
  type ContactQuestion,
  type ContactQuestionnaireState,
  contactQuestionnaireView,
  INITIAL_CONTACT_QUESTIONNAIRE,
  restartContactQuestionnaire,
} from './contact-questionnaire.ts';

type Answers = readonly (readonly [ContactQuestion, boolean])[];

const after = (answers: Answers): ContactQuestionnaireState =>
  answers.reduce(
    (state, [question, yes]) => answerContactQuestion(state, question, yes),
    INITIAL_CONTACT_QUESTIONNAIRE,
  );

describe('contact questionnaire (spec §2)', () => {
  it.each<
    [string, Answers, ContactQuestion[], ContactProcedure | undefined, ContactFinalAction | undefined, number]
  >([
    ['nothing answered: only question 1', [], [1], undefined, undefined, 1],
    ['1 yes: procedure1 at once', [[1, true]], [1], 'procedure1', 'contact-local-police', 4],
    ['1 no: question 2 appears', [[1, false]], [1, 2], undefined, undefined, 2],
    [
      '1 no, 2 yes: procedure2',
      [
        [1, false],
        [2, true],
      ],
      [1, 2],
      'procedure2',
      'contact-local-police',
      4,
    ],
    [
      '1 no, 2 no: question 3 appears',
      [
        [1, false],
        [2, false],
      ],
      [1, 2, 3],
      undefined,
      undefined,
      3,
    ],
    [
      '1 no, 2 no, 3 yes: the contact form',
      [
        [1, false],
        [2, false],
        [3, true],
      ],
      [1, 2, 3],
      'procedure3_yes',
      'contact-form',
      4,
    ],
    [
      '1 no, 2 no, 3 no: the police contact page',
      [
        [1, false],
        [2, false],
        [3, false],
      ],
      [1, 2, 3],
      'procedure3_no',
      'police-contact-page',
      4,
    ],
    [
      'changing 1 to yes later drops the later answers',
      [
        [1, false],
        [2, false],
        [3, true],
        [1, true],
      ],
      [1],
      'procedure1',
      'contact-local-police',
      4,
    ],
    [
      'changing 2 to no after yes asks question 3 afresh',
      [
        [1, false],
        [2, true],
        [2, false],
      ],
      [1, 2, 3],
      undefined,
      undefined,
      3,
    ],
  ])('%s', (_name, answers, questions, procedure, action, step) => {
    expect(contactQuestionnaireView(after(answers))).toEqual({ questions, procedure, action, step });
  });

  it('keeps the answered flag and the choice per question (spec §3)', () => {
    const state = after([
      [1, false],
      [2, true],
    ]);
    expect(state).toEqual({
      1: { answered: true, yes: false },
      2: { answered: true, yes: true },
      3: { answered: false, yes: false },
    });
  });

  it('restart resets everything', () => {
    expect(restartContactQuestionnaire()).toEqual(INITIAL_CONTACT_QUESTIONNAIRE);
    expect(contactQuestionnaireView(restartContactQuestionnaire()).questions).toEqual([1]);
  });

  it('never changes the state it is given', () => {
    const state = after([[1, false]]);
    const copy = structuredClone(state);
    answerContactQuestion(state, 2, true);
    expect(state).toEqual(copy);
  });
});
