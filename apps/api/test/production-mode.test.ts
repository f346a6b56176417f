import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './portal-harness.ts';
import { untilHealthy } from './readiness.ts';

const run = promisify(execFile);
const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');

/** Only what node needs: no setting of the test run (vitest sets NODE_ENV=test) reaches the server. */
const bareEnv = (dataDir: string) => ({ PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

/**
 * Stand-ins for the external services, each at a real address as an operator would give it: the two
 * OpenID Connect providers (discovery only: no one signs in here), the registry and eBox gateways.
 */
function startServiceDoubles(): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://doubles.invalid');
    const provider = /^\/(fas|police)\/\.well-known\/openid-configuration$/.exec(url.pathname)?.[1];
    if (provider) {
      const issuer = `${base}/${provider}`;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  let base = '';
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      resolve({ server, base });
    });
  });
}

describe('production mode (NODE_ENV=production, PORTAL_MODE=production)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pow-production-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([{ NODE_ENV: 'production' }, { PORTAL_MODE: 'production' }])(
    'refuses to start on the defaults under %o, naming each test part (exit 78)',
    async (mode) => {
      const failure = await run(process.execPath, [serverFile], {
        env: { ...bareEnv(dataDir), ...mode },
      }).catch((error: { code: number; stderr: string }) => error);
      expect('code' in failure && failure.code).toBe(78);
      const stderr = 'stderr' in failure ? failure.stderr : '';
      for (const setting of [
        'OIDC_ISSUER: production mode: unset, so the built-in test identity provider',
        'REGISTRY_ADAPTER: production mode: test answers registry look-ups from fixtures',
        'EBOX_ADAPTER: production mode: test only keeps eBox messages in the dev mailbox',
        'SMTP_URL: production mode: unset, so every e-mail and PDF is captured in the dev mailbox',
        'SENDER_HASH_KEY: production mode: the development key',
        "BANK_FRAUD_DESKS: production mode: unset, so the banks' notices go to the built-in receiver",
        'PUBLIC_URL: production mode: unset (http://localhost) is not https://',
      ]) {
        expect(stderr).toContain(setting);
      }
    },
  );

  it('serves on a full production configuration: real providers, gateways and mail, HTTPS', async () => {
    const doubles = await startServiceDoubles();
    const port = await freePort();
    const webDist = path.join(dataDir, 'web');
    await mkdir(webDist, { recursive: true });
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html>\n<html lang="nl"><body></body></html>',
    );
    const server = spawn(process.execPath, [serverFile], {
      env: {
        ...bareEnv(dataDir),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: webDist,
        PUBLIC_URL: 'https://police-on-web.example',
        TRUST_PROXY: 'true',
        OIDC_ISSUER: `${doubles.base}/fas`,
        OIDC_CLIENT_ID: 'portal',
        OIDC_CLIENT_SECRET: 'fas-secret',
        POLICE_OIDC_ISSUER: `${doubles.base}/police`,
        POLICE_OIDC_CLIENT_ID: 'portal',
        POLICE_OIDC_CLIENT_SECRET: 'police-secret',
        REGISTRY_URL: `${doubles.base}/registry`,
        EBOX_URL: `${doubles.base}/ebox`,
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        SENDER_HASH_KEY: 'a-secret-of-the-operator-0123456789',
        BANK_FRAUD_DESKS: 'default=https://fraud-desks.banks.example/notices',
        BANK_FRAUD_SECRETS: 'k1=a-secret-shared-with-the-banks-0123456789',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const local = `http://127.0.0.1:${port}`;
    try {
      const health = await untilHealthy(local, server);
      expect(await health.json()).toEqual({ data: { status: 'ok', database: 'up', queue: 'up' } });
      expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);

      // Sign-in goes to the configured provider; the test provider and the dev mailbox are not there.
      const login = await fetch(`${local}/index.php/app/login`, { redirect: 'manual' });
      expect(login.status).toBe(302);
      const authorize = new URL(login.headers.get('location')!);
      expect(authorize.origin + authorize.pathname).toBe(`${doubles.base}/fas/authorize`);
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        'https://police-on-web.example/index.php/app/login/callback',
      );
      expect((await fetch(`${local}/idp/.well-known/openid-configuration`)).status).toBe(404);
      expect((await fetch(`${local}/index.php/dev/mailbox`)).status).toBe(404);
      expect((await fetch(`${local}/index.php/dev/bank-fraud-desk`, { method: 'POST' })).status).toBe(404);

      // The SPA is told it is no demonstration: no banner.
      const page = await (await fetch(`${local}/app/nl/home`)).text();
      expect(page).toContain('<html data-portal-mode="production" lang="nl">');
    } finally {
      server.kill('SIGTERM');
      if (server.exitCode === null) await once(server, 'exit');
      doubles.server.close();
    }
  });
});
