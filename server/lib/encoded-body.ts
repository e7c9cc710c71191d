import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A body served many times: its bytes, its compressed forms and its ETag, made once. */
export type EncodedBody = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer };

/** Compression effort: more shrinks the body further but costs more time, once per body. */
export type Effort = { gzipLevel: number; brotliQuality: number };

export function encodeBody(identity: Buffer, effort: Effort): EncodedBody {
  return {
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: gzipSync(identity, { level: effort.gzipLevel }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality } }),
  };
}
