import { MAX_ATTACHMENTS_BYTES } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import {
  type AttachmentItem,
  pendingItems,
  precheckFile,
  restoreItems,
  sha256Hex,
  totalSize,
  uploadedIds,
} from './attachment-list.ts';

const item = (overrides: Partial<AttachmentItem>): AttachmentItem => ({
  localId: 'l1',
  name: 'screenshot.png',
  size: 1000,
  sha256: 'aa',
  state: 'uploaded',
  progress: 1,
  serverId: 's1',
  ...overrides,
});

describe('precheckFile', () => {
  it.each([
    [{ name: 'photo.jpg', type: 'image/jpeg', size: 10 }, undefined],
    [{ name: 'scan.pdf', type: 'application/pdf', size: 10 }, undefined],
    [{ name: 'IMG_0001.HEIC', type: '', size: 10 }, undefined],
    [{ name: 'virus.exe', type: 'application/x-msdownload', size: 10 }, 'error_upload_accept'],
    [{ name: 'notes.txt', type: '', size: 10 }, 'error_upload_accept'],
    [{ name: 'photo.jpg', type: 'text/html', size: 10 }, 'error_upload_accept'],
  ])('%j → %s', (file, key) => {
    expect(precheckFile(file, 'ff', [])?.key).toBe(key);
  });

  it('names the refused file', () => {
    expect(precheckFile({ name: 'a.exe', type: 'x/y', size: 1 }, 'ff', [])).toEqual({
      key: 'error_upload_accept',
      params: { filename: 'a.exe' },
    });
  });

  it('refuses the same content twice, whatever its name', () => {
    expect(precheckFile({ name: 'copy.png', type: 'image/png', size: 1 }, 'aa', [item({})])?.key).toBe(
      'error_upload_duplicate',
    );
  });

  it('refuses what would take all files over 10 MB, not what reaches it exactly', () => {
    const used = [item({ size: MAX_ATTACHMENTS_BYTES - 100 })];
    expect(precheckFile({ name: 'b.png', type: 'image/png', size: 100 }, 'bb', used)).toBeUndefined();
    expect(precheckFile({ name: 'b.png', type: 'image/png', size: 101 }, 'bb', used)?.key).toBe(
      'error_upload_max_size',
    );
  });
});

describe('the list', () => {
  const list = [
    item({}),
    item({ localId: 'l2', state: 'failed', serverId: undefined, sha256: 'bb' }),
    item({ localId: 'l3', state: 'uploading', serverId: undefined, sha256: 'cc' }),
  ];

  it('sends only what the server has', () => {
    expect(uploadedIds(list)).toEqual(['s1']);
  });

  it('uploads before Send what is unfinished and still in the page', () => {
    expect(pendingItems(list, (id) => id === 'l2').map((i) => i.localId)).toEqual(['l2']);
  });

  it('counts a refused file toward nothing: not sent, not uploaded again, no room taken, no duplicate', () => {
    const refused = item({
      localId: 'l4',
      state: 'refused',
      serverId: undefined,
      sha256: 'dd',
      size: 9_000_000,
    });
    const withRefused = [...list, refused];
    expect(uploadedIds(withRefused)).toEqual(['s1']);
    expect(pendingItems(withRefused, () => true).map((i) => i.localId)).toEqual(['l2', 'l3']);
    expect(totalSize(withRefused)).toBe(3000);
    expect(precheckFile({ name: 'again.png', type: 'image/png', size: 9_000_000 }, 'dd', withRefused)).toBe(
      undefined,
    );
    expect(restoreItems([refused], () => false)).toEqual([refused]);
  });

  it("sends an id once, even when a retry was answered the first upload's id", () => {
    expect(uploadedIds([item({}), item({ localId: 'l5', sha256: 'ee' })])).toEqual(['s1']);
  });

  it('after a reload, marks files that never reached the server as lost', () => {
    const restored = restoreItems(list, () => false);
    expect(restored.map((i) => [i.state, i.lost ?? false])).toEqual([
      ['uploaded', false],
      ['failed', true],
      ['failed', true],
    ]);
  });
});

describe('sha256Hex', () => {
  it('hashes the content', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
