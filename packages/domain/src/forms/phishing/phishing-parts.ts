import type { PhishingDeclaration } from '../../declarations/phishing.ts';
import { FIELD_KINDS, type FieldStep, fieldStep } from '../fields.ts';
import { momentItem, YES_NO } from '../parts.ts';
import type { ShapeOf } from '../paths.ts';
import type { SummaryItem, SummaryStep, TextKey } from '../summary-types.ts';

/** What both phishing payloads hold, which the shared steps ask. */
type Phishing = Pick<
  PhishingDeclaration,
  'fact_author_infos' | 'takedown' | 'fact_amounts' | 'bank_notice'
> & {
  readonly fact: Pick<PhishingDeclaration['fact'], 'datetime' | 'description'>;
};

/** The steps both phishing forms share: the author's contacts, the money lost and the fact. */

type PhishingShape = ShapeOf<Phishing>;

/**
 * The phishing texts of the shared steps, in the officer's words about the victim (`officer_voice.*`)
 * where the officer's form has its own (issue 21).
 */
const voiced = (officer: boolean, key: string, own: readonly string[]): TextKey =>
  officer && own.includes(key) ? `phishing:officer_voice.${key}` : `phishing:${key}`;

/**
 * Steps 4 to 6 of both forms (spec §2): how the author reached the victim, the money lost, and when and
 * what happened; asked of the citizen about themselves, or of the officer about the victim.
 */
export function phishingFactSteps(voice: 'citizen' | 'officer'): FieldStep<PhishingShape>[] {
  const officer = voice === 'officer';
  const own = [
    'author.intro',
    'author.account_hint',
    'amounts.question',
    'takedown.legend',
    'bank_notice.legend',
    'bank_notice.account_hint',
    'fact.time_hint',
    'fact.description_hint',
  ];
  const text = (key: string) => voiced(officer, key, own);
  const texts = <N extends string>(base: string, names: readonly N[], key = (name: N) => `${base}.${name}`) =>
    Object.fromEntries(names.map((name) => [name, text(key(name))])) as Record<N, TextKey>;
  return [
    fieldStep<PhishingShape>({
      id: 'author',
      fields: [
        {
          kind: 'author-contacts',
          at: 'fact_author_infos',
          texts: texts('author', FIELD_KINDS['author-contacts'].texts, (name) =>
            name.startsWith('type_') ? `author.types.${name.slice('type_'.length)}` : `author.${name}`,
          ),
        },
        // Asked when an e-mail address or a website is listed (decision 048).
        {
          kind: 'takedown-consent',
          at: 'takedown',
          texts: texts('takedown', FIELD_KINDS['takedown-consent'].texts),
        },
      ],
    }),
    fieldStep<PhishingShape>({
      id: 'amounts',
      fields: [
        {
          kind: 'amounts',
          at: 'fact_amounts',
          texts: texts('amounts', FIELD_KINDS.amounts.texts),
        },
        // Asked when money left (decision 048).
        {
          kind: 'bank-notice',
          at: 'bank_notice',
          texts: texts('bank_notice', FIELD_KINDS['bank-notice'].texts),
        },
      ],
    }),
    fieldStep<PhishingShape>({
      id: 'fact',
      fields: [
        { kind: 'moment', at: 'fact.datetime', texts: texts('fact', FIELD_KINDS.moment.texts) },
        {
          kind: 'description',
          at: 'fact.description',
          texts: { label: text('fact.description'), hint: text('fact.description_hint') },
        },
      ],
      // The fact's code is the form's (page.fixed); its overview text belongs to the citizen's overview.
      also: ['fact'],
    }),
  ];
}

export const authorContactsStep: SummaryStep<ShapeOf<Phishing>> = {
  step: 'author',
  title: 'phishing:steps.author',
  police: 'summary:police_sections.author',
  items: [
    {
      list: 'fact_author_infos',
      items: [
        {
          question: {
            by: 'type',
            keys: {
              1: 'phishing:author.types.email',
              2: 'phishing:author.types.url',
              3: 'phishing:author.types.phone',
              4: 'phishing:author.types.account',
            },
          },
          at: '',
          say: 'author-contact',
        },
      ],
    },
    { question: 'phishing:takedown.legend', at: 'takedown', say: YES_NO },
  ],
};

export const amountsStep: SummaryStep<ShapeOf<Phishing>> = {
  step: 'amounts',
  title: 'phishing:steps.amounts',
  items: [
    {
      list: 'fact_amounts',
      title: 'phishing:amounts.row',
      total: { question: 'summary:answers.amounts_total', at: 'amount' },
      items: [
        { question: 'phishing:amounts.amount', at: 'amount', say: 'amount' },
        { question: 'phishing:amounts.iban', at: 'iban', say: 'iban' },
      ],
    },
    { question: 'phishing:bank_notice.legend', at: 'bank_notice.consent', say: YES_NO },
    { question: 'phishing:bank_notice.account', at: 'bank_notice.account', say: 'iban' },
  ],
  empty: 'phishing:overview.no_amounts',
};

export const phishingFactItems: SummaryItem<ShapeOf<Phishing>>[] = [
  momentItem<Phishing>('phishing:fact.date', 'fact.datetime'),
  { question: 'phishing:fact.description', at: 'fact.description', say: 'text' },
];
