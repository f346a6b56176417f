import {
  CRIME_TYPE_CODES,
  goToStep,
  initialWizard,
  nextStep,
  PERSON_FORM,
  PERSON_STEPS,
  PersonDeclarationSchema,
  type RegisteredForm,
  STEP_ERROR_KEY,
  type StepCheck,
  stepOfPath,
} from '@pow/domain';
import { EXAMPLE_PERSON } from '@pow/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../test-support.ts';
import { type FormValues, initialValues, payloadOf, withField } from './form-values.ts';
import { OTHER_CRIME_TYPE } from './kinds/crime-type-options.ts';
import { FIELD_KINDS } from './kinds.ts';
import { validateForm } from './validate-form.ts';

// The person form as the engine holds and sends it: its definition read by the engine's own functions.
const FORM = PERSON_FORM as RegisteredForm;

const UPLOAD_ID = '0b7c1c2e-5a51-4d0e-9a4e-0f6c5b2a9d11';
const stepNumber = (id: string) => PERSON_STEPS.findIndex((step) => step.id === id) + 1;
const validatePerson = (values: FormValues) => validateForm(FORM, values);
const personPayload = (values: FormValues, ids: readonly string[]) =>
  payloadOf(FORM, values, ids) as {
    declarant: Record<string, unknown>;
    fact: { type: unknown };
  };
const initialPersonValues = (email?: string) =>
  initialValues(FORM, email ? { first_name: '', last_name: '', email, language: 'nl' } : undefined);
/** Values with some fields' values set, by the field's key (kind@path). */
const withFields = (values: FormValues, fields: Readonly<Record<string, unknown>>): FormValues =>
  Object.entries(fields).reduce((next, [key, value]) => withField(next, key, () => value), values);
const fieldOf = (values: FormValues, key: string) => values.fields[key] as Record<string, unknown>;

/** EXAMPLE_PERSON (Emma Lambert, manual rrn, lost driving licence) as the wizard holds it. */
const emma = (): FormValues => {
  const { declarant, fact } = EXAMPLE_PERSON;
  return withFields(initialPersonValues(), {
    'crime-type@fact.type': '0574',
    'declarant@declarant': {
      identification: 'manual',
      firstname: declarant.firstname,
      lastname: declarant.lastname,
      rrn: '04.02.29-162.65',
      birth_date: '',
      nationality: 'BE',
      address: declarant.address,
      registry_rrn: '',
    },
    'contact@declarant': {
      email: declarant.email,
      email_confirmation: 'Emma.Lambert@example.be',
      phone_number: declarant.phone_number,
    },
    'fact-place@fact': {
      place: '',
      address: {
        municipality: fact.address.municipality,
        post_code: fact.address.post_code,
        street: fact.address.street,
        number: fact.address.number,
        box: '',
      },
    },
    'moment@fact.datetime': { date: fact.datetime.date, time: fact.datetime.time },
    'description@fact.description': fact.description,
    'channel@overview.channel': 'email',
  });
};
/**
 * Emma's values with another crime type, each asked what it asks (issue 33): a repeated fact its moment
 * by the field that offers a period too, a lost object the object (a handbag).
 */
const withCrimeType = (choice: string) =>
  withFields(emma(), {
    'crime-type@fact.type': choice,
    'moment-or-period@fact': { ...ONCE_PERIOD, date: EXAMPLE_PERSON.fact.datetime.date, time: '18:00' },
    'lost-object@fact.lost_object': HANDBAG,
  });
const ONCE_PERIOD = { span: 'once', date: '', time: '', start_date: '', end_date: '' };
const HANDBAG = {
  object: { tkey: '0902', text: 'Handtas', isOther: false },
  other_text: '',
  brand: '',
  serial_number: '',
  imei: '',
};

// The person form's own kinds come in chunks of their own (lateKind), fetched with its steps.
beforeAll(async () => {
  await setUpI18n('nl');
  await Promise.all([FIELD_KINDS['moment-or-period'].View.load(), FIELD_KINDS['lost-object'].View.load()]);
});

/** The wizard's check of a step, from the values' issues (as use-wizard-form.ts does). */
const checkOf =
  (values: FormValues): StepCheck =>
  (step) =>
    validatePerson(values).some((issue) => stepOfPath(PERSON_STEPS, issue.path) === step)
      ? { error: STEP_ERROR_KEY }
      : true;

