import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.citizenProvider).toBeUndefined();
    expect(config.policeProvider).toBeUndefined();
    expect(config.dataDir.endsWith('.data')).toBe(true);
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
});
