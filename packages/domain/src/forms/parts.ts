import type { Declarant, OrganisationVictim, Person, Victim } from '../declarations/people.ts';
import type { PathIn, Shape, ShapeOf, Under } from './paths.ts';
import type { AnswerItem, Say, SummaryItem, SummaryStep, TextKey } from './summary-types.ts';

/** Parts of a summary that several forms share: the same questions, asked by the same shared steps. */

type Attachments = { readonly attachments: readonly string[] };

export const YES_NO: Say = { choice: { true: 'summary:answers.yes', false: 'summary:answers.no' } };

/** A question asked of a context of shape S (a part of the payload), its path checked against S. */
export const answerIn =
  <S extends Shape>() =>
  (question: TextKey, at: S['paths'], say: Say = 'text'): AnswerItem<S> => ({ question, at, say });

/** A question asked of a context C, its path checked against C. */
export const answerOf = <C>() => answerIn<ShapeOf<C>>();

const prefixed = (key: string, path: string) => (path ? `${key}.${path}` : key);

/**
 * A part's items asked of the payload's field `key`: its paths (and its conditions') put under the key.
 * A form takes them only where its payload has that field with at least the part's paths.
 */
export function under<K extends string, S extends Shape>(
  key: K,
  items: readonly SummaryItem<S>[],
): SummaryItem<Under<K, S>>[] {
  return (items as readonly SummaryItem[]).map((item): SummaryItem => {
    const when = item.when && { ...item.when, at: prefixed(key, item.when.at) };
    const moved =
      'list' in item ? { ...item, list: prefixed(key, item.list) } : { ...item, at: prefixed(key, item.at) };
    return when ? { ...moved, when } : moved;
  }) as unknown as SummaryItem<Under<K, S>>[];
}

/** Who a person is, as the registry or the person gives it: names, rrn, birth date, nationality, address. */
export function identityItems(): SummaryItem<ShapeOf<Person>>[] {
  const item = answerOf<Person>();
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
export function declarantItems() {
  const item = answerOf<Declarant>();
  return under('declarant', [
    item('declaration-steps:declarant.legend', 'identification', {
      choice: {
        federal: 'declaration-steps:declarant.federal',
        manual: 'declaration-steps:declarant.manual',
      },
    }),
    ...identityItems(),
    item('translation:fields.iban', 'iban', 'iban'),
  ]);
}

/** The declarant's e-mail and phone (contact step). */
export function contactItems() {
  const item = answerOf<Declarant>();
  return under('declarant', [
    item('declaration-steps:contact.email', 'email'),
    item('declaration-steps:contact.phone', 'phone_number', 'phone'),
  ]);
}

const organisationItems = (): AnswerItem<ShapeOf<OrganisationVictim>>[] => {
  const item = answerOf<OrganisationVictim>();
  return [
    item('declaration-steps:victim.organisation_chosen', 'name'),
    item('declaration-steps:victim.organisation_number', 'number', 'enterprise-number'),
    item('summary:answers.legal_form', 'legal_form'),
    item('declaration-steps:victim.organisation_address', 'address', 'address'),
  ];
};

/** For whom the declaration is made, and that victim (victim step of the citizen forms). */
export function victimItems() {
  const item = answerOf<Victim>();
  const when = (declare_for: Victim['declare_for']) => ({ at: 'declare_for' as const, is: [declare_for] });
  return under('victim', [
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
    ].map((answer) => ({ ...answer, when: when('someone-else') })),
    ...organisationItems().map((answer) => ({ ...answer, when: when('organisation') })),
  ]);
}

/** The enterprise victim of the cable form, which has no other choice. */
export function enterpriseVictimItems() {
  return under('victim', organisationItems());
}

/** The files by name and size (and SHA-256 once received), one a line. */
export const attachmentsItem: AnswerItem<ShapeOf<Attachments>> = {
  question: 'wizard:attachments.list',
  at: 'attachments',
  say: 'attachments',
};

/** The attachments step of the citizen forms. */
export function attachmentsStep(step: string, title: TextKey): SummaryStep<ShapeOf<Attachments>> {
  return { step, title, items: [attachmentsItem], empty: 'summary:answers.no_attachments' };
}

/** The contact step's paths: the declarant's e-mail, its confirmation and phone. */
export const DECLARANT_CONTACT_PATHS = [
  ['declarant', 'email'],
  ['declarant', 'email_confirmation'],
  ['declarant', 'phone_number'],
] as const;

/** How the summary reaches the declarant (or, from an officer, the victim). */
export function channelItem(
  forVictim = false,
): AnswerItem<ShapeOf<{ readonly overview: { readonly channel: string } }>> {
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
export function momentItem<C>(question: TextKey, path: PathIn<C>): AnswerItem<ShapeOf<C>> {
  return { question, at: path, say: 'moment' };
}
