/**
 * Benchmarks, in one run on this machine, each server its own process:
 *  1. autocannon against v1/session/get (anonymous and signed in) and against a bare Fastify route;
 *  2. the gzip size of the home route's critical path (JS + CSS that index.html loads);
 *  3. reference lists: v1/reftab/municipalities against a bare route serving the same bytes, and
 *     p99 of the streets and objects searches at 50 connections.
 * Prints a Markdown section; with --record it is appended to bench/results.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sessionCookie, waitFor } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function load(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS) {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function criticalPathBytes(): { files: string[]; gzip: number } {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/app\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return { files, gzip };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pow-bench-'));
const children: ChildProcess[] = [];
try {
  const portalPort = 18080;
  const barePort = 18081;
  children.push(
    spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
      env: {
        ...process.env,
        PORT: String(portalPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
      },
      stdio: 'inherit',
    }),
    spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.ts')], {
      env: { ...process.env, PORT: String(barePort) },
      stdio: 'inherit',
    }),
  );
  const portal = `http://127.0.0.1:${portalPort}`;
  await waitFor(`${portal}/index.php/api/health`);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const cookie = await sessionCookie(portal, '85073003328');

  const bare = await load(`http://127.0.0.1:${barePort}/bare`);
  const anonymous = await load(`${portal}/index.php/api/v1/session/get`);
  const signedIn = await load(`${portal}/index.php/api/v1/session/get`, { cookie });
  const bundle = criticalPathBytes();

  const municipalities = await fetch(`${portal}/index.php/api/v1/reftab/municipalities`).then((r) =>
    r.json(),
  );
  await fetch(`http://127.0.0.1:${barePort}/copy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(municipalities),
  });
  const bareCopy = await load(`http://127.0.0.1:${barePort}/bare-copy`);
  const municipalityList = await load(`${portal}/index.php/api/v1/reftab/municipalities`, {
    'x-language': 'fr',
  });
  const streets = await load(
    `${portal}/index.php/api/v1/reftab/streets?munKey=21004`,
    { 'x-language': 'fr' },
    50,
  );
  const objects = await load(
    `${portal}/index.php/api/v1/reftab/objects?needle=fen`,
    { 'x-language': 'fr' },
    50,
  );

  const row = (name: string, r: typeof bare) =>
    `| ${name} | ${Math.round(r.rps)} | ${r.p99} | ${r.errors} | ${((r.rps / bare.rps) * 100).toFixed(0)} % |`;
  const report = [
    `## ${new Date().toISOString().slice(0, 10)}: session/get, home bundle, reference lists`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite'}; autocannon ${CONNECTIONS} connections × ${DURATION_S} s, each server its own process.`,
    '',
    '| target | req/s | p99 ms | errors | of bare |',
    '|---|---|---|---|---|',
    row('bare Fastify GET', bare),
    row('v1/session/get, anonymous', anonymous),
    row('v1/session/get, signed in (database look-up)', signedIn),
    '',
    `Home critical path (index.html → ${bundle.files.join(', ')}): **${(bundle.gzip / 1024).toFixed(1)} KB gzip** (target ≤ 90 KB).`,
    '',
    `Reference lists (municipalities: ${JSON.stringify(municipalities).length} bytes; target ≥ 50 % of the same bytes from a bare route; searches: p99 ≤ 20 ms at 50 connections):`,
    '',
    '| target | connections | req/s | p99 ms | errors | of bare copy |',
    '|---|---|---|---|---|---|',
    `| bare Fastify, same bytes | ${CONNECTIONS} | ${Math.round(bareCopy.rps)} | ${bareCopy.p99} | ${bareCopy.errors} | 100 % |`,
    `| v1/reftab/municipalities | ${CONNECTIONS} | ${Math.round(municipalityList.rps)} | ${municipalityList.p99} | ${municipalityList.errors} | ${((municipalityList.rps / bareCopy.rps) * 100).toFixed(0)} % |`,
    `| v1/reftab/streets?munKey=21004 | 50 | ${Math.round(streets.rps)} | ${streets.p99} | ${streets.errors} | |`,
    `| v1/reftab/objects?needle=fen | 50 | ${Math.round(objects.rps)} | ${objects.p99} | ${objects.errors} | |`,
    '',
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--record'))
    appendFileSync(path.join(import.meta.dirname, 'results.md'), `\n${report}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
