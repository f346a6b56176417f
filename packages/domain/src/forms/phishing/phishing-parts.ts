import type { PhishingDeclaration } from '../../declarations/phishing.ts';
import { momentItem } from '../parts.ts';
import type { ShapeOf } from '../paths.ts';
import type { SummaryItem, SummaryStep } from '../summary-types.ts';

/** What both phishing payloads hold, which the shared steps ask. */
type Phishing = Pick<PhishingDeclaration, 'fact_author_infos' | 'fact_amounts'> & {
  readonly fact: Pick<PhishingDeclaration['fact'], 'datetime' | 'description'>;
};

/** The steps both phishing forms share: the author's contacts, the money lost and the fact. */

export const authorContactsStep: SummaryStep<ShapeOf<Phishing>> = {
  step: 'author',
  title: 'phishing:steps.author',
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
  ],
};

export const amountsStep: SummaryStep<ShapeOf<Phishing>> = {
  step: 'amounts',
  title: 'phishing:steps.amounts',
  items: [
    {
      list: 'fact_amounts',
      title: 'phishing:amounts.row',
      items: [
        { question: 'phishing:amounts.amount', at: 'amount', say: 'amount' },
        { question: 'phishing:amounts.iban', at: 'iban', say: 'iban' },
      ],
    },
  ],
  empty: 'phishing:overview.no_amounts',
};

export const phishingFactItems: SummaryItem<ShapeOf<Phishing>>[] = [
  momentItem<Phishing>('phishing:fact.date', 'fact.datetime'),
  { question: 'phishing:fact.description', at: 'fact.description', say: 'text' },
];
