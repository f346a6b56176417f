import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath, DECLARATION_STATUS, ENDPOINT } from '@pow/contracts';
import { until } from '@pow/domain/testing';
import pg from 'pg';
import { CookieJar } from 'tough-cookie';
import { buildPortal, type Portal } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { applyMigrations } from '../src/migrate-step.ts';
import { ContractChecker } from './openapi-contract.ts';

export type Backend = 'pglite' | 'postgres';

/** The contract of each running portal, by origin, made at its first answer; one checker per document. */
const contracts = new Map<string, () => ContractChecker>();
const checkers = new Map<string, ContractChecker>();

/** fetch without the check, for the contract fuzzer, which reports what it finds instead of throwing. */
export const uncheckedFetch = globalThis.fetch;
/*
 * Every answer a test receives from a portal it started is held to the portal's OpenAPI document
 * (decision 031): an answer the document does not allow fails the test that received it.
 */
globalThis.fetch = async (input, init) => {
  const response = await uncheckedFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  const checker = contracts.get(url.origin);
  if (!checker || !ContractChecker.governs(url.pathname)) return response;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const body = await response.clone().text();
  const violation = checker().violation({
    method,
    url: url.href,
    status: response.status,
    headers: response.headers,
    body,
  });
  if (violation) throw new Error(`Contract broken: ${violation}`);
  return response;
};

function holdToContract(url: string, portal: Portal): () => void {
  let checker: ContractChecker | undefined;
  const origin = new URL(url).origin;
  contracts.set(origin, () => {
    if (checker) return checker;
    const document = portal.app.swagger();
    const text = JSON.stringify(document);
    checker = checkers.get(text) ?? new ContractChecker(document);
    checkers.set(text, checker);
    return checker;
  });
  return () => contracts.delete(origin);
}

/** The PostgreSQL server the tests may use (spec'd in the developer notes: trust auth, database test). */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers; CI sets REQUIRE_POSTGRES=1 so that an unreachable server fails instead. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}`);
    }
    console.warn(
      `NOTICE: PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}; PostgreSQL variants are skipped.`,
    );
    return false;
  }
}

export const BACKENDS: Backend[] = (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface RunningPortal {
  url: string;
  dataDir: string;
  /** The portal's own PostgreSQL database (postgres backend only), for another process to share. */
  databaseUrl: string | undefined;
  portal: Portal;
  close(): Promise<void>;
}

/**
 * Drops a test database once its connections are gone. A closed pg pool resolves before its sockets
 * have ended; forcing the drop at once would kill those connections mid-goodbye, and their error would
 * surface as an unhandled one in the test run. Forced only when they linger.
 */
async function dropDatabase(database: string): Promise<void> {
  await withAdmin(async (client) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await client.query(`drop database if exists ${database}`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await client.query(`drop database if exists ${database} with (force)`);
  });
}

/** A new, empty PostgreSQL database of its own, for processes a test starts by hand. */
export async function emptyDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `pow_test_${name}_${process.pid}_${Date.now()}`;
  await withAdmin((client) => client.query(`create database ${database}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return { url: url.href, drop: () => dropDatabase(database) };
}

/** Where the API tests' global setup left a migrated PGlite database to copy (pglite-template.ts). */
export const PGLITE_TEMPLATE_ENV = 'POW_TEST_PGLITE_TEMPLATE';

/** Starts the whole portal over real HTTP on its own fresh database (a temp PGlite dir or a new PG database). */
export async function startPortal(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<RunningPortal> {
  const port = await freePort();
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'pow-test-')));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (backend === 'pglite' && ownDataDir && template) {
    await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
  }
  const database = `pow_test_${process.pid}_${port}`;
  if (backend === 'postgres') await withAdmin((c) => c.query(`create database ${database}`));
  const databaseUrl = new URL(POSTGRES_ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests sign in, send and upload far faster than people do; rate-limits.test.ts sets its own limits.
    SIGNIN_RATE_LIMIT_PER_MINUTE: '10000',
    DECLARATION_RATE_LIMIT_PER_HOUR: '10000',
    UPLOAD_RATE_LIMIT_PER_HOUR: '10000',
    LOOKUP_RATE_LIMIT_PER_HOUR: '10000',
    FEEDBACK_RATE_LIMIT_PER_HOUR: '10000',
    DEBUG_REPORT_RATE_LIMIT_PER_HOUR: '10000',
    // The operator's port of each portal on a free port: many portals run in one test process.
    METRICS_PORT: '0',
    ...(backend === 'postgres' ? { DATABASE_URL: databaseUrl.href } : {}),
    ...env,
  });
  // An API-only or worker-only process waits for the deployment's migration step: the harness is that
  // step for a database it has just made.
  if (backend === 'postgres' && !env.DATABASE_URL && (config.role === 'api' || config.role === 'worker')) {
    await applyMigrations(config);
  }
  const portal = await buildPortal(config);
  await portal.app.listen({ port, host: '127.0.0.1' });
  const release = holdToContract(config.publicUrl, portal);
  return {
    url: config.publicUrl,
    dataDir,
    databaseUrl: config.databaseUrl,
    portal,
    async close() {
      release();
      await portal.close();
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
      if (backend === 'postgres') await dropDatabase(database);
    },
  };
}

/** A browser-like HTTP client: keeps cookies, follows nothing by itself so that each hop can be checked. */
export class Browser {
  readonly jar = new CookieJar();
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async fetch(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.base).href;
    const headers = new Headers(init.headers);
    const cookie = await this.jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) await this.jar.setCookie(line, url);
    return response;
  }

  /** Follows redirects until a page of the SPA (/app…) or a non-redirect answer; returns every hop. */
  async follow(target: string, init: RequestInit = {}): Promise<{ hops: string[]; response: Response }> {
    const hops: string[] = [];
    let response = await this.fetch(target, init);
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location')!, this.base);
      hops.push(location.pathname + location.search);
      if (location.pathname === '/app' || location.pathname.startsWith('/app/')) break;
      response = await this.fetch(location.href);
    }
    return { hops, response };
  }

  async json<T = unknown>(target: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const response = await this.fetch(target, init);
    return { status: response.status, body: (await response.json()) as T };
  }
}

const JSON_BODY = { 'content-type': 'application/json' };

/** Files a declaration as the browser's session and waits until its zone has it (status 3). */
export async function fileDeclaration(
  browser: Browser,
  declaration: object,
): Promise<{ guid: string; register: string }> {
  const added = await browser.json<{ data: { guid: string; register: string } }>(
    apiPath(ENDPOINT.informationAdd),
    {
      method: 'POST',
      headers: { ...JSON_BODY, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(declaration),
    },
  );
  const { guid, register } = added.body.data;
  await until(`declaration ${register} at its zone`, async () => {
    const status = await browser.json<{ data?: { status: number } }>(apiPath(ENDPOINT.informationStatus), {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify({ guid }),
    });
    const reached = status.body.data?.status;
    if (reached === DECLARATION_STATUS.summaryFailed)
      throw new Error(`declaration ${register}: summary failed`);
    return reached === DECLARATION_STATUS.sentToZone;
  });
  return { guid, register };
}

/** A valid contact-form message (v1/contact/<reason>), for tests that need one to be accepted. */
export const CONTACT_MESSAGE = {
  email: 'anna.peeters@example.be',
  lastname: 'Peeters',
  firstname: 'Anna',
  consent: true,
  body: 'Mijn vraag gaat over de toegankelijkheid.',
};
