/**
 * The backup and restore drill (docs/operations.md, "Backup and restore"), as an operator runs it:
 *
 * 1. a portal on a database of its own on a PostgreSQL server and a bucket of its own (s3rver) takes a
 *    declaration with an attachment, which reaches its zone;
 * 2. the backup: `pg_dump` of the running database, then a copy of every object of the bucket;
 * 3. the loss: the portal stops, its database is dropped and its bucket's server removed;
 * 4. the restore: `pg_restore` into a fresh database, the objects into a fresh bucket;
 * 5. an API process (`ROLE=api`, which serves only a schema at its own version: the backup must hold
 *    it) on the restored parts: the zone's officer reads the declaration and its attachment, its owner
 *    downloads its PDF summary again, each byte for byte the same (SHA-256) as before the loss.
 *
 * and then to a point in time (`pointInTimeDrill`), on a cluster of its own archiving its WAL, from a
 * base backup and the archive replayed to a named restore point, when initdb, pg_ctl and pg_basebackup
 * are installed.
 *
 *     node scripts/restore-drill.ts [postgresql://postgres@127.0.0.1:5432/test]
 *
 * The server's URL is the first argument, else TEST_POSTGRES_URL, else 127.0.0.1:5432 (trust, db test);
 * it needs `pg_dump` and `pg_restore` of the server's major version or later on the PATH. Exit 0 when
 * every check holds. `apps/api/test/restore-drill.test.ts` runs it in `npm test`.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  apiPath,
  DECLARATION_STATUS,
  ENDPOINT,
  myDeclarationEndpoint,
  zoneDeclarationEndpoint,
} from '@pow/contracts';
import { EXAMPLES, until } from '@pow/domain/testing';
import pg from 'pg';
import { type S3rverBucket, startS3rver } from '../apps/api/test/s3rver.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');
const ATTACHMENT = path.join(ROOT, 'apps/api/test/fixtures/screenshot.png');
const CITIZEN = '85073003328'; // Jan Peeters: his phishing declaration goes to zone 5345 Antwerpen
const OFFICER = 'inspector.claes'; // an officer of zone 5345

export const DEFAULT_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/test';

const sha256 = (content: Buffer | Uint8Array) => createHash('sha256').update(content).digest('hex');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs one SQL statement on the server's administrative database. */
async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
};

/** A portal process started as an operator starts one; its output kept for the failure's message. */
function startProcess(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, LOG_LEVEL: 'warn', METRICS_PORT: 'off', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => output };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The migration step (ROLE=migrate) to its end. */
async function migrate(env: Record<string, string>): Promise<void> {
  const step = startProcess({ ...env, ROLE: 'migrate' });
  const code = await new Promise<number | null>((resolve) => step.child.once('exit', resolve));
  if (code !== 0) throw new Error(`the migration step exited with ${code}:\n${step.output()}`);
}

/** Waits until the process answers ready on its public port; fails at once if it exited. */
async function untilReady(base: string, process: { child: ChildProcess; output: () => string }) {
  await until(`${base} to answer ready`, async () => {
    if (process.child.exitCode !== null)
      throw new Error(`the portal exited with ${process.child.exitCode}:\n${process.output()}`);
    const answer = await fetch(`${base}/index.php/api/health/ready`).catch(() => undefined);
    return answer?.ok;
  });
}

/** A signed-in session through the built-in test provider: its cookie header. */
async function signIn(base: string, hint: string, police = false): Promise<string> {
  let url = `${base}/index.php/app/${police ? 'police/' : ''}login?login_hint=${hint}`;
  const cookies = new Map<string, string>();
  for (let hop = 0; hop < 8; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = line.split(';')[0]!.split('=');
      cookies.set(name!, value.join('='));
    }
    const location = response.headers.get('location');
    if (!location || location.startsWith('/app')) break;
    url = new URL(location, base).href;
  }
  const session = cookies.get('pow_session');
  if (!session) throw new Error(`${hint} could not sign in at ${base}`);
  return `pow_session=${session}`;
}

/** A GET or POST of the API as a session; throws naming the path unless the answer is 2xx. */
async function call(base: string, cookie: string, target: string, init: RequestInit = {}) {
  const response = await fetch(new URL(target, base), {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie },
  });
  if (!response.ok) throw new Error(`${target} answered ${response.status}: ${await response.text()}`);
  return response;
}

