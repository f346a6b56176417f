import { describe, expect, it } from 'vitest';
import {
  handoverReceivers,
  parseWebhookSecrets,
  parseZoneUrls,
  parseZoneVersions,
  receiverOf,
  singleKey,
} from './handover-settings.ts';

const ZONES = new Set(['5345', '5277', 'P-5401-5402']);
const A = 'a-secret-of-at-least-32-characters-a';
const B = 'a-secret-of-at-least-32-characters-b';

describe('ZONE_WEBHOOK_SECRETS', () => {
  it('signs with the first key and keeps every one, a base64 secret whole', () => {
    expect(parseWebhookSecrets(` k2 = ${B} ;k1=${A}==; `, 32)).toEqual({
      signing: { id: 'k2', secret: B },
      all: [
        { id: 'k2', secret: B },
        { id: 'k1', secret: `${A}==` },
      ],
    });
    expect(singleKey(A)).toEqual({
      signing: { id: 'default', secret: A },
      all: [{ id: 'default', secret: A }],
    });
  });

  it.each([
    ['', 'is empty'],
    [`k1=${A}; k1=${B}`, 'names k1 twice'],
    [`k1=${A}; k2=short`, 'the secret of k2 must be at least 32 characters'],
    [`k1=`, 'cannot read "k1=…"'],
    [A, 'cannot read "…"'],
    [`-k=${A}`, 'key id "-k"'],
    [`${'k'.repeat(65)}=${A}`, 'at most 64'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseWebhookSecrets(text, 32)).toThrow(message);
  });
});

describe('ZONE_WEBHOOK_URLS', () => {
  it('reads the default and each zone of the reference data', () => {
    expect(parseZoneUrls('default=https://ris.example/in?a=b; 5345=http://127.0.0.1:9/x', ZONES)).toEqual({
      default: 'https://ris.example/in?a=b',
      zones: { '5345': 'http://127.0.0.1:9/x' },
    });
    expect(parseZoneUrls('P-5401-5402=https://merged.example', ZONES)).toEqual({
      default: undefined,
      zones: { 'P-5401-5402': 'https://merged.example' },
    });
  });

  it.each([
    ['5999=https://x.example', '5999 is not a police zone of the reference data'],
    ['default=https://a.example; default=https://b.example', 'names default twice'],
    ['default=ris.example', 'the address of default is not a URL'],
    ['5345=mailto:ris@example.be', 'the address of 5345 must be http:// or https://'],
    ['https://ris.example', 'cannot read'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseZoneUrls(text, ZONES)).toThrow(message);
  });
});

describe('ZONE_WEBHOOK_VERSION', () => {
  it('is one version for all, or the default and each zone', () => {
    expect(parseZoneVersions(' 1 ', ZONES)).toEqual({ default: 1, zones: {} });
    expect(parseZoneVersions('default=2; 5345=1', ZONES)).toEqual({ default: 2, zones: { '5345': 1 } });
    expect(parseZoneVersions('5277=1', ZONES)).toEqual({ default: undefined, zones: { '5277': 1 } });
  });

  it.each([
    ['3', 'the version of every zone must be 1 or 2'],
    ['', 'the version of every zone must be 1 or 2'],
    ['5345=v1', 'the version of 5345 must be 1 or 2'],
    ['1234=1', '1234 is not a police zone'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseZoneVersions(text, ZONES)).toThrow(message);
  });
});

describe('the receiver of a zone', () => {
  it('is its own address in its own version, else the default ones (version 2 unless asked)', () => {
    const receivers = handoverReceivers(
      'https://ris.example',
      { default: undefined, zones: { '5345': 'https://antwerpen.example' } },
      { default: undefined, zones: { '5277': 1 } },
    );
    expect(receiverOf(receivers, '5345')).toEqual({ url: 'https://antwerpen.example', version: 2 });
    expect(receiverOf(receivers, '5277')).toEqual({ url: 'https://ris.example', version: 1 });
    expect(receiverOf(receivers, 'P-5401-5402')).toEqual({ url: 'https://ris.example', version: 2 });
    expect(receiverOf(handoverReceivers('https://ris.example', undefined, undefined), '5345')).toEqual({
      url: 'https://ris.example',
      version: 2,
    });
  });
});
