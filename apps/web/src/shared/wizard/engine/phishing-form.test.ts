import {
  PHISHING_CITIZEN_STEPS,
  PHISHING_FORM,
  PHISHING_OFFICER_FORM,
  PHISHING_OFFICER_STEPS,
  PhishingDeclarationSchema,
  PhishingOfficerDeclarationSchema,
  type RegisteredForm,
  type RegistryPerson,
  stepOfPath,
} from '@pow/domain';
import { EXAMPLE_PHISHING, EXAMPLE_PHISHING_OFFICER } from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import { federalDeclarant } from '../../declaration-steps/declarant-draft.ts';
import { chooseVictim } from '../../declaration-steps/victim-draft.ts';
import { type FormValues, followAnswers, initialValues, payloadOf, withField } from './form-values.ts';
import {
  authorContactKey,
  authorContactText,
  pendingContactIssue,
  withPendingAdded,
} from './kinds/author-contact-checks.ts';
import {
  type AuthorContactDraft,
  type AuthorContactsDraft,
  EMPTY_AUTHOR_CONTACT,
} from './kinds/author-contact-draft.ts';
import { leaveStep, validateForm } from './validate-form.ts';

// Both phishing forms as the engine holds and sends them: their definitions read by the engine's own
// functions. The payloads are the API's (spec §3 Declaration (phishing)), as the pages sent them before.
const CITIZEN = PHISHING_FORM as RegisteredForm;
const OFFICER = PHISHING_OFFICER_FORM as RegisteredForm;

const UPLOAD_ID = '0b7c1c2e-5a51-4d0e-9a4e-0f6c5b2a9d11';
const AUTHOR_STEP = PHISHING_CITIZEN_STEPS.findIndex((step) => step.id === 'author') + 1;

/** Values with some fields' values set, by the field's key (kind@path). */
const withFields = (values: FormValues, fields: Readonly<Record<string, unknown>>): FormValues =>
  Object.entries(fields).reduce((next, [key, value]) => withField(next, key, () => value), values);
const fieldOf = <T>(values: FormValues, key: string) => values.fields[key] as T;

const validatePhishing = (values: FormValues) => validateForm(CITIZEN, values);
const phishingPayload = (values: FormValues, ids: readonly string[] = []) =>
  payloadOf(CITIZEN, values, ids) as typeof EXAMPLE_PHISHING;
const described = (values: FormValues, form = CITIZEN) =>
  validateForm(form, values).map((issue) => `${issue.path.join('.')}:${issue.key}`);

const { declarant, fact_author_infos, fact_amounts, fact } = EXAMPLE_PHISHING;

/** Jan Peeters' own registry record, as the federal sign-in's look-up finds it. */
const JAN: RegistryPerson = {
  rrn: declarant.rrn,
  firstname: declarant.firstname,
  lastname: declarant.lastname,
  birth_date: declarant.birth_date,
  nationality: declarant.nationality,
  address: declarant.address,
};

const authorContact = (draft: Partial<AuthorContactDraft>): AuthorContactDraft => ({
  ...EMPTY_AUTHOR_CONTACT,
  ...draft,
});

