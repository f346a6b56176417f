import { z } from 'zod';
import { HoneypotSchema } from '../contact/contact.ts';
import {
  MUNICIPALITY_ITEM_PATTERN,
  MUNICIPALITY_KEY_PATTERN,
  municipalityKeyOf,
} from '../reference/reference-lists.ts';
import { AddressSchema } from '../validation/address.ts';
import {
  DateSchema,
  dateNotInFuture,
  dateOnOrAfter,
  TimeSchema,
  timeNotInFuture,
} from '../validation/date-time.ts';
import { PositiveIntegerSchema } from '../validation/positive-integer.ts';
import { requiredChoice } from '../validation/required.ts';
import { optionalField, requiredString, trimmed } from '../validation/text.ts';
import { type Clock, liveClock, maxItems, pathsRule, readClock } from './rules.ts';

const POST_CODE = /^\d{4}$/;

/** A municipality item key '<NIS>-<postcode>' agrees with the address's munKey and post code. */
const municipalityAgrees = pathsRule<{ municipality: string; post_code: string; munKey: string }>(
  [['municipality'], ['post_code'], ['munKey']],
  ['munKey'],
  ({ municipality, post_code, munKey }) => {
    const item = MUNICIPALITY_ITEM_PATTERN.exec(municipality);
    return !item || (municipalityKeyOf(municipality) === munKey && item[2] === post_code);
  },
  'address_invalid',
);

const declarationAddressShape = AddressSchema.extend({
  // AddressSchema's box answers a non-string without a message key; the server must always give one.
  box: optionalField(z.string({ error: 'required_field' })),
  /**
   * The person typed the street (no street list for the municipality, or theirs not in it) rather than
   * picking it: the zone reads it as typed (issue 20).
   */
  street_typed: z.boolean({ error: 'required_field' }).optional(),
  post_code: trimmed(
    requiredString().refine((value) => value === '' || POST_CODE.test(value), 'address_invalid'),
  ),
  munKey: trimmed(
    requiredString().refine(
      (value) => value === '' || MUNICIPALITY_KEY_PATTERN.test(value),
      'address_invalid',
    ),
  ),
}).shape;

/**
 * An address of a declaration (spec §3 Address): the §5 address plus its post code and the municipality
 * key (NIS) the competent zone is found from. `municipality` is the picker's '<NIS>-<postcode>' or, from
 * a registry, the municipality's name; when it is the former it must agree with munKey and post_code.
 */
export const DeclarationAddressSchema = z
  .object(declarationAddressShape, { error: 'required_field' })
  .check(municipalityAgrees);

/** A place known by its municipality only (issue 20): street and number may stay empty; a number given is checked. */
export const MunicipalityPlaceSchema = z
  .object(
    {
      ...declarationAddressShape,
      street: optionalField(z.string({ error: 'required_field' })),
      number: PositiveIntegerSchema,
    },
    { error: 'required_field' },
  )
  .check(municipalityAgrees);
export type DeclarationAddress = z.output<typeof DeclarationAddressSchema>;

/** Spec §3 Other fields: how the summary reaches the declarant. */
export const OVERVIEW_CHANNELS = ['ebox', 'email'] as const;
export type OverviewChannel = (typeof OVERVIEW_CHANNELS)[number];
export const OverviewChannelSchema = requiredChoice(OVERVIEW_CHANNELS);

/** The overview step: the channel is required in every form (spec §5). */
export const OverviewSchema = z.object({ channel: OverviewChannelSchema }, { error: 'required_field' });

/**
 * Upload ids of `v1/upload/batch`. The total size (MAX_ATTACHMENTS_BYTES) is enforced by the upload; this
 * cap only keeps a payload sane: 10 MB hardly holds more than 20 photos.
 */
export const MAX_ATTACHMENTS_COUNT = 20;
export const AttachmentsSchema = z
  .array(z.uuid({ error: 'error_upload' }), { error: 'error_upload' })
  .check(maxItems(MAX_ATTACHMENTS_COUNT))
  .refine((ids) => new Set(ids).size === ids.length, { error: 'error_upload_duplicate' })
  .default([]);

/** Spec §3: temporary client diagnostics, removed before the declaration is stored or sent. */
export const DebugSchema = z.record(z.string(), z.unknown(), { error: 'required_field' }).optional();

/** The declaration without its `debug` object (issue 4: "debug is removed before storing"). */
export function stripDebug<T extends object>(declaration: T): Omit<T, 'debug'> {
  const { debug: _debug, ...rest } = declaration as T & { debug?: unknown };
  return rest;
}

/** The parts every declaration ends with: attachments, the honeypot and the debug object. */
export const declarationTail = {
  attachments: AttachmentsSchema,
  dog_color: HoneypotSchema,
  debug: DebugSchema,
};

/** A date and time typed in two fields (dd/mm/yyyy, hh:mm). */
export const DateTimeSchema = z.object({ date: DateSchema, time: TimeSchema }, { error: 'required_field' });
export type DateTime = z.output<typeof DateTimeSchema>;

/** The moment of a fact: a valid date and time, not in the future at `now` (spec §5). */
export function createFactDateTimeSchema(now: Clock = liveClock) {
  const clock = readClock(now);
  return z
    .object({ date: dateNotInFuture(clock), time: TimeSchema }, { error: 'required_field' })
    .check(timeNotInFuture({ date: 'date', time: 'time' }, clock));
}

/**
 * A fact that went on for a while (issue 33: a harassment over weeks): from one date to another, neither
 * in the future, the end not before the start (require_date_must_be_after_or_equal, its `field` the
 * start). No hour: over days it has none.
 */
export function createFactPeriodSchema(now: Clock = liveClock) {
  const clock = readClock(now);
  return z
    .object(
      { start_date: dateNotInFuture(clock), end_date: dateNotInFuture(clock) },
      { error: 'required_field' },
    )
    .check(dateOnOrAfter('end_date', 'start_date'));
}
export type FactPeriod = z.output<ReturnType<typeof createFactPeriodSchema>>;

/** Spec §4: an organisation victim gets the summary by e-mail; the eBox is refused. */
export function emailForOrganisation() {
  return pathsRule<{ victim?: { declare_for?: string }; overview?: { channel?: string } }>(
    [['victim'], ['overview']],
    ['overview', 'channel'],
    ({ victim, overview }) => !(victim?.declare_for === 'organisation' && overview?.channel === 'ebox'),
    'error_ebox_not_for_organisation',
  );
}
