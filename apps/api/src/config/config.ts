import path from 'node:path';
import { type Locale, LocaleSchema, type PortalMode } from '@pow/domain';
import { z } from 'zod';
import { type BankDesks, parseBankDesks } from '../bank-notices/bank-desk-settings.ts';
import { parseZoneWorkingHours, type ZoneWorkingHours } from '../my-declarations/working-calendar.ts';
import { zoneKeyOf } from '../reference-data/police-zones.ts';
import { readSeed } from '../reference-data/seed-files.ts';
import { type AdditionPolicy, parseAdditionPolicy } from '../zone-desk/addition-policy.ts';
import {
  type HandoverKeys,
  type HandoverReceivers,
  handoverReceivers,
  parseWebhookSecrets,
  parseZoneUrls,
  parseZoneVersions,
  singleKey,
} from '../zone-handover/handover-settings.ts';
import {
  BUILT_IN_DESK_PATH,
  DEVELOPMENT_BANK_FRAUD_KEY,
  DEVELOPMENT_SENDER_HASH_KEY,
  isProduction,
  productionRefusals,
  ZONE_WEBHOOK_SECRET_MIN,
} from './production-mode.ts';

const optionalUrl = z.url().optional();
const serviceUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .optional();
const adapter = z.enum(['test', 'unavailable', 'http']).optional();
export type Adapter = 'test' | 'unavailable' | 'http';

/** An external service's adapter: as given, else the real one (http) when its address is set, else the test one. */
const resolveAdapter = (given: Adapter | undefined, url: string | undefined): Adapter =>
  given ?? (url ? 'http' : 'test');
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** The S3 settings that are given together or not at all (S3_FORCE_PATH_STYLE may only join them). */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** `/run/clamav/clamd.ctl` (unix socket), `clamav:3310` or `[::1]:3310` (TCP). */
const clamdAddress = z.string().transform((value, ctx): ClamdAddress => {
  if (value.startsWith('/')) return { path: value };
  const tcp = /^(?:\[([\da-fA-F:.]+)\]|([\w.-]+)):(\d{1,5})$/.exec(value);
  const port = Number(tcp?.[3]);
  if (!tcp || port < 1 || port > 65535) {
    ctx.addIssue({ code: 'custom', message: 'must be a unix socket path or host:port, e.g. clamav:3310' });
    return z.NEVER;
  }
  return { host: tcp[1] ?? tcp[2]!, port };
});

