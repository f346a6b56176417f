import {
  PhishingDeclarationSchema,
  PhishingOfficerDeclarationSchema,
  type RegistryPerson,
} from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { federalDeclarant } from '../../shared/declaration-steps/declarant-draft.ts';
import { chooseVictim } from '../../shared/declaration-steps/victim-draft.ts';
import { type AuthorContactDraft, EMPTY_AUTHOR_CONTACT } from './author-contact-draft.ts';
import {
  authorContactKey,
  authorContactText,
  pendingContactIssue,
  withPendingAdded,
} from './author-contacts.ts';
import { addPendingOnLeave, validateOfficerPhishing, validatePhishing } from './phishing-validation.ts';
import {
  AUTHOR_STEP,
  initialOfficerValues,
  initialPhishingValues,
  officerPayload,
  type PhishingValues,
  phishingPayload,
  withVictim,
} from './phishing-values.ts';

const JAN: RegistryPerson = {
  rrn: '85073003328',
  firstname: 'Jan',
  lastname: 'Peeters',
  birth_date: '30/07/1985',
  nationality: 'BE',
  address: {
    street: 'Meir',
    number: '12',
    box: '',
    post_code: '2000',
    municipality: 'Antwerpen',
    munKey: '11002',
  },
};

const complete = (): PhishingValues => ({
  ...initialPhishingValues(),
  declarant: federalDeclarant({ first_name: 'Jan', last_name: 'Peeters', rrn: JAN.rrn }, JAN),
  contact: {
    email: 'jan.peeters@example.be',
    email_confirmation: 'Jan.Peeters@example.be',
    phone_number: { indicator: '32', number: '' },
  },
  victim: { ...initialPhishingValues().victim, declare_for: 'me' },
  contacts: [
    { ...EMPTY_AUTHOR_CONTACT, type: 2, value: 'https://mijnbank-controle.example/login?ref=sms&id=4817' },
  ],
  money_lost: 'yes',
  amounts: [{ iban: 'BE71 0961 2345 6769', amount: '1 250,00' }],
  date: '12/03/2025',
  time: '14:35',
  description: 'Een valse sms van mijn bank.',
  overview_text: 'Valse sms, geld overgeschreven.',
  channel: 'ebox',
});

describe('the citizen payload', () => {
  it('is a valid declaration for the shared schema when every step is filled', () => {
    expect(validatePhishing(complete())).toEqual([]);
    const ids = ['0b7c1c2e-5a51-4d0e-9a4e-0f6c5b2a9d11'];
    expect(PhishingDeclarationSchema.parse(phishingPayload(complete(), ids)).attachments).toEqual(ids);
  });

  it('URL-encodes a website (spec §3) and the server schema reads it back', () => {
    const payload = phishingPayload(complete(), []);
    expect(payload.fact_author_infos[0]).toEqual({
      type: 2,
      value: 'https%3A%2F%2Fmijnbank-controle.example%2Flogin%3Fref%3Dsms%26id%3D4817',
    });
    expect(PhishingDeclarationSchema.parse(payload).fact_author_infos[0]).toMatchObject({
      value: 'https://mijnbank-controle.example/login?ref=sms&id=4817',
    });
  });

  it('carries the honeypot as typed, keeps the e-mail confirmation and no debug object out', () => {
    const payload = phishingPayload({ ...complete(), dog_color: 'brown' }, []);
    expect(payload.dog_color).toBe('brown');
    expect(payload).not.toHaveProperty('debug');
    expect(payload.declarant).not.toHaveProperty('email_confirmation');
  });

  it('puts the overview text in fact.overview (spec §3) and only the channel in overview', () => {
    const payload = phishingPayload(complete(), []);
    expect(payload.fact).toMatchObject({ type: '5731', overview: 'Valse sms, geld overgeschreven.' });
    expect(payload.overview).toEqual({ channel: 'ebox' });
    expect(PhishingDeclarationSchema.parse(payload).fact.overview).toBe('Valse sms, geld overgeschreven.');
  });

  it('asks the overview text on step 8 (its path fact.overview belongs to the overview step)', () => {
    const issues = validatePhishing({ ...complete(), overview_text: ' ' });
    expect(issues).toEqual([{ key: 'required_field', path: ['fact', 'overview'] }]);
  });

  it('sends no amounts when no money was lost, whatever rows were typed', () => {
    expect(phishingPayload({ ...complete(), money_lost: 'no' }, []).fact_amounts).toEqual([]);
  });

  it('asks the amounts question and checks the e-mail confirmation in the browser', () => {
    const keys = validatePhishing({
      ...complete(),
      money_lost: '',
      contact: { ...complete().contact, email_confirmation: 'jan@example.be' },
    }).map((issue) => `${issue.path.join('.')}:${issue.key}`);
    expect(keys).toEqual([
      'declarant.email_confirmation:require_same_email',
      'fact_amounts.money_lost:required_field',
    ]);
  });
});

