import type { DegradationDeclaration } from '../../declarations/degradation.ts';
import type { StepDefinition } from '../../wizard/wizard.ts';
import { answerIn, answerOf, DECLARANT_CONTACT_PATHS, momentItem, YES_NO } from '../parts.ts';
import type { ElementShapeAt, ShapeOf } from '../paths.ts';
import type { SummaryItem, SummaryStep } from '../summary-types.ts';

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

/** Any damaged object, a graffiti's included. */
type DamagedObject = ElementShapeAt<DegradationDeclaration, 'damaged_objects'>;
const item = answerIn<DamagedObject>();
const factItem = answerOf<DegradationDeclaration>();

const graffitiItems: SummaryItem<DamagedObject>[] = [
  item('degradation-steps:graffiti.complexity', 'damage.graffiti.complexity', {
    choice: {
      simple: 'degradation-steps:graffiti.complexities.simple',
      complex: 'degradation-steps:graffiti.complexities.complex',
      'graffiti-mural': 'degradation-steps:graffiti.complexities.graffiti-mural',
      unknown: 'degradation-steps:graffiti.complexities.unknown',
    },
  }),
  item('degradation-steps:graffiti.painting_tool', 'damage.graffiti.painting_tool', {
    choice: {
      spray: 'degradation-steps:graffiti.painting_tools.spray',
      marker: 'degradation-steps:graffiti.painting_tools.marker',
      other: 'degradation-steps:graffiti.painting_tools.other',
      unknown: 'degradation-steps:graffiti.painting_tools.unknown',
    },
  }),
  item('degradation-steps:graffiti.readability', 'damage.graffiti.readability', {
    choice: {
      readable: 'degradation-steps:graffiti.readabilities.readable',
      unreadable: 'degradation-steps:graffiti.readabilities.unreadable',
      none: 'degradation-steps:graffiti.readabilities.none',
    },
  }),
  item('degradation-steps:graffiti.text', 'damage.graffiti.text'),
  item('degradation-steps:graffiti.author_signature', 'damage.graffiti.author_signature'),
  item('degradation-steps:graffiti.colors', 'damage.graffiti.colors', { each: 'degradation-steps:colors.' }),
  item('degradation-steps:graffiti.width', 'damage.graffiti.width', 'centimetres'),
  item('degradation-steps:graffiti.height', 'damage.graffiti.height', 'centimetres'),
];

/** Each damaged object: what it is, its insurance, the damage (and a graffiti's own description). */
export const damagedObjectsStep: SummaryStep<ShapeOf<DegradationDeclaration>> = {
  step: 'damaged_objects',
  title: 'degradation:steps.damaged_objects',
  items: [
    {
      list: 'damaged_objects',
      title: 'degradation-steps:objects.item_named',
      name: 'object.text',
      items: [
        item('degradation-steps:objects.brand', 'brand'),
        item('degradation-steps:objects.colors', 'colors', { each: 'degradation-steps:colors.' }),
        item('degradation-steps:objects.length', 'length', 'centimetres'),
        item('degradation-steps:objects.width', 'width', 'centimetres'),
        item('degradation-steps:objects.insurance', 'insurance.has_insurance', {
          choice: {
            yes: 'degradation-steps:objects.insurance_yes',
            no: 'degradation-steps:objects.insurance_no',
          },
        }),
        item('degradation-steps:objects.company', 'insurance.company', 'insurer'),
        item('degradation-steps:objects.policy_number', 'insurance.policy_number'),
        item('degradation-steps:objects.start_date', 'insurance.start_date', 'date'),
        item('degradation-steps:objects.end_date', 'insurance.end_date', 'date'),
        item('degradation-steps:objects.amount', 'damage.amount', 'amount'),
        item('degradation-steps:objects.purchase_price', 'damage.purchase_price', 'amount'),
        item('degradation-steps:objects.description', 'damage.description'),
        ...graffitiItems,
      ],
    },
  ],
};

/** Where and when the damage happened; the cable form asks the last-seen moment as optional. */
export function damageFactStep(cables: boolean): SummaryStep<ShapeOf<DegradationDeclaration>> {
  return {
    step: 'fact_information',
    title: 'degradation:steps.fact_information',
    items: [
      factItem('degradation-steps:fact.place', 'fact.address_source', {
        choice: {
          victim: 'degradation-steps:fact.sources.victim',
          declarant: 'degradation-steps:fact.sources.declarant',
          other: 'degradation-steps:fact.sources.other',
        },
      }),
      factItem('degradation-steps:fact.address', 'fact.address', 'address'),
      momentItem<DegradationDeclaration>('degradation-steps:fact.discovered', 'fact.datetime'),
      momentItem<DegradationDeclaration>(
        cables ? 'degradation-steps:fact.last_seen_cables' : 'degradation-steps:fact.last_seen',
        'fact.last_seen_datetime',
      ),
      factItem('degradation-steps:fact.traces', 'fact.has_traces', YES_NO),
      factItem('degradation-steps:fact.can_help', 'fact.can_help_with_suspect_identification', YES_NO),
      factItem('degradation-steps:fact.description', 'fact.description'),
    ],
  };
}
