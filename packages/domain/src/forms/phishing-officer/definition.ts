import { PHISHING_OFFICER_STEPS } from '../../declarations/phishing.ts';
import type { FormDefinition } from '../definition.ts';
import { attachmentsItem, channelItem, identityItems } from '../parts.ts';
import { amountsStep, authorContactsStep, phishingFactItems } from '../phishing/phishing-parts.ts';

/** An officer's phishing declaration for a victim found by rrn (spec §2, §4 police flow: seven steps). */
export const PHISHING_OFFICER_FORM: FormDefinition = {
  id: 'phishing_officer',
  title: 'summary:forms.phishing_officer',
  covers: (payload) => payload.form === 'phishing_officer',
  filedBy: 'officer',
  steps: PHISHING_OFFICER_STEPS,
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
      items: identityItems('victim'),
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
      title: 'phishing:steps.officer_attachments',
      items: [attachmentsItem, channelItem(true)],
    },
  ],
};
