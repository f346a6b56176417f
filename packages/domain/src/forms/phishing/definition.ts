import type { PhishingDeclaration } from '../../declarations/phishing.ts';
import type { StepDefinition } from '../../wizard/wizard.ts';
import type { FormDefinition } from '../definition.ts';
import { attachmentsStep, channelItem, contactItems, declarantItems, victimItems } from '../parts.ts';
import { amountsStep, authorContactsStep, phishingFactItems } from './phishing-parts.ts';

/**
 * Spec §2 Phishing wizard: the citizen's eight steps, each with the payload paths it fills (decision 014:
 * an issue belongs to the step with the longest matching prefix, so the overview text, fact.overview,
 * belongs to step 8 and not to the fact step 6).
 */
export const PHISHING_CITIZEN_STEPS: readonly StepDefinition[] = [
  { id: 'identification', blocking: true, paths: [['declarant']] },
  { id: 'victim', paths: [['victim']] },
  {
    id: 'contact',
    paths: [
      ['declarant', 'email'],
      ['declarant', 'email_confirmation'],
      ['declarant', 'phone_number'],
    ],
  },
  { id: 'author', paths: [['fact_author_infos']] },
  { id: 'amounts', paths: [['fact_amounts']] },
  { id: 'fact', paths: [['fact']] },
  { id: 'attachments', skippable: true, paths: [['attachments']] },
  { id: 'overview', paths: [['overview'], ['fact', 'overview'], ['dog_color']] },
];

/** The citizen's phishing declaration, /phishing (spec §2 Phishing wizard: eight steps). */
export const PHISHING_FORM: FormDefinition<PhishingDeclaration> = {
  id: 'phishing',
  title: 'summary:forms.phishing',
  covers: (payload) => payload.form === 'phishing',
  filedBy: 'citizen',
  routes: [{ name: 'phishing', path: 'phishing' }],
  success: 'phishing',
  // The tile leads to the questionnaire, which tells whether this form is the right one.
  homeTile: {
    to: 'phishing/questionnaire',
    title: 'translation:home.tiles.phishing_title',
    text: 'translation:home.tiles.phishing_text',
  },
  steps: PHISHING_CITIZEN_STEPS,
  // The victim's residence: the declarant's own, another person's, or the seat of an organisation.
  placeOfFact: (payload) =>
    payload.victim.declare_for === 'me' ? payload.declarant.address.munKey : payload.victim.address.munKey,
  recipient: ({ declarant }) => ({ rrn: declarant.rrn, email: declarant.email }),
  summary: [
    { step: 'identification', title: 'phishing:steps.identification', items: declarantItems() },
    { step: 'victim', title: 'phishing:steps.victim', items: victimItems() },
    { step: 'contact', title: 'phishing:steps.contact', items: contactItems() },
    authorContactsStep,
    amountsStep,
    { step: 'fact', title: 'phishing:steps.fact', items: phishingFactItems },
    attachmentsStep('attachments', 'phishing:steps.attachments'),
    {
      step: 'overview',
      // The step's own title speaks of sending: the summary says what it holds.
      title: 'summary:sections.overview',
      items: [{ question: 'phishing:overview.text', at: 'fact.overview', say: 'text' }, channelItem()],
    },
  ],
};
