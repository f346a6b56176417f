/**
 * Throughput of the portal's busiest endpoints against a reference measured in the same run, at 10 and
 * 50 connections: `session/get` (signed in) and `reftab/municipalities` against bare Fastify routes;
 * `information/add` against the write floor (a bare Fastify POST storing the same body as JSONB and one
 * job row in one transaction) and `information/status` against the read floor (one SELECT by primary
 * key), both on the same database (issue 18). Each line also gives the CPU time its server process used
 * per answered request. On PostgreSQL the API runs alone (ROLE=api) with its worker paused while it is
 * measured, as with workers on other machines; on PGlite the jobs share the API process.
 * `targets` keeps only the lines whose name contains one of its words (with their references).
 */
import { randomUUID } from 'node:crypto';
import { EXAMPLES } from '@pow/domain/testing';
import autocannon from 'autocannon';
import { benchPorts, cpuMs, sessionCookie, signal, startServers } from './support.ts';

export interface Measure {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the answering server's process per answered (2xx) request, in ms. */
  cpuPerRequest: number;
  /**
   * The reference this target is compared with: a bare small GET or POST, the same bytes (COPY), or a
   * floor doing the same durable work (WRITE, READ).
   */
  reference: Reference;
}

export type Reference = 'GET' | 'POST' | 'COPY' | 'WRITE' | 'READ';

const SESSIONS = 50;

