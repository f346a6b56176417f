import { DEFAULT_PHONE_PREFIX } from '@pow/domain';

// Apart from the field, so that a draft's empty value does not bring the field's code with it.

/** Spec §3: phone_number { indicator (country calling code, digits only), number }. */
export interface PhoneValue {
  readonly indicator: string;
  readonly number: string;
}

export const EMPTY_PHONE: PhoneValue = { indicator: DEFAULT_PHONE_PREFIX, number: '' };
