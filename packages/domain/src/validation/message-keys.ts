/** Field messages of spec §8, in its order; the i18n test checks that each has a text in nl, fr and de. */
export const FIELD_MESSAGE_KEYS = [
  'required_field',
  'require_date_format',
  'require_time_format',
  'require_email_format',
  'require_phone_format',
  'require_url_format',
  'require_iban_format',
  'require_positive_integer',
  'require_same_email',
  'error_max_length',
  'error_minmax_length',
  'require_date_not_in_future',
  'require_time_not_in_future',
  'require_date_must_be_after_or_equal',
  'message_email_or_phone_required',
  'required_fact_author_contacts',
  'require_rrn_search',
  'fact_info_last_seen_before_degradation_error',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

/**
 * Keys this library also emits although §8 does not list them as field messages: two of spec §5, the
 * amount's own (issue 15: a malformed or non-positive amount is not "required"), the control
 * characters' (issue 20: a text that carries one), a body's (issue 28: nested too deep, too many values)
 * and an IMEI's (issue 33).
 */
export const OTHER_VALIDATION_MESSAGE_KEYS = [
  'error_rrn_invalid',
  'error_choose_enterprise',
  'error_amount_format',
  'error_amount_not_positive',
  'error_invalid_characters',
  'error_invalid_body',
  /** A lost device's IMEI that is not 15 digits passing the Luhn check (issue 33). */
  'require_imei_format',
] as const;

/** Every key a rule of this library can put in a zod issue's message. */
export const VALIDATION_MESSAGE_KEYS = [...FIELD_MESSAGE_KEYS, ...OTHER_VALIDATION_MESSAGE_KEYS] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Parameters some keys need for interpolation, e.g. `{ min: 5, max: 2000 }` for error_minmax_length. */
export type MessageParams = Record<string, string | number>;
