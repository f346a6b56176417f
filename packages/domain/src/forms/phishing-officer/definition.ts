import { PHISHING_FACT_TYPE } from '../../constants.ts';
import type { PhishingOfficerDeclaration } from '../../declarations/phishing.ts';
import type { FormDefinition } from '../definition.ts';
import { fieldStep } from '../fields.ts';
import { attachmentsItem, channelItem, identityItems, under } from '../parts.ts';
import type { ShapeOf } from '../paths.ts';
import {
  amountsStep,
  authorContactsStep,
  phishingFactItems,
  phishingFactSteps,
} from '../phishing/phishing-parts.ts';

type OfficerShape = ShapeOf<PhishingOfficerDeclaration>;

/**
 * Spec §2, §4 police flow: the officer's seven steps and their fields; the victim step cannot be passed
 * before a successful look-up (blocking); the officer sends from step 7, which also holds the channel.
 */
export const PHISHING_OFFICER_STEPS = [
  fieldStep<OfficerShape>({
    id: 'officer',
    fields: [
      {
        kind: 'officer',
        at: 'officer',
        texts: {
          intro: 'phishing:officer.read_only',
          last_name: 'phishing:officer.last_name',
          first_name: 'phishing:officer.first_name',
          matricule: 'phishing:officer.matricule',
        },
      },
    ],
  }),
  fieldStep<OfficerShape>({
    id: 'officer_victim',
    blocking: true,
    fields: [
      {
        kind: 'victim-lookup',
        at: 'victim',
        texts: {
          intro: 'phishing:officer.lookup_intro',
          name: 'phishing:identification.name',
          birth_date: 'phishing:identification.birth_date',
          address: 'phishing:identification.address',
          not_found: 'phishing:officer.not_found',
        },
      },
    ],
  }),
  fieldStep<OfficerShape>({
    id: 'officer_contact',
    fields: [
      {
        kind: 'victim-contact',
        at: 'victim',
        texts: {
          intro: 'phishing:officer.contact_intro',
          email: 'phishing:officer.email',
          email_confirmation: 'phishing:officer.email_confirmation',
          phone: 'phishing:officer.phone',
        },
      },
    ],
  }),
  ...phishingFactSteps('officer'),
  fieldStep<OfficerShape>({
    id: 'officer_attachments',
    fields: [
      { kind: 'attachments', at: 'attachments' },
      { kind: 'review', at: '' },
      { kind: 'channel', at: 'overview.channel' },
    ],
    also: ['overview', 'dog_color'],
  }),
];

/** An officer's phishing declaration for a victim found by rrn (spec §2, §4 police flow: seven steps). */
export const PHISHING_OFFICER_FORM: FormDefinition<PhishingOfficerDeclaration> = {
  id: 'phishing-officer',
  title: 'summary:forms.phishing_officer',
  covers: (payload) => payload.form === 'phishing_officer',
  filedBy: 'officer',
  routes: [{ name: 'police-phishing', path: 'phishing' }],
  success: 'phishing_officer',
  steps: PHISHING_OFFICER_STEPS,
  page: {
    texts: 'phishing',
    // 3: the consent questions (decision 048); a draft without them is set aside.
    draftVersion: 3,
    // An officer's form has no spam trap: the payload's is always empty.
    fixed: { form: 'phishing_officer', fact: { type: PHISHING_FACT_TYPE }, dog_color: '' },
    on403: 'step',
    testId: 'police-phishing',
    title: 'officer.title',
    warning: { text: 'officer.warning', close: 'officer.close_warning' },
    landing: true,
  },
  placeOfFact: ({ victim }) => victim.address.munKey,
  // The victim receives the summary of what the officer declared for them.
  recipient: ({ victim }) => ({ rrn: victim.rrn, email: victim.email }),
  summary: [
    {
      step: 'officer',
      title: 'phishing:steps.officer',
      police: 'summary:police_sections.officer',
      items: [
        { question: 'phishing:officer.last_name', at: 'officer.lastname', say: 'text' },
        { question: 'phishing:officer.first_name', at: 'officer.firstname', say: 'text' },
        { question: 'phishing:officer.matricule', at: 'officer.matricule', say: 'text' },
      ],
    },
    {
      step: 'officer_victim',
      title: 'phishing:steps.officer_victim',
      police: 'summary:police_sections.victim',
      items: under('victim', identityItems()),
    },
    {
      step: 'officer_contact',
      title: 'phishing:steps.officer_contact',
      items: [
        { question: 'phishing:officer.email', at: 'victim.email', say: 'text' },
        { question: 'phishing:officer.phone', at: 'victim.phone_number', say: 'phone' },
      ],
    },
    authorContactsStep,
    amountsStep,
    {
      step: 'fact',
      title: 'phishing:steps.fact',
      police: 'summary:police_sections.fact',
      items: phishingFactItems,
    },
    {
      step: 'officer_attachments',
      title: 'phishing:steps.attachments',
      items: [attachmentsItem, channelItem(true)],
    },
  ],
};
