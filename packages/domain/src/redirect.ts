import { APP_BASE } from './constants.ts';

const ORIGIN = 'http://portal.invalid';

/**
 * The path to return to after sign-in, or undefined when the value would leave the SPA:
 * only same-origin paths under /app are accepted, so `redirect` is never an open redirect.
 */
export function safeAppRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  if (url.pathname !== APP_BASE && !url.pathname.startsWith(`${APP_BASE}/`)) return undefined;
  return url.pathname + url.search + url.hash;
}
