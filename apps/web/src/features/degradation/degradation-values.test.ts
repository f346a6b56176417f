import {
  DegradationDeclarationSchema,
  type FieldError,
  type Organisation,
  type RegistryPerson,
  stepOfPath,
} from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_DECLARANT, federalDeclarant } from '../../shared/declaration-steps/declarant-draft.ts';
import { type ObjectDraft, objectName } from './damaged-objects.ts';
import { degradationPayload } from './degradation-payload.ts';
import { validateDegradation } from './degradation-validation.ts';
import {
  CABLE_NOT_IN_PILOT_KEY,
  DEGRADATION_STEPS,
  type DegradationValues,
  EMPTY_FACT,
  EMPTY_GRAFFITI,
  emptyObject,
  initialDegradationValues,
  stepNumber,
  withPilotPlace,
} from './degradation-values.ts';

const MARIE: RegistryPerson = {
  rrn: '92031412451',
  firstname: 'Marie',
  lastname: 'Dubois',
  birth_date: '14/03/1992',
  nationality: 'BE',
  address: {
    street: 'Rue Léopold',
    number: '5',
    box: '2',
    post_code: '4000',
    municipality: 'Liège',
    munKey: '62063',
  },
};

const KABELNET: Organisation = {
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
};

const car = (): ObjectDraft => ({
  ...emptyObject(),
  object: { tkey: '0201', text: 'Voiture', isOther: false },
  brand: 'Peugeot',
  colors: ['grey'],
  has_insurance: 'yes',
  company: '0002',
  policy_number: 'AU-2024-118 734',
  start_date: '01/01/2024',
  end_date: '31/12/2025',
  amount: '850',
  purchase_price: '18 900',
  description: 'Rétroviseur gauche arraché.',
});

const letterbox = (): ObjectDraft => ({
  ...emptyObject(),
  object: { tkey: '0407', text: 'Boîte aux lettres', isOther: false },
  length: '40',
  width: '30',
  has_insurance: 'no',
  description: 'Boîte enfoncée.',
});

const various = (): DegradationValues => ({
  ...initialDegradationValues('various'),
  declarant: federalDeclarant({ first_name: 'Marie', last_name: 'Dubois', rrn: MARIE.rrn }, MARIE),
  contact: {
    email: 'marie.dubois@example.be',
    email_confirmation: 'Marie.Dubois@example.be',
    phone_number: { indicator: '32', number: '0498 12 34 56' },
  },
  victim: { ...initialDegradationValues('various').victim, declare_for: 'me' },
  objects: [car(), letterbox()],
  fact: {
    ...EMPTY_FACT,
    address_source: 'declarant',
    date: '15/03/2025',
    time: '07:45',
    last_seen_date: '14/03/2025',
    last_seen_time: '22:30',
    has_traces: 'no',
    description: 'Ma voiture et ma boîte aux lettres abîmées ce matin.',
  },
  channel: 'email',
});

const graffiti = (): DegradationValues => ({
  ...various(),
  objects: [
    {
      ...emptyObject(),
      object: { tkey: '0404', text: 'Façade', isOther: false },
      has_insurance: 'no',
      description: 'Graffiti sur la façade.',
      graffiti: { ...EMPTY_GRAFFITI, complexity: 'complex', painting_tool: 'spray', colors: ['black'] },
    },
  ],
});

const cables = (): DegradationValues => ({
  ...various(),
  victim: { ...initialDegradationValues('cables').victim, organisation: KABELNET },
  objects: [
    {
      ...emptyObject(),
      object: { tkey: '0602', text: 'Glasvezelkabel', isOther: false },
      length: '1500',
      has_insurance: 'yes',
      company: '9999',
      amount: '4 800,00',
      description: 'Kabel doorgeknipt.',
    },
  ],
  fact: {
    ...various().fact,
    address_source: 'victim',
    last_seen_date: '',
    last_seen_time: '',
    has_traces: 'yes',
    can_help: 'no',
  },
});

/** The issues as 'path:key', and the step each one sends the person back to. */
const described = (issues: readonly FieldError[]) => issues.map((i) => `${i.path.join('.')}:${i.key}`);
const stepsOf = (issues: readonly FieldError[]) => [
  ...new Set(issues.map((i) => stepOfPath(DEGRADATION_STEPS, i.path))),
];

