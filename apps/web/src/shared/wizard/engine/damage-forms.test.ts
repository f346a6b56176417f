import {
  atRoute,
  CABLE_DAMAGE_FORM,
  DAMAGE_FORM,
  type DamageColor,
  DegradationDeclarationSchema,
  damageSteps,
  type FieldError,
  type RegisteredForm,
  type RegistryPerson,
  stepOfPath,
} from '@pow/domain';
import {
  EXAMPLE_DEGRADATION_CABLES,
  EXAMPLE_DEGRADATION_GRAFFITI,
  EXAMPLE_DEGRADATION_VARIOUS,
} from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import { EMPTY_DECLARANT, federalDeclarant } from '../../declaration-steps/declarant-draft.ts';
import { chooseVictim, type VictimDraft } from '../../declaration-steps/victim-draft.ts';
import { type AddressDraft, EMPTY_ADDRESS } from '../../fields/address-draft.ts';
import { EMPTY_PHONE } from '../../fields/phone-value.ts';
import { type FormValues, followAnswers, initialValues, payloadOf, withField } from './form-values.ts';
import { cablePlace } from './kinds/damage-place.ts';
import { type DamagePlaceDraft, withPilotPlace } from './kinds/damage-place-drafts.ts';
import {
  EMPTY_GRAFFITI,
  emptyObject,
  type GraffitiDraft,
  type ObjectDraft,
  objectName,
} from './kinds/object-drafts.ts';
import { validateForm } from './validate-form.ts';

// The damage forms as the engine holds and sends them: their definitions, at each of their routes,
// read by the engine's own functions. The payloads are the API's contract (spec §3 Declaration
// (degradation)); the examples of @pow/domain/testing come out of the values a person types.

const VARIOUS = atRoute(DAMAGE_FORM as RegisteredForm, 'degradation');
const GRAFFITI = atRoute(DAMAGE_FORM as RegisteredForm, 'degradation-graffiti');
const CABLES = atRoute(CABLE_DAMAGE_FORM as RegisteredForm, 'degradation-cable');
const STEPS = damageSteps('damage');
const stepNumber = (id: string) => STEPS.findIndex((step) => step.id === id) + 1;
const UPLOAD_ID = '0b7c1c2e-5a51-4d0e-9a4e-0f6c5b2a9d11';

interface Payload {
  readonly declarant: Record<string, unknown>;
  readonly victim: Record<string, unknown>;
  readonly damaged_objects: readonly Record<string, unknown>[];
  readonly fact: Record<string, unknown>;
}
const payload = (form: RegisteredForm, values: FormValues, ids: readonly string[] = []) =>
  payloadOf(form, values, ids) as Record<string, unknown> & Payload;
/** Values with some fields' values set, by the field's key (kind@path). */
const withFields = (values: FormValues, fields: Readonly<Record<string, unknown>>): FormValues =>
  Object.entries(fields).reduce((next, [key, value]) => withField(next, key, () => value), values);
const fieldOf = <T>(values: FormValues, key: string) => values.fields[key] as T;
/** The issues as 'path:key', and the steps they send the person back to. */
const described = (issues: readonly FieldError[]) => issues.map((i) => `${i.path.join('.')}:${i.key}`);
const stepsOf = (issues: readonly FieldError[]) => [...new Set(issues.map((i) => stepOfPath(STEPS, i.path)))];
/** As the server records it: the shared schema's reading of a payload, no colour said as none. */
const recorded = (body: unknown) => withoutNone(DegradationDeclarationSchema.parse(body));
function withoutNone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNone);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, each]) => each !== undefined && !(Array.isArray(each) && each.length === 0))
      .map(([key, each]) => [key, withoutNone(each)]),
  );
}