describe('the person payload (spec §3 Declaration (person form))', () => {
  it('is EXAMPLE_PERSON when every step is filled as Emma did, and the shared schema accepts it', () => {
    expect(validatePerson(emma())).toEqual([]);
    const payload = personPayload(emma(), [UPLOAD_ID]);
    expect(payload).toEqual({
      ...EXAMPLE_PERSON,
      declarant: { ...EXAMPLE_PERSON.declarant, rrn: '04.02.29-162.65', birth_date: '29/02/2004' },
      attachments: [UPLOAD_ID],
    });
    const parsed = PersonDeclarationSchema.parse(payload);
    expect(parsed.declarant.rrn).toBe('04022916265');
    expect(parsed.fact.type).toBe('0574');
    expect(parsed.fact.place === 'online' ? undefined : parsed.fact.address.munKey).toBe('21004');
  });

  it('never sends the e-mail confirmation nor the local registry mark', () => {
    const declarant = personPayload(emma(), []).declarant as Record<string, unknown>;
    expect(declarant).not.toHaveProperty('email_confirmation');
    expect(declarant).not.toHaveProperty('registry_rrn');
  });

  it.each(CRIME_TYPE_CODES)('sends crime type %s as fact.type', (code) => {
    const values = withCrimeType(code);
    expect(personPayload(values, []).fact.type).toBe(code);
    expect(validatePerson(values)).toEqual([]);
  });

  it.each([
    ['no choice', ''],
    ['another fact', OTHER_CRIME_TYPE],
  ] as const)(
    'sends no type for %s, which the schema refuses with error_crime_type_required',
    (_, choice) => {
      const values = withCrimeType(choice);
      expect(personPayload(values, []).fact.type).toBeNull();
      expect(validatePerson(values)).toEqual([{ key: 'error_crime_type_required', path: ['fact', 'type'] }]);
    },
  );

  it('checks the e-mail confirmation in the browser, at the contact step', () => {
    const values = withFields(emma(), {
      'contact@declarant': { ...fieldOf(emma(), 'contact@declarant'), email_confirmation: 'emma@example.be' },
    });
    const issues = validatePerson(values);
    expect(issues).toEqual([{ key: 'require_same_email', path: ['declarant', 'email_confirmation'] }]);
    expect(stepOfPath(PERSON_STEPS, issues[0]!.path)).toBe(stepNumber('declarant_contact_data'));
  });

  it('refuses a description under 5 characters and a moment in the future, at the fact step', () => {
    expect(validatePerson(withFields(emma(), { 'description@fact.description': 'kwijt' }))).toEqual([]);
    const short = withFields(emma(), {
      'moment@fact.datetime': { ...fieldOf(emma(), 'moment@fact.datetime'), date: '01/01/2999' },
      'description@fact.description': 'pas',
    });
    const issues = validatePerson(short);
    expect(issues.map((issue) => issue.key).sort()).toEqual([
      'error_minmax_length',
      'require_date_not_in_future',
    ]);
    expect(new Set(issues.map((issue) => stepOfPath(PERSON_STEPS, issue.path)))).toEqual(
      new Set([stepNumber('fact_information')]),
    );
  });
});

describe('the person form steps (spec §3 Step, §4 Wizard)', () => {
  it('has the six steps of the spec, in order, crime type and declarant blocking, attachments skippable', () => {
    expect(PERSON_STEPS.map((step) => step.id)).toEqual([
      'crime_type',
      'declarant_authentication',
      'declarant_contact_data',
      'fact_information',
      'attachments',
      'declaration_overview',
    ]);
    expect(PERSON_STEPS.filter((step) => step.blocking).map((step) => step.id)).toEqual([
      'crime_type',
      'declarant_authentication',
    ]);
    expect(PERSON_STEPS.filter((step) => step.skippable).map((step) => step.id)).toEqual(['attachments']);
  });

  it('leads each field to its step', () => {
    const at = (path: (string | number)[]) => PERSON_STEPS[stepOfPath(PERSON_STEPS, path)! - 1]?.id;
    expect(at(['fact', 'type'])).toBe('crime_type');
    expect(at(['declarant', 'identification'])).toBe('declarant_authentication');
    expect(at(['declarant', 'address', 'street'])).toBe('declarant_authentication');
    expect(at(['declarant', 'email'])).toBe('declarant_contact_data');
    expect(at(['declarant', 'phone_number', 'number'])).toBe('declarant_contact_data');
    expect(at(['fact', 'address', 'munKey'])).toBe('fact_information');
    expect(at(['fact', 'datetime', 'time'])).toBe('fact_information');
    expect(at(['attachments'])).toBe('attachments');
    expect(at(['overview', 'channel'])).toBe('declaration_overview');
    expect(at(['dog_color'])).toBe('declaration_overview');
  });

  it('cannot be passed beyond the crime type while no known type is chosen, not even with "other"', () => {
    for (const choice of ['', OTHER_CRIME_TYPE]) {
      const values = withCrimeType(choice);
      const jump = goToStep(initialWizard(6), PERSON_STEPS, 4, checkOf(values));
      expect(jump.outcome).toBe('blocked');
      expect(jump.at).toBe(1);
      expect(jump.state.current).toBe(1);
      expect(nextStep(initialWizard(6), PERSON_STEPS, checkOf(values)).outcome).toBe('invalid');
    }
    // A known type frees step 1; the identification, not yet done, holds the jump then.
    const known = goToStep(initialWizard(6), PERSON_STEPS, 4, checkOf(emma()));
    expect(known.at).toBe(stepNumber('declarant_authentication'));
    expect(goToStep(initialWizard(6), PERSON_STEPS, 2, checkOf(emma())).outcome).toBe('moved');
  });

  it('cannot be passed beyond the identification while the declarant is not identified', () => {
    const values = withFields(emma(), {
      'declarant@declarant': initialPersonValues().fields['declarant@declarant'],
    });
    const atTwo = nextStep(initialWizard(6), PERSON_STEPS, checkOf(values)).state;
    expect(atTwo.current).toBe(2);
    const jump = goToStep(atTwo, PERSON_STEPS, 6, checkOf(values));
    expect(jump.outcome).toBe('blocked');
    expect(jump.at).toBe(stepNumber('declarant_authentication'));
  });

  it('starts with the session e-mail in both e-mail fields', () => {
    expect(initialPersonValues('emma.lambert@example.be').fields['contact@declarant']).toMatchObject({
      email: 'emma.lambert@example.be',
      email_confirmation: 'emma.lambert@example.be',
    });
    expect(validatePerson(initialPersonValues()).some((issue) => issue.path[0] === 'fact')).toBe(true);
  });
});

