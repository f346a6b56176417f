import { z } from 'zod';
import { NAME_MAX } from '../contact/contact.ts';
import { DateSchema } from '../validation/date-time.ts';
import { EmailSchema } from '../validation/email.ts';
import { EnterpriseNumberSchema } from '../validation/enterprise-number.ts';
import { IbanSchema } from '../validation/iban.ts';
import { PhoneNumberSchema } from '../validation/phone.ts';
import { RrnSchema, rrnBirthDate } from '../validation/rrn.ts';
import { maxLength, optionalField, requiredString, trimmed } from '../validation/text.ts';
import { DeclarationAddressSchema } from './common.ts';
import { DEFAULT_NATIONALITY, LEGAL_FORM_MAX, ORGANISATION_NAME_MAX, PERSON_TYPES } from './people-codes.ts';

export * from './people-codes.ts';

const Name = trimmed(requiredString().check(maxLength(NAME_MAX)));

/** A country tkey (ISO alpha-2, as `v1/reftab/countries` gives); blank or absent means BE (spec §5). */
export const NationalitySchema = optionalField(
  z
    .string({ error: 'required_field' })
    .regex(/^[A-Za-z]{2}$/, { error: 'required_field' })
    .transform((value) => value.toUpperCase()),
).transform((value) => value ?? DEFAULT_NATIONALITY);

const isBlankPhone = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'object' &&
    !Array.isArray(value) &&
    ((value as { number?: unknown }).number === undefined ||
      (typeof (value as { number?: unknown }).number === 'string' &&
        (value as { number: string }).number.trim() === '')));

/** An optional phone: the form sends { indicator: '32', number: '' } when nothing was typed. */
export const OptionalPhoneNumberSchema = z.preprocess(
  (value) => (isBlankPhone(value) ? undefined : value),
  PhoneNumberSchema.optional(),
);

/**
 * Spec §3 Person (declarant or victim). birth_date is derived from the rrn (see `birthDateOf`); the e-mail
 * confirmation is checked in the browser only.
 */
export const PersonSchema = z.object(
  {
    type: z.enum(PERSON_TYPES, { error: 'required_field' }).default('private-person'),
    firstname: Name,
    lastname: Name,
    rrn: optionalField(RrnSchema),
    birth_date: optionalField(DateSchema),
    nationality: NationalitySchema,
    address: DeclarationAddressSchema,
    email: optionalField(EmailSchema),
    phone_number: OptionalPhoneNumberSchema,
    iban: optionalField(IbanSchema),
  },
  { error: 'required_field' },
);
export type Person = z.output<typeof PersonSchema>;

/** The birth date of the rrn when it tells one, else the one given. */
export function birthDateOf(person: { rrn?: string | undefined; birth_date?: string | undefined }) {
  return rrnBirthDate(person.rrn) ?? person.birth_date;
}

/**
 * The enterprise's name, which every enterprise of the register has: without it no organisation was
 * chosen, and spec §5, §8 ask error_choose_enterprise for that, not required_field.
 */
const ChosenOrganisationName = trimmed(
  z
    .string({ error: 'error_choose_enterprise' })
    .min(1, { error: 'error_choose_enterprise' })
    .check(maxLength(ORGANISATION_NAME_MAX)),
);

/** Spec §3 Organisation victim, as chosen from the enterprise register. */
export const OrganisationVictimSchema = z.object(
  {
    type: z.literal('organisation', { error: 'required_field' }).default('organisation'),
    name: ChosenOrganisationName,
    number: EnterpriseNumberSchema,
    legal_form: optionalField(z.string({ error: 'required_field' }).check(maxLength(LEGAL_FORM_MAX))),
    address: DeclarationAddressSchema,
  },
  { error: 'error_choose_enterprise' },
);
export type OrganisationVictim = z.output<typeof OrganisationVictimSchema>;

/** The declarant's contact step: an e-mail is required (the summary or its fallback goes there, §4). */
const declarantContact = { email: EmailSchema };

/** A declarant identified through the digital-identity portal: the server takes the rrn from the session. */
export const FederalDeclarantSchema = z.object(
  {
    identification: z.literal('federal', { error: 'required_field' }),
    ...PersonSchema.shape,
    ...declarantContact,
  },
  { error: 'required_field' },
);

/** A declarant identified manually: the rrn is required. */
export const ManualDeclarantSchema = z.object(
  {
    identification: z.literal('manual', { error: 'required_field' }),
    ...PersonSchema.shape,
    rrn: RrnSchema,
    ...declarantContact,
  },
  { error: 'required_field' },
);

/** Declarant of the degradation and person forms: federal identity or manual rrn (spec §4). */
export const DeclarantSchema = z.discriminatedUnion(
  'identification',
  [FederalDeclarantSchema, ManualDeclarantSchema],
  {
    error: 'required_field',
  },
);
export type Declarant = z.output<typeof DeclarantSchema>;

/** Declarant of a citizen's phishing declaration: manual identification is refused (spec §1, §6). */
export const PhishingDeclarantSchema = FederalDeclarantSchema.extend({
  identification: z.literal('federal', { error: 'error_federal_identification_required' }),
});

/** Victim 'me': the declarant is the victim; nothing is copied, so the two cannot disagree. */
export const SelfVictimSchema = z.object({ declare_for: z.literal('me', { error: 'required_field' }) });
/**
 * Victim 'someone else': the police must be able to reach them, by e-mail or phone, either will do
 * (spec §5 message_email_or_phone_required; the message shows at the e-mail, the first of the two).
 */
export const OtherPersonVictimSchema = z
  .object(
    {
      declare_for: z.literal('someone-else', { error: 'required_field' }),
      ...PersonSchema.shape,
      type: z.literal('private-person', { error: 'required_field' }).default('private-person'),
    },
    { error: 'required_field' },
  )
  .superRefine((victim, ctx) => {
    if (victim.email === undefined && victim.phone_number === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'message_email_or_phone_required' });
  });
export const OrganisationVictimChoiceSchema = z.object(
  { declare_for: z.literal('organisation', { error: 'required_field' }), ...OrganisationVictimSchema.shape },
  { error: 'required_field' },
);

/** The victim by the declare-for choice (spec §4 Wizard). */
export const VictimSchema = z.discriminatedUnion(
  'declare_for',
  [SelfVictimSchema, OtherPersonVictimSchema, OrganisationVictimChoiceSchema],
  { error: 'required_field' },
);
export type Victim = z.output<typeof VictimSchema>;

/** Cable damage: the victim is an enterprise, nothing else (spec §2, §6). */
export const CableVictimSchema = z.object(
  {
    declare_for: z.literal('organisation', { error: 'error_choose_enterprise' }),
    ...OrganisationVictimSchema.shape,
  },
  { error: 'error_choose_enterprise' },
);

/**
 * The victim of an officer's phishing declaration, found in the national registry by rrn: `verified` is
 * set by a successful Search (require_rrn_search otherwise, spec §5). The contact step asks its e-mail.
 */
export const VerifiedVictimSchema = z.object(
  {
    verified: z.literal(true, { error: 'require_rrn_search' }),
    ...PersonSchema.shape,
    rrn: RrnSchema,
    email: EmailSchema,
  },
  { error: 'required_field' },
);
export type VerifiedVictim = z.output<typeof VerifiedVictimSchema>;
