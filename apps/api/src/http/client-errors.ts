import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';

const ENVELOPE = JSON.stringify({ error: { key: 'error_invalid_request' } });

/**
 * A request Node's HTTP parser refuses before Fastify sees it: URL and headers over 16 KB (431), or
 * bytes that are not HTTP (400). Answered in the API's error envelope, as every refusal is, and without
 * a body to a HEAD request; the connection is closed, since the rest of it cannot be read.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  // A Buffer at run time, whatever Fastify's types say.
  const raw: unknown = error.rawPacket;
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Connection: close',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(ENVELOPE)}`,
      'X-Content-Type-Options: nosniff',
      '',
      head ? '' : ENVELOPE,
    ].join('\r\n'),
  );
}
