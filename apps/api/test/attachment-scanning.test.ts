import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClamdScanner, InfectedFileError } from '../src/attachments/clamd-scanner.ts';
import { uploads } from '../src/db/schema.ts';
import { Browser, type RunningPortal, startPortal } from './portal-harness.ts';

// The EICAR anti-virus test file, in two halves so that this source file is not itself detected.
const EICAR = Buffer.from(
  `${'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-'}${'ANTIVIRUS-TEST-FILE!$H+H*'}`,
  'latin1',
);
const SIGNATURE = 'Eicar-Test-Signature';

/** Debian puts clamd in /usr/sbin, which is not on every PATH. */
function findClamd(): string {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  const found = dirs.map((dir) => path.join(dir, 'clamd')).find((file) => existsSync(file));
  if (!found) throw new Error('clamd not found: install clamav-daemon (apt-get install clamav-daemon)');
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether clamd answers PING on its unix socket. */
const pong = (socket: string) =>
  new Promise<boolean>((resolve) => {
    const client = connect(socket);
    let answer = '';
    client.on('data', (chunk) => {
      answer += chunk;
    });
    client.on('close', () => resolve(answer.startsWith('PONG')));
    client.on('error', () => resolve(false));
    client.end('zPING\0');
  });

interface Clamd {
  socket: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * A clamd of our own: its signature database is one MD5 signature of the EICAR file, built with
 * sigtool (Debian's clamd has no signatures and cannot download any here), on a unix socket and a
 * TCP port, in the foreground as our child process.
 */
async function startClamd(dir: string): Promise<Clamd> {
  const database = path.join(dir, 'db');
  await writeFile(path.join(dir, 'eicar.com'), EICAR);
  const { stdout } = await promisify(execFile)('sigtool', ['--md5', 'eicar.com'], { cwd: dir });
  await mkdir(database);
  await writeFile(path.join(database, 'test.hdb'), stdout.replace(/:eicar\.com\s*$/, `:${SIGNATURE}\n`));
  const socket = path.join(dir, 'clamd.sock');
  const port = await freePort();
  const config = path.join(dir, 'clamd.conf');
  await writeFile(
    config,
    [
      'Foreground yes',
      `DatabaseDirectory ${database}`,
      `LocalSocket ${socket}`,
      'TCPAddr 127.0.0.1',
      `TCPSocket ${port}`,
      `TemporaryDirectory ${dir}`,
      `PidFile ${path.join(dir, 'clamd.pid')}`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(findClamd(), ['--config-file', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await pong(socket))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`clamd did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    socket,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Every file under a folder, at any depth. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

describe('virus scanning of uploads (CLAMD_SOCKET)', () => {
  let dir: string;
  let clamd: Clamd;
  let running: RunningPortal;
  let citizen: Browser;
  const attachments = () => filesUnder(path.join(running.dataDir, 'attachments'));
  const rows = () => running.portal.database.db.select().from(uploads);
  const upload = (...files: [string, Buffer][]) => {
    const data = new FormData();
    for (const [name, content] of files) data.append('files', new Blob([content]), name);
    return citizen.json<{ data?: { id: string }[]; error?: { key: string; params?: object } }>(
      '/index.php/api/v1/upload/batch',
      { method: 'POST', body: data },
    );
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pow-clamd-'));
    clamd = await startClamd(dir);
    running = await startPortal('pglite', { CLAMD_SOCKET: clamd.socket });
    citizen = new Browser(running.url);
    await citizen.follow('/index.php/app/login?login_hint=85073003328');
  });
  afterAll(async () => {
    await running?.close();
    await clamd?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses the EICAR test file with error_upload_infected and keeps nothing', async () => {
    const answer = await upload(['eicar.com', EICAR]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ key: 'error_upload_infected', params: { filename: 'eicar.com' } });
    expect(await rows()).toEqual([]);
    expect(await attachments()).toEqual([]);
  });

  it('refuses the whole batch when one of its files is infected', async () => {
    const answer = await upload(['letter.pdf', fixture('bank-letter.pdf')], ['virus.pdf', EICAR]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ key: 'error_upload_infected', params: { filename: 'virus.pdf' } });
    expect(await rows()).toEqual([]);
    expect(await attachments()).toEqual([]);
  });

  it('keeps a clean PDF and a clean image of several MB, unchanged', async () => {
    const image = Buffer.concat([fixture('screenshot.png').subarray(0, 64), randomBytes(6 * 1024 * 1024)]);
    const answer = await upload(['letter.pdf', fixture('bank-letter.pdf')], ['photo.png', image]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    expect(await attachments()).toHaveLength(2);
    const back = await citizen.fetch(`/index.php/api/v1/upload/${answer.body.data![1]!.id}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(image)).toBe(true);
  });

  it('speaks INSTREAM over TCP as well, passing clean bytes through untouched', async () => {
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: clamd.port });
    const received: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received.push(chunk);
        done();
      },
    });
    const clean = fixture('bank-letter.pdf');
    await pipeline(Readable.from([clean]), scanner.scan(), sink);
    expect(Buffer.concat(received).equals(clean)).toBe(true);

    const infected = pipeline(
      Readable.from([EICAR]),
      scanner.scan(),
      new Writable({ write: (_c, _e, d) => d() }),
    );
    await expect(infected).rejects.toBeInstanceOf(InfectedFileError);
    await expect(infected).rejects.toMatchObject({ signature: `${SIGNATURE}.UNOFFICIAL` });
  });

  it('refuses uploads with 503 while clamd is down, keeping nothing (fail closed)', async () => {
    const before = (await rows()).length;
    await clamd.stop();
    const answer = await upload(['late.pdf', Buffer.concat([fixture('bank-letter.pdf'), Buffer.from('\n')])]);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({ key: 'error_upload' });
    expect(await rows()).toHaveLength(before);
    expect(await attachments()).toHaveLength(before);
  });
});
