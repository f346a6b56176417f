import { describe, expect, it } from 'vitest';
import {
  answerDegradationQuestion,
  type DegradationOutcome,
  type DegradationQuestionnaireState,
  degradationQuestionnaireView,
  INITIAL_DEGRADATION_QUESTIONNAIRE,
  restartDegradationQuestionnaire,
} from './degradation-questionnaire.ts';

const after = (answers: readonly boolean[]): DegradationQuestionnaireState =>
  answers.reduce(
    (state, yes, index) => answerDegradationQuestion(state, index + 1, yes),
    INITIAL_DEGRADATION_QUESTIONNAIRE,
  );

const Y = true;
const N = false;
const IDS = ['belgium', 'violence', 'threats', 'injured', 'author', 'urgent', 'recent'];

describe('degradation questionnaire (spec §2, decision 011)', () => {
  it.each<[string, boolean[], number, DegradationOutcome | undefined]>([
    ['nothing answered: only question 1', [], 1, undefined],
    ['not in Belgium: the foreign-territory message', [N], 1, 'foreign'],
    ['in Belgium: question 2 appears', [Y], 2, undefined],
    ['violence: 101', [Y, Y], 2, 'emergency'],
    ['no violence: question 3 appears', [Y, N], 3, undefined],
    ['threats: 101', [Y, N, Y], 3, 'emergency'],
    ['no threats: question 4 appears', [Y, N, N], 4, undefined],
    ['someone injured: 101', [Y, N, N, Y], 4, 'emergency'],
    ['nobody injured: question 5 appears', [Y, N, N, N], 5, undefined],
    ['author known or present: 101', [Y, N, N, N, Y], 5, 'emergency'],
    ['author unknown: question 6 appears', [Y, N, N, N, N], 6, undefined],
    ['urgent: 101', [Y, N, N, N, N, Y], 6, 'emergency'],
    ['not urgent: question 7 appears', [Y, N, N, N, N, N], 7, undefined],
    ['just happened: the fast-process 101 message', [Y, N, N, N, N, N, Y], 7, 'fast-process'],
    ['every condition met: the damage forms', [Y, N, N, N, N, N, N], 7, 'online'],
  ])('%s', (_name, answers, shown, outcome) => {
    const view = degradationQuestionnaireView(after(answers));
    expect(view.questions).toEqual(IDS.slice(0, shown).map((id, index) => ({ number: index + 1, id })));
    expect(view.outcome).toBe(outcome);
  });

  it('gives 101 for yes to any of questions 2 to 6, whatever came before', () => {
    for (let question = 2; question <= 6; question += 1) {
      const answers = [Y, ...Array.from({ length: question - 2 }, () => N), Y];
      expect(degradationQuestionnaireView(after(answers)).outcome, `question ${question}`).toBe('emergency');
    }
  });

  it('changing an earlier answer drops the later ones', () => {
    const state = answerDegradationQuestion(after([Y, N, N, N, N, N, N]), 3, true);
    expect(state.slice(3).every((answer) => !answer.answered)).toBe(true);
    expect(degradationQuestionnaireView(state).outcome).toBe('emergency');
    const back = answerDegradationQuestion(state, 3, false);
    expect(degradationQuestionnaireView(back).questions).toHaveLength(4);
    expect(degradationQuestionnaireView(back).outcome).toBeUndefined();
  });

  it('restart resets everything', () => {
    expect(restartDegradationQuestionnaire()).toEqual(INITIAL_DEGRADATION_QUESTIONNAIRE);
    expect(restartDegradationQuestionnaire()).toHaveLength(7);
    expect(degradationQuestionnaireView(restartDegradationQuestionnaire()).questions).toHaveLength(1);
  });

  it('refuses a position outside the questionnaire', () => {
    expect(() => answerDegradationQuestion(INITIAL_DEGRADATION_QUESTIONNAIRE, 8, false)).toThrow(RangeError);
  });
});
