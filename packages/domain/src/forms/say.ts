import { decodeWebsite, FACT_AUTHOR_CONTACT_TYPES } from '../declarations/fact-author.ts';
import { formatFileSize } from '../file-size.ts';
import type { Locale } from '../locale.ts';
import { MUNICIPALITY_ITEM_PATTERN, MUNICIPALITY_KEY_PATTERN } from '../reference/reference-lists.ts';
import { formatAmount, parseAmount } from '../validation/amount.ts';
import { formatEnterpriseNumber, formatRrn, IBAN_STOLEN_AMOUNT_MASK, maskIban } from '../validation/masks.ts';
import { formatPhone } from '../validation/phone.ts';
import type { Say, SummaryLookups, SummaryReader } from './summary-types.ts';

export interface SayContext {
  readonly locale: Locale;
  readonly lookups: SummaryLookups;
  /** The police read a coded value's code beside its name; the person only its name. */
  readonly reader?: SummaryReader;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * 'Meir 12 bus 2, 2000 Antwerpen': the street line, then the municipality as the reference list names it
 * (the picker's item key) or as the registry gave it (a name beside its post code). A place known only
 * by its municipality is said as the municipality. A street typed rather than chosen from the list says
 * so on a line of its own, under the address (issue 33): the zone cannot take it for one of the list's,
 * and the address stays as it is written on an envelope.
 */
function address(value: unknown, { lookups }: SayContext): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { street, number, box, post_code, municipality, street_typed } = value as Record<string, unknown>;
  const boxText = isBlank(box) ? '' : lookups.text('summary:answers.box', { box: text(box) });
  const house = [text(street), text(number), boxText].filter(Boolean).join(' ');
  const place = text(municipality);
  const town = MUNICIPALITY_ITEM_PATTERN.test(place)
    ? lookups.municipality(place)
    : MUNICIPALITY_KEY_PATTERN.test(place)
      ? undefined
      : [text(post_code), place].filter(Boolean).join(' ');
  const line = [house, town ?? text(post_code)].filter(Boolean).join(', ');
  if (!line) return undefined;
  const typed = street_typed === true && !isBlank(street);
  return typed ? `${line}\n${lookups.text('summary:answers.street_typed')}` : line;
}

/** An author's contact means: the address, site, number, or account on its platform. */
function authorContact(value: unknown, context: SayContext): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const contact = value as Record<string, unknown>;
  switch (contact.type) {
    case FACT_AUTHOR_CONTACT_TYPES.phone:
      return formatPhone({ indicator: text(contact.indicator), number: text(contact.number) });
    case FACT_AUTHOR_CONTACT_TYPES.url:
      return decodeWebsite(text(contact.value));
    case FACT_AUTHOR_CONTACT_TYPES.account:
      return context.lookups.text('summary:answers.account', {
        account: text(contact.value),
        platform: text(contact.platform),
      });
    default:
      return text(contact.value) || undefined;
  }
}

/** A value as a person says it, or undefined when there is nothing to say. */
export function sayValue(say: Say, value: unknown, context: SayContext): string | undefined {
  const { lookups } = context;
  if (typeof say === 'object') {
    if ('choice' in say) {
      const key = say.choice[String(value)];
      return key === undefined || isBlank(value) ? undefined : lookups.text(key);
    }
    if ('coded' in say) {
      const key = say.coded[String(value)];
      if (key === undefined) return undefined;
      const name = lookups.text(key);
      return context.reader === 'police'
        ? lookups.text('summary:answers.crime_type', { name, code: String(value) })
        : name;
    }
    if (!Array.isArray(value) || value.length === 0) return undefined;
    return value.map((item) => lookups.text(`${say.each}${String(item)}` as typeof say.each)).join(', ');
  }
  if (say === 'attachments') {
    const files = (Array.isArray(value) ? value : []).flatMap((id) => {
      const file = lookups.attachment(text(id));
      if (!file) return [];
      const size = formatFileSize(file.size, context.locale);
      return file.sha256
        ? lookups.text('summary:answers.attachment_hash', { name: file.filename, size, sha256: file.sha256 })
        : lookups.text('summary:answers.attachment', { name: file.filename, size });
    });
    // One file a line.
    return files.length ? files.join('\n') : undefined;
  }
  if (say === 'address') return address(value, context);
  if (say === 'author-contact') return authorContact(value, context);
  if (say === 'object') {
    const item = (value ?? {}) as Record<string, unknown>;
    const named = typeof item.tkey === 'string' ? lookups.object?.(item.tkey) : undefined;
    return named ?? (text(item.text).trim() || undefined);
  }
  if (say === 'moment') {
    const moment = (value ?? {}) as Record<string, unknown>;
    if (isBlank(moment.date)) return undefined;
    return isBlank(moment.time)
      ? text(moment.date)
      : lookups.text('summary:answers.moment', { date: text(moment.date), time: text(moment.time) });
  }
  if (say === 'phone') {
    const phone = (value ?? {}) as Record<string, unknown>;
    return isBlank(phone.number)
      ? undefined
      : formatPhone({ indicator: text(phone.indicator), number: text(phone.number) });
  }
  if (isBlank(value)) return undefined;
  switch (say) {
    case 'amount': {
      const amount = parseAmount(value);
      return amount === undefined ? text(value) : formatAmount(amount);
    }
    case 'iban':
      // In groups of four, as printed on a bank card; the longest mask takes every country's IBAN.
      return maskIban(text(value), IBAN_STOLEN_AMOUNT_MASK);
    case 'rrn':
      return formatRrn(text(value));
    case 'enterprise-number':
      return formatEnterpriseNumber(text(value));
    case 'nationality':
      return lookups.nationality(text(value).toUpperCase()) ?? text(value);
    case 'insurer':
      return lookups.insurer(text(value));
    case 'centimetres':
      return lookups.text('summary:answers.centimetres', { size: text(value) });
    default:
      // 'text', 'date' (kept as typed: dd/mm/yyyy)
      return typeof value === 'boolean' ? undefined : text(value);
  }
}
