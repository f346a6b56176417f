import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage, type FileStorage } from '../src/attachments/file-storage.ts';
import { S3Storage } from '../src/attachments/s3-storage.ts';
import type { S3Config } from '../src/config/config.ts';
import { uploads } from '../src/db/schema.ts';
import { applyDeclarationRetention } from '../src/jobs/housekeeping/retention.ts';
import { Browser, type RunningPortal, startPortal } from './portal-harness.ts';
import { type S3rverBucket, startS3rver } from './s3rver.ts';

const MB = 1024 * 1024;

let server: S3rverBucket;
let s3: S3Config;
const folders: string[] = [];
const folder = async (prefix: string) => {
  const made = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
};

beforeAll(async () => {
  server = await startS3rver(await folder('pow-s3rver-'));
  s3 = server.settings;
});
afterAll(async () => {
  await server?.close();
  await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
});

/** Content that arrives in 64 KB chunks, as an upload does, and optionally fails after it all. */
function streamOf(content: Buffer, failure?: Error): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < content.length; at += 64 * 1024) yield content.subarray(at, at + 64 * 1024);
      if (failure) throw failure;
    })(),
  );
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');

const ADAPTERS: [string, () => Promise<FileStorage>][] = [
  ['DiskStorage', async () => new DiskStorage(await folder('pow-disk-'))],
  ['S3Storage', async () => new S3Storage(s3)],
];

// Below and above the 5 MB part size: one PUT, or a multipart upload.
const SIZES: [string, number][] = [
  ['a small file', 1000],
  ['a file of several parts', 6 * MB + 123],
];

describe.each(ADAPTERS)('%s keeps the FileStorage contract', (_, create) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await create();
  });

  it.each(SIZES)('gives back exactly %s, streamed in and out', async (_, size) => {
    const key = randomUUID();
    const content = randomBytes(size);
    await storage.write(key, streamOf(content));
    expect(sha(await bytesOf(await storage.read(key)))).toBe(sha(content));
  });

  it('refuses to read a file it does not have', async () => {
    await expect(storage.read(randomUUID())).rejects.toThrow();
  });

  it('removes a file, and removing it again is no error', async () => {
    const key = randomUUID();
    await storage.write(key, streamOf(Buffer.from('%PDF-1.7 letter')));
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toThrow();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it.each(SIZES)(
    'keeps nothing of %s whose stream fails, and rejects with that very error',
    async (_, size) => {
      const key = randomUUID();
      const failure = new Error('refused while streaming');
      await expect(storage.write(key, streamOf(randomBytes(size), failure))).rejects.toBe(failure);
      await expect(storage.read(key)).rejects.toThrow();
    },
  );

  it('accepts only the keys it generates, never a path', async () => {
    await expect(storage.write('../../etc/passwd', streamOf(Buffer.from('x')))).rejects.toThrow(
      'invalid storage key',
    );
    await expect(storage.read('a/../b')).rejects.toThrow('invalid storage key');
    await expect(storage.remove('*')).rejects.toThrow('invalid storage key');
  });
});

describe('S3Storage against the server', () => {
  it('fails when the server refuses the credentials', async () => {
    const stranger = new S3Storage({ ...s3, accessKeyId: 'NOT-A-KEY' });
    await expect(stranger.write(randomUUID(), streamOf(Buffer.from('x')))).rejects.toThrow(/Access Key Id/);
  });

  it('fails when the bucket does not exist', async () => {
    const lost = new S3Storage({ ...s3, bucket: 'no-such-bucket' });
    await expect(lost.write(randomUUID(), streamOf(Buffer.from('x')))).rejects.toThrow(/bucket/i);
  });
});

describe('the portal on S3 storage', () => {
  let running: RunningPortal;
  let citizen: Browser;
  const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
  const bucketKeys = () => server.keys();
  const upload = (...files: [string, Buffer][]) => {
    const data = new FormData();
    for (const [name, content] of files) data.append('files', new Blob([content]), name);
    return citizen.json<{ data?: { id: string }[]; error?: { key: string } }>(
      '/index.php/api/v1/upload/batch',
      { method: 'POST', body: data },
    );
  };

  beforeAll(async () => {
    running = await startPortal('pglite', server.env);
    citizen = new Browser(running.url);
    await citizen.follow('/index.php/app/login?login_hint=85073003328');
  });
  afterAll(async () => {
    await running?.close();
  });

  it('keeps an upload in the bucket, not under DATA_DIR, serves it back and deletes it', async () => {
    const before = await bucketKeys();
    const answer = await upload(['screenshot.png', fixture('screenshot.png')]);
    expect(answer.status).toBe(200);
    const id = answer.body.data![0]!.id;
    const [row] = await running.portal.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(await bucketKeys()).toEqual(expect.arrayContaining([...before, row!.storageKey]));
    expect(existsSync(path.join(running.dataDir, 'attachments'))).toBe(false);

    const back = await citizen.fetch(`/index.php/api/v1/upload/${id}`);
    expect(back.headers.get('content-disposition')).toBe('attachment; filename=screenshot.png');
    expect(Buffer.from(await back.arrayBuffer())).toEqual(fixture('screenshot.png'));

    expect((await citizen.fetch(`/index.php/api/v1/upload/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await bucketKeys()).not.toContain(row!.storageKey);
  });

  it('keeps nothing of a refused batch', async () => {
    const before = await bucketKeys();
    const answer = await upload(
      ['letter.pdf', fixture('bank-letter.pdf')],
      ['invoice.jpg', fixture('invoice.jpg')],
    );
    expect(answer.status).toBe(415);
    expect(await bucketKeys()).toEqual(before);
  });

  it('lets the retention job delete the files of abandoned uploads', async () => {
    const kept = await upload([
      'forgotten.png',
      Buffer.concat([fixture('screenshot.png'), Buffer.from([7])]),
    ]);
    const id = kept.body.data![0]!.id;
    const { db } = running.portal.database;
    const [row] = await db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(uploads.id, id))
      .returning();
    expect(await bucketKeys()).toContain(row!.storageKey);
    expect(await applyDeclarationRetention(db, new S3Storage(s3), 180)).toBe(1);
    expect(await bucketKeys()).not.toContain(row!.storageKey);
  });
});

describe('start-up', () => {
  it('refuses half an S3 configuration, naming the missing variable', async () => {
    const failure = await promisify(execFile)(
      process.execPath,
      [path.resolve(import.meta.dirname, '../src/server.ts')],
      { env: { ...process.env, DATA_DIR: tmpdir(), S3_BUCKET: s3.bucket, S3_REGION: 'eu-west-1' } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(78);
    expect('stderr' in failure && failure.stderr).toContain('S3_ENDPOINT');
    expect('stderr' in failure && failure.stderr).toContain('S3_SECRET_ACCESS_KEY');
  });
});
