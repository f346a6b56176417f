import { type Declaration, FACT_AUTHOR_CONTACT_TYPES } from '@pow/domain';
import { findPhoneNumbersInText } from 'libphonenumber-js';
import {
  checkedIbanIdentifier,
  domainIdentifier,
  emailIdentifier,
  formPhoneIdentifier,
  type Identifier,
  ibanIdentifier,
  phoneIdentifier,
  profileIdentifier,
} from './normalise-identifier.ts';

// Candidates in running text; each is then normalised, and an IBAN must pass its check digits. After
// the bank's group (letters in some countries), each group of an IBAN holds a digit: the words that
// follow one ("BE71 0961 2345 6769 EN …") are not read as part of it.
const IBAN_IN_TEXT = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4})?(?: ?(?=[A-Z]{0,3}\d)[A-Z0-9]{1,4}){2,7}\b/gi;
const EMAIL_IN_TEXT = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/gu;
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'«»“”]+/gi;

/** A candidate IBAN may run into a number that follows it ("… 6769 2026"): the longest prefix that passes. */
function ibanAt(candidate: string): Identifier | undefined {
  const groups = candidate.split(' ');
  for (let end = groups.length; end > 0; end--) {
    const found = checkedIbanIdentifier(groups.slice(0, end).join(' '));
    if (found) return found;
  }
  return undefined;
}

/**
 * The identifiers a person wrote in free text (a fact's description, an addition): IBANs that pass their
 * check digits, e-mail addresses, web addresses written with their scheme or `www.`, and phone numbers
 * libphonenumber finds valid, once the IBANs and addresses are taken out (their digits are no phone).
 */
export function identifiersInText(text: string): Identifier[] {
  const found: (Identifier | undefined)[] = [];
  let rest = text;
  const take = (pattern: RegExp, read: (match: string) => Identifier | undefined) => {
    rest = rest.replace(pattern, (match) => {
      found.push(read(match));
      return ' ';
    });
  };
  take(IBAN_IN_TEXT, ibanAt);
  take(EMAIL_IN_TEXT, emailIdentifier);
  take(URL_IN_TEXT, (match) => domainIdentifier(match.replace(/[.,;:!?)]+$/, '')));
  for (const { number } of findPhoneNumbersInText(rest, 'BE')) found.push(phoneIdentifier(number.number));
  return unique(found);
}

/** Each identifier once (an IBAN named twice in a declaration is one identifier of it). */
function unique(identifiers: readonly (Identifier | undefined)[]): Identifier[] {
  const seen = new Map<string, Identifier>();
  for (const identifier of identifiers)
    if (identifier) seen.set(`${identifier.kind}\n${identifier.value}`, identifier);
  return [...seen.values()];
}

/**
 * The identifiers of a declaration as accepted (issue 31): of a phishing form, the author's contacts
 * (e-mail, website, phone, account on a platform), the accounts the money went to and the victim's own
 * account (the one that was emptied); of every form, what the fact's description and overview name. The
 * person's own e-mail and phone are ways to reach them, not traces of a fraud: not indexed.
 */
export function identifiersOfDeclaration(declaration: Declaration): Identifier[] {
  const found: (Identifier | undefined)[] = [];
  if (declaration.form === 'phishing' || declaration.form === 'phishing_officer') {
    for (const contact of declaration.fact_author_infos) {
      switch (contact.type) {
        case FACT_AUTHOR_CONTACT_TYPES.email:
          found.push(emailIdentifier(contact.value));
          break;
        case FACT_AUTHOR_CONTACT_TYPES.url:
          found.push(domainIdentifier(contact.value));
          break;
        case FACT_AUTHOR_CONTACT_TYPES.phone:
          found.push(formPhoneIdentifier(contact));
          break;
        case FACT_AUTHOR_CONTACT_TYPES.account:
          found.push(profileIdentifier(contact.platform, contact.value));
          break;
      }
    }
    for (const { iban } of declaration.fact_amounts) found.push(ibanIdentifier(iban));
    const victim =
      declaration.form === 'phishing' && declaration.victim.declare_for === 'me'
        ? declaration.declarant
        : declaration.victim;
    if ('iban' in victim && victim.iban) found.push(ibanIdentifier(victim.iban));
  }
  const { fact } = declaration as { fact: { description?: string; overview?: string } };
  for (const text of [fact.description, fact.overview]) if (text) found.push(...identifiersInText(text));
  return unique(found);
}
