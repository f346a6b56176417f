import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { EXAMPLES } from '@pow/domain';
import autocannon from 'autocannon';
import { renderSummaryPdf } from '../apps/api/src/declarations/summary-pdf.ts';
import { publish, sessionCookie, startServers } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const peakMemoryMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const servers = await startServers({ portal: 18090, bare: 18091 }, { CONTACT_RATE_LIMIT_PER_HOUR: '100000' });
try {
  const { portal, bare } = servers;
  const cookie = await sessionCookie(portal, '04022916265');
  const body = JSON.stringify(EXAMPLES.person);
  const headers = { cookie, 'content-type': 'application/json', 'x-language': 'fr' };

  // Latency first, on an idle queue: the throughput runs below leave a backlog behind them.
  const latencies: number[] = [];
  const pending = new Map<string, number>();
  const submitEveryMs = 50;
  const submissions = Math.max(20, DURATION_S * 20);
  let stuck = 0;
  const submitter = (async () => {
    for (let i = 0; i < submissions; i++) {
      const started = Date.now();
      void fetch(`${portal}/index.php/api/v1/information/add`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body,
      })
        .then((r) => r.json() as Promise<{ data: { guid: string } }>)
        .then((answer) => pending.set(answer.data.guid, started));
      await new Promise((resolve) => setTimeout(resolve, submitEveryMs));
    }
  })();
  const deadline = Date.now() + DURATION_S * 1000 + 60_000;
  while (latencies.length + stuck < submissions && Date.now() < deadline) {
    for (const [guid, started] of [...pending]) {
      const answer = (await (
        await fetch(`${portal}/index.php/api/v1/information/status`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ guid }),
        })
      ).json()) as { data: { status: number } };
      if (answer.data.status >= 3 || answer.data.status === -1) {
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
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
          }),
        },
      ],
    });
  const barePost = await post(`${bare}/bare-post`);
  const add = await post(`${portal}/index.php/api/v1/information/add`);

  const one = (await (
    await fetch(`${portal}/index.php/api/v1/information/add`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body,
    })
  ).json()) as { data: { guid: string } };
  const statusBody = JSON.stringify({ guid: one.data.guid });
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

  const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  const report = [
    `## ${new Date().toISOString().slice(0, 10)}: declarations pipeline`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite'}; autocannon 50 connections × ${DURATION_S} s; workers in the API process.`,
    '',
    '| target | req/s | p99 ms | errors | of bare |',
    '|---|---|---|---|---|',
    `| bare Fastify POST | ${Math.round(barePost.requests.average)} | ${barePost.latency.p99} | ${barePost.errors + barePost.non2xx} | 100 % |`,
    `| v1/information/add (new declaration each) | ${Math.round(add.requests.average)} | ${add.latency.p99} | ${add.errors + add.non2xx} | ${ratio(add.requests.average, barePost.requests.average)} |`,
    `| bare Fastify GET | ${Math.round(bareGet.requests.average)} | ${bareGet.latency.p99} | ${bareGet.errors + bareGet.non2xx} | 100 % |`,
    `| v1/information/status | ${Math.round(status.requests.average)} | ${status.latency.p99} | ${status.errors + status.non2xx} | ${ratio(status.requests.average, bareGet.requests.average)} |`,
    '',
    `Submit → status 3 at 20 submissions/s (${submissions} submissions, status polled): p50 ${percentile(latencies, 50)} ms, p95 **${percentile(latencies, 95)} ms** (goal ≤ 2000 ms), not finished in time: ${stuck}.`,
    '',
    `PDF summary render: median ${percentile(renders, 50).toFixed(0)} ms, p95 ${percentile(renders, 95).toFixed(0)} ms. API peak memory (VmHWM): ${memory.toFixed(0)} MB.`,
    '',
  ].join('\n');
  publish(report);
} finally {
  await servers.stop();
}
