import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where attachment bytes live: files under DATA_DIR here; an S3-compatible bucket implements the same. */
export interface FileStorage {
  write(key: string, content: Readable): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

export class DiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  private file(key: string): string {
    // Keys are generated uuids; refuse anything that could leave the root.
    if (!/^[a-f0-9-]{36}$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async write(key: string, content: Readable): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(content, createWriteStream(file, { flags: 'wx' }));
  }

  read(key: string): Readable {
    return createReadStream(this.file(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
