import type { StepDefinition } from '../../wizard/wizard.ts';
import { DECLARANT_CONTACT_PATHS, momentItem, YES_NO } from '../parts.ts';
import type { AnswerItem, Say, SummaryItem, SummaryStep } from '../summary-types.ts';

/** What the damage and cable forms share: their steps, the damaged objects and the fact. */

/** Spec §2 Degradation wizard steps, each with the payload paths it fills. */
export const DEGRADATION_STEPS: readonly StepDefinition[] = [
  { id: 'declarant_authentication', blocking: true, paths: [['declarant']] },
  { id: 'declarant_contact_data', paths: DECLARANT_CONTACT_PATHS },
  { id: 'victim_info', paths: [['victim']] },
  { id: 'damaged_objects', paths: [['damaged_objects']] },
  { id: 'fact_information', paths: [['fact']] },
  { id: 'attachments', skippable: true, paths: [['attachments']] },
  { id: 'declaration_overview', paths: [['overview'], ['dog_color']] },
];

const item = (question: AnswerItem['question'], at: string, say: Say = 'text'): AnswerItem => ({
  question,
  at,
  say,
});

const graffitiItems: SummaryItem[] = [
  item('degradation:graffiti.complexity', 'damage.graffiti.complexity', {
    choice: {
      simple: 'degradation:graffiti.complexities.simple',
      complex: 'degradation:graffiti.complexities.complex',
      'graffiti-mural': 'degradation:graffiti.complexities.graffiti-mural',
      unknown: 'degradation:graffiti.complexities.unknown',
    },
  }),
  item('degradation:graffiti.painting_tool', 'damage.graffiti.painting_tool', {
    choice: {
      spray: 'degradation:graffiti.painting_tools.spray',
      marker: 'degradation:graffiti.painting_tools.marker',
      other: 'degradation:graffiti.painting_tools.other',
      unknown: 'degradation:graffiti.painting_tools.unknown',
    },
  }),
  item('degradation:graffiti.readability', 'damage.graffiti.readability', {
    choice: {
      readable: 'degradation:graffiti.readabilities.readable',
      unreadable: 'degradation:graffiti.readabilities.unreadable',
      none: 'degradation:graffiti.readabilities.none',
    },
  }),
  item('degradation:graffiti.text', 'damage.graffiti.text'),
  item('degradation:graffiti.author_signature', 'damage.graffiti.author_signature'),
  item('degradation:graffiti.colors', 'damage.graffiti.colors', { each: 'degradation:colors.' }),
  item('degradation:graffiti.width', 'damage.graffiti.width', 'centimetres'),
  item('degradation:graffiti.height', 'damage.graffiti.height', 'centimetres'),
];

/** Each damaged object: what it is, its insurance, the damage (and a graffiti's own description). */
export const damagedObjectsStep: SummaryStep = {
  step: 'damaged_objects',
  title: 'degradation:steps.damaged_objects',
  items: [
    {
      list: 'damaged_objects',
      title: 'degradation:objects.item_named',
      name: 'object.text',
      items: [
        item('degradation:objects.brand', 'brand'),
        item('degradation:objects.colors', 'colors', { each: 'degradation:colors.' }),
        item('degradation:objects.length', 'length', 'centimetres'),
        item('degradation:objects.width', 'width', 'centimetres'),
        item('degradation:objects.insurance', 'insurance.has_insurance', {
          choice: { yes: 'degradation:objects.insurance_yes', no: 'degradation:objects.insurance_no' },
        }),
        item('degradation:objects.company', 'insurance.company', 'insurer'),
        item('degradation:objects.policy_number', 'insurance.policy_number'),
        item('degradation:objects.start_date', 'insurance.start_date', 'date'),
        item('degradation:objects.end_date', 'insurance.end_date', 'date'),
        item('degradation:objects.amount', 'damage.amount', 'amount'),
        item('degradation:objects.purchase_price', 'damage.purchase_price', 'amount'),
        item('degradation:objects.description', 'damage.description'),
        ...graffitiItems,
      ],
    },
  ],
};

/** Where and when the damage happened; the cable form asks the last-seen moment as optional. */
export function damageFactStep(cables: boolean): SummaryStep {
  return {
    step: 'fact_information',
    title: 'degradation:steps.fact_information',
    items: [
      item('degradation:fact.place', 'fact.address_source', {
        choice: {
          victim: 'degradation:fact.sources.victim',
          declarant: 'degradation:fact.sources.declarant',
          other: 'degradation:fact.sources.other',
        },
      }),
      item('degradation:fact.address', 'fact.address', 'address'),
      momentItem('degradation:fact.discovered', 'fact.datetime'),
      momentItem(
        cables ? 'degradation:fact.last_seen_cables' : 'degradation:fact.last_seen',
        'fact.last_seen_datetime',
      ),
      item('degradation:fact.traces', 'fact.has_traces', YES_NO),
      item('degradation:fact.can_help', 'fact.can_help_with_suspect_identification', YES_NO),
      item('degradation:fact.description', 'fact.description'),
    ],
  };
}
