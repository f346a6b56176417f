import { ACCEPTED_UPLOAD_TYPES, MAX_ATTACHMENTS_BYTES, MAX_ATTACHMENTS_PER_DECLARATION } from '@pow/domain';
import type { FieldMessage } from '../../fields/field-message.ts';

/**
 * Spec §4 Attachments: idle is the empty list; each file is then added, uploading, uploaded or failed
 * (a retry may succeed), or refused: the server will never take it (its type, a virus, its size), so it
 * counts toward nothing, is not sent and only waits for the person to remove it.
 */
export type AttachmentState = 'added' | 'uploading' | 'uploaded' | 'failed' | 'refused';

/** One file of the attachments step, as kept in the draft (the File itself stays in memory). */
export interface AttachmentItem {
  readonly localId: string;
  readonly name: string;
  readonly size: number;
  readonly sha256: string;
  readonly state: AttachmentState;
  /** 0 to 1; the upload is complete when it is 1 (spec §4). */
  readonly progress: number;
  /** The id `v1/upload/batch` gave, sent with the declaration. */
  readonly serverId?: string;
  readonly error?: FieldMessage;
  /** The File was lost in a reload before it reached the server. */
  readonly lost?: boolean;
}

// Names the browser may give no type for (some phones): the server decides by content anyway.
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp|tiff?|pdf)$/i;

/** The server's answers about the file itself: trying the same file again cannot succeed. */
const REFUSALS: ReadonlySet<string> = new Set([
  'error_upload_accept',
  'error_upload_duplicate',
  'error_upload_infected',
  'error_upload_max_size',
]);

export const isRefusal = (key: string) => REFUSALS.has(key);

/** The files that count: everything but the refused. */
export const keptItems = (items: readonly AttachmentItem[]) =>
  items.filter((item) => item.state !== 'refused');

/** The client's first look at a file (spec §5 Uploads); the server checks the content again. */
export function precheckFile(
  file: { readonly name: string; readonly type: string; readonly size: number },
  sha256: string,
  items: readonly AttachmentItem[],
): FieldMessage | undefined {
  const typed = file.type !== '' && (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type);
  if (!typed && !(file.type === '' && ACCEPTED_EXTENSIONS.test(file.name))) {
    return { key: 'error_upload_accept', params: { filename: file.name } };
  }
  const kept = keptItems(items);
  if (kept.some((item) => item.sha256 === sha256)) return { key: 'error_upload_duplicate' };
  if (kept.length >= MAX_ATTACHMENTS_PER_DECLARATION) {
    return { key: 'error_max_items', params: { max: MAX_ATTACHMENTS_PER_DECLARATION } };
  }
  if (totalSize(kept) + file.size > MAX_ATTACHMENTS_BYTES) {
    return { key: 'error_upload_max_size', params: { filename: file.name } };
  }
  return undefined;
}

/** The bytes the kept files take of the 10 MB. */
export function totalSize(items: readonly AttachmentItem[]): number {
  return keptItems(items).reduce((sum, item) => sum + item.size, 0);
}

/**
 * The ids sent with the declaration: only what the server has, each once (a retry whose first answer
 * was lost is answered the first upload's id).
 */
export function uploadedIds(items: readonly AttachmentItem[]): string[] {
  const ids = items.flatMap((item) => (item.state === 'uploaded' && item.serverId ? [item.serverId] : []));
  return [...new Set(ids)];
}

/** Files still to upload before Send: added, failed or on their way, whose File is still in this page. */
export function pendingItems(items: readonly AttachmentItem[], hasFile: (localId: string) => boolean) {
  return keptItems(items).filter((item) => item.state !== 'uploaded' && hasFile(item.localId));
}

/**
 * After a reload the Files are gone: an item that never reached the server cannot be sent and says so
 * (the person adds it again); an upload cut off mid-way counts as failed.
 */
export function restoreItems(items: readonly AttachmentItem[], hasFile: (localId: string) => boolean) {
  return items.map((item) =>
    item.state === 'uploaded' || item.state === 'refused' || hasFile(item.localId)
      ? item
      : { ...item, state: 'failed' as const, progress: 0, lost: true },
  );
}

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
