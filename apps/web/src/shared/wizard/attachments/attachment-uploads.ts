import { ApiError } from '../../api/api-client.ts';
import { type AttachmentItem, isRefusal } from './attachment-list.ts';
import { uploadFile } from './upload-file.ts';

/** The Files of this page, by item: they cannot be kept in the draft, only their server ids. */
const files = new Map<string, File>();
/** Uploads on their way, by item: whoever asks for the same item again waits for this one. */
const running = new Map<string, { readonly result: Promise<UploadResult>; readonly abort: () => void }>();
/** Server ids of the uploads finished in this page, by item (the draft may not show them yet). */
const finished = new Map<string, string>();

/** Whether this page can still send the item: its File is here, on its way, or already uploaded. */
export const hasFile = (localId: string) => files.has(localId) || finished.has(localId);
export const keepFile = (localId: string, file: File) => files.set(localId, file);
export const isUploading = (localId: string) => running.has(localId);

/** The person removed the item: its upload, if still on its way, is stopped, and its File let go. */
export function forgetFile(localId: string): void {
  running.get(localId)?.abort();
  running.delete(localId);
  files.delete(localId);
  finished.delete(localId);
}

export type PatchItem = (localId: string, patch: Partial<AttachmentItem>) => void;

/**
 * An upload's end: the server's id; a failure a retry may mend; the server's refusal of the file itself
 * (it is then left out of the declaration); or nothing because the person removed the file.
 */
export type UploadResult =
  | { readonly id: string }
  | { readonly failure: ApiError }
  | { readonly refused: ApiError }
  | { readonly removed: true };

/**
 * Uploads one item, telling its states and progress through `patch`. Asked again while it is on its
 * way (Send, a second click on Retry), it starts nothing new: the same upload is waited for; asked
 * after it succeeded, it answers the id at once.
 */
export function uploadItem(item: AttachmentItem, patch: PatchItem): Promise<UploadResult> {
  const { localId } = item;
  const id = finished.get(localId);
  if (id) return Promise.resolve({ id });
  const active = running.get(localId);
  if (active) return active.result;
  const file = files.get(localId);
  if (!file) return Promise.resolve({ failure: new ApiError(0, 'error_upload') });

  const controller = new AbortController();
  patch(localId, { state: 'uploading', progress: 0, error: undefined, lost: false });
  const result = uploadFile(file, (progress) => patch(localId, { progress }), controller.signal).then(
    (uploaded): UploadResult => {
      finished.set(localId, uploaded.id);
      // Uploaded: the server has it, the page need not hold it any longer.
      files.delete(localId);
      patch(localId, { state: 'uploaded', progress: 1, serverId: uploaded.id });
      return { id: uploaded.id };
    },
    (caught: unknown): UploadResult => {
      if (controller.signal.aborted) return { removed: true };
      const error = caught instanceof ApiError ? caught : new ApiError(0, 'error_upload');
      const refused = isRefusal(error.key);
      // A refused file can never be sent: the page lets it go, the line only offers Remove.
      if (refused) files.delete(localId);
      patch(localId, {
        state: refused ? 'refused' : 'failed',
        progress: 0,
        error: { key: error.key, params: error.params },
      });
      return refused ? { refused: error } : { failure: error };
    },
  );
  running.set(localId, { result, abort: () => controller.abort() });
  void result.finally(() => {
    if (running.get(localId)?.result === result) running.delete(localId);
  });
  return result;
}

/**
 * Spec §4: on Send, unfinished files are uploaded first, one after the other; a file already on its
 * way is waited for, not sent twice. Answers the server ids of these items (a removed or refused one
 * has none: Send goes on without it), or the first failure (Send then stops).
 */
export async function uploadPending(
  pending: readonly AttachmentItem[],
  patch: PatchItem,
): Promise<{ readonly ids: readonly string[] } | { readonly failure: ApiError }> {
  const ids: string[] = [];
  for (const item of pending) {
    const result = await uploadItem(item, patch);
    if ('failure' in result) return { failure: result.failure };
    if ('id' in result) ids.push(result.id);
  }
  return { ids };
}
