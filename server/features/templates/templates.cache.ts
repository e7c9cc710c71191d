import { encodeBody, type EncodedBody } from '../../lib/encoded-body.js';

export type Encoded = EncodedBody;

/** One JSON body, serialised once, with its compressed forms and ETag. */
export function encodeJson(value: unknown): Encoded {
  return encodeBody(Buffer.from(JSON.stringify(value)), { gzipLevel: 9, brotliQuality: 11 });
}

/** What a load returns: the main body, and optionally bodies served by key (one item by id) built with it. */
export type Loaded = { body: unknown; parts?: Iterable<[string, unknown]> };
export type Built = Encoded & { parts: Map<string, Encoded> };

/** Serialises JSON bodies once and keeps their compressed forms and ETags until invalidated. */
export function createJsonCache(load: () => Promise<Loaded>) {
  let current: Promise<Built> | null = null;
  /** The built value once `current` has resolved (for synchronous readers), else null. */
  let ready: Built | null = null;
  let generation = 0;
  const build = async (): Promise<Built> => {
    const { body, parts } = await load();
    const byKey = new Map<string, Encoded>();
    for (const [key, part] of parts ?? []) byKey.set(key, encodeJson(part));
    return { ...encodeJson(body), parts: byKey };
  };
  return {
    get(): Promise<Built> {
      if (!current) {
        const mine = ++generation;
        current = build().then(
          (built) => {
            if (generation === mine) ready = built;
            return built;
          },
          (err) => {
            if (generation === mine) current = null;
            throw err;
          },
        );
      }
      return current;
    },
    /** The current value if already built, without starting a load. */
    peek(): Built | null {
      return ready;
    },
    invalidate() {
      generation++;
      current = null;
      ready = null;
    },
  };
}
