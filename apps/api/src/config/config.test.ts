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
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
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
