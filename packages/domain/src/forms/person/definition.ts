import {
  CRIME_TYPE_CODES,
  CRIME_TYPES,
  LOST_OBJECT_CRIME_TYPE,
  QUICK_EXIT_CRIME_TYPES,
  REPEATED_CRIME_TYPES,
} from '../../declarations/crime-types.ts';
import type { PersonDeclaration } from '../../declarations/person-form.ts';
import type { FormDefinition } from '../definition.ts';
import { fieldStep } from '../fields.ts';
import { attachmentsStep, channelItem, contactItems, declarantItems, momentItem } from '../parts.ts';
import type { ShapeOf } from '../paths.ts';
import type { TextKey } from '../summary-types.ts';

type PersonShape = ShapeOf<PersonDeclaration>;

/**
 * The fact type's own hint for the description: a loss has one (an object's asks less, its kind, brand
 * and numbers being asked above it), every other type the same.
 */
const DESCRIPTION_HINT = {
  by: 'fact.type',
  keys: { '0575': 'person:fact.hint_object_loss', '0574': 'person:fact.hint_loss' },
  otherwise: 'person:fact.hint_other',
} as const;

/** A fact that may go on for weeks is asked once or over a period (issue 33); any other, its moment. */
const REPEATED = { at: 'fact.type', is: REPEATED_CRIME_TYPES } as const;
const ONCE = {
  at: 'fact.type',
  is: CRIME_TYPE_CODES.filter((code) => !REPEATED_CRIME_TYPES.includes(code)),
} as const;

/** Spec §3 Step (wizard): the person form's six steps and their fields. */
export const PERSON_STEPS = [
  fieldStep<PersonShape>({
    id: 'crime_type',
    blocking: true,
    fields: [{ kind: 'crime-type', at: 'fact.type' }],
  }),
  fieldStep<PersonShape>({
    id: 'declarant_authentication',
    blocking: true,
    fields: [{ kind: 'declarant', at: 'declarant', answeredBy: 'sign-in' }],
  }),
  fieldStep<PersonShape>({ id: 'declarant_contact_data', fields: [{ kind: 'contact', at: 'declarant' }] }),
  fieldStep<PersonShape>({
    id: 'fact_information',
    fields: [
      {
        kind: 'lost-object',
        at: 'fact.lost_object',
        when: { at: 'fact.type', is: [LOST_OBJECT_CRIME_TYPE] },
        texts: {
          legend: 'person:lost_object.title',
          search: 'person-facts:lost_object.search',
          search_hint: 'person-facts:lost_object.search_hint',
          other: 'person-facts:lost_object.other',
          other_hint: 'person-facts:lost_object.other_hint',
          brand: 'person:lost_object.brand',
          serial_number: 'person:lost_object.serial_number',
          serial_number_hint: 'person-facts:lost_object.serial_number_hint',
          imei: 'person:lost_object.imei',
          imei_hint: 'person-facts:lost_object.imei_hint',
        },
      },
      {
        kind: 'fact-place',
        at: 'fact',
        texts: {
          legend: 'person:fact.place',
          address: 'person:fact.address',
          municipality: 'person:fact.municipality',
          address_hint: 'person:fact.address_hint',
          online_note: 'person:fact.online_note',
          place_address: 'person:fact.place_address',
          place_online: 'person:fact.place_online',
          place_online_hint: 'person:fact.place_online_hint',
          place_municipality: 'person:fact.place_municipality',
          place_municipality_hint: 'person:fact.place_municipality_hint',
        },
      },
      {
        kind: 'moment',
        at: 'fact.datetime',
        when: ONCE,
        texts: { date: 'person:fact.date', time: 'person:fact.time', time_hint: 'person:fact.time_hint' },
      },
      {
        kind: 'moment-or-period',
        at: 'fact',
        when: REPEATED,
        texts: {
          legend: 'person-facts:period.legend',
          once: 'person-facts:period.once',
          period: 'person-facts:period.period',
          period_hint: 'person-facts:period.period_hint',
          date: 'person:fact.date',
          time: 'person:fact.time',
          time_hint: 'person:fact.time_hint',
          start_date: 'person:fact.period_start',
          end_date: 'person:fact.period_end',
          end_date_hint: 'person-facts:period.end_date_hint',
          start_name: 'person-facts:period.start_name',
        },
      },
      {
        kind: 'description',
        at: 'fact.description',
        texts: { label: 'person:fact.description', hint: DESCRIPTION_HINT },
      },
    ],
  }),
  fieldStep<PersonShape>({
    id: 'attachments',
    skippable: true,
    fields: [{ kind: 'attachments', at: 'attachments' }],
  }),
  fieldStep<PersonShape>({
    id: 'declaration_overview',
    fields: [
      { kind: 'review', at: '' },
      { kind: 'channel', at: 'overview.channel' },
      { kind: 'honeypot', at: 'dog_color' },
    ],
    also: ['overview', 'form', 'debug'],
  }),
];