const json = { 'content-type': 'application/json' };

interface Sheet {
  register: string;
  attachments: { id: string; filename: string; sha256: string }[];
}

/**
 * What is read back of the declaration: its register number and each attachment as the zone's officer
 * downloads it, and the PDF summary as its owner downloads it again (the stored one: the desk draws its
 * own anew at each download).
 */
async function readAtTheDesk(base: string, id: string) {
  const officer = await signIn(base, OFFICER, true);
  const sheet = (await (
    await call(base, officer, `${apiPath(zoneDeclarationEndpoint(id))}?lang=nl`)
  ).json()) as { data: Sheet };
  const files: Record<string, string> = {};
  for (const file of sheet.data.attachments) {
    const content = await call(base, officer, apiPath(zoneDeclarationEndpoint(id, 'attachments', file.id)));
    files[file.filename] = sha256(new Uint8Array(await content.arrayBuffer()));
  }
  const owner = await signIn(base, CITIZEN);
  const pdf = await call(base, owner, apiPath(myDeclarationEndpoint(id, 'summary.pdf')));
  files['summary.pdf'] = sha256(new Uint8Array(await pdf.arrayBuffer()));
  return { register: sheet.data.register, recorded: sheet.data.attachments, files };
}

/** Files a phishing declaration with one attachment and waits until its zone has it. */
async function fileDeclaration(base: string): Promise<string> {
  const citizen = await signIn(base, CITIZEN);
  const upload = new FormData();
  upload.append('files', new Blob([await readFile(ATTACHMENT)]), 'mail van de bank.png');
  const uploaded = (await (
    await call(base, citizen, apiPath(ENDPOINT.uploadBatch), { method: 'POST', body: upload })
  ).json()) as { data: { id: string }[] };
  const added = (await (
    await call(base, citizen, apiPath(ENDPOINT.informationAdd), {
      method: 'POST',
      headers: { ...json, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...EXAMPLES.phishing, attachments: [uploaded.data[0]!.id] }),
    })
  ).json()) as { data: { guid: string } };
  const { guid } = added.data;
  await until('the declaration at its zone', async () => {
    const answer = await call(base, citizen, apiPath(ENDPOINT.informationStatus), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ guid }),
    });
    const { status } = ((await answer.json()) as { data: { status: number } }).data;
    if (status === DECLARATION_STATUS.summaryFailed) throw new Error('the summary failed (status -1)');
    return status === DECLARATION_STATUS.sentToZone;
  });
  return guid;
}

const bucketClient = (bucket: S3rverBucket) =>
  new S3Client({
    endpoint: bucket.settings.endpoint,
    region: bucket.settings.region,
    forcePathStyle: true,
    credentials: bucket.settings,
  });

/** Copies every object of the bucket into `folder` (what `aws s3 sync s3://bucket folder` does). */
async function copyBucket(bucket: S3rverBucket, folder: string): Promise<number> {
  const client = bucketClient(bucket);
  let copied = 0;
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket.settings.bucket, ContinuationToken: token }),
      );
      for (const { Key } of page.Contents ?? []) {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket.settings.bucket, Key }));
        await writeFile(path.join(folder, Key!), await object.Body!.transformToByteArray());
        copied++;
      }
      token = page.NextContinuationToken;
    } while (token);
  } finally {
    client.destroy();
  }
  return copied;
}

/** Puts every file of `folder` into the bucket under its name. */
async function fillBucket(bucket: S3rverBucket, folder: string, keys: string[]): Promise<void> {
  const client = bucketClient(bucket);
  try {
    for (const key of keys) {
      const body = await readFile(path.join(folder, key));
      await client.send(new PutObjectCommand({ Bucket: bucket.settings.bucket, Key: key, Body: body }));
    }
  } finally {
    client.destroy();
  }
}

export interface DrillReport {
  register: string;
  /** The SHA-256 of each file the officer downloaded, by name, before the loss and after the restore. */
  before: Record<string, string>;
  after: Record<string, string>;
}

