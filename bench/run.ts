import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { publish, sessionCookie, startServers } from './support.ts';

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

const servers = await startServers({ portal: 18080, bare: 18081 });
try {
  const { portal } = servers;
  const cookie = await sessionCookie(portal, '85073003328');

  const bare = await load(`${servers.bare}/bare`);
  const anonymous = await load(`${portal}/index.php/api/v1/session/get`);
  const signedIn = await load(`${portal}/index.php/api/v1/session/get`, { cookie });
  const bundle = criticalPathBytes();

  const municipalities = await fetch(`${portal}/index.php/api/v1/reftab/municipalities`).then((r) =>
    r.json(),
  );
  await fetch(`${servers.bare}/copy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(municipalities),
  });
  const bareCopy = await load(`${servers.bare}/bare-copy`);
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
  publish(report);
} finally {
  await servers.stop();
}
