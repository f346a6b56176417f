import type { DegradationDeclaration } from '../../declarations/degradation.ts';
import type { FormDefinition } from '../definition.ts';
import { attachmentsStep, channelItem, contactItems, declarantItems, victimItems } from '../parts.ts';
import { DEGRADATION_STEPS, damagedObjectsStep, damageFactStep } from './damage-parts.ts';

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
  steps: DEGRADATION_STEPS,
  referenceChecks: ['objects', 'insurers'],
  placeOfFact: ({ fact }) => fact.address.munKey,
  recipient: ({ declarant }) => ({ rrn: declarant.rrn, email: declarant.email }),
  summary: [
    {
      step: 'declarant_authentication',
      title: 'degradation:steps.declarant_authentication',
      items: declarantItems(),
    },
    {
      step: 'declarant_contact_data',
      title: 'degradation:steps.declarant_contact_data',
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
