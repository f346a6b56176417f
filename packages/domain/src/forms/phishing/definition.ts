import { PHISHING_FACT_TYPE } from '../../constants.ts';
import type { PhishingDeclaration } from '../../declarations/phishing.ts';
import type { FormDefinition } from '../definition.ts';
import { fieldStep } from '../fields.ts';
import { attachmentsStep, channelItem, contactItems, declarantItems, victimItems } from '../parts.ts';
import type { ShapeOf } from '../paths.ts';
import { amountsStep, authorContactsStep, phishingFactItems, phishingFactSteps } from './phishing-parts.ts';

type PhishingShape = ShapeOf<PhishingDeclaration>;

/**
 * Spec §2 Phishing wizard: the citizen's eight steps and their fields (decision 014: an issue belongs to
 * the step with the longest matching prefix, so the overview text, fact.overview, belongs to step 8 and
 * not to the fact step 6).
 */
export const PHISHING_CITIZEN_STEPS = [
  fieldStep<PhishingShape>({
    id: 'identification',
    blocking: true,
    fields: [
      {
        kind: 'signed-in-declarant',
        at: 'declarant',
        texts: {
          mandatory: 'phishing:identification.mandatory',
          alternatives: 'phishing:identification.alternatives',
        },
      },
    ],
  }),
  fieldStep<PhishingShape>({ id: 'victim', fields: [{ kind: 'victim', at: 'victim' }] }),
  fieldStep<PhishingShape>({ id: 'contact', fields: [{ kind: 'contact', at: 'declarant' }] }),
  ...phishingFactSteps('citizen'),
  fieldStep<PhishingShape>({
    id: 'attachments',
    skippable: true,
    fields: [{ kind: 'attachments', at: 'attachments' }],
  }),
  fieldStep<PhishingShape>({
    id: 'overview',
    fields: [
      { kind: 'review', at: '' },
      {
        kind: 'overview-text',
        at: 'fact.overview',
        texts: { label: 'phishing:overview.text', hint: 'phishing:overview.text_hint' },
      },
      { kind: 'channel', at: 'overview.channel' },
      { kind: 'honeypot', at: 'dog_color' },
    ],
    also: ['overview'],
  }),
];

/** The citizen's phishing declaration, /phishing (spec §2 Phishing wizard: eight steps). */
export const PHISHING_FORM: FormDefinition<PhishingDeclaration> = {
  id: 'phishing',
  title: 'summary:forms.phishing',
  covers: (payload) => payload.form === 'phishing',
  filedBy: 'citizen',
  routes: [{ name: 'phishing', path: 'phishing' }],
  success: 'phishing',
  hints: { next: 'success:hints.next.phishing', add: 'success:hints.add.phishing' },
  // The tile leads to the questionnaire, which tells whether this form is the right one.
  homeTile: {
    to: 'phishing/questionnaire',
    title: 'translation:home.tiles.phishing_title',
    text: 'translation:home.tiles.phishing_text',
  },
  steps: PHISHING_CITIZEN_STEPS,
  page: {
    texts: 'phishing',
    // 4: the consent questions (decision 048); a draft without them is set aside.
    draftVersion: 4,
    fixed: { form: 'phishing', fact: { type: PHISHING_FACT_TYPE } },
    // Spec §8: a 403 on the citizen's phishing form sends to the contact page.
    on403: 'contact-us',
  },
  // The victim's residence: the declarant's own, another person's, or the seat of an organisation.
  placeOfFact: (payload) =>
    payload.victim.declare_for === 'me' ? payload.declarant.address.munKey : payload.victim.address.munKey,
  recipient: ({ declarant }) => ({ rrn: declarant.rrn, email: declarant.email }),
  summary: [
    {
      step: 'identification',
      title: 'phishing:steps.identification',
      police: 'summary:police_sections.declarant',
      items: declarantItems(),
    },
    { step: 'victim', title: 'phishing:steps.victim', items: victimItems() },
    {
      step: 'contact',
      title: 'phishing:steps.contact',
      police: 'summary:police_sections.declarant_contact',
      items: contactItems(),
    },
    authorContactsStep,
    amountsStep,
    {
      step: 'fact',
      title: 'phishing:steps.fact',
      police: 'summary:police_sections.fact',
      items: phishingFactItems,
    },
    attachmentsStep('attachments', 'phishing:steps.attachments'),
    {
      step: 'overview',
      // The step's own title speaks of sending: the summary says what it holds.
      title: 'summary:sections.overview',
      items: [{ question: 'phishing:overview.text', at: 'fact.overview', say: 'text' }, channelItem()],
    },
  ],
};
