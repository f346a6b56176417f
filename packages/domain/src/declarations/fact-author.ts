import { z } from 'zod';
import { AmountSchema } from '../validation/amount.ts';
import { EmailSchema } from '../validation/email.ts';
import { IbanSchema } from '../validation/iban.ts';
import { PhoneNumberSchema } from '../validation/phone.ts';
import { maxLength, requiredString, trimmed } from '../validation/text.ts';
import { UrlSchema } from '../validation/url.ts';
import {
  ACCOUNT_PLATFORM_MAX,
  ACCOUNT_VALUE_MAX,
  decodeWebsite,
  FACT_AUTHOR_CONTACT_TYPES,
  MAX_FACT_AMOUNTS,
  MAX_FACT_AUTHOR_CONTACTS,
} from './fact-author-codes.ts';
import { maxItems } from './rules.ts';

export * from './fact-author-codes.ts';

const type = <const T extends number>(value: T) => z.literal(value, { error: 'required_field' });

export const EmailContactSchema = z.object(
  { type: type(FACT_AUTHOR_CONTACT_TYPES.email), value: EmailSchema },
  { error: 'required_field' },
);
/** The value arrives URL-encoded (`encodeWebsite`); it is decoded, then checked and kept decoded. */
export const WebsiteContactSchema = z.object(
  {
    type: type(FACT_AUTHOR_CONTACT_TYPES.url),
    value: z.preprocess((value) => (typeof value === 'string' ? decodeWebsite(value) : value), UrlSchema),
  },
  { error: 'required_field' },
);
export const PhoneContactSchema = PhoneNumberSchema.safeExtend({
  type: type(FACT_AUTHOR_CONTACT_TYPES.phone),
});
/** An account or profile: its name or identifier, and the platform it is on (both required, spec §5). */
export const AccountContactSchema = z.object(
  {
    type: type(FACT_AUTHOR_CONTACT_TYPES.account),
    value: trimmed(requiredString().check(maxLength(ACCOUNT_VALUE_MAX))),
    platform: trimmed(requiredString().check(maxLength(ACCOUNT_PLATFORM_MAX))),
  },
  { error: 'required_field' },
);

/** Spec §3 Fact-author contact, discriminated on `type` (1 e-mail, 2 website, 3 phone, 4 account). */
export const FactAuthorContactSchema = z.discriminatedUnion(
  'type',
  [EmailContactSchema, WebsiteContactSchema, PhoneContactSchema, AccountContactSchema],
  { error: 'required_field' },
);
export type FactAuthorContact = z.output<typeof FactAuthorContactSchema>;

/**
 * What makes two contacts the same contact: an e-mail or an account whatever its letter case, a website
 * whatever the case of its scheme and host, a phone number whatever its spaces and trunk zero (the schema
 * keeps its digits after the country code).
 */
export function factAuthorContactIdentity(contact: FactAuthorContact): string {
  switch (contact.type) {
    case FACT_AUTHOR_CONTACT_TYPES.email:
      return `${contact.type}:${contact.value.toLowerCase()}`;
    case FACT_AUTHOR_CONTACT_TYPES.url:
      return `${contact.type}:${URL.canParse(contact.value) ? new URL(contact.value).href : contact.value}`;
    case FACT_AUTHOR_CONTACT_TYPES.phone:
      return `${contact.type}:${contact.indicator}:${contact.number}`;
    case FACT_AUTHOR_CONTACT_TYPES.account:
      return `${contact.type}:${contact.value.toLowerCase()}\n${contact.platform.toLowerCase()}`;
  }
}

/** The field a contact's value is typed in: its number for a phone, else its value. */
export const factAuthorContactField = (type: unknown) =>
  type === FACT_AUTHOR_CONTACT_TYPES.phone ? 'number' : 'value';

/**
 * Each contact once: a second entry of the same contact is refused where its value is (issue 5). Run only
 * on a list whose entries all passed their own rules, which speak first.
 */
const eachContactOnce = z.check<FactAuthorContact[]>((payload) => {
  if (payload.issues.length > 0) return;
  const seen = new Set<string>();
  payload.value.forEach((contact, index) => {
    const identity = factAuthorContactIdentity(contact);
    if (seen.has(identity)) {
      payload.issues.push({
        code: 'custom',
        message: 'error_fact_author_contact_duplicate',
        path: [index, factAuthorContactField(contact.type)],
        input: contact,
      });
    }
    seen.add(identity);
  });
});

/** At least one contact means of the author (required_fact_author_contacts), each once. */
export const FactAuthorContactsSchema = z
  .array(FactAuthorContactSchema, { error: 'required_fact_author_contacts' })
  .min(1, { error: 'required_fact_author_contacts' })
  .check(maxItems(MAX_FACT_AUTHOR_CONTACTS), eachContactOnce);

/** Spec §3 Stolen amount: the account the money went to and a positive amount (output: a number). */
export const StolenAmountSchema = z.object(
  { iban: IbanSchema, amount: AmountSchema },
  { error: 'required_field' },
);
export type StolenAmount = z.output<typeof StolenAmountSchema>;

/** Step 5: every row complete; the list may be empty (nothing was paid, e.g. only data were taken). */
export const StolenAmountsSchema = z
  .array(StolenAmountSchema, { error: 'required_field' })
  .check(maxItems(MAX_FACT_AMOUNTS))
  .default([]);