/** Signed in through the federal service: the session's names, the rest from the registry's record. */
function signedIn(
  declarant: { readonly rrn: string; readonly firstname: string; readonly lastname: string },
  address: RegistryPerson['address'],
) {
  const record: RegistryPerson = { ...declarant, birth_date: '14/03/1992', nationality: 'BE', address };
  return federalDeclarant(
    { first_name: declarant.firstname, last_name: declarant.lastname, rrn: declarant.rrn },
    record,
  );
}
const place = (
  address_source: DamagePlaceDraft['address_source'],
  address: AddressDraft = EMPTY_ADDRESS,
) => ({
  address_source,
  address,
});

/** A damaged object as the examples give it: what is not answered is absent. */
interface ExampleObject {
  readonly object: { readonly tkey: string; readonly text: string };
  readonly brand?: string;
  readonly colors?: readonly DamageColor[];
  readonly length?: string;
  readonly width?: string;
  readonly insurance: {
    readonly has_insurance: 'yes' | 'no';
    readonly company?: string;
    readonly policy_number?: string;
    readonly start_date?: string;
    readonly end_date?: string;
  };
  readonly damage: {
    readonly amount?: string | number;
    readonly purchase_price?: string;
    readonly description: string;
    readonly graffiti?: Partial<GraffitiDraft>;
  };
}
const examplesObjects = (example: { readonly damaged_objects: readonly object[] }) =>
  example.damaged_objects as readonly ExampleObject[];

/** An example's object as the person types it: found in the catalogue, blanks where nothing is said. */
const typedObject = ({ object, insurance, damage, ...sizes }: ExampleObject): ObjectDraft => ({
  ...emptyObject(),
  object: { ...object, isOther: false },
  brand: sizes.brand ?? '',
  colors: sizes.colors ?? [],
  length: sizes.length ?? '',
  width: sizes.width ?? '',
  has_insurance: insurance.has_insurance,
  company: insurance.company ?? '',
  policy_number: insurance.policy_number ?? '',
  start_date: insurance.start_date ?? '',
  end_date: insurance.end_date ?? '',
  // Typed as text: the schema reads the amount.
  amount: damage.amount === undefined ? '' : String(damage.amount),
  purchase_price: damage.purchase_price ?? '',
  description: damage.description,
  graffiti: { ...EMPTY_GRAFFITI, ...damage.graffiti },
});

/** EXAMPLE_DEGRADATION_VARIOUS (Marie Dubois, her car and her letterbox) as the wizard holds it. */
const marie = (): FormValues => {
  const { declarant, fact } = EXAMPLE_DEGRADATION_VARIOUS;
  return withFields(initialValues(VARIOUS, undefined), {
    'declarant@declarant': signedIn(declarant, declarant.address),
    'contact@declarant': {
      email: declarant.email,
      email_confirmation: 'Marie.Dubois@example.be',
      phone_number: declarant.phone_number,
    },
    'victim@victim': chooseVictim('me'),
    'damaged-objects@damaged_objects': examplesObjects(EXAMPLE_DEGRADATION_VARIOUS).map(typedObject),
    'damage-place@fact': place('declarant'),
    'moment@fact.datetime': fact.datetime,
    'last-seen@fact.last_seen_datetime': fact.last_seen_datetime,
    'yes-no@fact.has_traces': 'no',
    'description@fact.description': fact.description,
    'channel@overview.channel': 'email',
  });
};

/** EXAMPLE_DEGRADATION_GRAFFITI (Lukas Schmitz, his sprayed façade) as the graffiti wizard holds it. */
const lukas = (): FormValues => {
  const { declarant, fact } = EXAMPLE_DEGRADATION_GRAFFITI;
  return withFields(initialValues(GRAFFITI, undefined), {
    'declarant@declarant': signedIn(declarant, declarant.address),
    'contact@declarant': {
      email: declarant.email,
      email_confirmation: declarant.email,
      phone_number: EMPTY_PHONE,
    },
    'victim@victim': chooseVictim('me'),
    'graffiti-objects@damaged_objects': examplesObjects(EXAMPLE_DEGRADATION_GRAFFITI).map(typedObject),
    'damage-place@fact': place('victim'),
    'moment@fact.datetime': fact.datetime,
    'last-seen@fact.last_seen_datetime': fact.last_seen_datetime,
    'yes-no@fact.has_traces': 'yes',
    'description@fact.description': fact.description,
    'channel@overview.channel': 'ebox',
  });
};

