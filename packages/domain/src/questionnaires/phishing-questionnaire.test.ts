import { describe, expect, it } from 'vitest';
import {
  answerPhishingQuestion,
  INITIAL_PHISHING_QUESTIONNAIRE,
  PHISHING_TREE,
  type PhishingAction,
  type PhishingProcedure,
  type PhishingQuestionId,
  type PhishingQuestionnaireState,
  phishingQuestionnaireView,
  restartPhishingQuestionnaire,
} from './phishing-questionnaire.ts';

const after = (answers: readonly boolean[]): PhishingQuestionnaireState =>
  answers.reduce(
    (state, yes, index) => answerPhishingQuestion(state, index + 1, yes),
    INITIAL_PHISHING_QUESTIONNAIRE,
  );

const Y = true;
const N = false;

describe('phishing questionnaire (spec §2, decision 010)', () => {
  it.each<
    [string, boolean[], PhishingQuestionId[], PhishingProcedure | undefined, PhishingAction | undefined]
  >([
    ['nothing answered: only question 1', [], ['lost_money'], undefined, undefined],
    ['money lost: asks how it started', [Y], ['lost_money', 'impersonation'], undefined, undefined],
    [
      'money lost to someone posing as the bank: the phishing declaration',
      [Y, Y],
      ['lost_money', 'impersonation'],
      'procedure1',
      'phishing-declaration',
    ],
    [
      'money lost, nobody posed as someone: asks about a purchase',
      [Y, N],
      ['lost_money', 'impersonation', 'purchase'],
      undefined,
      undefined,
    ],
    [
      'a webshop that did not deliver: the consumer report point',
      [Y, N, Y],
      ['lost_money', 'impersonation', 'purchase'],
      'procedure5',
      'consumer-report',
    ],
    [
      'other swindling: the general form',
      [Y, N, N],
      ['lost_money', 'impersonation', 'purchase'],
      'procedure3',
      'person-form',
    ],
    ['nothing lost: asks whether they reacted', [N], ['lost_money', 'reacted'], undefined, undefined],
    [
      'clicked or gave personal data: advice only',
      [N, Y],
      ['lost_money', 'reacted'],
      'procedure2',
      'information',
    ],
    ['only received the message: Safeonweb', [N, N], ['lost_money', 'reacted'], 'procedure4', 'safeonweb'],
  ])('%s', (_name, answers, questions, procedure, action) => {
    const view = phishingQuestionnaireView(after(answers));
    expect(view.questions).toEqual(questions.map((id, index) => ({ number: index + 1, id })));
    expect(view.outcome).toBe(procedure);
    expect(view.action).toBe(action);
  });

  it('reaches each of the five procedures, and no path asks more than three questions', () => {
    const reached = new Set<string>();
    for (const a of [Y, N])
      for (const b of [Y, N])
        for (const c of [Y, N]) {
          const view = phishingQuestionnaireView(after([a, b, c]));
          expect(view.questions.length).toBeLessThanOrEqual(PHISHING_TREE.depth);
          if (view.outcome) reached.add(view.outcome);
        }
    expect([...reached].sort()).toEqual([
      'procedure1',
      'procedure2',
      'procedure3',
      'procedure4',
      'procedure5',
    ]);
  });

  it('asks another question 2 when question 1 changes, without the old answer', () => {
    const state = answerPhishingQuestion(after([Y, N, Y]), 1, false);
    expect(state[1]).toEqual({ answered: false, yes: false });
    expect(state[2]).toEqual({ answered: false, yes: false });
    const view = phishingQuestionnaireView(state);
    expect(view.questions.map((question) => question.id)).toEqual(['lost_money', 'reacted']);
    expect(view.outcome).toBeUndefined();
  });

  it('ignores an answer left at a position the current path does not reach', () => {
    // Position 3 answered but the path ends at question 2: the outcome is question 2's.
    const state = answerPhishingQuestion(after([N]), 2, false);
    expect(phishingQuestionnaireView([...state.slice(0, 2), { answered: true, yes: true }]).outcome).toBe(
      'procedure4',
    );
  });

  it('keeps an answered flag and a choice per question (spec §3)', () => {
    expect(after([N, Y])).toEqual([
      { answered: true, yes: false },
      { answered: true, yes: true },
      { answered: false, yes: false },
    ]);
  });

  it('restart resets everything', () => {
    expect(restartPhishingQuestionnaire()).toEqual(INITIAL_PHISHING_QUESTIONNAIRE);
    expect(phishingQuestionnaireView(restartPhishingQuestionnaire()).questions).toHaveLength(1);
  });

  it('refuses a position outside the questionnaire', () => {
    expect(() => answerPhishingQuestion(INITIAL_PHISHING_QUESTIONNAIRE, 0, true)).toThrow(RangeError);
    expect(() => answerPhishingQuestion(INITIAL_PHISHING_QUESTIONNAIRE, 4, true)).toThrow(RangeError);
  });

  it('never changes the state it is given', () => {
    const state = after([Y]);
    const copy = structuredClone(state);
    answerPhishingQuestion(state, 2, true);
    expect(state).toEqual(copy);
  });
});
