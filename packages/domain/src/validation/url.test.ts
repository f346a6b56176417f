import { describe, expect, it } from 'vitest';
import { completeWebAddress, isValidUrl, UrlSchema } from './url.ts';

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
});

describe('a web address typed without its scheme (issue 33)', () => {
  it.each([
    ['www.kbc-beveiliging.com/login', 'https://www.kbc-beveiliging.com/login'],
    ['  kbc-beveiliging.com  ', 'https://kbc-beveiliging.com'],
    ['bpost-pakje.be:8443/track?id=4817#status', 'https://bpost-pakje.be:8443/track?id=4817#status'],
    ['//mijnbank-controle.example/login', 'https://mijnbank-controle.example/login'],
    ['sécurité-banque.be/connexion', 'https://sécurité-banque.be/connexion'],
    ['xn--caf-dma.be', 'https://xn--caf-dma.be'],
  ])('%j is completed as %j', (typed, completed) => {
    expect(completeWebAddress(typed)).toBe(completed);
    expect(UrlSchema.parse(typed)).toBe(completed);
  });

  it.each(['http://example.be/login', 'HTTPS://EXAMPLE.BE'])(
    '%j, which has its scheme, is kept as typed',
    (typed) => {
      expect(UrlSchema.parse(typed)).toBe(typed);
    },
  );

  it.each([
    // Another scheme, or what is no host name: left as typed, and refused.
    ['ftp://files.example.be', 'require_url_format'],
    ['javascript:alert(1)', 'require_url_format'],
    ['mailto:jan@example.be', 'require_url_format'],
    ['jan@example.be', 'require_url_format'],
    ['kbc', 'require_url_format'],
    ['10.0.0.1/login', 'require_url_format'],
    ['https://exa mple.be', 'require_url_format'],
    ['www.example.be:port/login', 'require_url_format'],
    ['   ', 'required_field'],
  ])('%j is refused with %s', (typed, key) => {
    expect(completeWebAddress(typed)).toBe(typed.trim());
    expect(UrlSchema.safeParse(typed).error?.issues[0]?.message).toBe(key);
  });
});
