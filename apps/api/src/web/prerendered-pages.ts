import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  CONSENT_DIALOG_CLASS,
  PORTAL_MODE_ATTRIBUTE,
  type PortalMode,
  type UserType,
  UserTypeSchema,
} from '@pow/domain';
import { type Encoding, encodedForms } from '../http/content-encoding.ts';

/** Where scripts/prerender-pages.ts writes the pages, inside the web build, and the list of them. */
export const PAGES_DIR = 'pages';
const ROUTES_FILE = 'routes.json';

/** The demonstration banner as the prerender draws it (apps/web/src/app/frame/demonstration-banner.tsx). */
const BANNER = /<p class="demo-banner"[^>]*>[^<]*<\/p>/;
/** The cookie dialog drawn open in a form's first view (decision 037). */
const OPEN_CONSENT_DIALOG = new RegExp(`(<dialog class="[^"]*\\b${CONSENT_DIALOG_CLASS}\\b[^>]*) open>`);

/** A page as sent: the portal's mode on <html>, and its gzip and brotli forms. */
interface Prepared extends Readonly<Record<Encoding, Buffer>> {
  readonly mtimeMs: number;
  /**
   * CSP sources of the page's inline stylesheet and boot script (scripts/prerender-pages.ts): the page
   * paints from its HTML alone, and only that style and that script apply.
   */
  readonly inline: InlineSources;
}

/** The hash sources of a page's inline `<style>` and `<script>` (without attributes), each if it has one. */
export interface InlineSources {
  readonly style: string | undefined;
  readonly script: string | undefined;
}

const INLINE = { style: /<style>([\s\S]*?)<\/style>/, script: /<script>([\s\S]*?)<\/script>/ };

const hashSource = (html: string, tag: keyof typeof INLINE): string | undefined => {
  const content = INLINE[tag].exec(html)?.[1];
  return content === undefined
    ? undefined
    : `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
};

/** The security headers' policy with a page's inline style and script allowed beside what it allows. */
export function withInlineSources(policy: string, inline: InlineSources): string {
  let allowed = policy;
  if (inline.style) allowed = allowed.replace(/style-src [^;]*/, `$& ${inline.style}`);
  if (inline.script) allowed = allowed.replace(/script-src [^;]*/, `$& ${inline.script}`);
  return allowed;
}

/**
 * The public pages drawn at build time (docs/decisions/032): the file of an /app address, made ready
 * for this portal's mode. Like index.html they are read again when a rebuild changed them; the
 * compressed forms are made once per build (the mode is written in at serve time, so the build's
 * .gz/.br copies cannot be sent as they are).
 */
export function prerenderedPages(webDist: string, mode: PortalMode) {
  const dir = path.join(webDist, PAGES_DIR);
  let routes: { mtimeMs: number; files: Readonly<Record<string, string>> } | undefined;
  const prepared = new Map<string, Prepared>();

  /** The listing of the build, read again when a rebuild changed it; undefined when nothing is prerendered. */
  async function listing(): Promise<Readonly<Record<string, string>> | undefined> {
    const file = path.join(dir, ROUTES_FILE);
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (routes?.mtimeMs !== info.mtimeMs)
      routes = { mtimeMs: info.mtimeMs, files: JSON.parse(await readFile(file, 'utf8')) };
    return routes.files;
  }

  /**
   * The file of a path: the public page, or a form's first view drawn for the request's user type
   * (listed as `<user type>:<path>`, decision 037), whose session is looked up only for such a path.
   */
  async function fileOf(
    pathname: string,
    userTypeOf: () => Promise<UserType | undefined>,
  ): Promise<{ file: string; signedIn: boolean } | undefined> {
    const files = await listing();
    if (!files) return undefined;
    // Route paths match without regard to case (packages/domain matchRoute), and a final slash is no other page.
    const key = pathname.replace(/\/+$/, '').toLowerCase();
    if (Object.hasOwn(files, key)) return { file: files[key] as string, signedIn: false };
    if (!UserTypeSchema.options.some((type) => Object.hasOwn(files, `${type}:${key}`))) return undefined;
    const userType = await userTypeOf();
    const file = userType && files[`${userType}:${key}`];
    return file ? { file, signedIn: true } : undefined;
  }

  /** A page as sent; `consentChosen`: with the cookie dialog closed, for whoever has chosen already. */
  async function prepare(file: string, consentChosen = false): Promise<Prepared | undefined> {
    const full = path.join(dir, file);
    const info = await stat(full).catch(() => undefined);
    if (!info) return undefined;
    const key = consentChosen ? `${file} consent chosen` : file;
    const cached = prepared.get(key);
    if (cached?.mtimeMs === info.mtimeMs) return cached;
    let html = (await readFile(full, 'utf8')).replace('<html ', `<html ${PORTAL_MODE_ATTRIBUTE}="${mode}" `);
    if (mode !== 'demonstration') html = html.replace(BANNER, '');
    if (consentChosen) html = html.replace(OPEN_CONSENT_DIALOG, '$1>');
    const next: Prepared = {
      mtimeMs: info.mtimeMs,
      ...(await encodedForms(Buffer.from(html))),
      inline: { style: hashSource(html, 'style'), script: hashSource(html, 'script') },
    };
    prepared.set(key, next);
    return next;
  }

  return {
    /**
     * The page for an /app path (query excluded) in the encoding asked for, or undefined when it has
     * none; `signedIn` when it was chosen by the session (a form's first view, whose cookie dialog is
     * closed when the person has chosen already).
     */
    async page(
      pathname: string,
      encoding: Encoding,
      person: { userType: () => Promise<UserType | undefined>; consentChosen: boolean },
    ): Promise<{ body: Buffer; inline: InlineSources; signedIn: boolean } | undefined> {
      const found = await fileOf(pathname, person.userType);
      const page = found && (await prepare(found.file, found.signedIn && person.consentChosen));
      return page && { body: page[encoding], inline: page.inline, signedIn: found.signedIn };
    },
    /**
     * Prepares every listed page ahead, one after the other, and resolves to how many were there:
     * compressing a page takes tens of milliseconds (brotli at its best), which no first visitor should
     * wait for (Lighthouse counts it in FCP).
     */
    async warm(): Promise<number> {
      let ready = 0;
      for (const file of new Set(Object.values((await listing()) ?? {}))) if (await prepare(file)) ready++;
      return ready;
    },
  };
}