/** Steps to undo at the end, last first, whatever happened. */
class Cleanups {
  private readonly steps: (() => Promise<unknown>)[] = [];
  /** What each portal process printed, for a failure's message. */
  readonly said: (() => string)[] = [];
  /** The error, with the end of what the portal processes printed (warnings and errors). */
  explained(error: unknown): unknown {
    const printed = this.said.map((output) => output().trim()).filter(Boolean);
    if (!(error instanceof Error) || printed.length === 0) return error;
    error.message += `\nthe portal's processes printed:\n${printed.join('\n---\n').slice(-4000)}`;
    return error;
  }
  add(step: () => Promise<unknown>): void {
    this.steps.unshift(step);
  }
  async run(): Promise<void> {
    for (const step of this.steps) await step().catch(() => undefined);
  }
}

/** One portal process on a database and a bucket, on a free port of its own. */
async function startPortal(
  cleanups: Cleanups,
  settings: { databaseUrl: string; bucket: S3rverBucket; dataDir: string; role: 'all' | 'api' },
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...settings.bucket.env,
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: settings.dataDir,
    PORT: String(port),
    PUBLIC_URL: base,
    // The backup holds the schema at this version: an API process waiting for a migration fails the drill.
    SCHEMA_WAIT_SECONDS: '30',
  };
  if (settings.role === 'all') await migrate(env);
  const process = startProcess({ ...env, ROLE: settings.role });
  cleanups.add(() => stopProcess(process.child));
  cleanups.said.push(process.output);
  await untilReady(base, process);
  return { base, stop: () => stopProcess(process.child) };
}

/** The restored declaration as the officer reads it must be the one read before the loss, file by file. */
function sameAsBefore(
  before: Awaited<ReturnType<typeof readAtTheDesk>>,
  after: Awaited<ReturnType<typeof readAtTheDesk>>,
): DrillReport {
  const differing = Object.keys(before.files).filter((file) => before.files[file] !== after.files[file]);
  if (after.register !== before.register || differing.length > 0)
    throw new Error(
      `the restored declaration differs: ${after.register} for ${before.register}; ` +
        `files differing: ${differing.join(', ') || 'none'}`,
    );
  for (const file of after.recorded) {
    if (after.files[file.filename] !== file.sha256)
      throw new Error(`${file.filename}: its content does not match the SHA-256 recorded at its upload`);
  }
  return { register: after.register, before: before.files, after: after.files };
}

/**
 * The logical backup: against the PostgreSQL server of `serverUrl` (its databases made and dropped
 * here), `pg_dump` of the running portal's database and a copy of its bucket, restored into fresh ones.
 * Says each step through `say`; throws when a step fails or a file differs.
 */