describe('the various-damage payload', () => {
  it('is a valid declaration when every step is filled, with two objects of which one insured', () => {
    expect(validateDegradation('various', various())).toEqual([]);
    const payload = degradationPayload('various', various(), ['0b7c1c2e-5a51-4d0e-9a4e-0f6c5b2a9d11']);
    const parsed = DegradationDeclarationSchema.parse(payload);
    if (parsed.category !== 'various') throw new Error('category');
    expect(parsed.fact.type).toBe('5101');
    expect(parsed.attachments).toEqual(['0b7c1c2e-5a51-4d0e-9a4e-0f6c5b2a9d11']);
    expect(parsed.declarant).toMatchObject({ identification: 'federal', type: 'private-person' });
    expect(parsed.damaged_objects).toHaveLength(2);
  });

  it('sends the insurance only when there is one, and no graffiti outside the graffiti form', () => {
    const [insured, uninsured] = degradationPayload('various', various(), []).damaged_objects;
    expect(insured).toMatchObject({
      object: { tkey: '0201', text: 'Voiture' },
      insurance: {
        has_insurance: 'yes',
        company: '0002',
        policy_number: 'AU-2024-118 734',
        start_date: '01/01/2024',
        end_date: '31/12/2025',
      },
      damage: { amount: '850', purchase_price: '18 900', description: 'Rétroviseur gauche arraché.' },
    });
    expect(uninsured?.insurance).toEqual({ has_insurance: 'no' });
    expect(uninsured).toMatchObject({ length: '40', width: '30' });
    expect(uninsured?.damage).not.toHaveProperty('graffiti');
  });

  it('takes the place of the fact from its source', () => {
    const place = (values: DegradationValues) => degradationPayload('various', values, []).fact.address;
    expect(place(various())).toMatchObject({ street: 'Rue Léopold', munKey: '62063' });
    const victim = various();
    expect(place({ ...victim, fact: { ...victim.fact, address_source: 'victim' } })).toMatchObject({
      street: 'Rue Léopold',
    });
    const other = various();
    const typed = {
      ...other,
      fact: {
        ...other.fact,
        address_source: 'other' as const,
        address: { municipality: '21004-1000', post_code: '1000', street: 'Rue Neuve', number: '1', box: '' },
      },
    };
    expect(place(typed)).toEqual({
      municipality: '21004-1000',
      post_code: '1000',
      munKey: '21004',
      street: 'Rue Neuve',
      number: '1',
      box: '',
    });
    expect(validateDegradation('various', typed)).toEqual([]);
  });

  it('accepts a declarant identified by rrn, whose typed address can be the place of the fact', () => {
    const values = various();
    const manual = {
      ...values,
      declarant: {
        ...EMPTY_DECLARANT,
        identification: 'manual' as const,
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
    };
    expect(validateDegradation('various', manual)).toEqual([]);
    const payload = degradationPayload('various', manual, []);
    expect(payload.declarant).toMatchObject({ identification: 'manual', birth_date: '29/02/2004' });
    expect(payload.fact.address).toMatchObject({ street: 'Rue Neuve', munKey: '21004' });
  });

  it('names an "other" object with the person’s own words, which are then required', () => {
    const values = various();
    const other = { ...letterbox(), object: { tkey: '9901', text: 'Autre objet', isOther: true } };
    const issues = validateDegradation('various', { ...values, objects: [other] });
    expect(described(issues)).toEqual(['damaged_objects.0.object.text:required_field']);
    const named = { ...other, other_text: 'Bac à fleurs' };
    expect(objectName(named)).toBe('Bac à fleurs');
    expect(
      degradationPayload('various', { ...values, objects: [named] }, []).damaged_objects[0]?.object,
    ).toEqual({ tkey: '9901', text: 'Bac à fleurs' });
    expect(validateDegradation('various', { ...values, objects: [named] })).toEqual([]);
  });

  it('refuses an empty list, an object not chosen and a damage not described, on the objects step', () => {
    const values = various();
    expect(described(validateDegradation('various', { ...values, objects: [] }))).toEqual([
      'damaged_objects:required_field',
    ]);
    const issues = validateDegradation('various', { ...values, objects: [emptyObject()] });
    expect(described(issues)).toEqual([
      'damaged_objects.0.object.tkey:required_field',
      'damaged_objects.0.insurance.has_insurance:required_field',
      'damaged_objects.0.damage.description:required_field',
    ]);
    expect(stepsOf(issues)).toEqual([stepNumber('damaged_objects')]);
  });

  it('checks the insurance dates: start not in the future, end on or after the start', () => {
    const withCar = (change: Partial<ObjectDraft>) => ({ ...various(), objects: [{ ...car(), ...change }] });
    expect(described(validateDegradation('various', withCar({ end_date: '31/12/2023' })))).toEqual([
      'damaged_objects.0.insurance.end_date:require_date_must_be_after_or_equal',
    ]);
    expect(described(validateDegradation('various', withCar({ start_date: '01/01/2999' })))).toEqual([
      'damaged_objects.0.insurance.start_date:require_date_not_in_future',
    ]);
    expect(validateDegradation('various', withCar({ end_date: '01/01/2024' }))).toEqual([]);
    expect(described(validateDegradation('various', withCar({ company: '' })))).toEqual([
      'damaged_objects.0.insurance.company:required_field',
    ]);
    // Policy number and dates are optional (spec §3).
    expect(
      validateDegradation('various', withCar({ policy_number: '', start_date: '', end_date: '' })),
    ).toEqual([]);
  });

  it('refuses a last-seen moment after the discovery, and sends the person to the fact step', () => {
    const values = various();
    const late = {
      ...values,
      fact: { ...values.fact, last_seen_date: '15/03/2025', last_seen_time: '07:46' },
    };
    const issues = validateDegradation('various', late);
    expect(described(issues)).toEqual([
      'fact.last_seen_datetime.time:fact_info_last_seen_before_degradation_error',
    ]);
    expect(stepsOf(issues)).toEqual([stepNumber('fact_information')]);
    const same = {
      ...values,
      fact: { ...values.fact, last_seen_date: '15/03/2025', last_seen_time: '07:45' },
    };
    expect(validateDegradation('various', same)).toEqual([]);
    const none = { ...values, fact: { ...values.fact, last_seen_date: '', last_seen_time: '' } };
    expect(described(validateDegradation('various', none))).toEqual([
      'fact.last_seen_datetime.date:required_field',
      'fact.last_seen_datetime.time:required_field',
    ]);
  });

  it('asks every fact field, and the description within 5 to 2000 characters', () => {
    const values = various();
    const issues = validateDegradation('various', { ...values, fact: { ...EMPTY_FACT, description: 'vu' } });
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
    const values = various();
    const issues = validateDegradation('various', {
      ...values,
      contact: { ...values.contact, email_confirmation: 'marie@example.be' },
    });
    expect(described(issues)).toEqual(['declarant.email_confirmation:require_same_email']);
    expect(stepsOf(issues)).toEqual([stepNumber('declarant_contact_data')]);
  });

  it('keeps the declarant step closed until the declarant is identified', () => {
    const issues = validateDegradation('various', { ...various(), declarant: EMPTY_DECLARANT });
    // The fact's place was the declarant's address: it is missing there too.
    expect(stepsOf(issues)).toEqual([stepNumber('declarant_authentication'), stepNumber('fact_information')]);
    expect(DEGRADATION_STEPS[0]).toMatchObject({ id: 'declarant_authentication', blocking: true });
  });

  it('refuses the eBox for an organisation victim, on the overview', () => {
    const values = various();
    const issues = validateDegradation('various', {
      ...values,
      victim: { ...initialDegradationValues('cables').victim, organisation: KABELNET },
      channel: 'ebox',
    });
    expect(described(issues)).toEqual(['overview.channel:error_ebox_not_for_organisation']);
    expect(stepsOf(issues)).toEqual([stepNumber('declaration_overview')]);
  });
});

describe('the graffiti payload', () => {
  it('carries the graffiti with the damage, and only its type is required', () => {
    expect(validateDegradation('graffitis', graffiti())).toEqual([]);
    const payload = degradationPayload('graffitis', graffiti(), []);
    expect(payload.fact.type).toBe('5102');
    expect(payload.damaged_objects[0]?.damage).toMatchObject({
      graffiti: { complexity: 'complex', painting_tool: 'spray', readability: '', colors: ['black'] },
    });
    const parsed = DegradationDeclarationSchema.parse(payload);
    if (parsed.category !== 'graffitis') throw new Error('category');
    expect(parsed.damaged_objects[0]?.damage.graffiti).toEqual({
      complexity: 'complex',
      painting_tool: 'spray',
      colors: ['black'],
    });
  });

  it('refuses a graffiti without its type, and sizes that are not whole numbers', () => {
    const values = graffiti();
    const object = values.objects[0] as ObjectDraft;
    const issues = validateDegradation('graffitis', {
      ...values,
      objects: [{ ...object, graffiti: { ...object.graffiti, complexity: '', width: '2,5', height: '0' } }],
    });
    expect(described(issues)).toEqual([
      'damaged_objects.0.damage.graffiti.complexity:required_field',
      'damaged_objects.0.damage.graffiti.width:require_positive_integer',
      'damaged_objects.0.damage.graffiti.height:require_positive_integer',
    ]);
  });

  it('applies the last-seen rule as the various form does', () => {
    const values = graffiti();
    const issues = validateDegradation('graffitis', {
      ...values,
      fact: { ...values.fact, last_seen_date: '16/03/2025' },
    });
    expect(described(issues)).toEqual([
      'fact.last_seen_datetime.time:fact_info_last_seen_before_degradation_error',
    ]);
  });
});

describe('the cable payload', () => {
  it('is filed by an organisation declarant for an enterprise, with the suspect question', () => {
    expect(validateDegradation('cables', cables())).toEqual([]);
    const payload = degradationPayload('cables', cables(), []);
    expect(payload.declarant.type).toBe('organisation');
    expect(payload.victim).toMatchObject({ declare_for: 'organisation', name: 'Kabelnet Vlaanderen' });
    expect(payload.fact).toMatchObject({
      type: '5103',
      address: { street: 'Meir', munKey: '11002' },
      has_traces: true,
      can_help_with_suspect_identification: false,
    });
    expect(DegradationDeclarationSchema.safeParse(payload).success).toBe(true);
  });

  it('starts with the organisation chosen as victim and the summary by e-mail', () => {
    const initial = initialDegradationValues('cables');
    expect(initial.victim.declare_for).toBe('organisation');
    expect(initial.channel).toBe('email');
    expect(initialDegradationValues('various').victim.declare_for).toBe('');
  });

  it('has no last-seen rule but asks whether the enterprise can help identify a suspect', () => {
    const values = cables();
    const late = {
      ...values,
      fact: { ...values.fact, last_seen_date: '16/03/2025', last_seen_time: '10:00', can_help: '' as const },
    };
    expect(described(validateDegradation('cables', late))).toEqual([
      'fact.can_help_with_suspect_identification:required_field',
    ]);
  });

  it('refuses a private victim', () => {
    const values = { ...cables(), victim: { ...cables().victim, declare_for: 'me' as const } };
    const issues = validateDegradation('cables', values);
    expect(described(issues)).toContain('victim.declare_for:error_choose_enterprise');
    expect(stepsOf(issues)).toContain(stepNumber('victim_info'));
  });

  it('reports a place the pilot refused at the fact’s municipality', () => {
    expect(described(validateDegradation('cables', cables(), '11002'))).toEqual([
      `fact.address.municipality:${CABLE_NOT_IN_PILOT_KEY}`,
    ]);
    expect(validateDegradation('cables', cables(), '44021')).toEqual([]);
    // Only the cable form is a pilot.
    expect(validateDegradation('various', various(), '62063')).toEqual([]);
  });

  it('starts the place of the fact on the municipality the pilot check allowed (decision 015)', () => {
    const gent = { municipality: '44021-9000', post_code: '9000' };
    const opened = withPilotPlace(initialDegradationValues('cables'), gent);
    expect(opened.fact.address_source).toBe('other');
    expect(opened.fact.address).toEqual({
      municipality: '44021-9000',
      post_code: '9000',
      street: '',
      number: '',
      box: '',
    });
    // Street and number are still the person's to give.
    const place = { address_source: opened.fact.address_source, address: opened.fact.address };
    expect(
      described(validateDegradation('cables', { ...cables(), fact: { ...cables().fact, ...place } })),
    ).toEqual(['fact.address.street:required_field', 'fact.address.number:required_field']);
    // A place chosen or typed already is kept.
    const chosen = cables();
    expect(withPilotPlace(chosen, gent)).toBe(chosen);
    const typed = {
      ...chosen,
      fact: {
        ...chosen.fact,
        address_source: 'other' as const,
        address: { ...opened.fact.address, municipality: '62063-4000', post_code: '4000' },
      },
    };
    expect(withPilotPlace(typed, gent)).toBe(typed);
  });
});
