import { requiredFormat, trimmed } from './text.ts';

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

/** A required web address (required_field, then require_url_format). */
export const UrlSchema = trimmed(requiredFormat(isValidUrl, 'require_url_format'));