describe('the victim choice (spec §4)', () => {
  it('forces the e-mail channel for an organisation and keeps the channel for another choice', () => {
    expect(withVictim(complete(), chooseVictim('organisation')).channel).toBe('email');
    expect(withVictim(complete(), chooseVictim('someone-else')).channel).toBe('ebox');
  });
});

describe('the same author contact twice', () => {
  const email = (value: string): AuthorContactDraft => ({ ...EMPTY_AUTHOR_CONTACT, type: 1, value });
  const phone = (number: string): AuthorContactDraft => ({
    ...EMPTY_AUTHOR_CONTACT,
    type: 3,
    phone: { indicator: '32', number },
  });

  it.each([
    ['an e-mail in capitals', [email('fraud@bank.example')], email('Fraud@Bank.example'), 'value'],
    ['a phone spaced otherwise', [phone('0489 55 66 77')], phone('0489556677'), 'number'],
    ['a phone without its trunk zero', [phone('0489 55 66 77')], phone('489 55 66 77'), 'number'],
  ])('refuses %s before it is added, at its value', (_, contacts, pending, field) => {
    expect(pendingContactIssue(pending, contacts)).toEqual({
      message: 'error_fact_author_contact_duplicate',
      path: [field],
    });
    const values = { ...complete(), contacts, pending };
    expect(withPendingAdded(values)).toBe(values);
    expect(validatePhishing(values)).toEqual([
      {
        key: 'error_fact_author_contact_duplicate',
        path: ['fact_author_infos', 'pending', field],
      },
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

describe('leaving the author-contacts step', () => {
  const typing = (pending: PhishingValues['pending']) => ({ ...complete(), contacts: [], pending });

  it('adds a valid pending entry', () => {
    const left = addPendingOnLeave(
      AUTHOR_STEP,
      typing({ ...EMPTY_AUTHOR_CONTACT, type: 1, value: 'a@b.example' }),
    );
    expect(left.contacts).toHaveLength(1);
    expect(left.pending).toEqual(EMPTY_AUTHOR_CONTACT);
  });

  it('keeps an invalid one where it is, with its message', () => {
    const values = typing({ ...EMPTY_AUTHOR_CONTACT, type: 4, value: '@oplichter', platform: '' });
    expect(addPendingOnLeave(AUTHOR_STEP, values)).toBe(values);
    expect(validatePhishing(values).map((issue) => issue.path.join('.'))).toContain(
      'fact_author_infos.pending.platform',
    );
  });

  it('does nothing when another step is left', () => {
    const values = typing({ ...EMPTY_AUTHOR_CONTACT, type: 1, value: 'a@b.example' });
    expect(addPendingOnLeave(AUTHOR_STEP + 1, values)).toBe(values);
  });
});

describe('the officer payload', () => {
  const found = () => ({
    ...initialOfficerValues(),
    rrn: '78.12.24-246.77',
    victim: { ...JAN, rrn: '78122424677', firstname: 'Sofie', lastname: 'Janssens' },
  });

  it('marks the victim verified only for the rrn that was looked up', () => {
    expect(officerPayload(found(), []).victim.verified).toBe(true);
    expect(officerPayload({ ...found(), rrn: '85073003328' }, []).victim.verified).toBe(false);
    expect(officerPayload(initialOfficerValues(), []).victim.verified).toBe(false);
  });

  it('carries no overview text (the officer has no step 8)', () => {
    expect(officerPayload(found(), []).fact).not.toHaveProperty('overview');
    expect(officerPayload(found(), []).overview).toEqual({ channel: '' });
  });

  it('is refused with require_rrn_search before a look-up', () => {
    const issue = validateOfficerPhishing(initialOfficerValues()).find(
      (i) => i.path.join('.') === 'victim.verified',
    );
    expect(issue?.key).toBe('require_rrn_search');
    expect(PhishingOfficerDeclarationSchema.safeParse(officerPayload(found(), [])).success).toBe(false);
  });
});
