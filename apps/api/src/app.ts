import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE, apiPath, ENDPOINT } from '@pow/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { createFileStorage, createScanner } from './attachments/attachment-services.ts';
import { uploadRoutes } from './attachments/upload-routes.ts';
import { builtInDeskRoutes } from './bank-notices/built-in-desk-routes.ts';
import { passedOnJobOptions } from './bank-notices/passed-on-queue.ts';
import type { Config } from './config/config.ts';
import { BUILT_IN_DESK_PATH } from './config/production-mode.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { type Database, openDatabase } from './db/database.ts';
import { handoverJobsOf } from './declarations/pipeline-queues.ts';
import { statusRoutes } from './declarations/status-routes.ts';
import { submitRoutes } from './declarations/submit-routes.ts';
import { observeJobs } from './declarations/work-loops.ts';
import { devMailboxRoutes } from './delivery/dev-mailbox-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { answerClientError } from './http/client-errors.ts';
import { answerError, registerErrorHandling } from './http/errors.ts';
import { trackHandlersInFlight } from './http/handlers-in-flight.ts';
import { answerMethodNotAllowed } from './http/method-not-allowed.ts';
import { openapiOptions } from './http/openapi-document.ts';
import { rateLimits } from './http/rate-limit.ts';
import { apiRequestGuard } from './http/request-guards.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { parseBoundedJson, refuseIllFormedText } from './http/text-hygiene.ts';
import { countryPictureRoutes } from './identifiers/country-picture-routes.ts';
import { startQueue } from './jobs/portal-queues.ts';
import { stopBoss } from './jobs/queue/pg-boss.ts';
import { startWorkers } from './jobs/workers.ts';
import { myDeclarationsRoutes } from './my-declarations/my-declarations-routes.ts';
import { PortalMetrics } from './operations/metrics.ts';
import { type OperationsServer, startOperationsServer } from './operations/operations-server.ts';
import { coreChecks, Readiness } from './operations/readiness.ts';
import { requestIdOf } from './operations/request-id.ts';
import { loadReferenceData } from './reference-data/load-reference-data.ts';
import { municipalityKeyFinder } from './reference-data/municipality-lookup.ts';
import { reftabRoutes } from './reference-data/reftab-routes.ts';
import { createRegistries } from './registries/registries.ts';
import { registryRoutes } from './registries/registry-routes.ts';
import { currentSession } from './session/current-session.ts';
import { cookieDefaults } from './session/session-cookie.ts';
import { sessionRoutes } from './session/session-routes.ts';
import { SessionStore } from './session/session-store.ts';
import { RelyingParty } from './sign-in/relying-party.ts';
import { signInRoutes } from './sign-in/sign-in-routes.ts';
import { signOutRoutes } from './sign-in/sign-out-routes.ts';
import { loadTestIdentities } from './test-idp/identities.ts';
import { testIdpPlugin } from './test-idp/test-idp-plugin.ts';
import {
  CITIZEN_CLIENT,
  createTestProvider,
  POLICE_CLIENT,
  TEST_IDP_PATH,
} from './test-idp/test-provider.ts';
import { spaPlugin } from './web/spa-plugin.ts';
import { officerOf } from './zone-desk/desk-officer.ts';
import { zoneDeskRoutes } from './zone-desk/zone-desk-routes.ts';
import { handoverFileRoutes } from './zone-handover/handover-file-routes.ts';

const packageFile = path.resolve(import.meta.dirname, '../../../package.json');
export const VERSION: string = JSON.parse(readFileSync(packageFile, 'utf8')).version;

export interface Portal {
  app: FastifyInstance;
  database: Database;
  boss: PgBoss;
  metrics: PortalMetrics;
  readiness: Readiness;
  /** The operator's port (metrics and probes), when METRICS_PORT is not off and could be had. */
  operations: OperationsServer | undefined;
  close(): Promise<void>;
}

