import { isLocale, type Locale } from '../locale.ts';

/** A path inside the SPA, split into its optional locale segment and the rest (spec §2). */
export interface AppPath {
  /** The locale segment when the first segment is one of nl, fr, de. */
  readonly locale?: Locale;
  /** The path after the locale, without leading or trailing slashes: '' for the root. */
  readonly path: string;
  /**
   * A first segment that looks like a language code (two letters) but is not a portal locale:
   * it is kept in `path` (so the page is not found) and only reported (spec §8: logged only).
   */
  readonly unknownLocale?: string;
}

/** Splits a router path (relative to /app, e.g. '/fr/home') into locale and page path. */
export function splitAppPath(pathname: string): AppPath {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (first !== undefined && isLocale(first)) return { locale: first, path: rest.join('/') };
  const path = segments.join('/');
  if (first !== undefined && /^[a-z]{2}$/i.test(first)) return { path, unknownLocale: first };
  return { path };
}

/** Builds a router path from an optional locale segment and a page path: ('fr', 'home') → '/fr/home'. */
export function appPath(locale: Locale | undefined, path: string): string {
  const clean = path.split('/').filter(Boolean).join('/');
  return `/${[locale, clean].filter(Boolean).join('/')}`;
}

/** The same page in another language: swaps (or adds) the locale segment, keeps query and hash. */
export function switchLocalePath(pathname: string, locale: Locale, search = '', hash = ''): string {
  const { locale: current, path } = splitAppPath(pathname);
  const page = current === undefined ? pathname.split('/').filter(Boolean).join('/') : path;
  return appPath(locale, page) + search + hash;
}
