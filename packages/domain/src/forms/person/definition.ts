import { CRIME_TYPES } from '../../declarations/crime-types.ts';
import type { PersonDeclaration } from '../../declarations/person-form.ts';
import type { StepDefinition } from '../../wizard/wizard.ts';
import type { FormDefinition } from '../definition.ts';
import {
  attachmentsStep,
  channelItem,
  contactItems,
  DECLARANT_CONTACT_PATHS,
  declarantItems,
  momentItem,
} from '../parts.ts';
import type { TextKey } from '../summary-types.ts';

/** Spec §3 Step (wizard): the person form's six steps, each with the payload paths it fills. */
export const PERSON_STEPS: readonly StepDefinition[] = [
  { id: 'crime_type', blocking: true, paths: [['fact', 'type']] },
  { id: 'declarant_authentication', blocking: true, paths: [['declarant']] },
  { id: 'declarant_contact_data', paths: DECLARANT_CONTACT_PATHS },
  { id: 'fact_information', paths: [['fact']] },
  { id: 'attachments', skippable: true, paths: [['attachments']] },
  { id: 'declaration_overview', paths: [['overview'], ['dog_color'], ['form'], ['debug']] },
];

/** Each crime type by its name; the zone reads its code in brackets (summary:answers.crime_type). */
const CRIME_TYPE_NAMES = Object.fromEntries(
  CRIME_TYPES.map(({ code, name }) => [code, `person:crime_type.types.${name}` as TextKey]),
);

/** Other non-urgent facts against persons, /person (spec §2 Person form). */
export const PERSON_FORM: FormDefinition<PersonDeclaration> = {
  id: 'person',
  title: 'summary:forms.person',
  covers: (payload) => payload.form === 'person',
  filedBy: 'citizen',
  routes: [{ name: 'person', path: 'person' }],
  success: 'person',
  homeTile: {
    to: 'person/start',
    title: 'translation:home.tiles.person_title',
    text: 'translation:home.tiles.person_text',
  },
  steps: PERSON_STEPS,
  // Online, the zone of the person's residence: the victim's, as for phishing.
  placeOfFact: ({ fact, declarant }) => ('address' in fact ? fact.address : declarant.address).munKey,
  recipient: ({ declarant }) => ({ rrn: declarant.rrn, email: declarant.email }),
  summary: [
    {
      step: 'crime_type',
      title: 'person:steps.crime_type',
      items: [{ question: 'person:crime_type.legend', at: 'fact.type', say: { coded: CRIME_TYPE_NAMES } }],
    },
    {
      step: 'declarant_authentication',
      title: 'person:steps.declarant_authentication',
      items: declarantItems(),
    },
    {
      step: 'declarant_contact_data',
      title: 'person:steps.declarant_contact_data',
      items: contactItems(),
    },
    {
      step: 'fact_information',
      title: 'person:steps.fact_information',
      items: [
        {
          question: 'person:fact.place',
          at: 'fact.place',
          say: {
            choice: {
              address: 'person:fact.place_address',
              online: 'person:fact.place_online',
              municipality: 'person:fact.place_municipality',
            },
          },
        },
        { question: 'person:fact.address', at: 'fact.address', say: 'address' },
        momentItem<PersonDeclaration>('person:fact.date', 'fact.datetime'),
        { question: 'person:fact.description', at: 'fact.description', say: 'text' },
      ],
    },
    attachmentsStep('attachments', 'person:steps.attachments'),
    { step: 'declaration_overview', title: 'summary:sections.overview', items: [channelItem()] },
  ],
};
