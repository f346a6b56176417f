import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const S3 = {
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'pow-attachments',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'portal',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.citizenProvider).toBeUndefined();
    expect(config.policeProvider).toBeUndefined();
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.s3).toBeUndefined();
    expect(config.clamd).toBeUndefined();
  });

  it('derives the public address from PORT', () => {
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ OIDC_ISSUER: 'https://idp.example' }, 'POLICE_OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'https://a.example', POLICE_OIDC_ISSUER: 'https://b.example' }, 'OIDC_CLIENT_ID'],
    [{ S3_BUCKET: 'pow-attachments' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_SECRET_ACCESS_KEY: undefined }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_FORCE_PATH_STYLE: 'true' }, 'S3_BUCKET'],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ CLAMD_SOCKET: 'clamd.ctl' }, 'CLAMD_SOCKET'],
    [{ CLAMD_SOCKET: 'clamav:99999' }, 'CLAMD_SOCKET'],
    [{ ZONE_WORKING_HOURS: 'weekdays 8-17' }, 'ZONE_WORKING_HOURS'],
    [{ ZONE_WORKING_HOURS: 'mon-fri 17:00-08:00' }, 'ZONE_WORKING_HOURS'],
    [{ ZONE_WORKING_HOURS: 'fri-mon 08:00-17:00' }, 'ZONE_WORKING_HOURS'],
    [{ ZONE_WORKING_HOURS: '=mon-fri 08:00-17:00' }, 'ZONE_WORKING_HOURS'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('reads the sizes of the database and job-queue pools, 10 and 4 by default', () => {
    expect(loadConfig({})).toMatchObject({ databasePoolMax: 10, queuePoolMax: 4 });
    expect(loadConfig({ DATABASE_POOL_MAX: '25', QUEUE_POOL_MAX: '2' })).toMatchObject({
      databasePoolMax: 25,
      queuePoolMax: 2,
    });
  });

  it.each([
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_POOL_MAX: 'ten' }, 'DATABASE_POOL_MAX'],
    [{ QUEUE_POOL_MAX: '2.5' }, 'QUEUE_POOL_MAX'],
    [{ QUEUE_POOL_MAX: '-4' }, 'QUEUE_POOL_MAX'],
  ])('refuses the pool size %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it("reads each zone's working hours beside the default", () => {
    expect(loadConfig({}).zoneWorkingHours).toEqual({
      fallback: { days: [1, 2, 3, 4, 5], open: 480, close: 1020 },
      zones: {},
    });
    expect(
      loadConfig({
        ZONE_WORKING_HOURS: 'mon-fri 08:30-16:30; 5345=mon-sat 07:00-21:00;5277=mon,wed,fri 09:00-12:00',
      }).zoneWorkingHours,
    ).toEqual({
      fallback: { days: [1, 2, 3, 4, 5], open: 510, close: 990 },
      zones: {
        5345: { days: [1, 2, 3, 4, 5, 6], open: 420, close: 1260 },
        5277: { days: [1, 3, 5], open: 540, close: 720 },
      },
    });
  });

  it('reopens a handled case on an addition unless a zone flags it instead', () => {
    expect(loadConfig({}).zoneAdditionOnHandled).toEqual({ default: 'reopen', zones: {} });
    expect(loadConfig({ ZONE_ADDITION_ON_HANDLED: 'reopen; 5345=flag' }).zoneAdditionOnHandled).toEqual({
      default: 'reopen',
      zones: { '5345': 'flag' },
    });
    expect(() => loadConfig({ ZONE_ADDITION_ON_HANDLED: 'reopen; 5345=close' })).toThrow(
      'ZONE_ADDITION_ON_HANDLED: the choice of 5345 must be reopen or flag, not "close"',
    );
  });

  it('reads both real providers', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://fas.example',
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 's',
      POLICE_OIDC_ISSUER: 'https://police.example',
      POLICE_OIDC_CLIENT_ID: 'p',
      POLICE_OIDC_CLIENT_SECRET: 'q',
    });
    expect(config.citizenProvider?.scope).toBe('openid profile egovNRN');
    expect(config.policeProvider?.clientId).toBe('p');
  });

  it('reads an S3 bucket given whole', () => {
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'pow-attachments',
      region: 'eu-west-1',
      accessKeyId: 'portal',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig(S3).s3?.forcePathStyle).toBe(false);
  });

  it.each([
    ['/run/clamav/clamd.ctl', { path: '/run/clamav/clamd.ctl' }],
    ['clamav:3310', { host: 'clamav', port: 3310 }],
    ['127.0.0.1:3310', { host: '127.0.0.1', port: 3310 }],
    ['[::1]:3310', { host: '::1', port: 3310 }],
  ])('reads CLAMD_SOCKET %s', (value, address) => {
    expect(loadConfig({ CLAMD_SOCKET: value }).clamd).toEqual(address);
  });
});

