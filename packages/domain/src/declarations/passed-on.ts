import { z } from 'zod';
import { IbanSchema } from '../validation/iban.ts';
import { optionalField } from '../validation/text.ts';
import type { FactAuthorContact } from './fact-author.ts';
import { FACT_AUTHOR_CONTACT_TYPES } from './fact-author-codes.ts';

/*
 * Issue 31, items 4 and 5: what the victim lets the police pass on at once, each asked only when there is
 * something to pass on and absent otherwise (absent is no).
 */

/**
 * The transfers passed at once to the fraud desks of the victim's bank and of each receiving bank, with
 * the account the money left from (their own bank's IBAN), which a yes requires.
 */
export const BankNoticeSchema = z
  .object(
    {
      consent: z.boolean({ error: 'required_field' }),
      account: optionalField(IbanSchema),
    },
    { error: 'required_field' },
  )
  .superRefine((notice, ctx) => {
    if (notice.consent && notice.account === undefined)
      ctx.addIssue({ code: 'custom', path: ['account'], message: 'required_field' });
  });
export type BankNotice = z.output<typeof BankNoticeSchema>;

/** The author's web and e-mail addresses forwarded to Safeonweb's suspicious-message address. */
export const TakedownConsentSchema = z.boolean({ error: 'required_field' });

/** The contacts a takedown forwards: the author's e-mail addresses and websites, not phones or accounts. */
export function suspiciousAddressesOf(contacts: readonly FactAuthorContact[]) {
  const valuesOf = (type: number) =>
    contacts.flatMap((contact) => (contact.type === type && 'value' in contact ? [contact.value] : []));
  return {
    emails: valuesOf(FACT_AUTHOR_CONTACT_TYPES.email),
    websites: valuesOf(FACT_AUTHOR_CONTACT_TYPES.url),
  };
}
