import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the browser accepts (no q-values weighing: browsers send br and gzip plainly). */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body in every encoding, compressed once (at the highest levels) for all the requests that send it. */
export async function encodedForms(body: Buffer): Promise<Readonly<Record<Encoding, Buffer>>> {
  return {
    identity: body,
    gzip: await gzipAsync(body, { level: 9 }),
    br: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}