/** Every external service real (its test double's address would do), the sender key secret, HTTPS. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://police-on-web.example',
  OIDC_ISSUER: 'https://fas.example',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'fas-secret',
  POLICE_OIDC_ISSUER: 'https://idp.police.example',
  POLICE_OIDC_CLIENT_ID: 'portal',
  POLICE_OIDC_CLIENT_SECRET: 'police-secret',
  REGISTRY_URL: 'https://registry-gateway.example/v1',
  EBOX_URL: 'https://ebox-gateway.example/v1',
  SMTP_URL: 'smtps://mail.example:465',
  SENDER_HASH_KEY: 'a-secret-of-the-operator-0123456789',
  BANK_FRAUD_DESKS: 'GKCCBEBB=https://fraud.belfius.example/in; default=https://fraud.banks.example/in',
  BANK_FRAUD_SECRETS: 'k1=a-secret-shared-with-the-banks-0123456789',
};

const TEST_PARTS = [
  'OIDC_ISSUER',
  'REGISTRY_ADAPTER',
  'EBOX_ADAPTER',
  'SMTP_URL',
  'SENDER_HASH_KEY',
  'BANK_FRAUD_DESKS',
  'BANK_FRAUD_SECRETS',
  'PUBLIC_URL',
];

/** The settings a ConfigError names, in order. */
const refused = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...error.message.matchAll(/^ {2}(\w+): /gm)].map((match) => match[1]);
  }
};

describe('production mode', () => {
  it('is off by default: the demonstration, with every test part', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('demonstration');
    expect(config.registryAdapter).toBe('test');
    expect(config.eboxAdapter).toBe('test');
  });

  it.each([{ NODE_ENV: 'production' }, { PORTAL_MODE: 'production' }])(
    'refuses the defaults under %o, naming each test part',
    (env) => {
      expect(refused(env)).toEqual(TEST_PARTS);
      expect(() => loadConfig(env)).toThrow(
        /SMTP_URL: production mode: unset, so every e-mail and PDF is captured/,
      );
    },
  );

  it('cannot be lifted by PORTAL_MODE=demonstration under NODE_ENV=production', () => {
    expect(refused({ NODE_ENV: 'production', PORTAL_MODE: 'demonstration' })).toEqual(TEST_PARTS);
  });

  it('accepts a full production configuration and uses the real adapters', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.mode).toBe('production');
    expect(config.registryAdapter).toBe('http');
    expect(config.registryUrl).toBe('https://registry-gateway.example/v1');
    expect(config.eboxAdapter).toBe('http');
    expect(config.eboxUrl).toBe('https://ebox-gateway.example/v1');
  });

  it.each([
    [{ OIDC_ISSUER: undefined, POLICE_OIDC_ISSUER: undefined }, 'OIDC_ISSUER'],
    [{ REGISTRY_URL: undefined }, 'REGISTRY_ADAPTER'],
    [{ EBOX_URL: undefined }, 'EBOX_ADAPTER'],
    [{ SMTP_URL: undefined }, 'SMTP_URL'],
    [{ SENDER_HASH_KEY: undefined }, 'SENDER_HASH_KEY'],
    [{ PUBLIC_URL: 'http://police-on-web.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: undefined }, 'PUBLIC_URL'],
    [{ BANK_FRAUD_DESKS: undefined }, 'BANK_FRAUD_DESKS'],
    [
      { BANK_FRAUD_DESKS: 'default=https://police-on-web.example/index.php/dev/bank-fraud-desk' },
      'BANK_FRAUD_DESKS',
    ],
    [
      { BANK_FRAUD_DESKS: 'KREDBEBB=http://fraud.kbc.example/in; default=https://fraud.banks.example/in' },
      'BANK_FRAUD_DESKS',
    ],
    [{ BANK_FRAUD_SECRETS: undefined }, 'BANK_FRAUD_SECRETS'],
  ])('refuses a production configuration with %o, naming only %s', (change, setting) => {
    expect(refused({ ...PRODUCTION, ...change })).toEqual([setting]);
  });

  it('still allows the outage drills of the registry and the eBox (they are not stand-ins)', () => {
    const drill = { ...PRODUCTION, REGISTRY_URL: undefined, REGISTRY_ADAPTER: 'unavailable' };
    expect(loadConfig(drill).registryAdapter).toBe('unavailable');
  });
});

