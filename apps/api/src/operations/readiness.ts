import type { PgBoss } from 'pg-boss';
import type { ClamdScanner } from '../attachments/clamd-scanner.ts';
import type { FileStorage } from '../attachments/file-storage.ts';
import type { Database } from '../db/database.ts';
import { SESSION_CLEANUP_QUEUE } from '../jobs/housekeeping/session-cleanup.ts';

/** A part the process needs to serve, checked by name. */
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

/**
 * Services every replica shares and only some requests need (an upload, a sign-in through a federal
 * provider): down, they leave the process ready and degraded (decision 050). Unready, every replica at
 * once would leave the load balancer nothing to send the other requests to. Any other part down (the
 * database, the schema, the job queue: every request needs them, and a replica can lose them alone)
 * makes the process unready.
 */
export const SHARED_SERVICES: ReadonlySet<string> = new Set(['storage', 'scanner', 'identity_providers']);

/**
 * Each part's state; `failing` names the parts down that make the process unready, `degraded` the
 * shared services down, without any detail that could hold a secret.
 */
export interface ReadinessReport {
  ready: boolean;
  parts: Record<string, 'up' | 'down'>;
  failing: string[];
  degraded: string[];
}

// A part that does not answer in this time is down: a probe must not hang on it.
const CHECK_TIMEOUT_MS = 2000;

const withTimeout = (check: () => Promise<unknown>) =>
  Promise.race([
    check(),
    new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);

/**
 * The checks every process has: the database, its schema at this code's version, the job queue, the
 * attachment storage, and clamd when one is configured.
 */
export function coreChecks(parts: {
  database: Database;
  boss: PgBoss;
  storage: FileStorage;
  scanner: ClamdScanner | undefined;
}): ReadinessChecks & { database: () => Promise<unknown>; queue: () => Promise<unknown> } {
  const { database, boss, storage, scanner } = parts;
  return {
    database: () => database.ping(),
    schema: async () => {
      if (!(await database.schemaCurrent())) throw new Error('schema behind');
    },
    queue: async () => {
      if (!(await boss.getQueue(SESSION_CLEANUP_QUEUE))) throw new Error('queue missing');
    },
    storage: () => storage.ping(),
    ...(scanner ? { scanner: () => scanner.ping() } : {}),
  };
}

/**
 * Whether the process can serve now. Draining (a stop was asked for) it is unready whatever its parts,
 * so that the load balancer sends it nothing new while it finishes what it has.
 */
export class Readiness {
  private readonly checks: ReadinessChecks;
  private stopping = false;

  constructor(checks: ReadinessChecks) {
    this.checks = checks;
  }

  drain(): void {
    this.stopping = true;
  }

  /** Whether a stop was asked for. */
  get draining(): boolean {
    return this.stopping;
  }

  async report(): Promise<ReadinessReport> {
    // Draining, the answer is known: given at once, without its parts, so that the balancer sees it
    // within DRAIN_SECONDS however slow a part answers on a loaded process.
    if (this.stopping) return { ready: false, parts: {}, failing: ['draining'], degraded: [] };
    const names = Object.keys(this.checks);
    const states = await Promise.all(
      names.map((name) =>
        withTimeout(this.checks[name]!).then(
          () => 'up' as const,
          () => 'down' as const,
        ),
      ),
    );
    const parts = Object.fromEntries(names.map((name, index) => [name, states[index]!]));
    const down = names.filter((name) => parts[name] === 'down');
    const failing = down.filter((name) => !SHARED_SERVICES.has(name));
    const degraded = down.filter((name) => SHARED_SERVICES.has(name));
    return { ready: failing.length === 0, parts, failing, degraded };
  }
}
