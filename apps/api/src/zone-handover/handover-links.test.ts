import { describe, expect, it } from 'vitest';
import { LINK_VALIDITY_SECONDS, linkRefusal, signedLink } from './handover-links.ts';

const OLD = { id: 'k2025', secret: 'a-shared-secret-of-32-characters' };
const NEW = { id: 'k2026', secret: 'another-secret-of-32-characters!' };
const DECLARATION = '0b7c6f1e-3a2d-4c5b-9e8f-1a2b3c4d5e6f';
const FILE = '5d0f3e2a-1b4c-4d6e-8f9a-0b1c2d3e4f5a';
const NOW = 1_795_560_000;

/** The query of a link, as the route reads it. */
const queryOf = (link: string) => {
  const { searchParams } = new URL(link);
  return {
    expires: searchParams.get('expires')!,
    kid: searchParams.get('kid')!,
    sig: searchParams.get('sig')!,
  };
};

describe('the signed links of a hand-over', () => {
  it('is the hex HMAC-SHA256 of what it fetches and until when, under the public API', () => {
    const link = signedLink('https://pow.example', OLD, DECLARATION, 'summary', NOW);
    // printf 'pow-handover-link:<declaration>:summary.pdf:1795560000' | openssl dgst -sha256 -hmac "$SECRET"
    expect(link).toBe(
      `https://pow.example/index.php/api/v1/handover/${DECLARATION}/summary.pdf?expires=${NOW}&kid=k2025&sig=1ad92e7ced62d169c73f0816f11b95914f8f7789a9377ee91552275b9fde9cf6`,
    );
    const file = signedLink('https://pow.example', OLD, DECLARATION, { file: FILE }, NOW);
    expect(new URL(file).pathname).toBe(`/index.php/api/v1/handover/${DECLARATION}/files/${FILE}`);
  });

  it('holds until it expires, for its file of its declaration, while its key is configured', () => {
    const expires = NOW + LINK_VALIDITY_SECONDS;
    const query = queryOf(signedLink('https://pow.example', OLD, DECLARATION, { file: FILE }, expires));
    const at = (seconds: number) => seconds * 1000;
    expect(linkRefusal([NEW, OLD], DECLARATION, { file: FILE }, query, at(NOW))).toBeUndefined();
    expect(linkRefusal([NEW, OLD], DECLARATION, { file: FILE }, query, at(expires - 1))).toBeUndefined();
    expect(linkRefusal([NEW, OLD], DECLARATION, { file: FILE }, query, at(expires))).toBe('expired');
    // Retired once the rotation is over.
    expect(linkRefusal([NEW], DECLARATION, { file: FILE }, query, at(NOW))).toBe('unknown key');
    // Another file, another declaration, the summary: not what it was signed for.
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(linkRefusal([OLD], DECLARATION, { file: other }, query, at(NOW))).toBe('bad signature');
    expect(linkRefusal([OLD], other, { file: FILE }, query, at(NOW))).toBe('bad signature');
    expect(linkRefusal([OLD], DECLARATION, 'summary', query, at(NOW))).toBe('bad signature');
  });

  it('refuses a link altered in any part', () => {
    const query = queryOf(signedLink('https://pow.example', OLD, DECLARATION, 'summary', NOW + 60));
    const refused = (change: Partial<typeof query>) =>
      linkRefusal([OLD, NEW], DECLARATION, 'summary', { ...query, ...change }, NOW * 1000);
    expect(refused({})).toBeUndefined();
    expect(refused({ expires: String(NOW + 6000) })).toBe('bad signature');
    expect(refused({ kid: NEW.id })).toBe('bad signature');
    expect(refused({ kid: 'k1999' })).toBe('unknown key');
    expect(refused({ sig: query.sig.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBe('bad signature');
    expect(refused({ sig: query.sig.slice(2) })).toBe('bad signature');
    expect(refused({ sig: query.sig.toUpperCase() })).toBe('bad signature');
    expect(refused({ expires: '1e12' })).toBe('malformed expiry');
  });
});