/** EXAMPLE_DEGRADATION_CABLES (Jan Peeters for Kabelnet Vlaanderen, in Antwerpen) as the cable wizard holds it. */
const jan = (): FormValues => {
  const { declarant, victim, fact } = EXAMPLE_DEGRADATION_CABLES;
  const kabelnet: VictimDraft = {
    ...chooseVictim('organisation'),
    organisation: {
      name: victim.name,
      number: victim.number,
      legal_form: victim.legal_form,
      address: victim.address,
    },
  };
  return followAnswers(
    CABLES,
    withFields(initialValues(CABLES, undefined), {
      'declarant@declarant': signedIn(declarant, declarant.address),
      'contact@declarant': {
        email: declarant.email,
        email_confirmation: declarant.email,
        phone_number: declarant.phone_number,
      },
      'enterprise-victim@victim': kabelnet,
      'damaged-objects@damaged_objects': examplesObjects(EXAMPLE_DEGRADATION_CABLES).map(typedObject),
      'cable-place@fact': place('other', {
        municipality: fact.address.municipality,
        post_code: fact.address.post_code,
        street: fact.address.street,
        number: fact.address.number,
        box: '',
      }),
      'moment@fact.datetime': fact.datetime,
      'yes-no@fact.has_traces': 'yes',
      'yes-no@fact.can_help_with_suspect_identification': 'no',
      'description@fact.description': fact.description,
    }),
  );
};

describe('the damage payloads (spec §3 Declaration (degradation))', () => {
  it('is EXAMPLE_DEGRADATION_VARIOUS when Marie fills every step, and the shared schema accepts it', () => {
    expect(validateForm(VARIOUS, marie())).toEqual([]);
    const sent = payload(VARIOUS, marie(), [UPLOAD_ID]);
    const { declarant, fact } = EXAMPLE_DEGRADATION_VARIOUS;
    // Her registry record gives her birth date; the place is her address as the registry has it.
    expect(recorded(sent)).toEqual(
      recorded({
        ...EXAMPLE_DEGRADATION_VARIOUS,
        declarant: { ...declarant, birth_date: '14/03/1992' },
        fact: { ...fact, address: declarant.address },
        attachments: [UPLOAD_ID],
      }),
    );
    expect(sent).toMatchObject({ form: 'degradation', category: 'various', fact: { type: '5101' } });
  });

  it('is EXAMPLE_DEGRADATION_GRAFFITI when Lukas fills the graffiti form', () => {
    expect(validateForm(GRAFFITI, lukas())).toEqual([]);
    const sent = payload(GRAFFITI, lukas());
    expect(recorded(sent)).toEqual(
      recorded({
        ...EXAMPLE_DEGRADATION_GRAFFITI,
        declarant: { ...EXAMPLE_DEGRADATION_GRAFFITI.declarant, birth_date: '14/03/1992' },
      }),
    );
    expect(sent).toMatchObject({ form: 'degradation', category: 'graffitis', fact: { type: '5102' } });
  });

  it('is EXAMPLE_DEGRADATION_CABLES when Jan declares for Kabelnet Vlaanderen', () => {
    expect(validateForm(CABLES, jan())).toEqual([]);
    const sent = payload(CABLES, jan());
    expect(recorded(sent)).toEqual(
      recorded({
        ...EXAMPLE_DEGRADATION_CABLES,
        declarant: { ...EXAMPLE_DEGRADATION_CABLES.declarant, birth_date: '14/03/1992' },
      }),
    );
    expect(sent).toMatchObject({ form: 'degradation', category: 'cables', fact: { type: '5103' } });
  });
});