/** A setting written as a list, read by its parser: the parser's message is the configuration error. */
const listSetting = <T>(parse: (value: string) => T) =>
  z.string().transform((value, ctx) => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** The keys of the police zones of the reference data: a zone's own hand-over setting names one. */
const policeZoneKeys = () => new Set(readSeed('zones').zones.map(zoneKeyOf));

/** The hand-over's settings, each of them ignored with the desk alone. */
const HANDOVER_SETTINGS = [
  'ZONE_WEBHOOK_URL',
  'ZONE_WEBHOOK_URLS',
  'ZONE_WEBHOOK_SECRET',
  'ZONE_WEBHOOK_SECRETS',
  'ZONE_WEBHOOK_VERSION',
] as const;

/** Every setting of the server, read from the environment once, at start-up (README lists them). */
const EnvSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORTAL_MODE: z.enum(['demonstration', 'production']).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ROLE: z.enum(['all', 'api', 'worker', 'migrate']).default('all'),
    SCHEMA_WAIT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    // Each process's connections to PostgreSQL: every replica's count against its max_connections.
    DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
    QUEUE_POOL_MAX: z.coerce.number().int().positive().default(4),
    METRICS_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65_535)]).default(9464),
    DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
    TRUST_PROXY: booleanFlag,
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    WEB_DIST: z.string().min(1).optional(),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_SCOPE: z.string().min(1).default('openid profile egovNRN'),
    POLICE_OIDC_ISSUER: optionalUrl,
    POLICE_OIDC_CLIENT_ID: z.string().min(1).optional(),
    POLICE_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    POLICE_OIDC_SCOPE: z.string().min(1).default('openid profile police'),
    SESSION_CLEANUP_CRON: z.string().min(1).default('*/15 * * * *'),
    REGISTRY_ADAPTER: adapter,
    REGISTRY_URL: serviceUrl,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Police-on-web <no-reply@police-on-web.invalid>'),
    CONTACT_MAILBOX_ACCESSIBILITY: z.email().default('accessibility@police-on-web.invalid'),
    CONTACT_MAILBOX_FAQ: z.email().default('info@police-on-web.invalid'),
    CONTACT_MAILBOX_PRIVACY: z.email().default('privacy@police-on-web.invalid'),
    CONTACT_MAILBOX_TECHNICAL: z.email().default('support@police-on-web.invalid'),
    CONTACT_MAILBOX_LANGUAGE: LocaleSchema.default('nl'),
    CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
    SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    DECLARATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
    UPLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(200),
    LOOKUP_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(120),
    FEEDBACK_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
    DEBUG_REPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
    SENDER_HASH_KEY: z.string().min(16).default(DEVELOPMENT_SENDER_HASH_KEY),
    RETENTION_CRON: z.string().min(1).default('30 3 * * *'),
    DECLARATION_RETENTION_DAYS: z.coerce.number().int().positive().default(180),
    ZONE_WORKING_HOURS: z
      .string()
      .default('mon-fri 08:00-17:00')
      .transform((value, ctx) => {
        try {
          return parseZoneWorkingHours(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    // What the person's addition does to a handled case, per zone: `reopen; 5345=flag` (decision 045).
    ZONE_ADDITION_ON_HANDLED: listSetting((value) => parseAdditionPolicy(value, policeZoneKeys())).prefault(
      'reopen',
    ),
    EBOX_ADAPTER: adapter,
    EBOX_URL: serviceUrl,
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
    CLAMD_SOCKET: clamdAddress.optional(),
    ZONE_DELIVERY: z.enum(['desk', 'webhook']).default('desk'),
    ZONE_WEBHOOK_URL: serviceUrl,
    ZONE_WEBHOOK_SECRET: z
      .string()
      .min(ZONE_WEBHOOK_SECRET_MIN, `must be a secret of at least ${ZONE_WEBHOOK_SECRET_MIN} characters`)
      .optional(),
    // Decision 043: receivers by zone (`default=https://…; 5345=https://…`), keys by id for a rotation
    // (`k2=secret; k1=older secret`: the first signs), the document's version (`1`, or `default=2; 5345=1`).
    ZONE_WEBHOOK_URLS: listSetting((value) => parseZoneUrls(value, policeZoneKeys())).optional(),
    ZONE_WEBHOOK_SECRETS: listSetting((value) =>
      parseWebhookSecrets(value, ZONE_WEBHOOK_SECRET_MIN),
    ).optional(),
    ZONE_WEBHOOK_VERSION: listSetting((value) => parseZoneVersions(value, policeZoneKeys())).optional(),
    // How often and how soon a refused hand-over is tried again; 0 s retries at once (tests).
    ZONE_WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(20),
    ZONE_WEBHOOK_RETRY_DELAY: z.coerce.number().int().min(0).max(3600).default(2),
    // Decision 048: the banks' fraud desks by BIC (`GKCCBEBB=https://…; default=https://…`), the keys
    // that sign their notices (as ZONE_WEBHOOK_SECRETS), and how a refused notice is tried again.
    BANK_FRAUD_DESKS: listSetting(parseBankDesks).optional(),
    BANK_FRAUD_SECRETS: listSetting((value) =>
      parseWebhookSecrets(value, ZONE_WEBHOOK_SECRET_MIN),
    ).optional(),
    BANK_FRAUD_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(20),
    BANK_FRAUD_RETRY_DELAY: z.coerce.number().int().min(0).max(3600).default(2),
    FAULT_INJECTION: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((fault) => fault.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['summary-render']))),
    CABLE_PILOT_ZONES: z
      .string()
      .default('5345,5415')
      .transform((value) =>
        value
          .split(',')
          .map((zone) => zone.trim())
          .filter(Boolean),
      ),
  })
  .superRefine((env, ctx) => {
    // PGlite is one process's database: an API and its workers in separate processes need PostgreSQL.
    if ((env.ROLE === 'api' || env.ROLE === 'worker') && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ROLE'],
        message: `${env.ROLE} runs beside other processes on one database: set DATABASE_URL (PostgreSQL)`,
      });
    }
    // Half a configuration would leave the built-in test provider signing people in on one side.
    if (Boolean(env.OIDC_ISSUER) !== Boolean(env.POLICE_OIDC_ISSUER)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.OIDC_ISSUER ? 'POLICE_OIDC_ISSUER' : 'OIDC_ISSUER'],
        message: 'set both OIDC_ISSUER and POLICE_OIDC_ISSUER, or neither (built-in test provider)',
      });
    }
    for (const side of ['OIDC', 'POLICE_OIDC'] as const) {
      if (env[`${side}_ISSUER`] && (!env[`${side}_CLIENT_ID`] || !env[`${side}_CLIENT_SECRET`])) {
        ctx.addIssue({
          code: 'custom',
          path: [`${side}_CLIENT_ID`],
          message: `${side}_CLIENT_ID and ${side}_CLIENT_SECRET are required with ${side}_ISSUER`,
        });
      }
    }
    // The real adapter of a service needs its address; an address beside another adapter would be ignored.
    for (const service of ['REGISTRY', 'EBOX'] as const) {
      const url = env[`${service}_URL`];
      const resolved = resolveAdapter(env[`${service}_ADAPTER`], url);
      if (resolved === 'http' && !url) {
        ctx.addIssue({
          code: 'custom',
          path: [`${service}_URL`],
          message: `required with ${service}_ADAPTER=http`,
        });
      }
      if (resolved !== 'http' && url) {
        ctx.addIssue({
          code: 'custom',
          path: [`${service}_ADAPTER`],
          message: `${resolved} would leave ${service}_URL unused: remove one of them`,
        });
      }
    }
    // The hand-over needs its address and its key, each given once; any of them alone would be ignored.
    if (env.ZONE_DELIVERY === 'webhook') {
      const defaults = [env.ZONE_WEBHOOK_URL, env.ZONE_WEBHOOK_URLS?.default].filter(Boolean);
      if (defaults.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['ZONE_WEBHOOK_URL'],
          message: 'required with ZONE_DELIVERY=webhook (or a default= entry in ZONE_WEBHOOK_URLS)',
        });
      }
      if (defaults.length === 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['ZONE_WEBHOOK_URLS'],
          message: 'its default= and ZONE_WEBHOOK_URL both name the default receiver: keep one',
        });
      }
      if (!env.ZONE_WEBHOOK_SECRET && !env.ZONE_WEBHOOK_SECRETS) {
        ctx.addIssue({
          code: 'custom',
          path: ['ZONE_WEBHOOK_SECRET'],
          message: 'required with ZONE_DELIVERY=webhook (or ZONE_WEBHOOK_SECRETS)',
        });
      }
      if (env.ZONE_WEBHOOK_SECRET && env.ZONE_WEBHOOK_SECRETS) {
        ctx.addIssue({
          code: 'custom',
          path: ['ZONE_WEBHOOK_SECRETS'],
          message: `set ZONE_WEBHOOK_SECRETS or ZONE_WEBHOOK_SECRET (the key "default"), not both`,
        });
      }
    }
    for (const name of HANDOVER_SETTINGS) {
      if (env.ZONE_DELIVERY === 'desk' && env[name] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['ZONE_DELIVERY'],
          message: `desk would leave ${name} unused: set ZONE_DELIVERY=webhook, or remove it`,
        });
      }
    }
    if (isProduction(env)) {
      const refusals = productionRefusals({
        ...env,
        REGISTRY_ADAPTER: resolveAdapter(env.REGISTRY_ADAPTER, env.REGISTRY_URL),
        EBOX_ADAPTER: resolveAdapter(env.EBOX_ADAPTER, env.EBOX_URL),
      });
      for (const { setting, message } of refusals) {
        ctx.addIssue({ code: 'custom', path: [setting], message: `production mode: ${message}` });
      }
    }
    // Half an S3 configuration would quietly keep attachments on the local disk.
    const s3Given = [...S3_REQUIRED, 'S3_FORCE_PATH_STYLE' as const].filter(
      (name) => env[name] !== undefined,
    );
    if (s3Given.length > 0) {
      for (const name of S3_REQUIRED.filter((required) => env[required] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `required with ${s3Given.join(', ')}: set ${S3_REQUIRED.join(', ')} together, or none (files under DATA_DIR)`,
        });
      }
    }
  });

