/**
 * The cluster layout run for real (issue 29, `npm run test:cluster`): haproxy (Debian's package) in
 * front of two API processes (ROLE=api), two workers (ROLE=worker), after the migration step
 * (ROLE=migrate), on a PostgreSQL cluster of the run's own (as test:resilience), attachments in an S3
 * bucket served by s3rver. Clients send 20 declarations a second through haproxy, forms in turn, each
 * with an uploaded attachment and its own Idempotency-Key, retried until answered, for CLUSTER_SECONDS
 * (default 60; longer if needed until every process has been restarted once), while every API and every
 * worker is restarted one after the other as a rolling deployment does: SIGTERM (an API answers its
 * readiness 503 for DRAIN_SECONDS, haproxy takes it out, its requests in flight finish), a new process,
 * ready (an API back in haproxy) before the next. Then: nothing lost or doubled, no 5xx and no
 * connection error seen by any client, every declaration at its zone, every attachment in the bucket.
 * Exits 1 on a failed check; `-- --record` appends the report to docs/reliability.md.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { EXAMPLES } from '@pow/domain/testing';
import pg from 'pg';
import { startS3rver } from '../apps/api/test/s3rver.ts';
import { CHECK, Haproxy } from './cluster/haproxy.ts';
import { checkDeclarations } from './resilience/checks.ts';
import { Clients } from './resilience/clients.ts';
import { freePort, postgresOfTheRun } from './resilience/postgres-cluster.ts';
import { Supervised } from './resilience/supervised.ts';
import { freshDatabase, migrate, percentile, sessionCookie, waitFor } from './support.ts';

const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
const PER_SECOND = 20;
// Longer than haproxy may take to see a draining API unready: CHECK.fall failed checks, each up to its
// timeout and the interval after it, 2 × (3 + 5) = 16 s when a loaded process answers late.
const DRAIN_SECONDS = Math.ceil((CHECK.fall * (CHECK.timeoutMs + CHECK.interMs)) / 1000) + 1;
const POOLS = { database: 10, queue: 4 };
/** The forms sent in turn, each by its fixture person. */
const FORMS = [
  ['person', '04022916265'],
  ['phishing', '85073003328'],
  ['degradation_various', '92031412451'],
  ['degradation_graffiti', '01110508784'],
  ['degradation_cables', '85073003328'],
] as const;
const SESSIONS_PER_FORM = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
/** `item × n, …`, each distinct item with how often it came. */
const tally = (items: string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, n]) => `${item} × ${n}`).join(', ');
};

const { cluster, url: serverUrl } = await postgresOfTheRun();
const database = await freshDatabase(serverUrl);
const dir = mkdtempSync(path.join(tmpdir(), 'pow-cluster-'));
mkdirSync(path.join(dir, 's3'));
const bucket = await startS3rver(path.join(dir, 's3'), { ownProcess: true });
const env = {
  ...process.env,
  ...bucket.env,
  DATABASE_URL: database.url,
  DATABASE_POOL_MAX: String(POOLS.database),
  QUEUE_POOL_MAX: String(POOLS.queue),
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  DRAIN_SECONDS: String(DRAIN_SECONDS),
  SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
  DECLARATION_RATE_LIMIT_PER_HOUR: '100000000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '100000000',
};
const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
const dbName = new URL(database.url).pathname.slice(1);