describe('a repeated fact over a period, a lost object (issue 33)', () => {
  const harassment = (period: { start_date: string; end_date: string }) =>
    withFields(withCrimeType('4517'), {
      'moment-or-period@fact': { ...ONCE_PERIOD, span: 'period', ...period },
    });

  it('sends a harassment’s period instead of its moment, which the schema takes', () => {
    const values = harassment({ start_date: '03/03/2025', end_date: '28/04/2025' });
    const { fact } = payloadOf(FORM, values, []) as { fact: Record<string, unknown> };
    expect(fact.period).toEqual({ start_date: '03/03/2025', end_date: '28/04/2025' });
    expect(fact).not.toHaveProperty('datetime');
    expect(validatePerson(values)).toEqual([]);
  });

  it('refuses an end before the start, at the end, in the fact step', () => {
    const issues = validatePerson(harassment({ start_date: '28/04/2025', end_date: '03/03/2025' }));
    expect(issues).toEqual([
      {
        key: 'require_date_must_be_after_or_equal',
        path: ['fact', 'period', 'end_date'],
        params: { field: 'start_date' },
      },
    ]);
    expect(stepOfPath(PERSON_STEPS, issues[0]!.path)).toBe(stepNumber('fact_information'));
  });

  it('asks the moment alone of a fact that happens once, whatever the period field holds', () => {
    const values = withFields(withCrimeType('4315'), {
      'moment-or-period@fact': { ...ONCE_PERIOD, span: 'period', start_date: '03/03/2025' },
    });
    const { fact } = payloadOf(FORM, values, []) as { fact: Record<string, unknown> };
    expect(fact.datetime).toEqual(EXAMPLE_PERSON.fact.datetime);
    expect(fact).not.toHaveProperty('period');
  });

  it('sends the lost object from the catalogue, an IMEI only for a device that has one', () => {
    const typed = { ...HANDBAG, brand: 'Delvaux', imei: '352099001761481' };
    const bag = withFields(withCrimeType('0575'), { 'lost-object@fact.lost_object': typed });
    const sent = (values: FormValues) =>
      (payloadOf(FORM, values, []) as { fact: { lost_object?: unknown } }).fact.lost_object;
    expect(sent(bag)).toEqual({
      object: { tkey: '0902', text: 'Handtas' },
      brand: 'Delvaux',
      serial_number: '',
      imei: '',
    });
    const phone = withFields(bag, {
      'lost-object@fact.lost_object': { ...typed, object: { tkey: '0701', text: 'Gsm', isOther: false } },
    });
    expect(sent(phone)).toMatchObject({ imei: '352099001761481' });
    expect(validatePerson(phone)).toEqual([]);
    const wrong = withFields(phone, {
      'lost-object@fact.lost_object': {
        ...typed,
        object: { tkey: '0701', text: 'Gsm', isOther: false },
        imei: '352099001761482',
      },
    });
    expect(validatePerson(wrong)).toEqual([
      { key: 'require_imei_format', path: ['fact', 'lost_object', 'imei'] },
    ]);
    // Another type asks nothing of it.
    expect(sent(withFields(bag, { 'crime-type@fact.type': '0574' }))).toBeUndefined();
  });

  it('asks what was lost: nothing chosen is refused at the search', () => {
    const values = withFields(withCrimeType('0575'), { 'lost-object@fact.lost_object': undefined });
    expect(validatePerson(values)).toEqual([
      { key: 'required_field', path: ['fact', 'lost_object', 'object', 'tkey'] },
    ]);
  });
});