/**
 * The name of every environment variable the parser reads: the README's settings and the test-only
 * FAULT_INJECTION. The Kubernetes manifests' test checks that they set no other (deploy/kubernetes).
 */
export const KNOWN_SETTINGS: readonly string[] = Object.keys(EnvSchema.shape);

export interface ProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export interface Config {
  /** production: refuses every test part (production-mode.ts); demonstration: the embedded default, with its banner. */
  mode: PortalMode;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** What this process does: `all` (HTTP and jobs), `api` (HTTP only) or `worker` (jobs only). */
  /** all: HTTP and jobs; api: HTTP only; worker: jobs only; migrate: the schema brought up to date, then exit. */
  role: 'all' | 'api' | 'worker' | 'migrate';
  /** How long `api` and `worker` wait for `migrate` to bring a shared PostgreSQL to their schema. */
  schemaWaitSeconds: number;
  /** Most connections of the process's own pool on PostgreSQL (DATABASE_URL). */
  databasePoolMax: number;
  /** Most connections of the job queue's pool (pg-boss) on PostgreSQL, besides its LISTEN connection. */
  queuePoolMax: number;
  /** The operator's port (metrics and probes), never the public one; undefined: none. 0: any free port. */
  metricsPort: number | undefined;
  /** Seconds a stopping process stays up, unready, before it closes: the load balancer stops sending first. */
  drainSeconds: number;
  trustProxy: boolean;
  bodyLimit: number;
  webDist: string;
  /** Real providers, or undefined when the built-in test identity provider serves both sides. */
  citizenProvider: ProviderConfig | undefined;
  policeProvider: ProviderConfig | undefined;
  sessionCleanupCron: string;
  registryAdapter: Adapter;
  /** Address of the registry gateway (REGISTRY_ADAPTER=http). */
  registryUrl: string | undefined;
  /** Keys of the police zones where the cable-damage form is open (pilot). */
  cablePilotZones: string[];
  /** SMTP server for outgoing mail; undefined: mail is captured in the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  contactMailboxes: Record<'accessibility' | 'faq' | 'privacy' | 'technical', string>;
  /** The language the contact mailboxes read: the forwarded messages' labels (the message is the sender's). */
  contactMailboxLanguage: Locale;
  /** Requests allowed per caller (issue 9): sign-ins and contact messages per sender address, declarations and upload batches per session. */
  rateLimits: {
    signInPerMinute: number;
    contactPerHour: number;
    declarationsPerHour: number;
    uploadsPerHour: number;
    lookupsPerHour: number;
    feedbackPerHour: number;
    debugReportsPerHour: number;
  };
  senderHashKey: string;
  retentionCron: string;
  eboxAdapter: Adapter;
  /** Address of the eBox gateway (EBOX_ADAPTER=http). */
  eboxUrl: string | undefined;
  /** After how many days a declaration handed to its zone is deleted here, with its files. */
  declarationRetentionDays: number;
  /** When each zone's desk works: the expected times of a person's timeline count in them (issue 17). */
  zoneWorkingHours: ZoneWorkingHours;
  /** Whether the person's addition reopens a handled case or flags it, per zone (decision 045). */
  zoneAdditionOnHandled: AdditionPolicy;
  /** Test-only faults, to prove the unhappy paths of the pipeline. */
  faults: 'summary-render'[];
  /** Attachment files in this bucket; undefined: under DATA_DIR/attachments. */
  s3: S3Config | undefined;
  /** Every uploaded file is scanned by this ClamAV daemon; undefined: no scanning. */
  clamd: ClamdAddress | undefined;
  /** How a declaration reaches its zone: the desk only, or also POSTed to the police information system. */
  zoneDelivery: ZoneDelivery;
  /** Where the transfers a victim lets pass go, signed with which keys, retried how (decision 048). */
  bankNotices: BankNoticeSettings;
}

