import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoded = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer };

/** Serialises a JSON body once and keeps its compressed forms and ETag until invalidated. */
export function createJsonCache<T>(load: () => Promise<T>) {
  let current: Promise<Encoded> | null = null;
  let generation = 0;
  const build = async (): Promise<Encoded> => {
    const identity = Buffer.from(JSON.stringify(await load()));
    return {
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
  };
  return {
    get(): Promise<Encoded> {
      if (!current) {
        const mine = ++generation;
        current = build().catch((err) => {
          if (generation === mine) current = null;
          throw err;
        });
      }
      return current;
    },
    invalidate() {
      generation++;
      current = null;
    },
  };
}

/** Picks br, then gzip, then identity, from an Accept-Encoding header. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').split(',').map((s) => s.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