const MARIE_ADDRESS = EXAMPLE_DEGRADATION_VARIOUS.declarant.address;
const KABELNET = {
  ...chooseVictim('organisation'),
  organisation: {
    name: 'Kabelnet Vlaanderen',
    number: '0712123421',
    legal_form: 'NV',
    address: {
      street: 'Meir',
      number: '50',
      box: '',
      post_code: '2000',
      municipality: 'Antwerpen',
      munKey: '11002',
    },
  },
} satisfies VictimDraft;
const objectsOf = (values: FormValues, kind = 'damaged-objects') =>
  fieldOf<readonly ObjectDraft[]>(values, `${kind}@damaged_objects`);
const withObjects = (values: FormValues, objects: readonly ObjectDraft[], kind = 'damaged-objects') =>
  withFields(values, { [`${kind}@damaged_objects`]: objects });
const car = () => objectsOf(marie())[0] as ObjectDraft;
const letterbox = () => objectsOf(marie())[1] as ObjectDraft;
const validate = (form: RegisteredForm, values: FormValues) => described(validateForm(form, values));

describe('the various-damage payload', () => {
  it('is a valid declaration when every step is filled, with two objects of which one insured', () => {
    const parsed = DegradationDeclarationSchema.parse(payload(VARIOUS, marie(), [UPLOAD_ID]));
    if (parsed.category !== 'various') throw new Error('category');
    expect(parsed.fact.type).toBe('5101');
    expect(parsed.attachments).toEqual([UPLOAD_ID]);
    expect(parsed.declarant).toMatchObject({ identification: 'federal', type: 'private-person' });
    expect(parsed.damaged_objects).toHaveLength(2);
  });

  it('sends the insurance only when there is one, and no graffiti outside the graffiti form', () => {
    const [insured, uninsured] = payload(VARIOUS, marie()).damaged_objects;
    expect(insured).toMatchObject({
      object: { tkey: '0201', text: 'Voiture' },
      insurance: {
        has_insurance: 'yes',
        company: '0002',
        policy_number: 'AU-2024-118 734',
        start_date: '01/01/2024',
        end_date: '31/12/2025',
      },
      damage: { amount: '850', purchase_price: '18 900', description: car().description },
    });
    expect(uninsured?.insurance).toEqual({ has_insurance: 'no' });
    expect(uninsured).toMatchObject({ length: '40', width: '30' });
    expect(uninsured?.damage).not.toHaveProperty('graffiti');
  });

  it('takes the place of the fact from its source', () => {
    const at = (values: FormValues) => payload(VARIOUS, values).fact.address;
    expect(at(marie())).toEqual(MARIE_ADDRESS);
    expect(at(withFields(marie(), { 'damage-place@fact': place('victim') }))).toEqual(MARIE_ADDRESS);
    const typed = withFields(marie(), {
      'damage-place@fact': place('other', {
        municipality: '21004-1000',
        post_code: '1000',
        street: 'Rue Neuve',
        number: '1',
        box: '',
      }),
    });
    expect(at(typed)).toEqual({
      municipality: '21004-1000',
      post_code: '1000',
      munKey: '21004',
      street: 'Rue Neuve',
      number: '1',
      box: '',
    });
    expect(validateForm(VARIOUS, typed)).toEqual([]);
    // Another person's, or the organisation's, as typed or found on the victim step.
    const someone = chooseVictim('someone-else');
    const forSomeone = withFields(marie(), {
      'victim@victim': {
        ...someone,
        person: {
          ...someone.person,
          firstname: 'Luc',
          lastname: 'Dubois',
          address: {
            municipality: '62063-4000',
            post_code: '4000',
            street: 'Rue Haute',
            number: '3',
            box: '',
          },
        },
      },
      'damage-place@fact': place('victim'),
    });
    expect(at(forSomeone)).toMatchObject({ street: 'Rue Haute', munKey: '62063' });
    const forKabelnet = withFields(marie(), {
      'victim@victim': KABELNET,
      'damage-place@fact': place('victim'),
    });
    expect(at(forKabelnet)).toMatchObject({ street: 'Meir', munKey: '11002' });
    expect(at(withFields(marie(), { 'damage-place@fact': place('') }))).toBeUndefined();
  });

  it('accepts a declarant identified by rrn, whose typed address can be the place of the fact', () => {
    const manual = withFields(marie(), {
      'declarant@declarant': {
        ...EMPTY_DECLARANT,
        identification: 'manual',
        firstname: 'Emma',
        lastname: 'Lambert',
        rrn: '04.02.29-162.65',
        address: {
          municipality: '21004-1000',
          post_code: '1000',
          munKey: '21004',
          street: 'Rue Neuve',
          number: '1',
          box: '',
        },
      },
    });
    expect(validateForm(VARIOUS, manual)).toEqual([]);
    const sent = payload(VARIOUS, manual);
    expect(sent.declarant).toMatchObject({ identification: 'manual', birth_date: '29/02/2004' });
    expect(sent.fact.address).toMatchObject({ street: 'Rue Neuve', munKey: '21004' });
  });

  it('names an "other" object with the person’s own words, which are then required', () => {
    const other = { ...letterbox(), object: { tkey: '9901', text: 'Autre objet', isOther: true } };
    expect(validate(VARIOUS, withObjects(marie(), [other]))).toEqual([
      'damaged_objects.0.object.text:required_field',
    ]);
    const named = { ...other, other_text: 'Bac à fleurs' };
    expect(objectName(named)).toBe('Bac à fleurs');
    expect(payload(VARIOUS, withObjects(marie(), [named])).damaged_objects[0]?.object).toEqual({
      tkey: '9901',
      text: 'Bac à fleurs',
    });
    expect(validateForm(VARIOUS, withObjects(marie(), [named]))).toEqual([]);
  });

  it('refuses an empty list, an object not chosen and a damage not described, on the objects step', () => {
    expect(validate(VARIOUS, withObjects(marie(), []))).toEqual(['damaged_objects:required_field']);
    const issues = validateForm(VARIOUS, withObjects(marie(), [emptyObject()]));
    expect(described(issues)).toEqual([
      'damaged_objects.0.object.tkey:required_field',
      'damaged_objects.0.insurance.has_insurance:required_field',
      'damaged_objects.0.damage.description:required_field',
    ]);
    expect(stepsOf(issues)).toEqual([stepNumber('damaged_objects')]);
  });

  it('checks the insurance dates: start not in the future, end on or after the start', () => {
    const withCar = (change: Partial<ObjectDraft>) => withObjects(marie(), [{ ...car(), ...change }]);
    expect(validate(VARIOUS, withCar({ end_date: '31/12/2023' }))).toEqual([
      'damaged_objects.0.insurance.end_date:require_date_must_be_after_or_equal',
    ]);
    expect(validate(VARIOUS, withCar({ start_date: '01/01/2999' }))).toEqual([
      'damaged_objects.0.insurance.start_date:require_date_not_in_future',
    ]);
    expect(validateForm(VARIOUS, withCar({ end_date: '01/01/2024' }))).toEqual([]);
    expect(validate(VARIOUS, withCar({ company: '' }))).toEqual([
      'damaged_objects.0.insurance.company:required_field',
    ]);
    // Policy number and dates are optional (spec §3).
    expect(validateForm(VARIOUS, withCar({ policy_number: '', start_date: '', end_date: '' }))).toEqual([]);
  });

  it('refuses a last-seen moment after the discovery, and sends the person to the fact step', () => {
    const lastSeen = (date: string, time: string) =>
      withFields(marie(), { 'last-seen@fact.last_seen_datetime': { date, time } });
    const issues = validateForm(VARIOUS, lastSeen('15/03/2025', '07:46'));
    expect(described(issues)).toEqual([
      'fact.last_seen_datetime.time:fact_info_last_seen_before_degradation_error',
    ]);
    expect(stepsOf(issues)).toEqual([stepNumber('fact_information')]);
    expect(validateForm(VARIOUS, lastSeen('15/03/2025', '07:45'))).toEqual([]);
    expect(validate(VARIOUS, lastSeen('', ''))).toEqual([
      'fact.last_seen_datetime.date:required_field',
      'fact.last_seen_datetime.time:required_field',
    ]);
  });

  it('asks every fact field, and the description within 5 to 2000 characters', () => {
    const blank = initialValues(VARIOUS, undefined);
    const fact = Object.fromEntries(
      Object.keys(blank.fields)
        .filter((key) => key.endsWith('@fact') || key.includes('@fact.'))
        .map((key) => [key, blank.fields[key]]),
    );
    const issues = validateForm(
      VARIOUS,
      withFields(marie(), { ...fact, 'description@fact.description': 'vu' }),
    );
    expect(described(issues)).toEqual([
      'fact.address_source:required_field',
      'fact.address:required_field',
      'fact.datetime.date:required_field',
      'fact.datetime.time:required_field',
      'fact.description:error_minmax_length',
      'fact.has_traces:required_field',
      'fact.last_seen_datetime.date:required_field',
      'fact.last_seen_datetime.time:required_field',
    ]);
    expect(issues.find((i) => i.key === 'error_minmax_length')?.params).toEqual({ min: 5, max: 2000 });
    expect(stepsOf(issues)).toEqual([stepNumber('fact_information')]);
  });

  it('checks the e-mail confirmation in the browser, on the contact step', () => {
    const contact = fieldOf<Record<string, unknown>>(marie(), 'contact@declarant');
    const issues = validateForm(
      VARIOUS,
      withFields(marie(), { 'contact@declarant': { ...contact, email_confirmation: 'marie@example.be' } }),
    );
    expect(described(issues)).toEqual(['declarant.email_confirmation:require_same_email']);
    expect(stepsOf(issues)).toEqual([stepNumber('declarant_contact_data')]);
  });

  it('keeps the declarant step closed until the declarant is identified', () => {
    const issues = validateForm(VARIOUS, withFields(marie(), { 'declarant@declarant': EMPTY_DECLARANT }));
    // The fact's place was the declarant's address: it is missing there too.
    expect(stepsOf(issues)).toEqual([stepNumber('declarant_authentication'), stepNumber('fact_information')]);
    expect(STEPS[0]).toMatchObject({ id: 'declarant_authentication', blocking: true });
  });

  it('sends the summary of an organisation victim by e-mail, and refuses the eBox for one on the overview', () => {
    const forKabelnet = withFields(marie(), {
      'victim@victim': KABELNET,
      'channel@overview.channel': 'ebox',
    });
    const issues = validateForm(VARIOUS, forKabelnet);
    expect(described(issues)).toEqual(['overview.channel:error_ebox_not_for_organisation']);
    expect(stepsOf(issues)).toEqual([stepNumber('declaration_overview')]);
    // Choosing the organisation on the victim step sets the channel (the page follows every change).
    expect(fieldOf(followAnswers(VARIOUS, forKabelnet), 'channel@overview.channel')).toBe('email');
  });
});

