import type { QuestionnaireAnswer } from '../contact/contact-questionnaire.ts';

/**
 * A pre-check questionnaire as data: yes/no questions, each answer leading either to another question
 * or to an outcome. The phishing and degradation questionnaires (spec §2) are two such trees; this
 * walks them, so the order of the questions and what ends the flow is decided in one place.
 *
 * The answers are kept per position (1, 2, 3…), an answered flag and a yes/no choice each (spec §3
 * "Questionnaire answers"); which question sits at a position follows from the answers before it.
 */
export interface YesNoTree<Q extends string, O extends string> {
  readonly first: Q;
  readonly branches: Readonly<Record<Q, { readonly yes: Q | O; readonly no: Q | O }>>;
  /** The most questions any path asks: the number of answer positions. */
  readonly depth: number;
}

export type YesNoAnswers = readonly QuestionnaireAnswer[];

export interface AskedQuestion<Q extends string> {
  /** 1-based position, shown as 'question 2'. */
  readonly number: number;
  readonly id: Q;
}

export interface YesNoView<Q extends string, O extends string> {
  /** The questions shown, in order: each appears once the one before it is answered. */
  readonly questions: readonly AskedQuestion<Q>[];
  /** Known as soon as an answer decides it; no further question is asked then. */
  readonly outcome: O | undefined;
}

const UNANSWERED: QuestionnaireAnswer = { answered: false, yes: false };

export function unansweredTree(depth: number): YesNoAnswers {
  return Array.from({ length: depth }, () => UNANSWERED);
}

/**
 * Records the answer at `position`. The questions after it depended on it (another answer may even ask
 * another question there), so their answers are cleared.
 */
export function answerTreeAt(answers: YesNoAnswers, position: number, yes: boolean): YesNoAnswers {
  if (!Number.isInteger(position) || position < 1 || position > answers.length)
    throw new RangeError(`no question at position ${position}`);
  return answers.map((answer, index) => {
    if (index + 1 === position) return { answered: true, yes };
    return index + 1 > position ? UNANSWERED : answer;
  });
}

export function walkTree<Q extends string, O extends string>(
  tree: YesNoTree<Q, O>,
  answers: YesNoAnswers,
): YesNoView<Q, O> {
  const isQuestion = (next: Q | O): next is Q => Object.hasOwn(tree.branches, next);
  const questions: AskedQuestion<Q>[] = [];
  let current: Q | O = tree.first;
  while (isQuestion(current)) {
    const number = questions.length + 1;
    // A tree whose path is longer than its depth is a mistake in the tree, not in the answers.
    if (number > tree.depth) throw new Error(`a path asks more than ${tree.depth} questions`);
    questions.push({ number, id: current });
    const answer = answers[number - 1];
    if (!answer?.answered) return { questions, outcome: undefined };
    current = answer.yes ? tree.branches[current].yes : tree.branches[current].no;
  }
  return { questions, outcome: current };
}
