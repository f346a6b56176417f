import type { AnswerItem, Say, SummaryItem, SummaryStep, TextKey } from './summary-types.ts';

/** Parts of a summary that several forms share: the same questions, asked by the same shared steps. */

export const YES_NO: Say = { choice: { true: 'summary:answers.yes', false: 'summary:answers.no' } };

/** A question at a path under `base`, said as `say`. */
const at =
  (base: string) =>
  (question: TextKey, path: string, say: Say = 'text'): AnswerItem => ({
    question,
    at: base ? `${base}.${path}` : path,
    say,
  });

/** Who a person is, as the registry or the person gives it: names, rrn, birth date, nationality, address. */
export function identityItems(base: string): SummaryItem[] {
  const item = at(base);
  return [
    item('declaration-steps:declarant.lastname', 'lastname'),
    item('declaration-steps:declarant.firstname', 'firstname'),
    item('declaration-steps:declarant.rrn', 'rrn', 'rrn'),
    item('declaration-steps:declarant.birth_date', 'birth_date', 'date'),
    item('declaration-steps:declarant.nationality', 'nationality', 'nationality'),
    item('declaration-steps:declarant.address', 'address', 'address'),
  ];
}

/** How the declarant was identified, and who they are (declarant step of every citizen form). */
export function declarantItems(base = 'declarant'): SummaryItem[] {
  const item = at(base);
  return [
    item('declaration-steps:declarant.legend', 'identification', {
      choice: {
        federal: 'declaration-steps:declarant.federal',
        manual: 'declaration-steps:declarant.manual',
      },
    }),
    ...identityItems(base),
    item('translation:fields.iban', 'iban', 'iban'),
  ];
}

/** The declarant's e-mail and phone (contact step). */
export function contactItems(base: string): SummaryItem[] {
  const item = at(base);
  return [
    item('declaration-steps:contact.email', 'email'),
    item('declaration-steps:contact.phone', 'phone_number', 'phone'),
  ];
}

const organisationItems = (base: string, when?: AnswerItem['when']): SummaryItem[] => {
  const item = at(base);
  return [
    item('declaration-steps:victim.organisation_chosen', 'name'),
    item('declaration-steps:victim.organisation_number', 'number', 'enterprise-number'),
    item('summary:answers.legal_form', 'legal_form'),
    item('declaration-steps:victim.organisation_address', 'address', 'address'),
  ].map((answer) => (when ? { ...answer, when } : answer));
};

/** For whom the declaration is made, and that victim (victim step of the citizen forms). */
export function victimItems(): SummaryItem[] {
  const item = at('victim');
  const someoneElse = { at: 'victim.declare_for', is: ['someone-else'] };
  return [
    item('declaration-steps:victim.legend', 'declare_for', {
      choice: {
        me: 'declaration-steps:victim.me',
        'someone-else': 'declaration-steps:victim.someone_else',
        organisation: 'declaration-steps:victim.organisation',
      },
    }),
    ...[
      item('declaration-steps:victim.lastname', 'lastname'),
      item('declaration-steps:victim.firstname', 'firstname'),
      item('declaration-steps:victim.birth_date', 'birth_date', 'date'),
      item('declaration-steps:victim.nationality', 'nationality', 'nationality'),
      item('declaration-steps:victim.address', 'address', 'address'),
      item('declaration-steps:victim.email', 'email'),
      item('declaration-steps:victim.phone', 'phone_number', 'phone'),
    ].map((answer) => ({ ...answer, when: someoneElse })),
    ...organisationItems('victim', { at: 'victim.declare_for', is: ['organisation'] }),
  ];
}

/** The enterprise victim of the cable form, which has no other choice. */
export function enterpriseVictimItems(): SummaryItem[] {
  return organisationItems('victim');
}

/** The files by name and size (and SHA-256 once received), one a line. */
export const attachmentsItem: AnswerItem = {
  question: 'wizard:attachments.list',
  at: 'attachments',
  say: 'attachments',
};

/** The attachments step of the citizen forms. */
export function attachmentsStep(step: string, title: TextKey): SummaryStep {
  return { step, title, items: [attachmentsItem], empty: 'summary:answers.no_attachments' };
}

/** The contact step's paths: the declarant's e-mail, its confirmation and phone. */
export const DECLARANT_CONTACT_PATHS = [
  ['declarant', 'email'],
  ['declarant', 'email_confirmation'],
  ['declarant', 'phone_number'],
] as const;

/** How the summary reaches the declarant (or, from an officer, the victim). */
export function channelItem(forVictim = false): AnswerItem {
  return {
    question: forVictim
      ? 'declaration-steps:overview.channel_legend_victim'
      : 'declaration-steps:overview.channel_legend',
    at: 'overview.channel',
    say: {
      choice: forVictim
        ? { ebox: 'declaration-steps:overview.ebox_victim', email: 'declaration-steps:overview.email' }
        : { ebox: 'declaration-steps:overview.ebox', email: 'declaration-steps:overview.email' },
    },
  };
}

/** A fact's moment, typed as a date and an hour. */
export function momentItem(question: TextKey, path: string): AnswerItem {
  return { question, at: path, say: 'moment' };
}
