import { ApiError } from '../../api/api-client.ts';
import type { AttachmentItem } from './attachment-list.ts';
import { uploadFile } from './upload-file.ts';

/** The Files of this page, by item: they cannot be kept in the draft, only their server ids. */
const files = new Map<string, File>();

export const hasFile = (localId: string) => files.has(localId);
export const keepFile = (localId: string, file: File) => files.set(localId, file);
export const forgetFile = (localId: string) => files.delete(localId);

export type PatchItem = (localId: string, patch: Partial<AttachmentItem>) => void;

/** Uploads one item, telling its states and progress through `patch`; answers the failure, if any. */
export async function uploadItem(item: AttachmentItem, patch: PatchItem): Promise<ApiError | undefined> {
  const file = files.get(item.localId);
  if (!file) return new ApiError(0, 'error_upload');
  patch(item.localId, { state: 'uploading', progress: 0, error: undefined, lost: false });
  try {
    const uploaded = await uploadFile(file, (progress) => patch(item.localId, { progress }));
    patch(item.localId, { state: 'uploaded', progress: 1, serverId: uploaded.id });
    // Uploaded: the server has it, the page need not hold it any longer.
    files.delete(item.localId);
    return undefined;
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError(0, 'error_upload');
    patch(item.localId, { state: 'failed', progress: 0, error: { key: error.key, params: error.params } });
    return error;
  }
}

/**
 * Spec §4: on Send, unfinished files are uploaded first, one after the other. Answers the server ids
 * of those uploaded now, or the first failure (Send then stops).
 */
export async function uploadPending(
  pending: readonly AttachmentItem[],
  patch: PatchItem,
): Promise<{ readonly ids: readonly string[] } | { readonly failure: ApiError }> {
  const ids: string[] = [];
  for (const item of pending) {
    let id: string | undefined;
    const failure = await uploadItem(item, (localId, change) => {
      if (change.serverId) id = change.serverId;
      patch(localId, change);
    });
    if (failure) return { failure };
    if (id) ids.push(id);
  }
  return { ids };
}