/** EXAMPLE_PHISHING (Jan Peeters, for himself, four author contacts, money lost) as the wizard holds it. */
const jan = (): FormValues =>
  withFields(initialValues(CITIZEN, undefined), {
    'signed-in-declarant@declarant': federalDeclarant(
      { first_name: declarant.firstname, last_name: declarant.lastname, rrn: declarant.rrn },
      JAN,
    ),
    'victim@victim': chooseVictim('me'),
    'contact@declarant': {
      email: declarant.email,
      email_confirmation: 'Jan.Peeters@example.be',
      phone_number: declarant.phone_number,
    },
    'author-contacts@fact_author_infos': {
      contacts: [
        authorContact({ type: 1, value: 'veiligheid@mijnbank-controle.example' }),
        authorContact({ type: 2, value: 'https://mijnbank-controle.example/login?ref=sms&id=4817' }),
        authorContact({ type: 3, phone: { indicator: '32', number: '0489 55 66 77' } }),
        authorContact({ type: 4, value: '@mijnbank_hulp', platform: 'Instagram' }),
      ],
      pending: EMPTY_AUTHOR_CONTACT,
    },
    // He lets the police forward the author's addresses and tell both banks (decision 048).
    'takedown-consent@takedown': 'yes',
    'amounts@fact_amounts': { money_lost: 'yes', amounts: fact_amounts },
    'bank-notice@bank_notice': { consent: 'yes', account: EXAMPLE_PHISHING.bank_notice.account },
    'moment@fact.datetime': fact.datetime,
    'description@fact.description': fact.description,
    'overview-text@fact.overview': fact.overview,
    'channel@overview.channel': 'ebox',
  });

describe('the citizen payload (spec §3 Declaration (phishing))', () => {
  it('is EXAMPLE_PHISHING when every step is filled as Jan did, and the shared schema accepts it', () => {
    expect(validatePhishing(jan())).toEqual([]);
    const { iban: _notAsked, ...asked } = declarant;
    expect(phishingPayload(jan(), [UPLOAD_ID])).toEqual({
      ...EXAMPLE_PHISHING,
      declarant: asked,
      attachments: [UPLOAD_ID],
    });
    expect(PhishingDeclarationSchema.parse(phishingPayload(jan(), [UPLOAD_ID])).attachments).toEqual([
      UPLOAD_ID,
    ]);
  });

  it('URL-encodes a website (spec §3) and the server schema reads it back', () => {
    const payload = phishingPayload(jan());
    expect(payload.fact_author_infos[1]).toEqual({
      type: 2,
      value: 'https%3A%2F%2Fmijnbank-controle.example%2Flogin%3Fref%3Dsms%26id%3D4817',
    });
    expect(payload.fact_author_infos).toEqual(fact_author_infos);
    expect(PhishingDeclarationSchema.parse(payload).fact_author_infos[1]).toMatchObject({
      value: 'https://mijnbank-controle.example/login?ref=sms&id=4817',
    });
  });

  it('carries the honeypot as typed, keeps the e-mail confirmation and no debug object out', () => {
    const payload = phishingPayload(withFields(jan(), { 'honeypot@dog_color': 'brown' }));
    expect(payload.dog_color).toBe('brown');
    expect(payload).not.toHaveProperty('debug');
    expect(payload.declarant).not.toHaveProperty('email_confirmation');
    expect(payload.declarant).not.toHaveProperty('registry_rrn');
  });

  it('puts the overview text in fact.overview (spec §3) and only the channel in overview', () => {
    const payload = phishingPayload(jan());
    expect(payload.fact).toEqual(fact);
    expect(fact.type).toBe('5731');
    expect(payload.overview).toEqual({ channel: 'ebox' });
    expect(PhishingDeclarationSchema.parse(payload).fact.overview).toBe(fact.overview);
  });

  it('asks the overview text on step 8 (its path fact.overview belongs to the overview step)', () => {
    const issues = validatePhishing(withFields(jan(), { 'overview-text@fact.overview': ' ' }));
    expect(issues).toEqual([{ key: 'required_field', path: ['fact', 'overview'] }]);
    expect(stepOfPath(PHISHING_CITIZEN_STEPS, issues[0]!.path)).toBe(8);
  });

  it('sends no amounts when no money was lost, whatever rows were typed', () => {
    const values = withFields(jan(), {
      'amounts@fact_amounts': { money_lost: 'no', amounts: fact_amounts },
    });
    expect(phishingPayload(values).fact_amounts).toEqual([]);
  });

  it('asks the amounts question and checks the e-mail confirmation in the browser', () => {
    const values = withFields(jan(), {
      'amounts@fact_amounts': { money_lost: '', amounts: fact_amounts },
      'contact@declarant': {
        ...fieldOf<object>(jan(), 'contact@declarant'),
        email_confirmation: 'jan@example.be',
      },
    });
    expect(described(values)).toEqual([
      'declarant.email_confirmation:require_same_email',
      'fact_amounts.money_lost:required_field',
    ]);
  });

  it('leads each field to its step', () => {
    const at = (path: (string | number)[]) =>
      PHISHING_CITIZEN_STEPS[stepOfPath(PHISHING_CITIZEN_STEPS, path)! - 1]?.id;
    expect(at(['declarant', 'address', 'street'])).toBe('identification');
    expect(at(['victim', 'firstname'])).toBe('victim');
    expect(at(['declarant', 'email_confirmation'])).toBe('contact');
    expect(at(['fact_author_infos', 'pending', 'value'])).toBe('author');
    expect(at(['fact_amounts', 0, 'iban'])).toBe('amounts');
    expect(at(['fact', 'datetime', 'date'])).toBe('fact');
    expect(at(['fact', 'type'])).toBe('fact');
    expect(at(['attachments'])).toBe('attachments');
    expect(at(['fact', 'overview'])).toBe('overview');
    expect(at(['overview', 'channel'])).toBe('overview');
    expect(at(['dog_color'])).toBe('overview');
  });
});