interface Member {
  name: string;
  process: Supervised;
  /** Resolves once the process serves again: an API back in haproxy, a worker ready on its port. */
  ready(): Promise<void>;
}
const members: Member[] = [];
let haproxy: Haproxy | undefined;
let exitCode = 0;
try {
  const migrationStarted = Date.now();
  await migrate({ ...env, DATA_DIR: path.join(dir, 'migrate') });
  const migrationMs = Date.now() - migrationStarted;

  const apiPorts = { 'api-1': await freePort(), 'api-2': await freePort() };
  haproxy = await Haproxy.start(dir, await freePort(), apiPorts);
  const balancer = haproxy;
  for (const [name, port] of Object.entries(apiPorts)) {
    // The operator's port on any free one: only the worker's is probed here.
    const api = new Supervised('api', {
      ...env,
      PORT: String(port),
      METRICS_PORT: '0',
      DATA_DIR: path.join(dir, name),
    });
    members.push({ name, process: api, ready: () => balancer.untilUp(name) });
  }
  for (const name of ['worker-1', 'worker-2']) {
    const port = await freePort();
    const worker = new Supervised('worker', {
      ...env,
      METRICS_PORT: String(port),
      DATA_DIR: path.join(dir, name),
    });
    members.push({ name, process: worker, ready: () => waitFor(`http://127.0.0.1:${port}/health/ready`) });
  }
  await Promise.all(members.map((member) => member.ready()));
  // API, worker, API, worker: a rolling deployment of each kind, interleaved.
  const rolling = [members[0]!, members[2]!, members[1]!, members[3]!];

  // Signed in on one API process: the built-in test identity provider keeps its grants in its own
  // process's memory (the portal's sessions and sign-in attempts are in the database, valid on both).
  const signIn = `http://127.0.0.1:${apiPorts['api-1']}`;
  const sessions = await Promise.all(
    FORMS.map(async ([form, person]) => ({
      payload: EXAMPLES[form],
      cookies: await Promise.all(
        Array.from({ length: SESSIONS_PER_FORM }, () => sessionCookie(signIn, person)),
      ),
    })),
  );
  // What haproxy counted before the load: each API was out once while it started.
  const downBefore = balancer.serversDown().length;
  const outBefore = Object.fromEntries(
    await Promise.all(
      Object.keys(apiPorts).map(async (name) => [name, Number((await balancer.row(name))!.chkdown)]),
    ),
  );

  // PostgreSQL's connections to the portal's database, sampled through the run.
  let peakConnections = 0;
  const sampler = setInterval(() => {
    admin
      .query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName])
      .then(({ rows }) => {
        peakConnections = Math.max(peakConnections, rows[0]!.n);
      })
      .catch(() => undefined);
  }, 500);

  // Each API's readiness asked directly every second: the parts it found down outside its drains.
  const unready = new Map<string, number>();
  const watcher = setInterval(() => {
    for (const port of Object.values(apiPorts)) {
      fetch(`http://127.0.0.1:${port}/index.php/api/health/ready`, { signal: AbortSignal.timeout(5000) })
        .then(async (answer) => {
          if (answer.status !== 503) return;
          const { failing } = ((await answer.json()) as { data: { failing: string[] } }).data;
          if (failing.includes('draining')) return;
          for (const part of failing) unready.set(part, (unready.get(part) ?? 0) + 1);
        })
        // Refused while it restarts, or too slow: haproxy's log tells the latter.
        .catch(() => undefined);
    }
  }, 1000);

  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  // Past the deadline the load goes on until every process has been restarted once, 3 minutes at most.
  const lastCall = deadline + 180_000;
  // A request may wait while its API drains and another starts on the same 2 cores: no answer in 30 s is a failure.
  const clients = new Clients(balancer.url, lastCall, 30_000);
  const restarts: { name: string; stopMs: number; readyMs: number; code: number | null }[] = [];
  const restartedAll = () =>
    members.every((member) => restarts.some((restart) => restart.name === member.name));
  let restarting = true;
  const rolled = (async () => {
    await sleep(3000);
    for (let i = 0; (Date.now() < deadline || !restartedAll()) && Date.now() < lastCall; i++) {
      const member = rolling[i % rolling.length]!;
      const { ms, code } = await member.process.restart();
      const back = Date.now();
      await member.ready();
      restarts.push({ name: member.name, stopMs: ms, readyMs: Date.now() - back, code });
    }
  })().finally(() => {
    restarting = false;
  });
  const sent: Promise<boolean>[] = [];
  for (let i = 0; restarting; i++) {
    const { payload, cookies } = sessions[i % sessions.length]!;
    sent.push(clients.declaration(cookies[Math.floor(i / sessions.length) % cookies.length]!, payload, true));
    await sleep(Math.max(0, started + ((i + 1) * 1000) / PER_SECOND - Date.now()));
  }
  const sendingMs = Date.now() - started;
  clearInterval(watcher);
  await rolled;
  const declared = (await Promise.all(sent)).filter(Boolean).length;
  console.log(
    `${sent.length} declarations sent in ${seconds(sendingMs)} s; waiting for each to reach its zone`,
  );

  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const guids = [...clients.acknowledged.values()];
    const outcome = await checkDeclarations(db, guids);
    clearInterval(sampler);
    const { rows: toZone } = await db.query<{ ms: number }>(
      `select extract(epoch from z.received_at - d.created_at)::float8 * 1000 as ms
         from zone_inbox z join declarations d on d.id = z.declaration_id where d.id = any($1::uuid[])`,
      [guids],
    );
    const zoneMs = toZone.map((row) => row.ms);
    const { rows: files } = await db.query<{ key: string; size: number }>(
      'select storage_key as key, size from uploads where declaration_id = any($1::uuid[])',
      [guids],
    );
    const notInBucket: string[] = [];
    for (const file of files) if ((await bucket.sizeOf(file.key)) !== file.size) notInBucket.push(file.key);
    const maxConnections = Number(
      (await admin.query<{ max_connections: string }>('show max_connections')).rows[0]!.max_connections,
    );
    const servers = await balancer.stats();
    const server = (name: string) => servers.find((row) => row.pxname === 'api' && row.svname === name)!;
    const haproxyFailures = balancer.failedRequests();

    // Each restart of an API took it out of haproxy once: its readiness failed before it closed.
    const takenOut = Object.keys(apiPorts).map((name) => ({
      name,
      out: Number(server(name).chkdown) - outBefore[name]!,
      drains: restarts.filter((restart) => restart.name === name).length,
    }));
    const unclean = restarts.filter((restart) => restart.code !== 0);
    const crashes = members.reduce((sum, member) => sum + member.process.crashes, 0);
    const latencies = (route: string) => {
      const times = clients.latencies.get(route) ?? [];
      return `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms (${times.length} requests)`;
    };
    const restartsOf = (role: string) => restarts.filter((restart) => restart.name.startsWith(role));
    const spread = (values: number[]) =>
      values.length ? `${seconds(Math.min(...values))}–${seconds(Math.max(...values))} s` : '—';
    const checks: [string, boolean][] = [
      ...outcome.checks,
      [
        `every declaration sent acknowledged (${sent.length} sent, ${clients.acknowledged.size} acknowledged)`,
        clients.acknowledged.size === sent.length && declared === sent.length,
      ],
      [
        `no 5xx and no connection error seen by any client (${clients.failures.length}${clients.failures.length ? `: ${tally(clients.failures)}` : ''})`,
        clients.failures.length === 0,
      ],
      [
        `no answer a retry could not change (${clients.refusals.length}${clients.refusals.length ? `: ${[...new Set(clients.refusals)].join(', ')}` : ''})`,
        clients.refusals.length === 0,
      ],
      [
        `haproxy answered no 5xx and cut no request (${haproxyFailures.length} in its log${haproxyFailures.length ? `: ${tally(haproxyFailures)}` : ''})`,
        haproxyFailures.length === 0,
      ],
      [
        `every acknowledged declaration at its zone's desk (${zoneMs.length} of ${guids.length})`,
        zoneMs.length === guids.length,
      ],
      [
        `every attachment of a declaration in the bucket, whole (${files.length} attachments, ${notInBucket.length} missing or short)`,
        files.length === guids.length && notInBucket.length === 0,
      ],
      [
        `haproxy took each API out as often as it drained (${takenOut.map(({ name, out, drains }) => `${name} out ${out}, restarted ${drains}`).join('; ')}${takenOut.some(({ out, drains }) => out !== drains) ? `; taken out: ${tally(balancer.serversDown().slice(downBefore))}` : ''})`,
        takenOut.every(({ out, drains }) => out === drains),
      ],
      [
        `every API and every worker restarted while the clients were sending (${restarts.length} restarts: ${restarts.map((restart) => restart.name).join(', ')})`,
        restartedAll(),
      ],
      [
        `every process stopped by SIGTERM exited 0, and none died otherwise (${unclean.length} other exits, ${crashes} deaths)`,
        unclean.length === 0 && crashes === 0,
      ],
      [
        `PostgreSQL's connections stayed below max_connections (peak ${peakConnections} of ${maxConnections})`,
        peakConnections < maxConnections,
      ],
    ];
    const report = [
      `## ${new Date().toISOString().slice(0, 10)}: the cluster layout, restarted under load (issue 29)`,
      '',
      `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the end; ${cluster ? 'a PostgreSQL 15 cluster of the run' : 'the PostgreSQL of DATABASE_URL'}; attachments in an S3 bucket served by s3rver; haproxy checks \`/index.php/api/health/ready\` every ${CHECK.interMs / 1000} s (answer within ${CHECK.timeoutMs / 1000} s, out after ${CHECK.fall} failures, back after ${CHECK.rise} answer${CHECK.rise === 1 ? '' : 's'}, as the Kubernetes probe; no retry of a request), round robin over 2 API processes; 2 workers; \`DRAIN_SECONDS=${DRAIN_SECONDS}\`, \`DATABASE_POOL_MAX=${POOLS.database}\`, \`QUEUE_POOL_MAX=${POOLS.queue}\`. The migration step took ${seconds(migrationMs)} s.`,
      '',
      `Load: ${sent.length} declarations in ${seconds(sendingMs)} s (${PER_SECOND} a second), forms in turn (${FORMS.map(([form]) => form).join(', ')}), ${SESSIONS_PER_FORM} sessions each, every one with a 16 kB PNG uploaded first; ${clients.counts.attempts} declaration requests and ${clients.counts.uploadsKept + clients.counts.uploadsFailed} upload requests (${clients.counts.failedAttempts} and ${clients.counts.uploadsFailed} retried). Through haproxy: \`information/add\` ${latencies('/information/add')}; \`upload/batch\` ${latencies('/upload/batch')}.`,
      '',
      `Restarts: ${restarts.length} (${restartsOf('api').length} of an API, ${restartsOf('worker').length} of a worker), one after the other from 3 s in: SIGTERM to exit ${spread(restartsOf('api').map((r) => r.stopMs))} for an API (its drain included), ${spread(restartsOf('worker').map((r) => r.stopMs))} for a worker; then start to ready (an API back in haproxy) ${spread(restartsOf('api').map((r) => r.readyMs))} and ${spread(restartsOf('worker').map((r) => r.readyMs))}. Readiness asked of each API directly every second, outside its drains: ${unready.size ? [...unready].map(([part, n]) => `${part} down ${n} times`).join(', ') : 'always ready'}.`,
      '',
      `To the zone (the declaration accepted → on the zone's desk): p50 ${seconds(percentile(zoneMs, 50))} s, p95 ${seconds(percentile(zoneMs, 95))} s, max ${seconds(Math.max(...zoneMs))} s. Final status: ${outcome.byStatus}. PostgreSQL connections to the portal's database: peak ${peakConnections} (4 processes × (${POOLS.database} + ${POOLS.queue}) + 2 LISTEN = ${4 * (POOLS.database + POOLS.queue) + 2} at most), max_connections ${maxConnections}.`,
      '',
      ...checks.map(([text, ok]) => `- ${ok ? 'passed' : '**FAILED**'}: ${text}`),
      '',
    ].join('\n');
    console.log(report);
    if (process.argv.includes('--record'))
      appendFileSync(path.resolve(import.meta.dirname, '../docs/reliability.md'), `\n${report}`);
    exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await db.end();
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await Promise.all(members.map((member) => member.process.stop()));
  await haproxy?.stop();
  await admin.end();
  await bucket.close();
  await database.drop().catch(() => undefined);
  await cluster?.remove();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