/** Each crime type by its name; the zone reads its code in brackets (summary:answers.crime_type). */
const CRIME_TYPE_NAMES = Object.fromEntries(
  CRIME_TYPES.map(({ code, name }) => [code, `person:crime_type.types.${name}` as TextKey]),
);

/** Other non-urgent facts against persons, /person (spec §2 Person form). */
export const PERSON_FORM: FormDefinition<PersonDeclaration> = {
  id: 'person',
  // Named by its crime type in words (issue 33): a lost bag is a loss, not "a fact against persons".
  title: { by: 'fact.type', keys: CRIME_TYPE_NAMES, otherwise: 'summary:forms.person' },
  covers: (payload) => payload.form === 'person',
  filedBy: 'citizen',
  routes: [{ name: 'person', path: 'person' }],
  success: 'person',
  // What to do next and what to add later, by crime type (issue 33): a loss is not a threat.
  hints: {
    next: {
      by: 'fact.type',
      keys: {
        '0575': 'success:hints.next.object_loss',
        '0574': 'success:hints.next.document_loss',
        '0454': 'success:hints.next.swindling',
      },
      otherwise: 'success:hints.next.person',
    },
    add: {
      by: 'fact.type',
      keys: { '0575': 'success:hints.add.loss', '0574': 'success:hints.add.loss' },
      otherwise: 'success:hints.add.person',
    },
  },
  homeTile: {
    to: 'person/start',
    title: 'translation:home.tiles.person_title',
    text: 'translation:home.tiles.person_text',
  },
  steps: PERSON_STEPS,
  referenceChecks: ['lost-object'],
  page: {
    texts: 'person',
    // 3: the fact step asks a repeated fact's period and a lost object (issue 33).
    draftVersion: 3,
    fixed: { form: 'person' },
    quickExit: { at: 'fact.type', is: QUICK_EXIT_CRIME_TYPES },
    // Spec §8: on the person form a 403 is told on the last step (error_403), with the contact button.
    on403: 'step',
  },
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
      police: 'summary:police_sections.declarant',
      items: declarantItems(),
    },
    {
      step: 'declarant_contact_data',
      title: 'person:steps.declarant_contact_data',
      police: 'summary:police_sections.declarant_contact',
      items: contactItems(),
    },
    {
      step: 'fact_information',
      title: 'person:steps.fact_information',
      police: 'summary:police_sections.fact',
      items: [
        // What was lost, in words: the catalogue's name in the reader's language (issue 33).
        { question: 'person:lost_object.title', at: 'fact.lost_object.object', say: 'object' },
        { question: 'person:lost_object.brand', at: 'fact.lost_object.brand', say: 'text' },
        { question: 'person:lost_object.serial_number', at: 'fact.lost_object.serial_number', say: 'text' },
        { question: 'person:lost_object.imei', at: 'fact.lost_object.imei', say: 'text' },
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
        { question: 'person:fact.period_start', at: 'fact.period.start_date', say: 'date' },
        { question: 'person:fact.period_end', at: 'fact.period.end_date', say: 'date' },
        { question: 'person:fact.description', at: 'fact.description', say: 'text' },
      ],
    },
    attachmentsStep('attachments', 'person:steps.attachments'),
    { step: 'declaration_overview', title: 'summary:sections.overview', items: [channelItem()] },
  ],
};