describe('the hand-over to the police information system', () => {
  const WEBHOOK = {
    ZONE_DELIVERY: 'webhook',
    ZONE_WEBHOOK_URL: 'https://ris.police.example/declarations',
    ZONE_WEBHOOK_SECRET: 'a-secret-shared-with-the-zone-0123456789',
  };

  it('is the desk alone by default', () => {
    expect(loadConfig({}).zoneDelivery).toEqual({ mode: 'desk' });
  });

  it('reads the webhook with its address and secret, the key "default", version 2', () => {
    const key = { id: 'default', secret: WEBHOOK.ZONE_WEBHOOK_SECRET };
    expect(loadConfig(WEBHOOK).zoneDelivery).toEqual({
      mode: 'webhook',
      receivers: { default: { url: WEBHOOK.ZONE_WEBHOOK_URL, version: 2 }, zones: {} },
      keys: { signing: key, all: [key] },
      retry: { limit: 20, delay: 2 },
    });
    expect(loadConfig({ ...PRODUCTION, ...WEBHOOK }).zoneDelivery.mode).toBe('webhook');
  });

  it('reads how often and how soon a refused hand-over is retried', () => {
    const quick = { ...WEBHOOK, ZONE_WEBHOOK_RETRY_LIMIT: '2', ZONE_WEBHOOK_RETRY_DELAY: '0' };
    expect(loadConfig(quick).zoneDelivery).toMatchObject({ retry: { limit: 2, delay: 0 } });
    expect(refused({ ...WEBHOOK, ZONE_WEBHOOK_RETRY_LIMIT: '-1' })).toEqual(['ZONE_WEBHOOK_RETRY_LIMIT']);
    expect(refused({ ...WEBHOOK, ZONE_WEBHOOK_RETRY_DELAY: 'soon' })).toEqual(['ZONE_WEBHOOK_RETRY_DELAY']);
  });

  it.each([
    [{ ZONE_WEBHOOK_URL: undefined }, ['ZONE_WEBHOOK_URL']],
    [{ ZONE_WEBHOOK_SECRET: undefined }, ['ZONE_WEBHOOK_SECRET']],
    [{ ZONE_WEBHOOK_SECRET: 'too-short-a-secret' }, ['ZONE_WEBHOOK_SECRET']],
    [{ ZONE_WEBHOOK_URL: 'ftp://ris.police.example' }, ['ZONE_WEBHOOK_URL']],
    [{ ZONE_DELIVERY: 'desk' }, ['ZONE_DELIVERY', 'ZONE_DELIVERY']],
    [{ ZONE_DELIVERY: 'mail' }, ['ZONE_DELIVERY']],
  ])('refuses %o naming %s', (change, settings) => {
    expect(refused({ ...WEBHOOK, ...change })).toEqual(settings);
  });

  it('takes an http:// address in a demonstration, never in production', () => {
    const plain = { ...WEBHOOK, ZONE_WEBHOOK_URL: 'http://127.0.0.1:9300/declarations' };
    expect(loadConfig(plain).zoneDelivery).toMatchObject({
      receivers: { default: { url: plain.ZONE_WEBHOOK_URL } },
    });
    expect(refused({ ...PRODUCTION, ...plain })).toEqual(['ZONE_WEBHOOK_URL']);
    expect(refused({ ...PRODUCTION, ...WEBHOOK, ZONE_WEBHOOK_SECRET: undefined })).toEqual([
      'ZONE_WEBHOOK_SECRET',
    ]);
  });
});

