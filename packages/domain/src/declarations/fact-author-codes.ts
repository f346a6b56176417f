// The fact-author contact kinds and limits without zod: the schemas are in fact-author.ts (decision 034).

/** Spec §3 and §9: the kinds of contact the fact's author used. */
export const FACT_AUTHOR_CONTACT_TYPES = { email: 1, url: 2, phone: 3, account: 4 } as const;
export type FactAuthorContactType =
  (typeof FACT_AUTHOR_CONTACT_TYPES)[keyof typeof FACT_AUTHOR_CONTACT_TYPES];

export const MAX_FACT_AUTHOR_CONTACTS = 20;
export const MAX_FACT_AMOUNTS = 20;
export const ACCOUNT_VALUE_MAX = 200;
export const ACCOUNT_PLATFORM_MAX = 100;

/** Spec §3: a website is URL-encoded before it is sent. */
export function encodeWebsite(url: string): string {
  return encodeURIComponent(url.trim());
}

/** The server's counterpart of `encodeWebsite`; a malformed encoding is returned as is (and fails the URL rule). */
export function decodeWebsite(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
