import type { IdentifierKind } from '@pow/contracts/zone-desk';
import { belgianBankOf, normalizeIban } from '@pow/domain';
import { isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { getDomain, parse } from 'tldts';

/**
 * One identifier a declaration names, in the one form every declaration writes it (issue 31): the
 * electronic form of an IBAN, a phone number in E.164, an e-mail in lower case, the registrable domain of
 * a web address, a profile as `platform:identifier` in lower case. Two writings of the same thing meet.
 */
export interface Identifier {
  readonly kind: IdentifierKind;
  readonly value: string;
  /** An IBAN's country (its first two letters). */
  readonly country?: string;
  /** A Belgian IBAN's bank, from the National Bank of Belgium's list, when it names one. */
  readonly bank?: string;
}

/** An IBAN however typed (spaces, lower case), with its country and Belgian bank; undefined if it is none. */
export function ibanIdentifier(typed: string): Identifier | undefined {
  const value = normalizeIban(typed);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return undefined;
  const bank = belgianBankOf(value)?.bank;
  return { kind: 'iban', value, country: value.slice(0, 2), ...(bank ? { bank } : {}) };
}

/** An IBAN in running text: only one that passes its check digits, so that no other number is taken for one. */
export const checkedIbanIdentifier = (typed: string): Identifier | undefined =>
  isValidIBAN(normalizeIban(typed)) ? ibanIdentifier(typed) : undefined;

// A date as Belgians write it (12/03/2025, 12-03-25, 12.03.2025) is not a phone number.
const DATE = /^\d{1,2}([./-])\d{1,2}\1\d{2,4}$/;

/**
 * A phone number in E.164 (`+32470123456`), however it is written: `0470 12 34 56`, `+32 470…`, `0032…`,
 * `04/123.45.67`; a number without a country code is Belgian. Undefined when it cannot be a number
 * (libphonenumber's length rules): a register number or a date is not one.
 */
export function phoneIdentifier(typed: string): Identifier | undefined {
  const text = typed.trim();
  if (!/^[+(\d][\d\s./()-]{4,}$/.test(text) || DATE.test(text)) return undefined;
  const international = text.replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(international, 'BE');
  return parsed?.isPossible() ? { kind: 'phone', value: parsed.number } : undefined;
}

/** A phone number as the forms keep it: the country indicator, and the digits that follow it. */
export const formPhoneIdentifier = (phone: { indicator: string; number: string }): Identifier | undefined =>
  phone.number ? phoneIdentifier(`+${phone.indicator}${phone.number}`) : undefined;

/** An e-mail address in lower case: the case of an address never makes two mailboxes in practice. */
export function emailIdentifier(typed: string): Identifier | undefined {
  const value = typed.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { kind: 'email', value } : undefined;
}

/**
 * The registrable domain of a web address (a full URL, or a host name), from the public-suffix list:
 * `https://login.mijnbank-hulp.be/x?y` is `mijnbank-hulp.be`. Private suffixes count (tldts'
 * `allowPrivateDomains`): two sites on `web.app` or `github.io` are two fraudsters, not one. An address by
 * IP names its IP.
 */
export function domainIdentifier(typed: string): Identifier | undefined {
  const text = typed.trim().toLowerCase();
  const url = /^[a-z][a-z\d+.-]*:\/\//.test(text) ? text : `http://${text}`;
  if (!URL.canParse(url)) return undefined;
  const { hostname } = new URL(url);
  const parsed = parse(hostname, { allowPrivateDomains: true });
  if (parsed.isIp) return { kind: 'domain', value: hostname.replace(/^\[|\]$/g, '') };
  const domain = getDomain(hostname, { allowPrivateDomains: true });
  return domain?.includes('.') ? { kind: 'domain', value: domain } : undefined;
}

/** A profile on a platform: `instagram:mijnbank_hulp` (the @ of a handle is not part of it). */
export function profileIdentifier(platform: string, handle: string): Identifier | undefined {
  const name = platform.trim().toLowerCase();
  const id = handle.trim().replace(/^@/, '').toLowerCase();
  return name && id ? { kind: 'profile', value: `${name}:${id}` } : undefined;
}

/**
 * What an officer typed in the desk's search, read as identifiers: an IBAN with or without spaces, a
 * phone in any Belgian writing, an e-mail, a web address (its domain), a profile as `platform:handle`.
 * Several readings may fit (`0470123456` is no IBAN, but a digit string may be a phone); each is tried.
 */
export function typedIdentifiers(typed: string): Identifier[] {
  const text = typed.trim();
  if (!text) return [];
  const readings = [ibanIdentifier(text), phoneIdentifier(text)];
  const profile = /^([^\s:@/]+):([^\s:/]+)$/.exec(text);
  if (profile) readings.push(profileIdentifier(profile[1] ?? '', profile[2] ?? ''));
  else if (text.includes('@')) readings.push(emailIdentifier(text));
  else if (/\./.test(text) && !/\s/.test(text)) readings.push(domainIdentifier(text));
  return readings.filter((reading): reading is Identifier => reading !== undefined);
}
