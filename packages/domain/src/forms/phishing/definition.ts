import { PHISHING_CITIZEN_STEPS } from '../../declarations/phishing.ts';
import type { FormDefinition } from '../definition.ts';
import { attachmentsStep, channelItem, contactItems, declarantItems, victimItems } from '../parts.ts';
import { amountsStep, authorContactsStep, phishingFactItems } from './phishing-parts.ts';

/** The citizen's phishing declaration, /phishing (spec §2 Phishing wizard: eight steps). */
export const PHISHING_FORM: FormDefinition = {
  id: 'phishing',
  title: 'summary:forms.phishing',
  covers: (payload) => payload.form === 'phishing',
  filedBy: 'citizen',
  steps: PHISHING_CITIZEN_STEPS,
  summary: [
    { step: 'identification', title: 'phishing:steps.identification', items: declarantItems() },
    { step: 'victim', title: 'phishing:steps.victim', items: victimItems() },
    { step: 'contact', title: 'phishing:steps.contact', items: contactItems('declarant') },
    authorContactsStep,
    amountsStep,
    { step: 'fact', title: 'phishing:steps.fact', items: phishingFactItems },
    attachmentsStep('attachments', 'phishing:steps.attachments'),
    {
      step: 'overview',
      title: 'phishing:steps.overview',
      items: [{ question: 'phishing:overview.text', at: 'fact.overview', say: 'text' }, channelItem()],
    },
  ],
};