describe('the hand-over by zone, with keys by id (decision 043)', () => {
  const SECRET_A = 'the-first-secret-of-32-characters-a';
  const SECRET_B = 'the-second-secret-of-32-characters-b';
  const WEBHOOK = {
    ZONE_DELIVERY: 'webhook',
    ZONE_WEBHOOK_URLS: 'default=https://ris.police.example/in; 5345=https://antwerpen.police.example/in',
    ZONE_WEBHOOK_SECRETS: `k2=${SECRET_B}; k1=${SECRET_A}`,
  };

  it('routes each zone to its receiver, signs with the first key and keeps the others', () => {
    expect(loadConfig({ ...WEBHOOK, ZONE_WEBHOOK_VERSION: 'default=2; 5277=1' }).zoneDelivery).toEqual({
      mode: 'webhook',
      receivers: {
        default: { url: 'https://ris.police.example/in', version: 2 },
        zones: {
          '5345': { url: 'https://antwerpen.police.example/in', version: 2 },
          // A version of its own, at the default address.
          '5277': { url: 'https://ris.police.example/in', version: 1 },
        },
      },
      keys: {
        signing: { id: 'k2', secret: SECRET_B },
        all: [
          { id: 'k2', secret: SECRET_B },
          { id: 'k1', secret: SECRET_A },
        ],
      },
      retry: { limit: 20, delay: 2 },
    });
    expect(loadConfig({ ...PRODUCTION, ...WEBHOOK }).zoneDelivery.mode).toBe('webhook');
  });

  it('takes ZONE_WEBHOOK_URL as the default beside zones of their own, and version 1 for all', () => {
    const config = loadConfig({
      ...WEBHOOK,
      ZONE_WEBHOOK_URL: 'https://ris.police.example/in',
      ZONE_WEBHOOK_URLS: '5345=https://antwerpen.police.example/in',
      ZONE_WEBHOOK_VERSION: '1',
    });
    expect(config.zoneDelivery).toMatchObject({
      receivers: {
        default: { url: 'https://ris.police.example/in', version: 1 },
        zones: { '5345': { url: 'https://antwerpen.police.example/in', version: 1 } },
      },
    });
  });

  const messageOf = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it.each([
    [{ ZONE_WEBHOOK_URLS: '5345=https://antwerpen.police.example/in' }, 'ZONE_WEBHOOK_URL', 'default='],
    [
      { ZONE_WEBHOOK_URL: 'https://ris.police.example/in' },
      'ZONE_WEBHOOK_URLS',
      'both name the default receiver',
    ],
    [{ ZONE_WEBHOOK_URLS: 'default=https://a.example; 9999=https://b.example' }, 'ZONE_WEBHOOK_URLS', '9999'],
    [{ ZONE_WEBHOOK_URLS: 'default=ftp://a.example' }, 'ZONE_WEBHOOK_URLS', 'http:// or https://'],
    [{ ZONE_WEBHOOK_URLS: 'https://a.example' }, 'ZONE_WEBHOOK_URLS', 'cannot read'],
    [{ ZONE_WEBHOOK_SECRET: SECRET_A }, 'ZONE_WEBHOOK_SECRETS', 'not both'],
    [{ ZONE_WEBHOOK_SECRETS: undefined }, 'ZONE_WEBHOOK_SECRET', 'ZONE_WEBHOOK_SECRETS'],
    [{ ZONE_WEBHOOK_SECRETS: `k1=${SECRET_A}; k2=short` }, 'ZONE_WEBHOOK_SECRETS', 'k2 must be at least 32'],
    [{ ZONE_WEBHOOK_SECRETS: `k1=${SECRET_A}; k1=${SECRET_B}` }, 'ZONE_WEBHOOK_SECRETS', 'names k1 twice'],
    [{ ZONE_WEBHOOK_SECRETS: `k 1=${SECRET_A}` }, 'ZONE_WEBHOOK_SECRETS', 'key id'],
    [{ ZONE_WEBHOOK_VERSION: '3' }, 'ZONE_WEBHOOK_VERSION', 'must be 1 or 2'],
    [{ ZONE_WEBHOOK_VERSION: 'default=2; 5345=v1' }, 'ZONE_WEBHOOK_VERSION', 'must be 1 or 2'],
  ])('refuses %o naming %s', (change, setting, words) => {
    const env = { ...WEBHOOK, ...change };
    expect(refused(env)).toEqual([setting]);
    expect(messageOf(env)).toContain(words);
  });

  it('never quotes a secret in its refusal', () => {
    const message = messageOf({ ...WEBHOOK, ZONE_WEBHOOK_SECRETS: `k1=${SECRET_A}; ${SECRET_B}` });
    expect(message).toContain('ZONE_WEBHOOK_SECRETS');
    expect(message).not.toContain(SECRET_A);
    expect(message).not.toContain(SECRET_B);
  });

  it('leaves none of them unused with the desk alone', () => {
    expect(refused({ ZONE_WEBHOOK_VERSION: '1' })).toEqual(['ZONE_DELIVERY']);
    expect(refused({ ZONE_WEBHOOK_SECRETS: WEBHOOK.ZONE_WEBHOOK_SECRETS })).toEqual(['ZONE_DELIVERY']);
  });

  it('refuses a receiver that is not https:// in production', () => {
    const plain = {
      ...WEBHOOK,
      ZONE_WEBHOOK_URLS: 'default=https://ris.police.example/in; 5345=http://antwerpen.police.example/in',
    };
    expect(loadConfig(plain).zoneDelivery.mode).toBe('webhook');
    expect(refused({ ...PRODUCTION, ...plain })).toEqual(['ZONE_WEBHOOK_URLS']);
    expect(messageOf({ ...PRODUCTION, ...plain })).toContain('5345 not https://');
  });
});

