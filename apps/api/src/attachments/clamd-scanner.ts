import { connect, type Socket } from 'node:net';
import { Transform, type TransformCallback } from 'node:stream';
import type { ClamdAddress } from '../config/config.ts';

/** clamd found a signature in the file. */
export class InfectedFileError extends Error {
  readonly signature: string;
  constructor(signature: string) {
    super(`infected: ${signature}`);
    this.signature = signature;
  }
}

/** clamd could not be reached or gave no verdict: the file must be refused (fail closed). */
export class ScannerUnavailableError extends Error {}

// Without an answer for this long (connecting, sending or scanning), clamd counts as unreachable.
const TIMEOUT_MS = 10_000;

/**
 * A ClamAV daemon spoken to with its INSTREAM command (clamd(8)): the file goes as chunks, each
 * prefixed by its length as 4 bytes big-endian, ended by a zero length; clamd answers
 * `stream: OK` or `stream: <signature> FOUND` and closes the connection.
 */
export class ClamdScanner {
  private readonly address: ClamdAddress;
  constructor(address: ClamdAddress) {
    this.address = address;
  }

  /**
   * A pass-through that scans what flows through it: it ends only once clamd found the whole file
   * clean, and fails with InfectedFileError or ScannerUnavailableError otherwise. Put it before the
   * storage, so that whatever the storage has written is dropped on that failure.
   */
  scan(): Transform {
    return new InstreamScan(this.address);
  }

  /** Resolves when clamd answers PING with PONG within the scan's time-out: readiness. */
  ping(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.address);
      let answer = '';
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('clamd did not answer in time')));
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('utf8');
      });
      socket.on('error', reject);
      socket.on('close', () =>
        answer.startsWith('PONG') ? resolve() : reject(new Error('clamd did not answer PONG')),
      );
      socket.end('zPING\0');
    });
  }
}

class InstreamScan extends Transform {
  private readonly socket: Socket;
  private readonly answer: Promise<string>;
  private failure: Error | undefined;

  constructor(address: ClamdAddress) {
    super();
    this.socket = connect(address);
    this.socket.setTimeout(TIMEOUT_MS, () => this.socket.destroy(new Error('clamd did not answer in time')));
    this.socket.on('error', (error) => {
      this.failure ??= error;
    });
    const received: Buffer[] = [];
    this.socket.on('data', (chunk: Buffer) => received.push(chunk));
    this.answer = new Promise((resolve) =>
      this.socket.once('close', () => resolve(Buffer.concat(received).toString('utf8'))),
    );
    // `z`: the answer ends with a NUL byte instead of a newline.
    this.socket.write('zINSTREAM\0');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    // A zero length would tell clamd the file has ended.
    if (chunk.length === 0) {
      done(null, chunk);
      return;
    }
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    this.socket.write(length);
    // Waiting for each chunk to be handed to the socket keeps a slow clamd from filling memory.
    this.socket.write(chunk, (error) => done(error ? this.unavailable(error) : null, chunk));
  }

  override _flush(done: TransformCallback): void {
    this.socket.end(Buffer.alloc(4));
    this.answer.then((answer) => {
      const verdict = answer.replace(/\0$/, '').trim();
      if (verdict === 'stream: OK') return done();
      const found = /^stream: (.+) FOUND$/.exec(verdict);
      if (found) return done(new InfectedFileError(found[1]!));
      done(this.unavailable(new Error(verdict || 'clamd closed the connection without a verdict')));
    });
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.socket.destroy();
    done(error);
  }

  private unavailable(error: Error): ScannerUnavailableError {
    return new ScannerUnavailableError(`clamd: ${(this.failure ?? error).message}`, {
      cause: this.failure ?? error,
    });
  }
}
