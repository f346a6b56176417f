import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { until } from '@pow/domain/testing';

/**
 * A clamd of the tests' own, for the virus-scanning test and the fault-injection run (which stops and
 * starts it again): Debian's clamd has no signatures and cannot download any here.
 */

// The EICAR anti-virus test file, in two halves so that this source file is not itself detected.
export const EICAR = Buffer.from(
  `${'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-'}${'ANTIVIRUS-TEST-FILE!$H+H*'}`,
  'latin1',
);
export const SIGNATURE = 'Eicar-Test-Signature';

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

export interface Clamd {
  socket: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * A clamd of our own: its signature database is one MD5 signature of the EICAR file, built with
 * sigtool (Debian's clamd has no signatures and cannot download any here), on a unix socket and a
 * TCP port, in the foreground as our child process.
 */
export async function startClamd(dir: string): Promise<Clamd> {
  const database = path.join(dir, 'db');
  await writeFile(path.join(dir, 'eicar.com'), EICAR);
  const { stdout } = await promisify(execFile)('sigtool', ['--md5', 'eicar.com'], { cwd: dir });
  await mkdir(database, { recursive: true });
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
  // Loading its database takes clamd a while, longer on a busy machine: wait for its answer, not a time.
  try {
    await until(`clamd to answer PING on ${socket}`, async () => {
      if (child.exitCode !== null) throw new Error(`clamd exited with ${child.exitCode}`);
      return pong(socket);
    });
  } catch (error) {
    child.kill();
    throw new Error(`clamd did not start: ${(error as Error).message}\n${errors}`);
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
