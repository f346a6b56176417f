import { apiPath, ENDPOINT, UploadAnswerSchema, type UploadedFile, uploadEndpoint } from '@pow/contracts';
import { ApiError, apiRequest, errorOf } from '../../api/api-client.ts';
import { currentLocale } from '../../i18n/i18n.ts';

/** The message of a refused upload (spec §8): a 401 is always the ended session, whoever answered. */
function uploadErrorOf(status: number, date: string | null, body: unknown): ApiError {
  const error = errorOf(status, date, body);
  if (status === 401) return new ApiError(status, 'error_upload_no_session', { date });
  return error.key === 'error_occured' ? new ApiError(status, 'error_upload', { date }) : error;
}

/**
 * One file to `v1/upload/batch` (spec §7), as multipart. XMLHttpRequest, not fetch: only it reports
 * upload progress, which the person sees on a slow connection. `signal` stops it (the file removed).
 */
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    if (signal?.aborted) return reject(new ApiError(0, 'error_upload'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.open('POST', apiPath(ENDPOINT.uploadBatch));
    request.setRequestHeader('X-Language', currentLocale());
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 0.99));
    };
    request.onerror = () => reject(new ApiError(0, 'error_upload'));
    request.onabort = () => reject(new ApiError(0, 'error_upload'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        return reject(uploadErrorOf(request.status, request.getResponseHeader('date'), body));
      }
      const [uploaded] = UploadAnswerSchema.safeParse(body).data?.data ?? [];
      if (!uploaded) return reject(new ApiError(request.status, 'error_upload'));
      onProgress(1);
      resolve(uploaded);
    };
    const form = new FormData();
    form.append('files', file, file.name);
    request.send(form);
  });
}

/** Removes an attachment from the server before it is sent (the person changed their mind). */
export async function deleteUpload(id: string): Promise<void> {
  await apiRequest(uploadEndpoint(id), { method: 'DELETE' }).catch((error: unknown) => {
    // Already gone (an ended session, a clean-up): nothing is left to remove.
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return;
    throw error;
  });
}