describe('the victim choice (spec §4)', () => {
  const choosing = (values: FormValues, victim: ReturnType<typeof chooseVictim>) =>
    followAnswers(
      CITIZEN,
      withField(values, 'victim@victim', () => victim),
    );

  it('forces the e-mail channel for an organisation, which stays when the choice changes again', () => {
    const organisation = choosing(jan(), chooseVictim('organisation'));
    expect(organisation.fields['channel@overview.channel']).toBe('email');
    expect(choosing(organisation, chooseVictim('me')).fields['channel@overview.channel']).toBe('email');
  });

  it('keeps the channel for another choice', () => {
    const values = choosing(jan(), chooseVictim('someone-else'));
    expect(values.fields['channel@overview.channel']).toBe('ebox');
    // Nothing to follow: the values stay as they are.
    const unchanged = jan();
    expect(followAnswers(CITIZEN, unchanged)).toBe(unchanged);
  });
});

describe('the same author contact twice', () => {
  const email = (value: string) => authorContact({ type: 1, value });
  const phone = (number: string) => authorContact({ type: 3, phone: { indicator: '32', number } });
  const typing = (contacts: AuthorContactDraft[], pending: AuthorContactDraft) =>
    withFields(jan(), { 'author-contacts@fact_author_infos': { contacts, pending } });

  it.each([
    ['an e-mail in capitals', [email('fraud@bank.example')], email('Fraud@Bank.example'), 'value'],
    ['a phone spaced otherwise', [phone('0489 55 66 77')], phone('0489556677'), 'number'],
    ['a phone without its trunk zero', [phone('0489 55 66 77')], phone('489 55 66 77'), 'number'],
  ])('refuses %s before it is added, at its value', (_, contacts, pending, field) => {
    expect(pendingContactIssue(pending, contacts)).toEqual({
      message: 'error_fact_author_contact_duplicate',
      path: [field],
    });
    const value = { contacts, pending };
    expect(withPendingAdded(value)).toBe(value);
    expect(validatePhishing(typing(contacts, pending))).toEqual([
      { key: 'error_fact_author_contact_duplicate', path: ['fact_author_infos', 'pending', field] },
    ]);
  });

  it('shows a phone in international form, without the trunk zero', () => {
    expect(authorContactText(phone('0489 55 66 77'))).toBe('+32 489 55 66 77');
  });

  it('gives each entry of the list its own key', () => {
    const contacts = [email('a@b.example'), phone('0489 55 66 77'), email('c@d.example')];
    expect(new Set(contacts.map(authorContactKey)).size).toBe(3);
  });
});

