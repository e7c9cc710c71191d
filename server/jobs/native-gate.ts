import sharp from 'sharp';

/** Slot of the shared Int32Array set to 1 when the pool stops. */
export const STOPPED = 0;
/** Marks the error of a task cut short by a stop, across the thread boundary. */
export const STOPPED_PREFIX = 'ImagePoolStopped: ';

type Method = (this: unknown, ...args: unknown[]) => unknown;

/**
 * In an image thread: once the pool is told to stop, sharp starts no more native work (each call
 * throws), so a painting in flight ends at its next pixel step instead of running to its end. The
 * thread is never terminated: a thread killed inside sharp aborts the whole process (decision 031).
 */
export function gateNativeWork(shared: Int32Array) {
  const proto = sharp.prototype as unknown as Record<string, Method>;
  for (const name of ['_pipeline', 'metadata', 'stats']) {
    const original = proto[name];
    if (typeof original !== 'function') continue;
    proto[name] = function gated(this: unknown, ...args: unknown[]) {
      if (!Atomics.load(shared, STOPPED)) return original.apply(this, args);
      const err = new Error(`${STOPPED_PREFIX}the image work was cut short by a stop`);
      const callback = args.find((a) => typeof a === 'function') as ((e: Error) => void) | undefined;
      if (!callback) return Promise.reject(err);
      queueMicrotask(() => callback(err));
      return this;
    };
  }
}
