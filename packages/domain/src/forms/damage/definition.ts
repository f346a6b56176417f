import type { DegradationDeclaration } from '../../declarations/degradation.ts';
import { DEGRADATION_FACT_TYPES } from '../../declarations/degradation-categories.ts';
import type { FormDefinition, WizardPage } from '../definition.ts';
import { attachmentsStep, channelItem, contactItems, declarantItems, victimItems } from '../parts.ts';
import type { ShapeOf } from '../paths.ts';
import { damagedObjectsStep, damageFactStep, damageSteps } from './damage-parts.ts';

/** The damage forms' wizard page: at /degradation various damage, at /degradation/graffiti graffiti. */
export const DAMAGE_PAGE: WizardPage<ShapeOf<DegradationDeclaration>> = {
  texts: 'degradation',
  // 3: the values are the fields' (decision 046); a draft of the page before is set aside.
  draftVersion: 3,
  fixed: { form: 'degradation' },
  routes: {
    degradation: {
      fixed: { category: 'various', fact: { type: DEGRADATION_FACT_TYPES.various } },
      title: 'title.various',
      intro: 'intro.various',
    },
    'degradation-graffiti': {
      fixed: { category: 'graffitis', fact: { type: DEGRADATION_FACT_TYPES.graffitis } },
      title: 'title.graffitis',
      intro: 'intro.graffitis',
    },
  },
  trail: [{ title: 'translation:theft_and_degradation.title', to: 'theft-and-degradation' }],
  testId: 'degradation',
  // Spec §8: a 403 on a damage form sends to the contact page.
  on403: 'contact-us',
};

/** Damage to property and graffiti, /degradation and /degradation/graffiti (spec §2 Degradation wizard). */
export const DAMAGE_FORM: FormDefinition<DegradationDeclaration> = {
  id: 'damage',
  title: { by: 'category', keys: { various: 'summary:forms.various', graffitis: 'summary:forms.graffitis' } },
  covers: (payload) =>
    payload.form === 'degradation' && (payload.category === 'various' || payload.category === 'graffitis'),
  filedBy: 'citizen',
  routes: [
    { name: 'degradation', path: 'degradation' },
    { name: 'degradation-graffiti', path: 'degradation/graffiti' },
  ],
  success: 'degradation',
  hints: {
    next: {
      by: 'category',
      keys: { various: 'success:hints.next.damage', graffitis: 'success:hints.next.graffiti' },
    },
    add: 'success:hints.add.damage',
  },
  steps: damageSteps('damage'),
  page: DAMAGE_PAGE,
  referenceChecks: ['objects', 'insurers'],
  placeOfFact: ({ fact }) => fact.address.munKey,
  recipient: ({ declarant }) => ({ rrn: declarant.rrn, email: declarant.email }),
  summary: [
    {
      step: 'declarant_authentication',
      title: 'degradation:steps.declarant_authentication',
      police: 'summary:police_sections.declarant',
      items: declarantItems(),
    },
    {
      step: 'declarant_contact_data',
      title: 'degradation:steps.declarant_contact_data',
      police: 'summary:police_sections.declarant_contact',
      items: contactItems(),
    },
    { step: 'victim_info', title: 'degradation:steps.victim_info', items: victimItems() },
    damagedObjectsStep,
    damageFactStep(false),
    attachmentsStep('attachments', 'degradation:steps.attachments'),
    {
      step: 'declaration_overview',
      title: 'summary:sections.overview',
      items: [channelItem()],
    },
  ],
};
