import { timingSafeEqual } from 'node:crypto';
import { apiPath } from '@pow/contracts';
import type { HandoverKey } from './handover-settings.ts';
import { hmacHex } from './handover-signature.ts';

/*
 * The signed links of a version 2 hand-over (decision 043): a declaration's file, or its PDF summary in
 * the zone's language, fetched by the police information system without any session, until the link
 * expires. A link names its key; it holds while that key is configured (ZONE_WEBHOOK_SECRETS), so links
 * handed out before a rotation keep working through the overlap.
 */

/** How long a link may be fetched: a receiver down for a long weekend still gets its files. */
export const LINK_VALIDITY_SECONDS = 7 * 86_400;

/** What a link fetches: one file of the declaration (or of an addition to it), or the zone's PDF. */
export type LinkedSubject = { file: string } | 'summary';

export const HANDOVER_ENDPOINT = 'v1/handover';
/** The summary's last path segment. */
export const SUMMARY_SEGMENT = 'summary.pdf';

const endpointOf = (declarationId: string, subject: LinkedSubject) =>
  subject === 'summary'
    ? `${HANDOVER_ENDPOINT}/${declarationId}/${SUMMARY_SEGMENT}`
    : `${HANDOVER_ENDPOINT}/${declarationId}/files/${subject.file}`;

/**
 * What a link's signature covers: what it fetches, of which declaration, until when. The prefix keeps
 * it apart from a document's signature (`<timestamp>.<body>`), made with the same key.
 */
const linkMessage = (declarationId: string, subject: LinkedSubject, expires: number) =>
  `pow-handover-link:${declarationId}:${subject === 'summary' ? SUMMARY_SEGMENT : subject.file}:${expires}`;

/** The link's query, as the route reads it. */
export interface LinkQuery {
  expires: string;
  kid: string;
  sig: string;
}

/** The signed address of a file or of the summary, valid until `expires` (unix seconds). */
export function signedLink(
  publicUrl: string,
  key: HandoverKey,
  declarationId: string,
  subject: LinkedSubject,
  expires: number,
): string {
  const query = new URLSearchParams({
    expires: String(expires),
    kid: key.id,
    sig: hmacHex(key.secret, linkMessage(declarationId, subject, expires)),
  });
  return `${publicUrl}${apiPath(endpointOf(declarationId, subject))}?${query}`;
}

/**
 * Why a link is refused, or undefined when it holds: signed by a key still configured, for this file of
 * this declaration, and not expired at `now` (ms).
 */
export function linkRefusal(
  keys: readonly HandoverKey[],
  declarationId: string,
  subject: LinkedSubject,
  query: LinkQuery,
  now = Date.now(),
): string | undefined {
  const key = keys.find((candidate) => candidate.id === query.kid);
  if (!key) return 'unknown key';
  if (!/^\d{1,12}$/.test(query.expires)) return 'malformed expiry';
  const expires = Number(query.expires);
  const expected = Buffer.from(hmacHex(key.secret, linkMessage(declarationId, subject, expires)), 'hex');
  const given = /^[0-9a-f]{64}$/.test(query.sig) ? Buffer.from(query.sig, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature';
  if (expires * 1000 <= now) return 'expired';
  return undefined;
}
