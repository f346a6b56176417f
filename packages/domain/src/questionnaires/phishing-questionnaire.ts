import {
  answerTreeAt,
  unansweredTree,
  walkTree,
  type YesNoAnswers,
  type YesNoTree,
  type YesNoView,
} from './yes-no-tree.ts';

/**
 * The phishing questionnaire of spec §2 (/phishing/questionnaire): three yes/no questions, then one of
 * five procedures. The spec gives neither the questions nor the paths; they are decided in
 * docs/decisions/010-phishing-questionnaire.md:
 *
 *   1 lost_money     Did you lose money, or give your card details or bank codes?
 *     yes → 2 impersonation  Were you tricked by a message, call or website that pretended to come from
 *                            your bank, a public service, a delivery service or someone you know?
 *             yes → procedure1 (the phishing declaration)
 *             no  → 3 purchase  Did you buy from a webshop or company that did not deliver as promised?
 *                     yes → procedure5 (the consumer-protection report point of the FPS Economy)
 *                     no  → procedure3 (other swindling: the general declaration form, /person)
 *     no  → 2 reacted  Did you click a link, open an attachment, install an app or give personal data?
 *             yes → procedure2 (what to do now; no declaration needed)
 *             no  → procedure4 (forward the message; Safeonweb)
 */

export type PhishingQuestionId = 'lost_money' | 'impersonation' | 'purchase' | 'reacted';
export type PhishingProcedure = 'procedure1' | 'procedure2' | 'procedure3' | 'procedure4' | 'procedure5';

/** What the procedure offers besides its text. */
export type PhishingAction =
  /** Go on to the phishing declaration, /phishing. */
  | 'phishing-declaration'
  /** Advice only. */
  | 'information'
  /** Advice and the general declaration form, /person. */
  | 'person-form'
  /** The national online-safety site (Safeonweb). */
  | 'safeonweb'
  /** The consumer-protection report point of the FPS Economy, in the person's language. */
  | 'consumer-report';

export const PHISHING_TREE: YesNoTree<PhishingQuestionId, PhishingProcedure> = {
  first: 'lost_money',
  branches: {
    lost_money: { yes: 'impersonation', no: 'reacted' },
    impersonation: { yes: 'procedure1', no: 'purchase' },
    purchase: { yes: 'procedure5', no: 'procedure3' },
    reacted: { yes: 'procedure2', no: 'procedure4' },
  },
  depth: 3,
};

export const PHISHING_ACTIONS: Readonly<Record<PhishingProcedure, PhishingAction>> = {
  procedure1: 'phishing-declaration',
  procedure2: 'information',
  procedure3: 'person-form',
  procedure4: 'safeonweb',
  procedure5: 'consumer-report',
};

export type PhishingQuestionnaireState = YesNoAnswers;

export interface PhishingQuestionnaireView extends YesNoView<PhishingQuestionId, PhishingProcedure> {
  readonly action: PhishingAction | undefined;
}

export const INITIAL_PHISHING_QUESTIONNAIRE: PhishingQuestionnaireState = unansweredTree(PHISHING_TREE.depth);

/** Restart resets everything. */
export function restartPhishingQuestionnaire(): PhishingQuestionnaireState {
  return INITIAL_PHISHING_QUESTIONNAIRE;
}

/** Records the answer to the question at `position` (1 to 3) and clears the later ones. */
export function answerPhishingQuestion(
  state: PhishingQuestionnaireState,
  position: number,
  yes: boolean,
): PhishingQuestionnaireState {
  return answerTreeAt(state, position, yes);
}

export function phishingQuestionnaireView(state: PhishingQuestionnaireState): PhishingQuestionnaireView {
  const view = walkTree(PHISHING_TREE, state);
  return { ...view, action: view.outcome ? PHISHING_ACTIONS[view.outcome] : undefined };
}
