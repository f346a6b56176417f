import { randomUUID } from 'node:crypto';
import { EXAMPLES, until } from '@pow/domain/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BACKENDS, Browser, startPortal } from './portal-harness.ts';

// PostgreSQL only: a second connection holds the lock that keeps the handler waiting.
describe.runIf(BACKENDS.includes('postgres'))('shutdown on PostgreSQL', () => {
  it('lets a declaration whose client has gone finish before the database closes', async () => {
    const running = await startPortal('postgres');
    const admin = new pg.Client({ connectionString: running.databaseUrl });
    await admin.connect();
    try {
      const citizen = new Browser(running.url);
      await citizen.follow('/index.php/app/login?login_hint=04022916265');
      // The declaration's handler will wait at its rate-limit count until the lock goes.
      await admin.query('begin');
      await admin.query('lock table rate_limit_hits in access exclusive mode');
      const key = randomUUID();
      const client = new AbortController();
      const sent = citizen
        .fetch('/index.php/api/v1/information/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(EXAMPLES.person),
          signal: client.signal,
        })
        .catch(() => undefined);
      await until("the declaration's handler to wait for the lock", async () => {
        // This database's lock on the table, not another test's on the same server.
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where not granted and locktype = 'relation'
             and relation = 'rate_limit_hits'::regclass
             and database = (select oid from pg_database where datname = current_database())`,
        );
        return rows[0]!.n > 0;
      });
      // The person closes the tab; the server is stopped meanwhile.
      client.abort();
      await sent;
      const closing = running.portal.close();
      // The lock goes only once the shutdown has begun: the server no longer takes connections.
      await until('the portal to stop listening', () => !running.portal.app.server.listening);
      await admin.query('commit');
      await closing;

      const { rows } = await admin.query<{ status: number }>(
        'select status from declarations where idempotency_key = $1',
        [key],
      );
      expect(rows).toHaveLength(1);
    } finally {
      await admin.end();
      await running.close();
    }
  });
});
