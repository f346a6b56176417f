/**
 * `npm run bench` (issues 9, 16 and 18): the endpoints against a bare Fastify route or a floor doing the
 * same durable work, on PostgreSQL and on PGlite at 10 and 50 connections, 20 declarations a second end
 * to end on PostgreSQL, then the front end (Lighthouse lab run, critical path per route), and the zone's
 * desk over 100,000 declarations on PostgreSQL, and each role's idle memory and start-up (memory.ts).
 * `-- --only=endpoints|pipeline|desk|memory|frontend` runs one
 * part; `-- --record` appends the report to bench/results.md; `-- --database=postgresql|pglite` measures
 * the endpoints on one; `-- --targets=add,status` only the lines whose name holds one of those words;
 * `-- --port=8200` the first of the three ports the desk's run listens on (default 18090).
 * BENCH_SECONDS sets each load's length (default 10), PIPELINE_SECONDS the end-to-end run (default 60),
 * BENCH_PORT the endpoints' portal port (the bare server's is the next).
 */
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { endpointTable, isReference, type Measure, measureEndpoints, shareOfReference } from './endpoints.ts';
import { frontEndReport } from './lab.ts';
import { memoryReport } from './memory.ts';
import { endToEnd } from './pipeline.ts';
import { publish } from './support.ts';
import { deskAtScale } from './zone-desk.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pipelineSeconds = Number(process.env.PIPELINE_SECONDS ?? 60);
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const only = option('only');
const targets = option('targets')?.split(',');
const databases = option('database')?.split(',') ?? ['postgresql', 'pglite'];
const postgresUrl =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

const reachable = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/** The goals of issues 9 and 18, each line met or not. */
function goals(measures: Measure[], kind: 'PostgreSQL' | 'PGlite'): string[] {
  const lines: string[] = [];
  for (const m of measures) {
    if (isReference(m)) continue;
    const checks: { text: string; met: boolean }[] = [];
    const share = shareOfReference(measures, m);
    const percent = (goal: number) => {
      const met = share >= goal;
      checks.push({
        text: `${(share * 100).toFixed(1)} % ${met ? '≥' : '<'} ${goal * 100} % of its floor`,
        met,
      });
    };
    const p99 = (goal: number) =>
      checks.push({ text: `p99 ${m.p99} ms ${m.p99 <= goal ? '≤' : '>'} ${goal} ms`, met: m.p99 <= goal });
    const cpu = (goal: number) =>
      checks.push({
        text: `${m.cpuPerRequest.toFixed(2)} ms CPU ${m.cpuPerRequest <= goal ? '≤' : '>'} ${goal} ms`,
        met: m.cpuPerRequest <= goal,
      });
    const add = m.target.startsWith('v1/information/add');
    if (kind === 'PGlite') {
      if (add && m.connections === 10) p99(300);
    } else {
      if (add) {
        percent(0.5);
        cpu(0.5);
      }
      if (m.target.startsWith('v1/information/status')) percent(0.85);
      p99(50);
    }
    if (checks.length)
      lines.push(
        `- ${m.target}, ${m.connections} connections: ${checks.map((c) => c.text).join(', ')}: **${checks.every((c) => c.met) ? 'met' : 'not met'}**`,
      );
  }
  return lines;
}

const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const report = [
  `## ${new Date().toISOString().slice(0, 10)}: npm run bench`,
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average before the run ${loadBefore}; autocannon ${seconds} s per line, each server its own process.`,
];
const postgres = await reachable(postgresUrl);
if (!only || only === 'endpoints') {
  for (const [kind, url] of [
    ['PostgreSQL', postgres ? postgresUrl : undefined],
    ['PGlite', undefined],
  ] as const) {
    if (!databases.includes(kind.toLowerCase())) continue;
    if (kind === 'PostgreSQL' && !url) {
      report.push('', `PostgreSQL unreachable at ${postgresUrl}: its endpoints were not measured.`);
      continue;
    }
    const { shape, measures } = await measureEndpoints(url, seconds, targets);
    report.push(
      '',
      `### Endpoints on ${shape}`,
      '',
      endpointTable(measures),
      '',
      kind === 'PostgreSQL'
        ? 'Goals (PostgreSQL, issues 9 and 18): add ≥ 50 % of the write floor with ≤ 0.5 ms of API CPU per declaration, status ≥ 85 % of the read floor, every p99 ≤ 50 ms.'
        : 'Goal (PGlite, issue 18): add p99 ≤ 300 ms at 10 connections.',
      '',
      ...goals(measures, kind),
    );
  }
}
if (!only || only === 'pipeline') {
  report.push(
    '',
    '### End to end',
    '',
    postgres
      ? await endToEnd(postgresUrl, pipelineSeconds)
      : `PostgreSQL unreachable at ${postgresUrl}: not run.`,
  );
}
if (!only || only === 'desk') {
  report.push(
    '',
    '### The zone desk at scale',
    '',
    postgres
      ? await deskAtScale(postgresUrl, seconds, Number(option('port') ?? 18090))
      : `PostgreSQL unreachable at ${postgresUrl}: not run.`,
  );
}
if (!only || only === 'memory') {
  report.push(
    '',
    '### Memory and start-up',
    '',
    postgres ? await memoryReport(postgresUrl) : `PostgreSQL unreachable at ${postgresUrl}: not run.`,
  );
}
if (!only || only === 'frontend') report.push('', '### Front end', '', await frontEndReport());
publish(`${report.join('\n')}\n`);
