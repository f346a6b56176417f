import { describe, expect, it } from 'vitest';
import { isValidUrl, UrlSchema } from './url.ts';

describe('isValidUrl', () => {
  it.each([
    'https://example.be',
    'http://example.be/path?q=1#top',
    'https://sub.example.co.uk:8443/a b',
    'HTTPS://EXAMPLE.BE',
    'https://xn--caf-dma.be',
  ])('accepts %s', (value) => {
    expect(isValidUrl(value)).toBe(true);
  });

  it.each([
    'www.example.be',
    'example.be',
    'ftp://example.be',
    'javascript:alert(1)',
    'mailto:jan@example.be',
    'http://',
    'https://exa mple.be',
    '',
  ])('refuses %j', (value) => {
    expect(isValidUrl(value)).toBe(false);
  });

  it('schema gives require_url_format', () => {
    expect(UrlSchema.safeParse('example.be').error?.issues[0]?.message).toBe('require_url_format');
  });
});