describe('leaving the author-contacts step (spec §4)', () => {
  const typing = (pending: AuthorContactDraft) =>
    withFields(jan(), { 'author-contacts@fact_author_infos': { contacts: [], pending } });
  const contactsOf = (values: FormValues) =>
    fieldOf<AuthorContactsDraft>(values, 'author-contacts@fact_author_infos');

  it('adds a valid pending entry', () => {
    const left = leaveStep(CITIZEN, AUTHOR_STEP, typing(authorContact({ type: 1, value: 'a@b.example' })));
    expect(contactsOf(left).contacts).toHaveLength(1);
    expect(contactsOf(left).pending).toEqual(EMPTY_AUTHOR_CONTACT);
    expect(phishingPayload(left).fact_author_infos).toEqual([{ type: 1, value: 'a@b.example' }]);
  });

  it('adds a website typed without its scheme, completed as the server keeps it (issue 33)', () => {
    const values = typing(authorContact({ type: 2, value: ' www.kbc-beveiliging.com/login ' }));
    // Nothing wrong with the entry being typed: only the list, still empty, until it is added.
    expect(described(values).filter((issue) => issue.startsWith('fact_author_infos'))).toEqual([
      'fact_author_infos:required_fact_author_contacts',
    ]);
    const left = leaveStep(CITIZEN, AUTHOR_STEP, values);
    expect(contactsOf(left).contacts.map(authorContactText)).toEqual([
      'https://www.kbc-beveiliging.com/login',
    ]);
    const sent = phishingPayload(left).fact_author_infos;
    expect(PhishingDeclarationSchema.parse({ ...phishingPayload(left) }).fact_author_infos).toEqual([
      { type: 2, value: 'https://www.kbc-beveiliging.com/login' },
    ]);
    expect(sent).toEqual([{ type: 2, value: encodeURIComponent('https://www.kbc-beveiliging.com/login') }]);
  });

  it('keeps a website that is no address where it is, with the URL message', () => {
    const values = typing(authorContact({ type: 2, value: 'kbc' }));
    expect(leaveStep(CITIZEN, AUTHOR_STEP, values)).toBe(values);
    expect(described(values)).toContain('fact_author_infos.pending.value:require_url_format');
  });

  it('keeps an invalid one where it is, with its message', () => {
    const values = typing(authorContact({ type: 4, value: '@oplichter', platform: '' }));
    expect(leaveStep(CITIZEN, AUTHOR_STEP, values)).toBe(values);
    expect(validatePhishing(values).map((issue) => issue.path.join('.'))).toContain(
      'fact_author_infos.pending.platform',
    );
  });

  it('does nothing when another step is left', () => {
    const values = typing(authorContact({ type: 1, value: 'a@b.example' }));
    expect(leaveStep(CITIZEN, AUTHOR_STEP + 1, values)).toBe(values);
  });

  it('is the same in the officer’s form', () => {
    const values = withFields(initialValues(OFFICER, undefined), {
      'author-contacts@fact_author_infos': {
        contacts: [],
        pending: authorContact({ type: 1, value: 'a@b.example' }),
      },
    });
    const left = leaveStep(OFFICER, AUTHOR_STEP, values);
    expect(contactsOf(left).contacts).toHaveLength(1);
  });
});

