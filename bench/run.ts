/**
 * `npm run bench` (issue 9): the endpoints against a bare Fastify route on PostgreSQL and on PGlite at
 * 10 and 50 connections, 20 declarations a second end to end on PostgreSQL, then the front end
 * (Lighthouse lab run, critical path per route), and the zone's desk over 100,000 declarations on
 * PostgreSQL. `-- --only=endpoints|pipeline|desk|frontend` runs one part;
 * `-- --record` appends the report to bench/results.md.
 * BENCH_SECONDS sets each load's length (default 10), PIPELINE_SECONDS the end-to-end run (default 60).
 */
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { endpointTable, isBare, type Measure, measureEndpoints, shareOfBare } from './endpoints.ts';
import { frontEndReport } from './lab.ts';
import { endToEnd } from './pipeline.ts';
import { publish } from './support.ts';
import { deskAtScale } from './zone-desk.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pipelineSeconds = Number(process.env.PIPELINE_SECONDS ?? 60);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
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

/** The goals on PostgreSQL, each row met or not. */
function goals(measures: Measure[]): string[] {
  const share = (m: Measure) => shareOfBare(measures, m);
  const lines: string[] = [];
  for (const m of measures) {
    const p99 = isBare(m) ? '' : `p99 ${m.p99} ms ${m.p99 <= 50 ? '≤' : '>'} 50 ms`;
    const ratioGoal = m.target.startsWith('v1/information/add')
      ? 0.25
      : m.target.startsWith('v1/information/status')
        ? 0.5
        : 0;
    const ratio = ratioGoal
      ? `${(share(m) * 100).toFixed(0)} % ${share(m) >= ratioGoal ? '≥' : '<'} ${ratioGoal * 100} %`
      : '';
    const met = (!ratio || share(m) >= ratioGoal) && (!p99 || m.p99 <= 50);
    if (p99)
      lines.push(
        `- ${m.target}, ${m.connections} connections: ${[ratio, p99].filter(Boolean).join(', ')}: **${met ? 'met' : 'not met'}**`,
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
    if (kind === 'PostgreSQL' && !url) {
      report.push('', `PostgreSQL unreachable at ${postgresUrl}: its endpoints were not measured.`);
      continue;
    }
    const { shape, measures } = await measureEndpoints(url, seconds);
    report.push('', `### Endpoints on ${shape}`, '', endpointTable(measures));
    if (kind === 'PostgreSQL')
      report.push(
        '',
        'Goals (PostgreSQL): add ≥ 25 % and status ≥ 50 % of bare, p99 ≤ 50 ms.',
        '',
        ...goals(measures),
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
    postgres ? await deskAtScale(postgresUrl, seconds) : `PostgreSQL unreachable at ${postgresUrl}: not run.`,
  );
}
if (!only || only === 'frontend') report.push('', '### Front end', '', await frontEndReport());
publish(`${report.join('\n')}\n`);
