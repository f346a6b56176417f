import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DiskStorage } from '../src/attachments/file-storage.ts';
import { uploads } from '../src/db/schema.ts';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
type Uploaded = {
  data?: { id: string; filename: string; size: number; sha256: string }[];
  error?: { key: string; params?: { filename: string } };
};

function form(...files: [string, Buffer, string?][]): FormData {
  const data = new FormData();
  for (const [name, content, type] of files)
    data.append('files', new Blob([content], { type: type ?? 'application/octet-stream' }), name);
  return data;
}

/** A file that starts like a PNG and is as big as asked, different each time. */
const bigPng = (bytes: number) =>
  Buffer.concat([fixture('screenshot.png').subarray(0, 64), randomBytes(bytes - 64)]);

describe.each(BACKENDS)('attachments on %s', (backend) => {
  let running: RunningPortal;
  let citizen: Browser;
  beforeAll(async () => {
    running = await startPortal(backend);
    citizen = new Browser(running.url);
    await citizen.follow('/index.php/app/login?login_hint=85073003328');
  });
  afterAll(async () => {
    await running?.close();
  });

  const storedFiles = () =>
    (existsSync(path.join(running.dataDir, 'attachments'))
      ? readdirSync(path.join(running.dataDir, 'attachments'), { recursive: true, withFileTypes: true })
      : []
    )
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  const upload = (browser: Browser, data: FormData) =>
    browser.json<Uploaded>('/index.php/api/v1/upload/batch', { method: 'POST', body: data });

  it('refuses an upload without a session', async () => {
    const answer = await upload(
      new Browser(running.url),
      form(['screenshot.png', fixture('screenshot.png')]),
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error?.key).toBe('error_upload_no_session');
  });

  it('keeps images and PDFs, identified by their content, with their SHA-256', async () => {
    const answer = await upload(
      citizen,
      form(['screenshot.png', fixture('screenshot.png')], ['bank-letter.pdf', fixture('bank-letter.pdf')]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        id: expect.any(String),
        filename: 'screenshot.png',
        size: fixture('screenshot.png').length,
        sha256: createHash('sha256').update(fixture('screenshot.png')).digest('hex'),
      },
      {
        id: expect.any(String),
        filename: 'bank-letter.pdf',
        size: fixture('bank-letter.pdf').length,
        sha256: expect.any(String),
      },
    ]);
    const back = await citizen.fetch(`/index.php/api/v1/upload/${answer.body.data![0]!.id}`);
    expect(back.headers.get('content-disposition')).toBe('attachment; filename=screenshot.png');
    expect(back.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await back.arrayBuffer())).toEqual(fixture('screenshot.png'));
    // Another person never gets it.
    const other = new Browser(running.url);
    await other.follow('/index.php/app/login?login_hint=92031412451');
    expect((await other.fetch(`/index.php/api/v1/upload/${answer.body.data![0]!.id}`)).status).toBe(404);
  });

  it('refuses a file that is not an image or a PDF whatever its name says', async () => {
    const answer = await upload(
      citizen,
      form(['photo.png', fixture('photo.png')], ['invoice.jpg', fixture('invoice.jpg'), 'image/jpeg']),
    );
    expect(answer.status).toBe(415);
    expect(answer.body.error).toEqual({ key: 'error_upload_accept', params: { filename: 'invoice.jpg' } });
    // Nothing of the refused batch is kept: photo.png can be sent again.
    expect((await upload(citizen, form(['photo.png', fixture('photo.png')]))).status).toBe(200);
  });

  it('answers a retried file its first id without counting it twice, and refuses a file twice in a batch', async () => {
    // The first answer was lost on the way: the browser sends the same 6 MB again.
    const content = bigPng(6 * 1024 * 1024);
    const first = await upload(citizen, form(['receipt.png', content]));
    const retried = await upload(citizen, form(['receipt.png', content]));
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual(first.body.data);
    const removed = await citizen.fetch(`/index.php/api/v1/upload/${first.body.data![0]!.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);

    const twice = await upload(
      citizen,
      form(['a.png', fixture('photo.png')], ['b.png', fixture('photo.png')]),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.error).toEqual({ key: 'error_upload_duplicate', params: { filename: 'b.png' } });
  });

  it('refuses what goes beyond 10 MB in all, and frees room when one is removed', async () => {
    const first = await upload(citizen, form(['big-1.png', bigPng(6 * 1024 * 1024)]));
    expect(first.status).toBe(200);
    const second = await upload(citizen, form(['big-2.png', bigPng(5 * 1024 * 1024)]));
    expect(second.status).toBe(413);
    expect(second.body.error).toEqual({ key: 'error_upload_max_size', params: { filename: 'big-2.png' } });
    const removed = await citizen.fetch(`/index.php/api/v1/upload/${first.body.data![0]!.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await upload(citizen, form(['big-2.png', bigPng(5 * 1024 * 1024)]))).status).toBe(200);
  });

  it('answers a request that is not multipart with a key', async () => {
    const answer = await citizen.json<Uploaded>('/index.php/api/v1/upload/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.error?.key).toMatch(/^error_/);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'e 0w8:F'],
    ['that is not multipart inside', 'multipart/form-data; boundary=x', 'e 0w8:F'],
    [
      'cut off in the middle of a file',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG',
    ],
  ])('answers a multipart body %s with 400 error_upload, keeping nothing', async (_, type, body) => {
    const before = storedFiles();
    const answer = await citizen.json<Uploaded>('/index.php/api/v1/upload/batch', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.key).toBe('error_upload');
    expect(storedFiles()).toEqual(before);
  });

  it('answers a full disk with 507 error_upload, keeping neither the file nor its row', async () => {
    const write = DiskStorage.prototype.write;
    // The disk fills up after the first chunk, as a real ENOSPC comes from the file being written.
    vi.spyOn(DiskStorage.prototype, 'write').mockImplementationOnce(function (
      this: DiskStorage,
      key,
      content,
    ) {
      const full = new Transform({
        transform(chunk, _encoding, done) {
          done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }), chunk);
        },
      });
      return write.call(
        this,
        key,
        pipeline(content, full, () => {}),
      );
    });
    const before = storedFiles();
    const answer = await upload(citizen, form(['big.png', bigPng(300_000)]));
    expect(answer.status).toBe(507);
    expect(answer.body.error?.key).toBe('error_upload');
    expect(storedFiles()).toEqual(before);
    const rows = await running.portal.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.filename, 'big.png'));
    expect(rows).toEqual([]);
  });

  it('records an upload before writing its file, so that a process killed meanwhile leaves no file unknown', async () => {
    const write = DiskStorage.prototype.write;
    const rowsWhileWriting: unknown[] = [];
    vi.spyOn(DiskStorage.prototype, 'write').mockImplementationOnce(async function (
      this: DiskStorage,
      key,
      content,
    ) {
      rowsWhileWriting.push(
        ...(await running.portal.database.db
          .select({ sha256: uploads.sha256, declarationId: uploads.declarationId })
          .from(uploads)
          .where(eq(uploads.storageKey, key))),
      );
      return write.call(this, key, content);
    });
    const answer = await upload(citizen, form(['written.png', bigPng(5_000)]));
    expect(answer.status).toBe(200);
    // Unfinished (no hash yet) and sent with no declaration: the retention job deletes it after a day.
    expect(rowsWhileWriting).toEqual([{ sha256: '', declarationId: null }]);
    const [row] = await running.portal.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, answer.body.data![0]!.id));
    expect(row?.sha256).toBe(answer.body.data![0]!.sha256);
  });
});
