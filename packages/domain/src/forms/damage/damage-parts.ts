import type { DegradationDeclaration } from '../../declarations/degradation.ts';
import { type FieldStep, fieldStep } from '../fields.ts';
import { answerIn, answerOf, momentItem, YES_NO } from '../parts.ts';
import type { ElementShapeAt, ShapeOf } from '../paths.ts';
import type { SummaryItem, SummaryStep } from '../summary-types.ts';

/** What the damage and cable forms share: their steps, the damaged objects and the fact. */

type DamageShape = ShapeOf<DegradationDeclaration>;

/** The damage texts of the steps' fields ('degradation-steps'). */
const steps = <K extends string>(key: K) => `degradation-steps:${key}` as const;

/**
 * Spec §2 Degradation wizard steps and their fields: the damage form's (various damage and graffiti, its
 * objects by the category of the route) or the cable form's (for an enterprise, the place starting on
 * the pilot's municipality, the last-seen moment optional, and the help to identify a suspect asked).
 */
export function damageSteps(form: 'damage' | 'cables'): FieldStep<DamageShape>[] {
  const cables = form === 'cables';
  const objectsIntro = {
    by: 'category',
    keys: {
      various: steps('objects.intro.various'),
      graffitis: steps('objects.intro.graffitis'),
      cables: steps('objects.intro.cables'),
    },
    otherwise: steps('objects.intro.various'),
  } as const;
  const yesNo = { yes: steps('fact.yes'), no: steps('fact.no') };
  return [
    fieldStep<DamageShape>({
      id: 'declarant_authentication',
      blocking: true,
      fields: [{ kind: 'declarant', at: 'declarant', answeredBy: 'sign-in' }],
    }),
    fieldStep<DamageShape>({ id: 'declarant_contact_data', fields: [{ kind: 'contact', at: 'declarant' }] }),
    fieldStep<DamageShape>({
      id: 'victim_info',
      fields: [{ kind: cables ? 'enterprise-victim' : 'victim', at: 'victim' }],
    }),
    fieldStep<DamageShape>({
      id: 'damaged_objects',
      fields: cables
        ? [{ kind: 'damaged-objects', at: 'damaged_objects', texts: { intro: objectsIntro } }]
        : [
            {
              kind: 'damaged-objects',
              at: 'damaged_objects',
              texts: { intro: objectsIntro },
              when: { at: 'category', is: ['various'] },
            },
            {
              kind: 'graffiti-objects',
              at: 'damaged_objects',
              texts: { intro: objectsIntro },
              when: { at: 'category', is: ['graffitis'] },
            },
          ],
    }),
    fieldStep<DamageShape>({
      id: 'fact_information',
      fields: [
        { kind: cables ? 'cable-place' : 'damage-place', at: 'fact' },
        {
          kind: 'moment',
          at: 'fact.datetime',
          texts: {
            date: steps('fact.discovery_date'),
            time: steps('fact.discovery_time'),
            time_hint: steps('fact.time_hint'),
          },
        },
        {
          kind: 'last-seen',
          at: 'fact.last_seen_datetime',
          texts: {
            date: steps(cables ? 'fact.last_seen_date_optional' : 'fact.last_seen_date'),
            date_hint: steps('fact.last_seen_hint'),
            time: steps(cables ? 'fact.last_seen_time_optional' : 'fact.last_seen_time'),
            time_hint: steps('fact.time_hint'),
          },
          // Spec §5: not asked as a rule for cables.
          optional: cables,
        },
        {
          kind: 'yes-no',
          at: 'fact.has_traces',
          id: 'fact-traces',
          texts: { legend: steps('fact.traces'), hint: steps('fact.traces_hint'), ...yesNo },
        },
        ...(cables
          ? [
              {
                kind: 'yes-no',
                at: 'fact.can_help_with_suspect_identification',
                id: 'fact-can-help',
                texts: { legend: steps('fact.can_help'), hint: steps('fact.can_help_hint'), ...yesNo },
              } as const,
            ]
          : []),
        {
          kind: 'description',
          at: 'fact.description',
          texts: { label: steps('fact.description'), hint: steps('fact.description_hint') },
        },
      ],
      // The fact's code is the route's (page.routes): a refusal of it leads here too.
      also: ['fact'],
    }),
    fieldStep<DamageShape>({
      id: 'attachments',
      skippable: true,
      fields: [{ kind: 'attachments', at: 'attachments' }],
    }),
    fieldStep<DamageShape>({
      id: 'declaration_overview',
      fields: [
        { kind: 'review', at: '' },
        { kind: 'channel', at: 'overview.channel' },
        { kind: 'honeypot', at: 'dog_color' },
      ],
      also: ['overview'],
    }),
  ];
}

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
      code: 'object.tkey',
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
    police: 'summary:police_sections.fact',
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
