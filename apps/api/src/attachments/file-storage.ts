import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where attachment bytes live: files under DATA_DIR (DiskStorage) or an S3-compatible bucket
 * (S3Storage); `createFileStorage` picks one from the configuration and nothing else knows which.
 * `write` rejects with the content stream's own error when that stream fails, and keeps nothing then.
 */
export interface FileStorage {
  write(key: string, content: Readable): Promise<void>;
  /** Rejects when there is no such file, before any byte is sent. */
  read(key: string): Promise<Readable>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Rejects when files cannot be kept now (the folder not writable, the bucket unreachable): readiness. */
  ping(): Promise<void>;
}

/** Keys are generated uuids; anything else (a path, a wildcard) is refused by every adapter. */
export function checkStorageKey(key: string): string {
  if (!/^[a-f0-9-]{36}$/.test(key)) throw new Error('invalid storage key');
  return key;
}

export class DiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  private file(key: string): string {
    return path.join(this.root, key.slice(0, 2), checkStorageKey(key));
  }

  async write(key: string, content: Readable): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const out = createWriteStream(file, { flags: 'wx' });
    let created = false;
    out.once('open', () => {
      created = true;
    });
    try {
      await pipeline(content, out);
    } catch (error) {
      // A half-written file goes; one that was already there ('wx' refused it) stays.
      if (created) await rm(file, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    // Opened first, so that a missing file fails here and not halfway through an answer.
    const handle = await open(this.file(key));
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}
