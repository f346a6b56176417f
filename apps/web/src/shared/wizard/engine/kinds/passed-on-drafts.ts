import { FACT_AUTHOR_CONTACT_TYPES } from '@pow/domain';

/*
 * What the two consent questions of the phishing forms read (decision 048): each is asked only when the
 * field before it gives it something to pass on.
 */

/** The bank question: no until the person says yes, and the account the money left from. */
export interface BankNoticeDraft {
  readonly consent: 'yes' | 'no';
  readonly account: string;
}

/** Whether money left: the amounts field, before this one, answered a list with at least one row. */
export const moneyLeft = (answer: (path: string) => unknown) => {
  const amounts = answer('fact_amounts');
  return Array.isArray(amounts) && amounts.length > 0;
};

const FORWARDED: readonly unknown[] = [FACT_AUTHOR_CONTACT_TYPES.email, FACT_AUTHOR_CONTACT_TYPES.url];

/** Whether the author contacts, the field before this one, list an e-mail address or a website. */
export const hasSuspiciousAddress = (answer: (path: string) => unknown) => {
  const contacts = answer('fact_author_infos');
  return (
    Array.isArray(contacts) &&
    contacts.some((contact: { type?: unknown }) => FORWARDED.includes(contact.type))
  );
};
