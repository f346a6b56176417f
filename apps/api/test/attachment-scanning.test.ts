import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClamdScanner, InfectedFileError } from '../src/attachments/clamd-scanner.ts';
import { uploads } from '../src/db/schema.ts';
import { type Clamd, EICAR, SIGNATURE, startClamd } from './clamd.ts';
import { Browser, type RunningPortal, startPortal } from './portal-harness.ts';

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