export async function dumpDrill(
  serverUrl: string,
  say: (line: string) => void = console.log,
): Promise<DrillReport> {
  const work = await mkdtemp(path.join(tmpdir(), 'pow-restore-drill-'));
  const name = `pow_drill_${process.pid}_${Date.now()}`;
  const [source, restored] = [`${name}_source`, `${name}_restored`];
  const cleanups = new Cleanups();
  cleanups.add(() => rm(work, { recursive: true, force: true }));
  const dump = path.join(work, 'database.dump');
  const objects = path.join(work, 'bucket');
  try {
    await mkdir(objects);
    await admin(serverUrl, `create database ${source}`);
    cleanups.add(() => admin(serverUrl, `drop database if exists ${source} with (force)`));
    const sourceBucket = await startS3rver(path.join(work, 's3-source'));
    cleanups.add(() => sourceBucket.close());
    say(`1. portal on database ${source} and its own bucket: migration step, then ROLE=all`);
    const portal = await startPortal(cleanups, {
      databaseUrl: databaseUrl(serverUrl, source),
      bucket: sourceBucket,
      dataDir: path.join(work, 'data-source'),
      role: 'all',
    });
    const id = await fileDeclaration(portal.base);
    const before = await readAtTheDesk(portal.base, id);
    say(`   declaration ${before.register} at zone 5345 with ${Object.keys(before.files).join(', ')}`);

    say('2. backup while it runs: pg_dump --format=custom, then a copy of every object of the bucket');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl(serverUrl, source)]);
    say(`   ${await copyBucket(sourceBucket, objects)} object(s) copied`);

    say('3. loss: the portal stops, its database is dropped and its bucket removed');
    await portal.stop();
    await admin(serverUrl, `drop database ${source} with (force)`);
    await sourceBucket.close();
    await rm(path.join(work, 's3-source'), { recursive: true, force: true });

    say(`4. restore: pg_restore into the fresh database ${restored}, the objects into a fresh bucket`);
    await admin(serverUrl, `create database ${restored}`);
    cleanups.add(() => admin(serverUrl, `drop database if exists ${restored} with (force)`));
    await run('pg_restore', [
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${databaseUrl(serverUrl, restored)}`,
      dump,
    ]);
    const restoredBucket = await startS3rver(path.join(work, 's3-restored'));
    cleanups.add(() => restoredBucket.close());
    await fillBucket(restoredBucket, objects, await readdir(objects));

    say('5. ROLE=api on the restored database and bucket, no migration step: the officer reads it');
    const api = await startPortal(cleanups, {
      databaseUrl: databaseUrl(serverUrl, restored),
      bucket: restoredBucket,
      dataDir: path.join(work, 'data-restored'),
      role: 'api',
    });
    const report = sameAsBefore(before, await readAtTheDesk(api.base, id));
    say(`   ${report.register}: ${Object.keys(report.after).join(', ')}, each with the same SHA-256`);
    return report;
  } catch (error) {
    throw cleanups.explained(error);
  } finally {
    await cleanups.run();
  }
}

/** initdb, pg_ctl, postgres… from the newest /usr/lib/postgresql/<version>/bin, or the PATH's usual place. */
function serverBinary(name: string): string | undefined {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  return [...versions.map((version) => `/usr/lib/postgresql/${version}/bin`), '/usr/local/bin', '/usr/bin']
    .map((folder) => path.join(folder, name))
    .find(existsSync);
}

/** Whether this machine has the PostgreSQL server's programs for the point-in-time drill. */
export const pointInTimeToolsFound = () =>
  ['initdb', 'pg_ctl', 'pg_basebackup'].every((name) => serverBinary(name));

/**
 * A PostgreSQL cluster of the drill's own that archives its WAL into `archive`, as production's does. As
 * root, its files belong to the `postgres` system user (PostgreSQL refuses to run as root).
 */
async function archivingCluster(work: string, archive: string) {
  const asRoot = process.getuid?.() === 0;
  const as = (file: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  if (asRoot) await run('chown', ['postgres:postgres', work]);
  await as('/bin/mkdir', [archive]);
  const pgCtl = serverBinary('pg_ctl')!;
  const start = async (data: string) => {
    const port = await freePort();
    await as(pgCtl, [
      'start',
      '-D',
      data,
      '-l',
      path.join(work, `${path.basename(data)}.log`),
      '-w',
      '-t',
      '120',
      '-o',
      `-p ${port} -k ${work} -c listen_addresses=127.0.0.1`,
    ]);
    return `postgresql://postgres@127.0.0.1:${port}/postgres`;
  };
  const stop = (data: string) => as(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w']);
  return { as, start, stop };
}

/**
 * The physical backup and point-in-time recovery: a cluster of the drill's own archiving its WAL; a
 * base backup (`pg_basebackup`); a declaration filed after it; a named restore point with the bucket
 * copied at it; a second declaration after the point. Restored from the base backup and the archive
 * to the point, the first declaration is there with its files, the second is not.
 */
export async function pointInTimeDrill(say: (line: string) => void = console.log): Promise<DrillReport> {
  const work = await mkdtemp(path.join(tmpdir(), 'pow-pitr-drill-'));
  const cleanups = new Cleanups();
  cleanups.add(() => rm(work, { recursive: true, force: true }));
  const archive = path.join(work, 'wal-archive');
  const [data, base, recovered] = [
    path.join(work, 'data'),
    path.join(work, 'base'),
    path.join(work, 'recovered'),
  ];
  const objects = path.join(work, 'bucket');
  try {
    const cluster = await archivingCluster(work, archive);
    say('1. a cluster archiving its WAL (archive_mode=on, archive_command copies each segment)');
    await cluster.as(serverBinary('initdb')!, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await appendFile(
      path.join(data, 'postgresql.auto.conf'),
      `wal_level = replica\narchive_mode = on\narchive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'\n`,
    );
    const serverUrl = await cluster.start(data);
    cleanups.add(() => cluster.stop(data));
    await admin(serverUrl, 'create database pow');
    const bucket = await startS3rver(path.join(work, 's3-source'));
    cleanups.add(() => bucket.close());
    const portal = await startPortal(cleanups, {
      databaseUrl: databaseUrl(serverUrl, 'pow'),
      bucket,
      dataDir: path.join(work, 'data-source'),
      role: 'all',
    });

    say('2. base backup while it runs: pg_basebackup --checkpoint=fast --wal-method=none');
    await cluster.as(serverBinary('pg_basebackup')!, [
      `--dbname=${serverUrl}`,
      `--pgdata=${base}`,
      '--checkpoint=fast',
      '--wal-method=none',
    ]);
    const kept = await fileDeclaration(portal.base);
    const before = await readAtTheDesk(portal.base, kept);
    say(`   then declaration ${before.register} filed: it is in the WAL only`);
    await admin(serverUrl, "select pg_create_restore_point('drill')");
    say(`   restore point 'drill'; ${await copyBucket(bucket, await mkdirOf(objects))} object(s) copied`);
    const lost = await fileDeclaration(portal.base);
    const after = await readAtTheDesk(portal.base, lost);
    say(`   then declaration ${after.register} filed, after the point`);
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      // The segment that holds the point goes to the archive, as it would within archive_timeout.
      const { rows } = await client.query('select pg_walfile_name(pg_switch_wal()) as segment');
      await until('the WAL segment of the restore point in the archive', () =>
        existsSync(path.join(archive, rows[0].segment)),
      );
    } finally {
      await client.end();
    }

    say('3. loss: the portal and the cluster stop, its data folder and its bucket are removed');
    await portal.stop();
    await cluster.stop(data);
    await rm(data, { recursive: true, force: true });
    await bucket.close();
    await rm(path.join(work, 's3-source'), { recursive: true, force: true });

    say(`4. recovery: the base backup, the WAL archive replayed to 'drill', the objects into a fresh bucket`);
    await cluster.as('/bin/cp', ['-a', base, recovered]);
    await cluster.as('/usr/bin/touch', [path.join(recovered, 'recovery.signal')]);
    await appendFile(
      path.join(recovered, 'postgresql.auto.conf'),
      `archive_mode = off\nrestore_command = 'cp ${archive}/%f %p'\n` +
        `recovery_target_name = 'drill'\nrecovery_target_action = 'promote'\n`,
    );
    const recoveredUrl = await cluster.start(recovered);
    cleanups.add(() => cluster.stop(recovered));
    await until('the recovered cluster to leave recovery', async () => {
      const check = new pg.Client({ connectionString: recoveredUrl });
      await check.connect();
      try {
        return !(await check.query('select pg_is_in_recovery() as r')).rows[0].r;
      } finally {
        await check.end();
      }
    });
    const restoredBucket = await startS3rver(path.join(work, 's3-restored'));
    cleanups.add(() => restoredBucket.close());
    await fillBucket(restoredBucket, objects, await readdir(objects));

    say('5. ROLE=api on the recovered cluster and bucket: the officer reads the first, not the second');
    const api = await startPortal(cleanups, {
      databaseUrl: databaseUrl(recoveredUrl, 'pow'),
      bucket: restoredBucket,
      dataDir: path.join(work, 'data-restored'),
      role: 'api',
    });
    const report = sameAsBefore(before, await readAtTheDesk(api.base, kept));
    const officer = await signIn(api.base, OFFICER, true);
    const missing = await fetch(new URL(apiPath(zoneDeclarationEndpoint(lost)), api.base), {
      headers: { cookie: officer },
    });
    if (missing.status !== 404)
      throw new Error(`${after.register}, filed after the point, answered ${missing.status}, not 404`);
    say(`   ${report.register}: ${Object.keys(report.after).join(', ')}, each with the same SHA-256;`);
    say(`   ${after.register}: not found, as at the point`);
    return report;
  } catch (error) {
    throw cleanups.explained(error);
  } finally {
    await cleanups.run();
  }
}

const mkdirOf = async (folder: string) => {
  await mkdir(folder, { recursive: true });
  return folder;
};

if (import.meta.main) {
  const serverUrl = process.argv[2] ?? process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
  try {
    console.log(`From a dump, on ${new URL(serverUrl).host}:`);
    await dumpDrill(serverUrl);
    console.log('To a point in time, on a cluster of its own:');
    if (pointInTimeToolsFound()) await pointInTimeDrill();
    else console.log('point in time: skipped, initdb, pg_ctl or pg_basebackup not found');
    console.log('restore drill passed');
  } catch (error) {
    console.error(`restore drill FAILED: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
