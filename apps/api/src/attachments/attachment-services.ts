import path from 'node:path';
import type { Config } from '../config/config.ts';
import { ClamdScanner } from './clamd-scanner.ts';
import { DiskStorage, type FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The one place that knows which storage adapter runs: S3 when configured, else DATA_DIR/attachments. */
export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'attachments'));
}

/** The virus scanner of uploads, when CLAMD_SOCKET is configured. */
export function createScanner(config: Config): ClamdScanner | undefined {
  return config.clamd ? new ClamdScanner(config.clamd) : undefined;
}
