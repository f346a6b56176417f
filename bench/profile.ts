/**
 * Where the API's CPU goes under load (issue 18): starts the portal as the benchmark does, with
 * `node --cpu-prof`, loads one endpoint with autocannon (`add`, a new declaration each, or `status`),
 * stops the portal and prints the functions and the packages that took the most of its CPU samples.
 * `node bench/profile.ts add|status [--database=pglite]`; BENCH_SECONDS sets the load's length (default
 * 10), BENCH_PORT the portal's port (the bare server's is the next). The profile (.cpuprofile, for Chrome's DevTools) stays in the directory it names.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXAMPLES } from '@pow/domain/testing';
import autocannon from 'autocannon';
import { benchPorts, cpuMs, sessionCookie, signal, startServers } from './support.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const target = process.argv[2] === 'status' ? 'status' : 'add';
const pglite = process.argv.includes('--database=pglite');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const profileDir = mkdtempSync(path.join(tmpdir(), 'pow-profile-'));

const servers = await startServers(
  benchPorts(18120),
  {
    SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
    DECLARATION_RATE_LIMIT_PER_HOUR: '100000000',
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
  },
  { workers: 1, databaseUrl: pglite ? undefined : postgresUrl },
);
const api = `${servers.portal}/index.php/api/v1`;
const cookies = await Promise.all(
  Array.from({ length: 50 }, () => sessionCookie(servers.portal, '04022916265')),
);
const headers = { 'content-type': 'application/json', 'x-language': 'fr' };
const body = JSON.stringify(EXAMPLES.person);
const first = (await fetch(`${api}/information/add`, {
  method: 'POST',
  headers: { ...headers, cookie: cookies[0]!, 'idempotency-key': randomUUID() },
  body,
}).then((response) => response.json())) as { data: { guid: string } };
signal(servers.workerPids, 'SIGSTOP');
// V8 stamps its samples with the monotonic clock in µs, which hrtime reads too: only the load counts.
const loadStart = process.hrtime.bigint() / 1000n;
const cpuBefore = cpuMs(servers.portalPid);
let sent = 0;
const result = await autocannon({
  url: `${api}/information/${target}`,
  connections: 10,
  duration: seconds,
  requests: [
    target === 'add'
      ? {
          method: 'POST',
          headers,
          body,
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: cookies[sent++ % 50]!, 'idempotency-key': randomUUID() },
          }),
        }
      : {
          method: 'POST',
          headers: { ...headers, cookie: cookies[0]! },
          body: JSON.stringify({ guid: first.data.guid }),
        },
  ],
});
const loadEnd = process.hrtime.bigint() / 1000n;
const cpuPerRequest = (cpuMs(servers.portalPid) - cpuBefore) / Math.max(1, result['2xx']);
console.log(
  `${target}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} not 2xx, ` +
    `${cpuPerRequest.toFixed(2)} ms of the API's CPU per answer (profiler included)`,
);
await servers.stop();

const file = readdirSync(profileDir)
  .map((name) => path.join(profileDir, name))
  .find((name) => name.includes(`.${servers.portalPid}.0.`));
if (!file) throw new Error(`no profile of the portal in ${profileDir}`);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, ProfileNode>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
const samples: ProfileNode[] = [];
let time = BigInt(profile.startTime);
profile.samples.forEach((id, index) => {
  time += BigInt(profile.timeDeltas[index]!);
  if (time >= loadStart && time <= loadEnd) samples.push(byId.get(id)!);
});
const total = samples.length;
const top = (key: (node: ProfileNode) => string, count: number) => {
  const hits = new Map<string, number>();
  for (const node of samples) hits.set(key(node), (hits.get(key(node)) ?? 0) + 1);
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${((n / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
};
/** Native work (a socket write, a hash) is counted with the JavaScript that called it. */
const caller = (node: ProfileNode): ProfileNode => {
  let current: ProfileNode | undefined = node;
  while (current && !current.callFrame.url) current = parentOf.get(current.id);
  return current ?? node;
};
const fileOf = ({ callFrame: { url, functionName } }: ProfileNode) => {
  if (!url) return `(${functionName || 'native'})`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  return path.relative(path.resolve(import.meta.dirname, '..'), url.replace('file://', ''));
};
const functionOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node)}:${node.callFrame.lineNumber + 1}`;
console.log(`\nProfile: ${file}; ${total} samples during the load`);
console.log(
  `\nBy package or file (self time, native calls with their caller):\n${top((node) => fileOf(caller(node)), 25)}`,
);
console.log(
  `\nBy function (self time; a native call named with its caller):\n${top(
    (node) => (node.callFrame.url ? functionOf(node) : `${functionOf(node)} ← ${functionOf(caller(node))}`),
    40,
  )}`,
);
