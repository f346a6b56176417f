import { z } from 'zod';
import { requiredFormat, trimmed } from './text.ts';
import { completeWebAddress } from './web-address.ts';

export { completeWebAddress } from './web-address.ts';

/** Spec §5: the value parses as a URL whose scheme is http or https. */
export function isValidUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A required web address (required_field, then require_url_format), completed first as a browser's
 * address bar does (`completeWebAddress`, issue 33): `www.kbc-beveiliging.com/login` is kept as
 * `https://www.kbc-beveiliging.com/login`. The wizard and the API parse with this one schema, so both
 * accept the address and the API keeps it completed.
 */
export const UrlSchema = trimmed(
  z.preprocess(
    (value: unknown) => (typeof value === 'string' ? completeWebAddress(value) : value),
    requiredFormat(isValidUrl, 'require_url_format'),
  ),
);