describe('the graffiti payload', () => {
  const sprayed = (change: Partial<ObjectDraft['graffiti']>) => {
    const [facade] = objectsOf(lukas(), 'graffiti-objects');
    return withObjects(
      lukas(),
      [{ ...(facade as ObjectDraft), graffiti: { ...EMPTY_GRAFFITI, ...change } }],
      'graffiti-objects',
    );
  };

  it('carries the graffiti with the damage, and only its type is required', () => {
    const values = sprayed({ complexity: 'complex', painting_tool: 'spray', colors: ['black'] });
    expect(validateForm(GRAFFITI, values)).toEqual([]);
    const sent = payload(GRAFFITI, values);
    expect(sent.fact.type).toBe('5102');
    expect(sent.damaged_objects[0]?.damage).toMatchObject({
      graffiti: { complexity: 'complex', painting_tool: 'spray', readability: '', colors: ['black'] },
    });
    const parsed = DegradationDeclarationSchema.parse(sent);
    if (parsed.category !== 'graffitis') throw new Error('category');
    expect(parsed.damaged_objects[0]?.damage.graffiti).toEqual({
      complexity: 'complex',
      painting_tool: 'spray',
      colors: ['black'],
    });
  });

  it('sends no text typed before "there is no text" was chosen', () => {
    const values = sprayed({ complexity: 'simple', readability: 'none', text: 'GRÜẞE' });
    expect(payload(GRAFFITI, values).damaged_objects[0]?.damage).toMatchObject({
      graffiti: { readability: 'none', text: '' },
    });
  });

  it('refuses a graffiti without its type, and sizes that are not whole numbers', () => {
    expect(validate(GRAFFITI, sprayed({ width: '2,5', height: '0' }))).toEqual([
      'damaged_objects.0.damage.graffiti.complexity:required_field',
      'damaged_objects.0.damage.graffiti.width:require_positive_integer',
      'damaged_objects.0.damage.graffiti.height:require_positive_integer',
    ]);
  });

  it('applies the last-seen rule as the various form does', () => {
    const late = withFields(lukas(), {
      'last-seen@fact.last_seen_datetime': { date: '21/04/2025', time: '21:00' },
    });
    expect(validate(GRAFFITI, late)).toEqual([
      'fact.last_seen_datetime.time:fact_info_last_seen_before_degradation_error',
    ]);
  });
});

