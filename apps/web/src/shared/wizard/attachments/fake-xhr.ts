import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest in component tests of uploads: each request waits until the test
 * reports progress or answers it, so the states in between (uploading, its progress) can be seen.
 */
export class FakeXhr {
  static readonly sent: FakeXhr[] = [];
  method = '';
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  body: unknown;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'date' ? 'Tue, 06 May 2025 08:05:00 GMT' : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The name of the file this request carries. */
  fileName(): string | undefined {
    const file = this.body instanceof FormData ? this.body.get('files') : null;
    return file instanceof File ? file.name : undefined;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  /** The server's answer to an upload it kept: `v1/upload/batch`'s data list of one file. */
  accept(id: string) {
    this.answer(200, { data: [{ id, filename: this.fileName(), size: 1, sha256: 'x' }] });
  }

  /** Replaces XMLHttpRequest for this test (undone by vi.unstubAllGlobals) and forgets older requests. */
  static install(): typeof FakeXhr.sent {
    FakeXhr.sent.length = 0;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return FakeXhr.sent;
  }
}
