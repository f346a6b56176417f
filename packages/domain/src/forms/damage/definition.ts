import type { FormDefinition } from '../definition.ts';
import { attachmentsStep, channelItem, contactItems, declarantItems, victimItems } from '../parts.ts';
import { DEGRADATION_STEPS, damagedObjectsStep, damageFactStep } from './damage-parts.ts';

/** Damage to property and graffiti, /degradation and /degradation/graffiti (spec §2 Degradation wizard). */
export const DAMAGE_FORM: FormDefinition = {
  id: 'damage',
  title: { by: 'category', keys: { various: 'summary:forms.various', graffitis: 'summary:forms.graffitis' } },
  covers: (payload) =>
    payload.form === 'degradation' && (payload.category === 'various' || payload.category === 'graffitis'),
  filedBy: 'citizen',
  steps: DEGRADATION_STEPS,
  summary: [
    {
      step: 'declarant_authentication',
      title: 'degradation:steps.declarant_authentication',
      items: declarantItems(),
    },
    {
      step: 'declarant_contact_data',
      title: 'degradation:steps.declarant_contact_data',
      items: contactItems('declarant'),
    },
    { step: 'victim_info', title: 'degradation:steps.victim_info', items: victimItems() },
    damagedObjectsStep,
    damageFactStep(false),
    attachmentsStep('attachments', 'degradation:steps.attachments'),
    {
      step: 'declaration_overview',
      title: 'degradation:steps.declaration_overview',
      items: [channelItem()],
    },
  ],
};