describe('external service adapters', () => {
  it.each([
    [{ REGISTRY_ADAPTER: 'http' }, ['REGISTRY_URL']],
    [{ EBOX_ADAPTER: 'http' }, ['EBOX_URL']],
    [{ REGISTRY_ADAPTER: 'test', REGISTRY_URL: 'https://r.example' }, ['REGISTRY_ADAPTER']],
    [{ EBOX_ADAPTER: 'unavailable', EBOX_URL: 'https://e.example' }, ['EBOX_ADAPTER']],
    [{ REGISTRY_URL: 'ftp://r.example' }, ['REGISTRY_URL']],
  ])('refuses %o naming %s', (env, settings) => {
    expect(refused(env)).toEqual(settings);
  });

  it('takes the real adapter when its address is given', () => {
    const config = loadConfig({ REGISTRY_URL: 'http://127.0.0.1:9100', EBOX_URL: 'http://127.0.0.1:9200' });
    expect([config.registryAdapter, config.eboxAdapter]).toEqual(['http', 'http']);
  });
});

describe("the banks' fraud desks (decision 048)", () => {
  it('are the built-in desk of the demonstration by default, signed with the development key', () => {
    const { bankNotices } = loadConfig({ PORT: '8102' });
    expect(bankNotices.builtIn).toBe(true);
    expect(bankNotices.desks).toEqual({
      default: 'http://localhost:8102/index.php/dev/bank-fraud-desk',
      banks: {},
    });
    expect(bankNotices.keys.signing.id).toBe('development');
  });

  it('reads the desks by BIC and the keys by id', () => {
    const { bankNotices } = loadConfig({
      BANK_FRAUD_DESKS: 'GKCCBEBB=https://belfius.example/in; default=https://banks.example/in',
      BANK_FRAUD_SECRETS:
        'k2=a-secret-shared-with-the-banks-0123456789; k1=an-older-secret-shared-with-the-banks-01',
      BANK_FRAUD_RETRY_LIMIT: '3',
      BANK_FRAUD_RETRY_DELAY: '0',
    });
    expect(bankNotices).toMatchObject({
      builtIn: false,
      desks: { default: 'https://banks.example/in', banks: { GKCCBEBB: 'https://belfius.example/in' } },
      retry: { limit: 3, delay: 0 },
    });
    expect(bankNotices.keys.all.map((key) => key.id)).toEqual(['k2', 'k1']);
  });

  it.each([
    ['GKCCBEBB=https://belfius.example/in', 'no default= entry'],
    ['Belfius=https://belfius.example/in; default=https://banks.example/in', 'Belfius is not a BIC'],
    ['default=ftp://banks.example/in', 'http:// or https://'],
    ['default=https://a.example; default=https://b.example', 'names default twice'],
  ])('refuses BANK_FRAUD_DESKS=%s, saying why', (desks, why) => {
    expect(() => loadConfig({ BANK_FRAUD_DESKS: desks })).toThrow(new RegExp(`BANK_FRAUD_DESKS: .*${why}`));
  });

  it('refuses a short key, never quoting it', () => {
    expect(() => loadConfig({ BANK_FRAUD_SECRETS: 'k1=short' })).toThrow(
      /BANK_FRAUD_SECRETS: the secret of k1 must be at least 32 characters/,
    );
  });
});
