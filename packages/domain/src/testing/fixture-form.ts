import type { DateTime, DeclarationAddress, OverviewChannel } from '../declarations/common.ts';
import type { Declarant } from '../declarations/people.ts';
import type { FormDefinition, RegisteredForm } from '../forms/definition.ts';
import { attachmentsStep, channelItem, contactItems, declarantItems, momentItem } from '../forms/parts.ts';
import type { TextKey } from '../forms/summary-types.ts';
import type { Locale } from '../locale.ts';
import { EXAMPLE_PERSON } from './examples.ts';

/**
 * A form that exists only in tests (lost keys), added the way a new form is: one definition, with its
 * own texts. The route tables, the home tiles, the sent pages and the PDF must follow from it alone.
 */
export const FIXTURE_FORM_TEXTS: Readonly<Record<Locale, Readonly<Record<TextKey, string>>>> = {
  nl: {
    'lost-keys:title': 'Verlies van sleutels',
    'lost-keys:tile_title': 'Sleutels verloren',
    'lost-keys:tile_text': 'Meld het verlies van uw huis- of autosleutels.',
    'lost-keys:steps.declarant': 'Uw gegevens',
    'lost-keys:steps.fact': 'Het verlies',
    'lost-keys:steps.attachments': 'Bijlagen',
    'lost-keys:steps.overview': 'Overzicht',
    'lost-keys:fact.address': 'Waar hebt u ze verloren?',
    'lost-keys:fact.date': 'Wanneer?',
    'lost-keys:fact.description': 'Beschrijf de sleutels',
  },
  fr: {
    'lost-keys:title': 'Perte de clés',
    'lost-keys:tile_title': 'Clés perdues',
    'lost-keys:tile_text': 'Déclarez la perte de vos clés de maison ou de voiture.',
    'lost-keys:steps.declarant': 'Vos données',
    'lost-keys:steps.fact': 'La perte',
    'lost-keys:steps.attachments': 'Pièces jointes',
    'lost-keys:steps.overview': 'Aperçu',
    'lost-keys:fact.address': 'Où les avez-vous perdues ?',
    'lost-keys:fact.date': 'Quand ?',
    'lost-keys:fact.description': 'Décrivez les clés',
  },
  de: {
    'lost-keys:title': 'Verlust von Schlüsseln',
    'lost-keys:tile_title': 'Schlüssel verloren',
    'lost-keys:tile_text': 'Melden Sie den Verlust Ihrer Haus- oder Autoschlüssel.',
    'lost-keys:steps.declarant': 'Ihre Daten',
    'lost-keys:steps.fact': 'Der Verlust',
    'lost-keys:steps.attachments': 'Anhänge',
    'lost-keys:steps.overview': 'Übersicht',
    'lost-keys:fact.address': 'Wo haben Sie sie verloren?',
    'lost-keys:fact.date': 'Wann?',
    'lost-keys:fact.description': 'Beschreiben Sie die Schlüssel',
  },
};

/** A lost-keys declaration: the person form's declarant and place, its own description. */
interface LostKeysDeclaration {
  readonly form: 'lost-keys';
  readonly declarant: Declarant;
  readonly fact: {
    readonly address: DeclarationAddress;
    readonly datetime: DateTime;
    readonly description: string;
  };
  readonly attachments: readonly string[];
  readonly overview: { readonly channel: OverviewChannel };
}

export const FIXTURE_FORM_PAYLOAD: LostKeysDeclaration = {
  form: 'lost-keys',
  declarant: EXAMPLE_PERSON.declarant,
  fact: {
    address: EXAMPLE_PERSON.fact.address,
    datetime: { date: '02/03/2025', time: '08:30' },
    description: 'Een bos van drie sleutels aan een rode sleutelhanger met een fietslichtje.',
  },
  attachments: [],
  overview: { channel: 'email' },
};

export const LOST_KEYS_FORM: FormDefinition<LostKeysDeclaration> = {
  id: 'lost-keys',
  title: 'lost-keys:title',
  covers: (payload) => payload.form === 'lost-keys',
  filedBy: 'citizen',
  routes: [{ name: 'lost-keys', path: 'lost/keys' }],
  success: 'lost-keys',
  homeTile: { to: 'lost/keys', title: 'lost-keys:tile_title', text: 'lost-keys:tile_text' },
  steps: [
    { id: 'declarant', blocking: true, paths: [['declarant']] },
    { id: 'fact', paths: [['fact']] },
    { id: 'attachments', skippable: true, paths: [['attachments']] },
    { id: 'overview', paths: [['overview']] },
  ],
  summary: [
    {
      step: 'declarant',
      title: 'lost-keys:steps.declarant',
      items: [...declarantItems(), ...contactItems()],
    },
    {
      step: 'fact',
      title: 'lost-keys:steps.fact',
      items: [
        { question: 'lost-keys:fact.address', at: 'fact.address', say: 'address' },
        momentItem('lost-keys:fact.date', 'fact.datetime'),
        { question: 'lost-keys:fact.description', at: 'fact.description', say: 'text' },
      ],
    },
    attachmentsStep('attachments', 'lost-keys:steps.attachments'),
    { step: 'overview', title: 'lost-keys:steps.overview', items: [channelItem()] },
  ],
  placeOfFact: ({ fact }) => fact.address.munKey,
  recipient: ({ declarant }) => ({ rrn: declarant.rrn, email: declarant.email }),
};

/** The fixture among the registry's forms, as a new form's line in the registry would put it. */
export const FIXTURE_FORM = LOST_KEYS_FORM as unknown as RegisteredForm;
