import { describe, expect, it } from 'vitest';
import { safeAppRedirect } from './redirect.ts';

describe('safeAppRedirect', () => {
  it.each([
    ['/app', '/app'],
    ['/app/fr/phishing', '/app/fr/phishing'],
    ['/app/success/phishing?request=abc&register=1#top', '/app/success/phishing?request=abc&register=1#top'],
    ['/app/../app/home', '/app/home'],
  ])('keeps %s', (input, expected) => {
    expect(safeAppRedirect(input)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['https://evil.example/app'],
    ['//evil.example/app'],
    ['/\\evil.example/app'],
    ['/apply'],
    ['/index.php/app/logout'],
    ['/app/../index.php/dev/messages'],
    ['javascript:alert(1)'],
    ['app/home'],
  ])('refuses %s', (input) => {
    expect(safeAppRedirect(input)).toBeUndefined();
  });
});
