/**
 * Throughput of the portal's busiest endpoints against a bare Fastify route measured in the same run,
 * at 10 and 50 connections: `session/get` (signed in), `reftab/municipalities`, `information/status`
 * and `information/add`. On PostgreSQL the API runs alone (ROLE=api) with its worker paused while it is
 * measured, as with workers on other machines; on PGlite the jobs share the API process.
 */
import { randomUUID } from 'node:crypto';
import { EXAMPLES } from '@pow/domain/testing';
import autocannon from 'autocannon';
import { sessionCookie, signal, startServers } from './support.ts';

export interface Measure {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The bare route this target is compared with: a small GET or POST, or the same bytes (COPY). */
  reference: 'GET' | 'POST' | 'COPY';
}

const SESSIONS = 50;

export async function measureEndpoints(
  databaseUrl: string | undefined,
  seconds: number,
): Promise<{ shape: string; measures: Measure[] }> {
  const servers = await startServers(
    { portal: 18080, bare: 18081 },
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
    signal(servers.workerPids, 'SIGSTOP');

    let sent = 0;
    const run = async (
      target: string,
      reference: Measure['reference'],
      connections: number,
      options: Partial<autocannon.Options>,
    ): Promise<Measure> => {
      const result = await autocannon({ connections, duration: seconds, ...options } as autocannon.Options);
      return {
        target,
        connections,
        reference,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      };
    };
    const measures: Measure[] = [];
    for (const connections of [10, 50]) {
      measures.push(
        await run('bare Fastify GET', 'GET', connections, { url: `${bare}/bare` }),
        await run('bare Fastify POST', 'POST', connections, {
          url: `${bare}/bare-post`,
          method: 'POST',
          headers,
          body: addBody,
        }),
        await run('bare Fastify COPY (the same 105 KB)', 'COPY', connections, { url: `${bare}/bare-copy` }),
        await run('v1/session/get, signed in', 'GET', connections, {
          url: `${api}/session/get`,
          headers: { cookie: cookies[0]! },
        }),
        await run('v1/reftab/municipalities (105 KB)', 'COPY', connections, {
          url: `${api}/reftab/municipalities`,
          headers: { 'x-language': 'fr' },
        }),
        await run('v1/information/status', 'POST', connections, {
          url: `${api}/information/status`,
          method: 'POST',
          headers: { ...headers, cookie: cookies[0]! },
          body: statusBody,
        }),
        await run('v1/information/add (new declaration each)', 'POST', connections, {
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
        }),
      );
    }
    signal(servers.workerPids, 'SIGCONT');
    return { shape: servers.shape, measures };
  } finally {
    await servers.stop();
  }
}

export const isBare = (m: Measure) => m.target.startsWith('bare');

/** A target's throughput as a share of its bare reference at the same number of connections. */
export const shareOfBare = (measures: Measure[], m: Measure) =>
  m.rps /
  measures.find((b) => isBare(b) && b.reference === m.reference && b.connections === m.connections)!.rps;

/** The markdown table of one database's measures, each target as a share of its bare reference. */
export function endpointTable(measures: Measure[]): string {
  return [
    '| target | connections | req/s | p50 ms | p99 ms | errors | of bare |',
    '|---|---|---|---|---|---|---|',
    ...measures.map(
      (m) =>
        `| ${m.target} | ${m.connections} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${m.errors} | ${(shareOfBare(measures, m) * 100).toFixed(0)} % |`,
    ),
  ].join('\n');
}
