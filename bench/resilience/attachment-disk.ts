/**
 * The attachment storage of the run (DATA_DIR/attachments) on a small filesystem of its own, a tmpfs,
 * that can be filled for a while, so that uploads meet a real ENOSPC. Mounting needs root; without it
 * the storage stays on the temp dir's filesystem and is never full (the report says so).
 */
import { execFile } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FILLER = '.filler';

export class AttachmentDisk {
  readonly root: string;
  readonly mounted: boolean;

  private constructor(root: string, mounted: boolean) {
    this.root = root;
    this.mounted = mounted;
  }

  static async mount(root: string, size = '64m'): Promise<AttachmentDisk> {
    mkdirSync(root, { recursive: true });
    const mounted = await run('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', root]).then(
      () => true,
      () => false,
    );
    return new AttachmentDisk(root, mounted);
  }

  /** Takes every free byte with a filler file: writes big chunks, then small ones, until ENOSPC. */
  fill(): void {
    const fd = openSync(path.join(this.root, FILLER), 'a');
    try {
      for (const size of [1 << 20, 4096]) {
        const chunk = Buffer.alloc(size);
        for (;;) {
          try {
            writeSync(fd, chunk);
          } catch {
            break;
          }
        }
      }
    } finally {
      closeSync(fd);
    }
  }

  drain(): void {
    rmSync(path.join(this.root, FILLER), { force: true });
  }

  /** Every stored file (`<2 chars>/<key>`), by key, with its size. */
  files(): Map<string, number> {
    const found = new Map<string, number>();
    for (const entry of readdirSync(this.root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name !== FILLER)
        found.set(entry.name, statSync(path.join(entry.parentPath, entry.name)).size);
    }
    return found;
  }

  async unmount(): Promise<void> {
    if (this.mounted) await run('umount', [this.root]).catch(() => run('umount', ['-l', this.root]));
  }
}
