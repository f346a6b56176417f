import type { UserKind } from './route-table.ts';

/** Values of the consent cookie (spec §3 Cookies). */
export const CONSENT_VALUES = ['essential', 'all', 'custom'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];

export function isConsentValue(value: unknown): value is ConsentValue {
  return typeof value === 'string' && (CONSENT_VALUES as readonly string[]).includes(value);
}

/**
 * Whether functional cookies (the stored locale) may be written. Functional cookies are off until the
 * person accepts them: with 'all', or with 'custom', which the cookies page stores when its only
 * optional category (functional) is switched on; switching it off stores 'essential'.
 */
export function functionalCookiesAllowed(consent: ConsentValue | undefined): boolean {
  return consent === 'all' || consent === 'custom';
}

/** Spec §2/§6: the consent dialog is for citizens (anonymous ones included), until a choice exists. */
export function shouldShowConsentDialog(input: {
  readonly userType: UserKind | 'pending';
  readonly consent: ConsentValue | undefined;
  readonly routeName: string | undefined;
}): boolean {
  return input.userType === 'citizen' && input.consent === undefined && input.routeName !== 'cookies';
}
