import type { DegradationDeclaration } from '../../declarations/degradation.ts';
import { damageFactStep } from '../damage/damage-parts.ts';
import { DAMAGE_FORM } from '../damage/definition.ts';
import type { FormDefinition } from '../definition.ts';
import { enterpriseVictimItems } from '../parts.ts';

/**
 * Cable damage in the pilot zones, /degradation/cable (spec §2, §6): the damage form's steps, for an
 * enterprise victim only, the last-seen moment optional and the help to identify a suspect asked.
 */
export const CABLE_DAMAGE_FORM: FormDefinition<DegradationDeclaration> = {
  ...DAMAGE_FORM,
  id: 'cable-damage',
  title: 'summary:forms.cables',
  covers: (payload) => payload.form === 'degradation' && payload.category === 'cables',
  routes: [{ name: 'degradation-cable', path: 'degradation/cable' }],
  // Only in the pilot zones: the place of the fact (not the enterprise's seat) decides.
  referenceChecks: ['objects', 'insurers', 'cable-pilot'],
  summary: DAMAGE_FORM.summary.map((part) => {
    if (part.step === 'victim_info') return { ...part, items: enterpriseVictimItems() };
    if (part.step === 'fact_information') return damageFactStep(true);
    return part;
  }),
};