describe('the cable payload', () => {
  const cablePlaceOf = (values: FormValues) => fieldOf<DamagePlaceDraft>(values, 'cable-place@fact');

  it('is filed by an organisation declarant for an enterprise, with the suspect question', () => {
    const values = withFields(jan(), { 'cable-place@fact': place('victim') });
    expect(validateForm(CABLES, values)).toEqual([]);
    const sent = payload(CABLES, values);
    expect(sent.declarant.type).toBe('organisation');
    expect(sent.victim).toMatchObject({ declare_for: 'organisation', name: 'Kabelnet Vlaanderen' });
    expect(sent.fact).toMatchObject({
      type: '5103',
      address: { street: 'Meir', munKey: '11002' },
      has_traces: true,
      can_help_with_suspect_identification: false,
    });
    expect(DegradationDeclarationSchema.safeParse(sent).success).toBe(true);
  });

  it('starts with the organisation chosen as victim and the summary by e-mail', () => {
    const initial = followAnswers(CABLES, initialValues(CABLES, undefined));
    expect(fieldOf<VictimDraft>(initial, 'enterprise-victim@victim').declare_for).toBe('organisation');
    expect(fieldOf(initial, 'channel@overview.channel')).toBe('email');
    expect(fieldOf<VictimDraft>(initialValues(VARIOUS, undefined), 'victim@victim').declare_for).toBe('');
  });

  it('has no last-seen rule but asks whether the enterprise can help identify a suspect', () => {
    const late = withFields(jan(), {
      'last-seen@fact.last_seen_datetime': { date: '06/05/2025', time: '10:00' },
      'yes-no@fact.can_help_with_suspect_identification': '',
    });
    expect(validate(CABLES, late)).toEqual(['fact.can_help_with_suspect_identification:required_field']);
  });

  it('refuses a private victim', () => {
    const issues = validateForm(
      CABLES,
      withFields(jan(), { 'enterprise-victim@victim': chooseVictim('me') }),
    );
    expect(described(issues)).toContain('victim.declare_for:error_choose_enterprise');
    expect(stepsOf(issues)).toContain(stepNumber('victim_info'));
  });

  it('reports a place the pilot refused at the fact’s municipality, until the place changes', () => {
    const refused = withFields(jan(), { 'cable-place@fact': { ...cablePlaceOf(jan()), refused: '11002' } });
    expect(validate(CABLES, refused)).toEqual(['fact.address.municipality:error_cable_not_in_pilot']);
    expect(validateForm(CABLES, jan())).toEqual([]);
    // Another place (the enterprise's seat, Antwerpen too) keeps it; one elsewhere is not refused.
    const seat = followAnswers(
      CABLES,
      withField(refused, 'cable-place@fact', (was) => ({
        ...(was as DamagePlaceDraft),
        address_source: 'victim',
      })),
    );
    expect(cablePlaceOf(seat).refused).toBe('11002');
    const gent = { ...cablePlaceOf(jan()).address, municipality: '44021-9000', post_code: '9000' };
    const moved = followAnswers(
      CABLES,
      withFields(refused, { 'cable-place@fact': { ...cablePlaceOf(refused), address: gent } }),
    );
    expect(cablePlaceOf(moved).refused).toBeUndefined();
    // Only the cable form is a pilot.
    const various = withFields(marie(), { 'damage-place@fact': { ...place('declarant'), refused: '62063' } });
    expect(validateForm(VARIOUS, various)).toEqual([]);
  });

  it('starts the place of the fact on the municipality the pilot check allowed (decision 015)', () => {
    const gent = { municipality: '44021-9000', post_code: '9000' };
    const opened = withPilotPlace(place(''), gent);
    expect(opened).toEqual({
      address_source: 'other',
      address: { municipality: '44021-9000', post_code: '9000', street: '', number: '', box: '' },
    });
    // Street and number are still the person's to give.
    expect(validate(CABLES, withFields(jan(), { 'cable-place@fact': opened }))).toEqual([
      'fact.address.street:required_field',
      'fact.address.number:required_field',
    ]);
    // A place chosen or typed already is kept; without a pass nothing changes.
    const chosen = cablePlaceOf(jan());
    expect(withPilotPlace(chosen, gent)).toBe(chosen);
    const victim = place('victim');
    expect(withPilotPlace(victim, gent)).toBe(victim);
    expect(withPilotPlace(place(''), undefined)).toEqual(place(''));
    expect(cablePlace.initial(undefined)).toEqual(place(''));
  });
});