/** The banks' fraud desks; without BANK_FRAUD_DESKS, the built-in receiver of the demonstration mode. */
export interface BankNoticeSettings {
  desks: BankDesks;
  keys: HandoverKeys;
  retry: HandoverRetry;
  /** The desks are the built-in receiver, which the portal then serves (dev mailbox). */
  builtIn: boolean;
}

/**
 * The desk always; `webhook` also signs and POSTs each declaration to its zone's receiver, in the
 * receiver's version, signed with the first key (decisions 028, 043).
 */
export type ZoneDelivery =
  | { mode: 'desk' }
  | { mode: 'webhook'; receivers: HandoverReceivers; keys: HandoverKeys; retry: HandoverRetry };

/** Retries of a refused hand-over: how many, and the first delay in seconds (doubled each time; 0: at once). */
export interface HandoverRetry {
  limit: number;
  delay: number;
}

/** An S3-compatible bucket for attachment files. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (most self-hosted servers) instead of in the host name. */
  forcePathStyle: boolean;
}

/** Where clamd listens: a unix socket, or a TCP host and port. */
export type ClamdAddress = { path: string } | { host: string; port: number };

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const provider = (side: 'OIDC' | 'POLICE_OIDC'): ProviderConfig | undefined => {
    const issuer = e[`${side}_ISSUER`];
    return issuer
      ? {
          issuer,
          clientId: e[`${side}_CLIENT_ID`]!,
          clientSecret: e[`${side}_CLIENT_SECRET`]!,
          scope: e[`${side}_SCOPE`],
        }
      : undefined;
  };
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    mode: isProduction(e) ? 'production' : 'demonstration',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    role: e.ROLE,
    schemaWaitSeconds: e.SCHEMA_WAIT_SECONDS,
    databasePoolMax: e.DATABASE_POOL_MAX,
    queuePoolMax: e.QUEUE_POOL_MAX,
    metricsPort: e.METRICS_PORT === 'off' ? undefined : e.METRICS_PORT,
    drainSeconds: e.DRAIN_SECONDS,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT_BYTES,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    citizenProvider: provider('OIDC'),
    policeProvider: provider('POLICE_OIDC'),
    sessionCleanupCron: e.SESSION_CLEANUP_CRON,
    registryAdapter: resolveAdapter(e.REGISTRY_ADAPTER, e.REGISTRY_URL),
    registryUrl: e.REGISTRY_URL,
    cablePilotZones: e.CABLE_PILOT_ZONES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactMailboxes: {
      accessibility: e.CONTACT_MAILBOX_ACCESSIBILITY,
      faq: e.CONTACT_MAILBOX_FAQ,
      privacy: e.CONTACT_MAILBOX_PRIVACY,
      technical: e.CONTACT_MAILBOX_TECHNICAL,
    },
    contactMailboxLanguage: e.CONTACT_MAILBOX_LANGUAGE,
    rateLimits: {
      signInPerMinute: e.SIGNIN_RATE_LIMIT_PER_MINUTE,
      contactPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
      declarationsPerHour: e.DECLARATION_RATE_LIMIT_PER_HOUR,
      uploadsPerHour: e.UPLOAD_RATE_LIMIT_PER_HOUR,
      lookupsPerHour: e.LOOKUP_RATE_LIMIT_PER_HOUR,
      feedbackPerHour: e.FEEDBACK_RATE_LIMIT_PER_HOUR,
      debugReportsPerHour: e.DEBUG_REPORT_RATE_LIMIT_PER_HOUR,
    },
    senderHashKey: e.SENDER_HASH_KEY,
    retentionCron: e.RETENTION_CRON,
    eboxAdapter: resolveAdapter(e.EBOX_ADAPTER, e.EBOX_URL),
    eboxUrl: e.EBOX_URL,
    declarationRetentionDays: e.DECLARATION_RETENTION_DAYS,
    zoneWorkingHours: e.ZONE_WORKING_HOURS,
    zoneAdditionOnHandled: e.ZONE_ADDITION_ON_HANDLED,
    faults: e.FAULT_INJECTION,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT!,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    clamd: e.CLAMD_SOCKET,
    zoneDelivery:
      e.ZONE_DELIVERY === 'webhook'
        ? {
            mode: 'webhook',
            receivers: handoverReceivers(
              (e.ZONE_WEBHOOK_URL ?? e.ZONE_WEBHOOK_URLS?.default)!,
              e.ZONE_WEBHOOK_URLS,
              e.ZONE_WEBHOOK_VERSION,
            ),
            keys: e.ZONE_WEBHOOK_SECRETS ?? singleKey(e.ZONE_WEBHOOK_SECRET!),
            retry: { limit: e.ZONE_WEBHOOK_RETRY_LIMIT, delay: e.ZONE_WEBHOOK_RETRY_DELAY },
          }
        : { mode: 'desk' },
    bankNotices: {
      desks: e.BANK_FRAUD_DESKS ?? { default: `${publicUrl}${BUILT_IN_DESK_PATH}`, banks: {} },
      keys: e.BANK_FRAUD_SECRETS ?? {
        signing: DEVELOPMENT_BANK_FRAUD_KEY,
        all: [DEVELOPMENT_BANK_FRAUD_KEY],
      },
      retry: { limit: e.BANK_FRAUD_RETRY_LIMIT, delay: e.BANK_FRAUD_RETRY_DELAY },
      builtIn: e.BANK_FRAUD_DESKS === undefined,
    },
  };
}
