/**
 * The contact questionnaire of spec §2 (FAQ 'other' question, contact forms): three yes/no questions,
 * then a final step with a procedure and one action. Pure data in, view out; the page only renders it.
 *
 * Question 1: is it urgent, or is a crime happening now? Yes → procedure1 (call 112 or 101).
 * Question 2: do you want to report a fact? Yes → procedure2 (the declaration routes or the local police).
 * Question 3: is your question about this website? Yes → procedure3_yes (the contact form);
 *             no → procedure3_no (the police contact page in the person's language).
 * See docs/decisions/008-contact-questionnaire.md.
 */

export const CONTACT_QUESTIONS = [1, 2, 3] as const;
export type ContactQuestion = (typeof CONTACT_QUESTIONS)[number];

/** Spec §3 "Questionnaire answers": per question an answered flag and a yes/no choice. */
export interface QuestionnaireAnswer {
  readonly answered: boolean;
  readonly yes: boolean;
}

export type ContactQuestionnaireState = Readonly<Record<ContactQuestion, QuestionnaireAnswer>>;

export type ContactProcedure = 'procedure1' | 'procedure2' | 'procedure3_yes' | 'procedure3_no';

/**
 * What the final step offers: the contact form, a link to the national police contact page in the
 * person's language, or the 'contact local police' button (the find-my-zone popup).
 */
export type ContactFinalAction = 'contact-form' | 'police-contact-page' | 'contact-local-police';

export interface ContactQuestionnaireView {
  /** The questions shown, in order: each appears only once the one before it is answered. */
  readonly questions: readonly ContactQuestion[];
  /** Known as soon as an answer decides it; the flow then jumps to the final step. */
  readonly procedure: ContactProcedure | undefined;
  readonly action: ContactFinalAction | undefined;
  /** 1 to 3 while a question is open, 4 on the final step. */
  readonly step: 1 | 2 | 3 | 4;
}

const UNANSWERED: QuestionnaireAnswer = { answered: false, yes: false };

export const INITIAL_CONTACT_QUESTIONNAIRE: ContactQuestionnaireState = {
  1: UNANSWERED,
  2: UNANSWERED,
  3: UNANSWERED,
};

/** Restart resets everything. */
export function restartContactQuestionnaire(): ContactQuestionnaireState {
  return INITIAL_CONTACT_QUESTIONNAIRE;
}

/**
 * Records an answer. The questions after it depended on the earlier answer, so they are cleared:
 * changing question 1 from 'no' to 'yes' must not keep an answer to question 3 that no longer applies.
 */
export function answerContactQuestion(
  state: ContactQuestionnaireState,
  question: ContactQuestion,
  yes: boolean,
): ContactQuestionnaireState {
  const next: Record<ContactQuestion, QuestionnaireAnswer> = { ...state };
  next[question] = { answered: true, yes };
  for (const later of CONTACT_QUESTIONS) if (later > question) next[later] = UNANSWERED;
  return next;
}

export function contactProcedure(state: ContactQuestionnaireState): ContactProcedure | undefined {
  if (!state[1].answered) return undefined;
  if (state[1].yes) return 'procedure1';
  if (!state[2].answered) return undefined;
  if (state[2].yes) return 'procedure2';
  if (!state[3].answered) return undefined;
  return state[3].yes ? 'procedure3_yes' : 'procedure3_no';
}

const ACTIONS: Readonly<Record<ContactProcedure, ContactFinalAction>> = {
  procedure1: 'contact-local-police',
  procedure2: 'contact-local-police',
  procedure3_yes: 'contact-form',
  procedure3_no: 'police-contact-page',
};

export function contactQuestionnaireView(state: ContactQuestionnaireState): ContactQuestionnaireView {
  const procedure = contactProcedure(state);
  const questions: ContactQuestion[] = [1];
  // A question shows once the previous one is answered and has not already decided the procedure.
  if (state[1].answered && !state[1].yes) questions.push(2);
  if (questions.includes(2) && state[2].answered && !state[2].yes) questions.push(3);
  const open = questions.find((question) => !state[question].answered);
  return {
    questions,
    procedure,
    action: procedure ? ACTIONS[procedure] : undefined,
    step: procedure ? 4 : (open ?? 4),
  };
}
