import {
  answerTreeAt,
  unansweredTree,
  walkTree,
  type YesNoAnswers,
  type YesNoTree,
  type YesNoView,
} from './yes-no-tree.ts';

/**
 * The degradation questionnaire of spec §2 (/degradation/questionnaire): seven yes/no questions, the
 * conditions of an online declaration (spec §1) one by one. No to question 1 gives the foreign-territory
 * message; yes to any of questions 2 to 6 the 101 emergency advice; yes to question 7 the fast-process
 * 101 message; no to question 7 the damage forms. The wording is decided in
 * docs/decisions/011-degradation-questionnaire.md:
 *
 *   1 belgium   Did the damage happen in Belgium?
 *   2 violence  Was violence used against you or someone else?
 *   3 threats   Were you or someone else threatened?
 *   4 injured   Was anyone injured?
 *   5 author    Do you know who did it, or is the author still on the spot?
 *   6 urgent    Does the police need to come now: a break-in, a danger, or damage still going on?
 *   7 recent    Did it happen less than an hour ago?
 */

export type DegradationQuestionId =
  | 'belgium'
  | 'violence'
  | 'threats'
  | 'injured'
  | 'author'
  | 'urgent'
  | 'recent';

export type DegradationOutcome =
  /** The facts happened abroad: the police of that country. */
  | 'foreign'
  /** Violence, threats, an injured person, a known author or an urgent case: call 101. */
  | 'emergency'
  /** The facts just happened: call 101 so that a patrol can act at once. */
  | 'fast-process'
  /** Every condition is met: the graffiti form or the various-damage form. */
  | 'online';

export const DEGRADATION_TREE: YesNoTree<DegradationQuestionId, DegradationOutcome> = {
  first: 'belgium',
  branches: {
    belgium: { yes: 'violence', no: 'foreign' },
    violence: { yes: 'emergency', no: 'threats' },
    threats: { yes: 'emergency', no: 'injured' },
    injured: { yes: 'emergency', no: 'author' },
    author: { yes: 'emergency', no: 'urgent' },
    urgent: { yes: 'emergency', no: 'recent' },
    recent: { yes: 'fast-process', no: 'online' },
  },
  depth: 7,
};

export type DegradationQuestionnaireState = YesNoAnswers;
export type DegradationQuestionnaireView = YesNoView<DegradationQuestionId, DegradationOutcome>;

export const INITIAL_DEGRADATION_QUESTIONNAIRE: DegradationQuestionnaireState = unansweredTree(
  DEGRADATION_TREE.depth,
);

/** Restart resets everything. */
export function restartDegradationQuestionnaire(): DegradationQuestionnaireState {
  return INITIAL_DEGRADATION_QUESTIONNAIRE;
}

/** Records the answer to question `position` (1 to 7) and clears the later ones. */
export function answerDegradationQuestion(
  state: DegradationQuestionnaireState,
  position: number,
  yes: boolean,
): DegradationQuestionnaireState {
  return answerTreeAt(state, position, yes);
}

export function degradationQuestionnaireView(
  state: DegradationQuestionnaireState,
): DegradationQuestionnaireView {
  return walkTree(DEGRADATION_TREE, state);
}
