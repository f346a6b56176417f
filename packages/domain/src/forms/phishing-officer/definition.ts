import type { PhishingOfficerDeclaration } from '../../declarations/phishing.ts';
import type { StepDefinition } from '../../wizard/wizard.ts';
import type { FormDefinition } from '../definition.ts';
import { attachmentsItem, channelItem, identityItems, under } from '../parts.ts';
import { amountsStep, authorContactsStep, phishingFactItems } from '../phishing/phishing-parts.ts';

/**
 * Spec §2, §4 police flow: the officer's seven steps; the victim step cannot be passed before a
 * successful look-up (blocking); the officer sends from step 7, which also holds the channel.
 */
export const PHISHING_OFFICER_STEPS: readonly StepDefinition[] = [
  { id: 'officer', paths: [['officer']] },
  { id: 'officer_victim', blocking: true, paths: [['victim']] },
  {
    id: 'officer_contact',
    paths: [
      ['victim', 'email'],
      ['victim', 'email_confirmation'],
      ['victim', 'phone_number'],
    ],
  },
  { id: 'author', paths: [['fact_author_infos']] },
  { id: 'amounts', paths: [['fact_amounts']] },
  { id: 'fact', paths: [['fact']] },
  { id: 'officer_attachments', paths: [['attachments'], ['overview'], ['dog_color']] },
];

/** An officer's phishing declaration for a victim found by rrn (spec §2, §4 police flow: seven steps). */
export const PHISHING_OFFICER_FORM: FormDefinition<PhishingOfficerDeclaration> = {
  id: 'phishing_officer',
  title: 'summary:forms.phishing_officer',
  covers: (payload) => payload.form === 'phishing_officer',
  filedBy: 'officer',
  routes: [{ name: 'police-phishing', path: 'phishing' }],
  success: 'phishing_officer',
  steps: PHISHING_OFFICER_STEPS,
  placeOfFact: ({ victim }) => victim.address.munKey,
  // The victim receives the summary of what the officer declared for them.
  recipient: ({ victim }) => ({ rrn: victim.rrn, email: victim.email }),
  summary: [
    {
      step: 'officer',
      title: 'phishing:steps.officer',
      items: [
        { question: 'phishing:officer.last_name', at: 'officer.lastname', say: 'text' },
        { question: 'phishing:officer.first_name', at: 'officer.firstname', say: 'text' },
        { question: 'phishing:officer.matricule', at: 'officer.matricule', say: 'text' },
      ],
    },
    {
      step: 'officer_victim',
      title: 'phishing:steps.officer_victim',
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
    { step: 'fact', title: 'phishing:steps.fact', items: phishingFactItems },
    {
      step: 'officer_attachments',
      title: 'phishing:steps.attachments',
      items: [attachmentsItem, channelItem(true)],
    },
  ],
};