export async function measureEndpoints(
  databaseUrl: string | undefined,
  seconds: number,
  targets?: readonly string[],
): Promise<{ shape: string; measures: Measure[] }> {
  const servers = await startServers(
    benchPorts(18080),
    // One address and a few sessions sending far more than people do: no rate limit in the way.
    { SIGNIN_RATE_LIMIT_PER_MINUTE: '100000', DECLARATION_RATE_LIMIT_PER_HOUR: '100000000' },
    { workers: 1, databaseUrl },
  );
  try {
    const { portal, bare } = servers;
    const api = `${portal}/index.php/api/v1`;
    // Declarations come from many people: each request of a run is sent as one of 50 sessions.
    const cookies = await Promise.all(
      Array.from({ length: SESSIONS }, () => sessionCookie(portal, '04022916265')),
    );
    const headers = { 'content-type': 'application/json', 'x-language': 'fr' };
    const submit = async (cookie: string) => {
      const response = await fetch(`${api}/information/add`, {
        method: 'POST',
        headers: { ...headers, cookie, 'idempotency-key': randomUUID() },
        body: JSON.stringify(EXAMPLES.person),
      });
      return ((await response.json()) as { data: { guid: string } }).data.guid;
    };
    // The bare server answers the same 105 KB as a ready string: the fair reference for a big list.
    const municipalities = await fetch(`${api}/reftab/municipalities`, {
      headers: { 'x-language': 'fr' },
    }).then((response) => response.text());
    await fetch(`${bare}/copy`, { method: 'POST', headers, body: municipalities });
    const statusBody = JSON.stringify({ guid: await submit(cookies[0]!) });
    const addBody = JSON.stringify(EXAMPLES.person);
    const floorRow = (await fetch(`${bare}/floor-write`, { method: 'POST', headers, body: addBody }).then(
      (response) => response.json(),
    )) as { data: { guid: string } };
    const floorReadBody = JSON.stringify({ guid: floorRow.data.guid });
    signal(servers.workerPids, 'SIGSTOP');

    let sent = 0;
    interface Line {
      target: string;
      reference: Reference;
      options: Partial<autocannon.Options>;
    }
    // Each target right after its reference: the two share whatever else the machine is doing then.
    const lines: Line[] = [
      { target: 'bare Fastify GET', reference: 'GET', options: { url: `${bare}/bare` } },
      {
        target: 'v1/session/get, signed in',
        reference: 'GET',
        options: { url: `${api}/session/get`, headers: { cookie: cookies[0]! } },
      },
      {
        target: 'bare Fastify POST',
        reference: 'POST',
        options: { url: `${bare}/bare-post`, method: 'POST', headers, body: addBody },
      },
      {
        target: 'bare Fastify COPY (the same 105 KB)',
        reference: 'COPY',
        options: { url: `${bare}/bare-copy` },
      },
      {
        target: 'v1/reftab/municipalities (105 KB)',
        reference: 'COPY',
        options: { url: `${api}/reftab/municipalities`, headers: { 'x-language': 'fr' } },
      },
      {
        target: 'floor: one SELECT by primary key',
        reference: 'READ',
        options: { url: `${bare}/floor-read`, method: 'POST', headers, body: floorReadBody },
      },
      {
        target: 'v1/information/status',
        reference: 'READ',
        options: {
          url: `${api}/information/status`,
          method: 'POST',
          headers: { ...headers, cookie: cookies[0]! },
          body: statusBody,
        },
      },
      {
        target: 'floor: JSONB row + job row, one transaction',
        reference: 'WRITE',
        options: { url: `${bare}/floor-write`, method: 'POST', headers, body: addBody },
      },
      {
        target: 'v1/information/add (new declaration each)',
        reference: 'WRITE',
        options: {
          url: `${api}/information/add`,
          requests: [
            {
              method: 'POST',
              headers,
              body: addBody,
              setupRequest: (request) => ({
                ...request,
                headers: {
                  ...request.headers,
                  cookie: cookies[sent++ % SESSIONS]!,
                  'idempotency-key': randomUUID(),
                },
              }),
            },
          ],
        },
      },
    ];
    const chosen = lines.filter(
      (line) => !targets || isReference(line) || targets.some((word) => line.target.includes(word)),
    );
    // A reference runs only when a chosen target is compared with it.
    const runs = chosen.filter(
      (line) =>
        !isReference(line) ||
        !targets ||
        chosen.some((other) => !isReference(other) && other.reference === line.reference),
    );

    const measures: Measure[] = [];
    for (const connections of [10, 50]) {
      for (const { target, reference, options } of runs) {
        const pid = isReference({ target }) ? servers.barePid : servers.portalPid;
        const cpuBefore = cpuMs(pid);
        const result = await autocannon({ connections, duration: seconds, ...options } as autocannon.Options);
        measures.push({
          target,
          connections,
          reference,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          cpuPerRequest: (cpuMs(pid) - cpuBefore) / Math.max(1, result['2xx']),
        });
      }
    }
    signal(servers.workerPids, 'SIGCONT');
    return { shape: servers.shape, measures };
  } finally {
    await servers.stop();
  }
}

/** The bare routes and the floors, which the portal's endpoints are measured against. */
const REFERENCE_NAMES: Readonly<Record<Reference, string>> = {
  GET: 'bare GET',
  POST: 'bare POST',
  COPY: 'bare COPY',
  WRITE: 'write floor',
  READ: 'read floor',
};

export const isReference = (m: { target: string }) =>
  m.target.startsWith('bare') || m.target.startsWith('floor');

/** A target's throughput as a share of its reference at the same number of connections. */
export const shareOfReference = (measures: Measure[], m: Measure) => {
  const reference = measures.find(
    (r) => isReference(r) && r.reference === m.reference && r.connections === m.connections,
  );
  return reference ? m.rps / reference.rps : Number.NaN;
};

/** The markdown table of one database's measures, each target as a share of its reference. */
export function endpointTable(measures: Measure[]): string {
  return [
    '| target | connections | req/s | p50 ms | p99 ms | errors | CPU ms / request | of reference |',
    '|---|---|---|---|---|---|---|---|',
    ...measures.map(
      (m) =>
        `| ${m.target} | ${m.connections} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.cpuPerRequest.toFixed(2)} | ${isReference(m) ? '' : `${(shareOfReference(measures, m) * 100).toFixed(0)} % of ${REFERENCE_NAMES[m.reference]}`} |`,
    ),
  ].join('\n');
}