describe('the damage forms’ steps (spec §2 Degradation wizard steps, §4 Wizard)', () => {
  it('has the seven steps of the spec, in order, the identification blocking, attachments skippable', () => {
    for (const steps of [STEPS, damageSteps('cables')]) {
      expect(steps.map((step) => step.id)).toEqual([
        'declarant_authentication',
        'declarant_contact_data',
        'victim_info',
        'damaged_objects',
        'fact_information',
        'attachments',
        'declaration_overview',
      ]);
      expect(steps.filter((step) => step.blocking).map((step) => step.id)).toEqual([
        'declarant_authentication',
      ]);
      expect(steps.filter((step) => step.skippable).map((step) => step.id)).toEqual(['attachments']);
    }
  });

  it('asks each route its own objects: with their graffiti at /degradation/graffiti only', () => {
    const objectsFor = (form: RegisteredForm, values: FormValues) =>
      payload(form, values).damaged_objects.map((object) => 'graffiti' in (object.damage as object));
    expect(objectsFor(VARIOUS, initialValues(VARIOUS, undefined))).toEqual([false]);
    expect(objectsFor(GRAFFITI, initialValues(GRAFFITI, undefined))).toEqual([true]);
    expect(objectsFor(CABLES, initialValues(CABLES, undefined))).toEqual([false]);
    // Each route keeps a draft of its own.
    expect([VARIOUS, GRAFFITI, CABLES].map((form) => form.page?.draft)).toEqual([
      'degradation',
      'degradation-graffiti',
      'degradation-cable',
    ]);
  });

  it('leads each field to its step', () => {
    const at = (path: (string | number)[]) => STEPS[stepOfPath(STEPS, path)! - 1]?.id;
    expect(at(['declarant', 'identification'])).toBe('declarant_authentication');
    expect(at(['declarant', 'email'])).toBe('declarant_contact_data');
    expect(at(['victim', 'declare_for'])).toBe('victim_info');
    expect(at(['damaged_objects', 0, 'damage', 'graffiti', 'width'])).toBe('damaged_objects');
    expect(at(['fact', 'type'])).toBe('fact_information');
    expect(at(['fact', 'address', 'munKey'])).toBe('fact_information');
    expect(at(['fact', 'can_help_with_suspect_identification'])).toBe('fact_information');
    expect(at(['attachments'])).toBe('attachments');
    expect(at(['overview', 'channel'])).toBe('declaration_overview');
    expect(at(['dog_color'])).toBe('declaration_overview');
  });
});
