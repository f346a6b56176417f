import type { DegradationDeclaration } from '../../declarations/degradation.ts';
import { DEGRADATION_FACT_TYPES } from '../../declarations/degradation-categories.ts';
import { damageFactStep, damageSteps } from '../damage/damage-parts.ts';
import { DAMAGE_FORM, DAMAGE_PAGE } from '../damage/definition.ts';
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
  hints: { next: 'success:hints.next.cables', add: 'success:hints.add.damage' },
  steps: damageSteps('cables'),
  page: {
    ...DAMAGE_PAGE,
    // Spec §2, §6: declared by an organisation declarant.
    fixed: {
      form: 'degradation',
      category: 'cables',
      declarant: { type: 'organisation' },
      fact: { type: DEGRADATION_FACT_TYPES.cables },
    },
    routes: { 'degradation-cable': { fixed: {}, title: 'title.cables', intro: 'intro.cables' } },
    // Decision 015: only after a passed pilot check in the tab, else the person is sent to it.
    gate: 'cable-pilot',
  },
  // Only in the pilot zones: the place of the fact (not the enterprise's seat) decides.
  referenceChecks: ['objects', 'insurers', 'cable-pilot'],
  summary: DAMAGE_FORM.summary.map((part) => {
    if (part.step === 'victim_info') return { ...part, items: enterpriseVictimItems() };
    if (part.step === 'fact_information') return damageFactStep(true);
    return part;
  }),
};