describe('the officer payload (spec §4 police flow)', () => {
  const { officer, victim } = EXAMPLE_PHISHING_OFFICER;
  const SOFIE: RegistryPerson = {
    rrn: victim.rrn,
    firstname: victim.firstname,
    lastname: victim.lastname,
    birth_date: victim.birth_date,
    nationality: victim.nationality,
    address: victim.address,
  };
  const CLAES = {
    first_name: officer.firstname,
    last_name: officer.lastname,
    email: '',
    language: 'nl' as const,
    matricule: officer.matricule,
  };
  const officerPayload = (values: FormValues, readBack = false) =>
    payloadOf(OFFICER, values, [], readBack) as typeof EXAMPLE_PHISHING_OFFICER;

  /** EXAMPLE_PHISHING_OFFICER (inspector Claes for Sofie Janssens, found by rrn) as the wizard holds it. */
  const claes = (): FormValues =>
    withFields(initialValues(OFFICER, CLAES), {
      'victim-lookup@victim': { rrn: '78.12.24-246.77', person: SOFIE },
      'victim-contact@victim': {
        email: victim.email,
        email_confirmation: victim.email,
        phone_number: victim.phone_number,
      },
      'author-contacts@fact_author_infos': {
        contacts: [authorContact({ type: 4, value: 'Pakjesdienst België', platform: 'WhatsApp' })],
        pending: EMPTY_AUTHOR_CONTACT,
      },
      'amounts@fact_amounts': {
        money_lost: 'yes',
        amounts: [{ iban: 'LT12 1000 0111 0100 1000', amount: '89,50' }],
      },
      'moment@fact.datetime': EXAMPLE_PHISHING_OFFICER.fact.datetime,
      'description@fact.description': EXAMPLE_PHISHING_OFFICER.fact.description,
      'channel@overview.channel': 'email',
    });

  it('is EXAMPLE_PHISHING_OFFICER without the officer, whom the server takes from the police session', () => {
    expect(described(claes(), OFFICER)).toEqual([]);
    const { officer: _fromTheSession, ...sent } = EXAMPLE_PHISHING_OFFICER;
    const amounts = [{ iban: 'LT12 1000 0111 0100 1000', amount: '89,50' }];
    expect(officerPayload(claes())).toEqual({ ...sent, fact_amounts: amounts });
    expect(officerPayload(claes())).not.toHaveProperty('officer');
    // The review reads the officer back, as the session names them.
    expect(officerPayload(claes(), true)).toEqual({ ...EXAMPLE_PHISHING_OFFICER, fact_amounts: amounts });
    expect(PhishingOfficerDeclarationSchema.parse(officerPayload(claes())).fact_amounts[0]?.amount).toBe(
      89.5,
    );
  });

  it('marks the victim verified only for the rrn that was looked up', () => {
    const lookedUp = (rrn: string, person?: RegistryPerson) =>
      officerPayload(withFields(claes(), { 'victim-lookup@victim': { rrn, person } })).victim.verified;
    expect(lookedUp('78.12.24-246.77', SOFIE)).toBe(true);
    expect(lookedUp('85073003328', SOFIE)).toBe(false);
    expect(lookedUp('')).toBe(false);
  });

  it('carries no overview text (the officer has no step 8) and an empty spam trap', () => {
    expect(officerPayload(claes()).fact).not.toHaveProperty('overview');
    const empty = officerPayload(initialValues(OFFICER, CLAES));
    expect(empty.overview).toEqual({ channel: '' });
    expect(empty.dog_color).toBe('');
  });

  it('is refused with require_rrn_search before a look-up, on the victim step', () => {
    const issues = validateForm(OFFICER, initialValues(OFFICER, CLAES));
    const issue = issues.find((each) => each.path.join('.') === 'victim.verified');
    expect(issue?.key).toBe('require_rrn_search');
    expect(PHISHING_OFFICER_STEPS[stepOfPath(PHISHING_OFFICER_STEPS, issue!.path)! - 1]?.id).toBe(
      'officer_victim',
    );
  });

  it('leads the victim’s contact data to their own step, and the channel to the last', () => {
    const at = (path: (string | number)[]) =>
      PHISHING_OFFICER_STEPS[stepOfPath(PHISHING_OFFICER_STEPS, path)! - 1]?.id;
    expect(at(['officer', 'matricule'])).toBe('officer');
    expect(at(['victim', 'address', 'munKey'])).toBe('officer_victim');
    expect(at(['victim', 'email_confirmation'])).toBe('officer_contact');
    expect(at(['victim', 'phone_number', 'number'])).toBe('officer_contact');
    expect(at(['overview', 'channel'])).toBe('officer_attachments');
    expect(at(['attachments'])).toBe('officer_attachments');
  });
});
