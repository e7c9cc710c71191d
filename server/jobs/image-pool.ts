import os from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { AiPort, CutoutOptions, PaintInput } from '../adapters/ai/ai.port.js';
import {
  ArtworkUnreadableError,
  type ComposeFrameInput,
  type FramedViews,
  type MockupsPort,
} from '../adapters/mockups/mockups.port.js';
import { AppError } from '../core/errors.js';
import { UNREADABLE_PREFIX, type ImageTask } from './image-thread.js';
import { STOPPED, STOPPED_PREFIX } from './native-gate.js';
import type { PhotoFindings } from '../features/uploads/photo-measures.service.js';
import type { PetPhoto } from '../features/generation/pet-pair.service.js';

/** Set by scripts/build-server.ts: the compiled thread file, relative to this source file. */
declare const __IMAGE_THREAD_BUNDLE__: string | undefined;
const COMPILED = typeof __IMAGE_THREAD_BUNDLE__ === 'string';
const THREAD_FILE = fileURLToPath(new URL(COMPILED ? __IMAGE_THREAD_BUNDLE__ : './image-thread.ts', import.meta.url));
const toBuffer = (u: Uint8Array) => (Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength));

export const defaultConcurrency = () => Math.max(1, os.availableParallelism());

/**
 * Work cut short by a stop (or asked for while stopping): not the customer's doing and not lasting, so a
 * job hands itself back to the queue and a request answers 503.
 */
const stoppedError = () =>
  new AppError('UNAVAILABLE', 'The shop is restarting. Please try again in a few seconds.', { retryAfterSeconds: 5 });

/**
 * The CPU side of the image queue: at most `size` pixel tasks of any kind (painting, background
 * removal, lettering, framing, seed previews) at once, each in a worker thread. Tasks beyond the cap
 * wait in the pool's queue, so a burst of one kind cannot oversubscribe the CPU.
 */
export function createImagePool(size = defaultConcurrency()) {
  // From source the thread file is TypeScript: a worker needs the tsx loader when the parent was not started with it.
  const hasTsx = COMPILED || process.execArgv.some((a) => a.includes('tsx'));
  const shared = new Int32Array(new SharedArrayBuffer(4));
  const stopped = () => Atomics.load(shared, STOPPED) === 1;
  const pool = new Piscina({
    workerData: { shared },
    filename: THREAD_FILE,
    minThreads: 0,
    maxThreads: size,
    idleTimeout: 30_000,
    execArgv: hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'],
  });
  let closing: Promise<void> | undefined;
  const run = async <T>(task: ImageTask) => {
    if (stopped()) throw stoppedError();
    try {
      return (await pool.run(task)) as T;
    } catch (err) {
      const message = (err as Error).message ?? '';
      // Cut at its next pixel step, or dropped from the queue when the pool closed.
      if (message.startsWith(STOPPED_PREFIX) || stopped()) throw stoppedError();
      if (message.startsWith(UNREADABLE_PREFIX))
        throw new ArtworkUnreadableError(message.slice(UNREADABLE_PREFIX.length));
      throw err;
    }
  };
  return {
    size,
    paint: async (input: PaintInput) => toBuffer(await run<Uint8Array>({ task: 'paint', input })),
    removeBackground: async (photo: Buffer, opts: CutoutOptions = {}) =>
      toBuffer(await run<Uint8Array>({ task: 'removeBackground', photo, subjectMask: opts.subjectMask })),
    namedPortrait: async (cutout: Buffer, petName: string, width: number, height: number, subjectMask?: Buffer) =>
      toBuffer(await run<Uint8Array>({ task: 'namedPortrait', cutout, petName, width, height, subjectMask })),
    composeFrame: async (input: ComposeFrameInput): Promise<FramedViews> => {
      const v = await run<FramedViews>({ task: 'composeFrame', input });
      return { framed: toBuffer(v.framed), wall: toBuffer(v.wall), closeUp: toBuffer(v.closeUp) };
    },
    encodeArtwork: async (png: Buffer, previewHeight: number) => {
      const r = await run<{
        full: Uint8Array;
        preview: Uint8Array;
        previewWidth: number;
        small: Uint8Array;
        smallWidth: number;
      }>({ task: 'encodeArtwork', png, previewHeight });
      return {
        full: toBuffer(r.full),
        preview: toBuffer(r.preview),
        previewWidth: r.previewWidth,
        small: toBuffer(r.small),
        smallWidth: r.smallWidth,
      };
    },
    composePetPair: async (a: PetPhoto, b: PetPhoto) => {
      const r = await run<{ photo: Uint8Array; mask: Uint8Array }>({ task: 'composePetPair', a, b });
      return { photo: toBuffer(r.photo), mask: toBuffer(r.mask) };
    },
    checkPhoto: async (photo: Buffer, mask?: Buffer) => {
      const r = await run<PhotoFindings>({ task: 'checkPhoto', photo, mask });
      return { ...r, outline: toBuffer(r.outline), mask: toBuffer(r.mask) };
    },
    /** A reduced copy of an artwork, watermarked with the shop's name: the proof a customer approves (order-proof.ts). */
    proofImage: async (image: Buffer, height: number, shop: string) =>
      toBuffer(await run<Uint8Array>({ task: 'proofImage', image, height, shop })),
    /** Tasks running plus waiting. */
    pending: () => pool.queueSize + pool.utilization * size,
    /**
     * Cuts the work in flight short: every thread starts no more native pixel work, so each running task
     * ends at its next step (a thread is never terminated mid-task) and new tasks are refused.
     */
    stop: () => void Atomics.store(shared, STOPPED, 1),
    /**
     * Stops, drops the tasks not yet started and waits for the running ones to end: terminating a thread
     * inside sharp or onnxruntime aborts the whole process (a native exception), which turned a drained
     * SIGTERM into a crash; since the stop, a running task ends within one pixel step.
     */
    close: () => {
      Atomics.store(shared, STOPPED, 1);
      closing ??= pool.close({ force: true });
      return closing;
    },
  };
}
export type ImagePool = ReturnType<typeof createImagePool>;

/** The local AI with its pixel work in the pool; OpenAI keeps painting remotely, segmentation goes to the pool. */
export function threadedAi(ai: AiPort, pool: ImagePool): AiPort {
  return {
    ...ai,
    paint: ai.kind === 'local' ? pool.paint : ai.paint.bind(ai),
    removeBackground: pool.removeBackground,
  };
}

/** The built-in framing engine in the pool; Printful stays remote. */
export function threadedMockups(mockups: MockupsPort, pool: ImagePool): MockupsPort {
  return mockups.kind === 'local' ? { kind: 'local', composeFrame: pool.composeFrame } : mockups;
}
