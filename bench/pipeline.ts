import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { EXAMPLES } from '@pow/domain';
import autocannon from 'autocannon';
import { renderSummaryPdf } from '../apps/api/src/declarations/summary-pdf.ts';
import { publish, sessionCookie, signal, startServers } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const peakMemoryMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

// On PostgreSQL the API runs alone (ROLE=api) and one worker process (ROLE=worker) runs the jobs.
const servers = await startServers(
  { portal: 18090, bare: 18091 },
  // The benchmark is one address and a few sessions sending far more than people do.
  { SIGNIN_RATE_LIMIT_PER_MINUTE: '100000', DECLARATION_RATE_LIMIT_PER_HOUR: '100000000' },
  { workers: 1 },
);
try {
  const { portal, bare, workerPids } = servers;
  const cookie = await sessionCookie(portal, '04022916265');
  // Declarations come from many people: each connection sends as a session of its own.
  const cookies = await Promise.all(Array.from({ length: 50 }, () => sessionCookie(portal, '04022916265')));
  let sent = 0;
  const body = JSON.stringify(EXAMPLES.person);
  const headers = { cookie, 'content-type': 'application/json', 'x-language': 'fr' };

  const submit = async () =>
    (
      (await (
        await fetch(`${portal}/index.php/api/v1/information/add`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body,
        })
      ).json()) as { data: { guid: string } }
    ).data.guid;
  const statusOf = async (guid: string) =>
    (
      (await (
        await fetch(`${portal}/index.php/api/v1/information/status`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ guid }),
        })
      ).json()) as { data: { status: number } }
    ).data.status;

  // One declaration through the whole pipeline first: the workers are up, their PDF threads started.
  const warmUp = await submit();
  for (let i = 0; i < 240 && (await statusOf(warmUp)) < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // Latency first, on an idle queue: the throughput runs below leave a backlog behind them.
  const latencies: number[] = [];
  const pending = new Map<string, number>();
  const submitEveryMs = 50;
  const submissions = Math.max(20, DURATION_S * 20);
  let stuck = 0;
  const submitter = (async () => {
    for (let i = 0; i < submissions; i++) {
      const started = Date.now();
      void submit().then((guid) => pending.set(guid, started));
      await new Promise((resolve) => setTimeout(resolve, submitEveryMs));
    }
  })();
  const deadline = Date.now() + DURATION_S * 1000 + 60_000;
  while (latencies.length + stuck < submissions && Date.now() < deadline) {
    for (const [guid, started] of [...pending]) {
      const status = await statusOf(guid);
      if (status >= 3 || status === -1) {
        latencies.push(Date.now() - started);
        pending.delete(guid);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stuck = pending.size;
  await submitter;

  const post = (url: string) =>
    autocannon({
      url,
      connections: 50,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          headers,
          body,
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              cookie: cookies[sent++ % cookies.length]!,
              'idempotency-key': randomUUID(),
            },
          }),
        },
      ],
    });
  // The API's own capacity, as with workers on other machines: the worker processes are paused
  // (SIGSTOP) while the API is measured; then once more with them running beside it, on the same cores.
  signal(workerPids, 'SIGSTOP');
  const barePost = await post(`${bare}/bare-post`);
  const add = await post(`${portal}/index.php/api/v1/information/add`);
  signal(workerPids, 'SIGCONT');
  const addBesideWorkers = workerPids.length
    ? await post(`${portal}/index.php/api/v1/information/add`)
    : undefined;
  signal(workerPids, 'SIGSTOP');

  const statusBody = JSON.stringify({ guid: await submit() });
  const bareGet = await autocannon({ url: `${bare}/bare`, connections: 50, duration: DURATION_S });
  const status = await autocannon({
    url: `${portal}/index.php/api/v1/information/status`,
    connections: 50,
    duration: DURATION_S,
    method: 'POST',
    headers,
    body: statusBody,
  });

  const renders: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await renderSummaryPdf({
      register: '2026-5345-000001',
      receivedAt: new Date(),
      zoneName: 'Antwerpen',
      language: 'fr',
      form: 'phishing',
      answers: EXAMPLES.phishing,
      attachments: [],
    });
    renders.push(performance.now() - started);
  }
  const memory = peakMemoryMb(servers.portalPid);
  signal(workerPids, 'SIGCONT');
  const workerMemory = workerPids.map(peakMemoryMb);

  const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  const row = (name: string, r: autocannon.Result, reference: autocannon.Result) =>
    `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p99} | ${r.errors + r.non2xx} | ${ratio(r.requests.average, reference.requests.average)} |`;
  const paused = workerPids.length ? ', worker paused' : '';
  const report = [
    `## ${new Date().toISOString().slice(0, 10)}: declarations pipeline`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${servers.shape}; autocannon 50 connections × ${DURATION_S} s; load average before the run ${loadBefore}.`,
    '',
    '| target | req/s | p99 ms | errors | of bare |',
    '|---|---|---|---|---|',
    row('bare Fastify POST', barePost, barePost),
    row(`v1/information/add (new declaration each${paused})`, add, barePost),
    ...(addBesideWorkers
      ? [row('v1/information/add (worker running on the same 2 cores)', addBesideWorkers, barePost)]
      : []),
    row('bare Fastify GET', bareGet, bareGet),
    row(`v1/information/status${paused}`, status, bareGet),
    '',
    `Submit → status 3 at 20 submissions/s (${submissions} submissions, status polled): p50 ${percentile(latencies, 50)} ms, p95 **${percentile(latencies, 95)} ms** (goal ≤ 2000 ms), not finished in time: ${stuck}.`,
    '',
    `PDF summary render (in the benchmark process): median ${percentile(renders, 50).toFixed(0)} ms, p95 ${percentile(renders, 95).toFixed(0)} ms. Peak memory (VmHWM): API ${memory.toFixed(0)} MB${workerMemory.map((mb) => `, worker ${mb.toFixed(0)} MB`).join('')}.`,
    '',
  ].join('\n');
  publish(report);
} finally {
  await servers.stop();
}