/** Builds the whole server on a configuration: database, queue, sign-in, API and the SPA. */
export async function buildPortal(config: Config): Promise<Portal> {
  const database = await openDatabase(config);
  await loadReferenceData(database.db);
  const boss = await startQueue(database, config);
  const metrics = new PortalMetrics(database);
  // ROLE=api leaves the jobs to worker processes on the same database (server.ts starts those).
  const workers = config.role === 'api' ? undefined : await startWorkers(config, database, boss, metrics);

  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // A file name of up to 255 characters reaches its route even percent-encoded (the route judges it).
    routerOptions: { maxParamLength: 3072 },
    // A malformed URL or an over-long parameter is answered like every error: a message key, never the URL.
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
    // The ingress controller's X-Request-Id, else a UUID: the same id in our log and in the jobs started.
    genReqId: requestIdOf,
    logger: {
      level: config.logLevel,
      // Query strings may carry a national number (login_hint) or a code: only the path is logged.
      serializers: {
        req: (request) => ({ method: request.method, path: request.url.split('?')[0] }),
      },
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const handlers = trackHandlersInFlight(app);
  metrics.observeRequests(app);
  if (workers) observeJobs(boss, { log: app.log, metrics });

  // Whenever people reach the portal over HTTPS, also through a TLS-terminating proxy (TRUST_PROXY).
  const strictTransportSecurity = config.publicUrl.startsWith('https://');
  addSecurityHeaders(app, {
    documents: {
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'font-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      // Older browsers know only X-Frame-Options: DENY says what frame-ancestors 'none' says.
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity,
    },
    // An answer is never a page: nothing may load or run in it, nor frame it (OWASP's REST cheat sheet).
    // What acts on documents only (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
    // X-Permitted-Cross-Domain-Policies, X-XSS-Protection) is left out.
    answers: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity,
    },
    // The API's description (Swagger UI) is a page.
    isAnswer: (url) => url.startsWith(`${API_BASE}/`) && !url.startsWith(`${API_BASE}/docs`),
  });
  await app.register(fastifyCookie, { parseOptions: cookieDefaults(config.publicUrl) });
  await app.register(fastifyFormbody);
  registerErrorHandling(app);
  parseBoundedJson(app);

  await app.register(fastifySwagger, openapiOptions(VERSION));
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}/docs`, staticCSP: true });

  const store = new SessionStore(database.db);
  const storage = createFileStorage(config);
  const scanner = createScanner(config);
  const usesTestProvider = !config.citizenProvider;
  const clientSecret = randomBytes(24).toString('base64url');
  const testIssuer = `${config.publicUrl}${TEST_IDP_PATH}`;
  const providers = {
    citizen: new RelyingParty(
      config.citizenProvider ?? {
        issuer: testIssuer,
        clientId: CITIZEN_CLIENT,
        clientSecret,
        scope: 'openid profile egovNRN',
      },
    ),
    policeman: new RelyingParty(
      config.policeProvider ?? {
        issuer: testIssuer,
        clientId: POLICE_CLIENT,
        clientSecret,
        scope: 'openid profile police',
      },
    ),
  };
  const identities = loadTestIdentities();
  const registries = createRegistries(
    config.registryAdapter,
    config.registryUrl,
    identities,
    municipalityKeyFinder(),
  );
  const limits = rateLimits(database.db, config);
  const checks = coreChecks({ database, boss, storage, scanner });
  const readiness = new Readiness({
    ...checks,
    // The configured providers' discovery (read once, then kept); the built-in one is this process.
    ...(usesTestProvider
      ? {}
      : { identity_providers: () => Promise.all([providers.citizen.ready(), providers.policeman.ready()]) }),
  });
  // Draining, each answer closes its connection, so that none is kept alive into the close: a load
  // balancer that has not yet seen the process unready opens a new connection (served until the close,
  // refused after, which it can retry elsewhere) instead of sending on one the close cuts (a 502).
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
  if (usesTestProvider) {
    const provider = createTestProvider({
      publicUrl: config.publicUrl,
      clientSecret,
      identities,
      trustProxy: config.trustProxy,
    });
    await app.register(testIdpPlugin, { provider, identities });
  }

  await app.register(
    async (api) => {
      api.addHook('onRequest', apiRequestGuard(config.publicUrl, [apiPath(ENDPOINT.uploadBatch)]));
      api.addHook('preValidation', refuseIllFormedText);
      answerMethodNotAllowed(api);
      await api.register(sessionRoutes, { store, version: VERSION });
      await api.register(healthRoutes, { checks, readiness });
      await api.register(reftabRoutes, { db: database.db, cablePilotZones: config.cablePilotZones });
      await api.register(registryRoutes, { db: database.db, registries, store, limits });
      await api.register(uploadRoutes, {
        db: database.db,
        store,
        storage,
        scanner,
        limits,
      });
      await api.register(submitRoutes, {
        database,
        boss,
        registries,
        limits,
        cablePilotZones: config.cablePilotZones,
        metrics,
        passedOn: passedOnJobOptions(config.bankNotices),
      });
      await api.register(statusRoutes, { database, limits });
      await api.register(contactRoutes, { database, boss, limits });
      await api.register(zoneDeskRoutes, {
        database,
        store,
        storage,
        boss,
        handover: handoverJobsOf(config),
        // The test provider's officers can be given a case before they first sign in (decision 045).
        fixtureOfficers: usesTestProvider ? identities.police_officers.map(officerOf) : [],
        zoneWorkingHours: config.zoneWorkingHours,
      });
      // Serial fraud across the zones, for supervisors (issue 31, decision 047).
      await api.register(countryPictureRoutes, { database, store });
      // The hand-over's signed links (decision 043): registered in every mode, refused without keys.
      await api.register(handoverFileRoutes, {
        database,
        storage,
        keys: config.zoneDelivery.mode === 'webhook' ? config.zoneDelivery.keys.all : [],
      });
      await api.register(myDeclarationsRoutes, {
        database,
        boss,
        store,
        limits,
        retentionDays: config.declarationRetentionDays,
        zoneWorkingHours: config.zoneWorkingHours,
      });
    },
    { prefix: API_BASE },
  );
  await app.register(signInRoutes, {
    prefix: '/index.php/app',
    db: database.db,
    store,
    publicUrl: config.publicUrl,
    providers,
    limits,
  });
  await app.register(signOutRoutes, { prefix: '/index.php/app', store, publicUrl: config.publicUrl });
  if (!config.smtpUrl) await app.register(devMailboxRoutes, { prefix: '/index.php/dev', db: database.db });
  // The fraud desk of the demonstration mode: it checks each notice's signature, then keeps it there.
  if (config.bankNotices.builtIn) {
    await app.register(builtInDeskRoutes, {
      prefix: BUILT_IN_DESK_PATH,
      db: database.db,
      keys: config.bankNotices.keys.all,
    });
  }
  await app.register(spaPlugin, {
    webDist: config.webDist,
    mode: config.mode,
    userTypeOf: async (request) => (await currentSession(store, request))?.userType,
  });

  const operations =
    config.metricsPort === undefined
      ? undefined
      : await startOperationsServer({
          port: config.metricsPort,
          host: config.host,
          metrics,
          readiness,
          log: app.log,
        });

  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    boss,
    metrics,
    readiness,
    operations,
    close() {
      // Once: a second signal, or a test closing twice, waits for the same shutdown.
      closing ??= (async () => {
        const step = (name: string, run: () => Promise<void>) => warnIfSlow(`shutdown: ${name}`, run);
        // Unready first, for DRAIN_SECONDS: the load balancer stops sending before the server closes.
        readiness.drain();
        if (config.drainSeconds > 0)
          await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
        await step('HTTP server', () => app.close());
        await step('route handlers', () => handlers.settled(10_000));
        await step('job queue', () => stopBoss(boss));
        await step('workers', async () => workers?.close());
        await step('operations port', async () => operations?.close());
        await step('database', () => database.close());
      })();
      return closing;
    },
  };
}

/**
 * Runs one step of the shutdown and warns on stderr (whatever the log level) when it takes more than
 * 15 s, so that a shutdown that hangs names the step it hangs in.
 */
async function warnIfSlow(name: string, run: () => Promise<void>): Promise<void> {
  const timer = setTimeout(() => process.emitWarning(`${name} still running after 15 s`), 15_000);
  try {
    await run();
  } finally {
    clearTimeout(timer);
  }
}
