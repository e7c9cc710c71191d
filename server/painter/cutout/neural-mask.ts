import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { InferenceSession } from 'onnxruntime-node';

/** U²-Net-p (Apache-2.0), vendored: see models/README.md. */
const MODEL_FILE = fileURLToPath(new URL('./models/u2netp.onnx', import.meta.url));
/** The model's input side. */
const SIDE = 320;
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

export type ModelStatus = { ok: true } | { ok: false; reason: string };

let modelFile = MODEL_FILE;
let session: Promise<InferenceSession | null> | undefined;

/** Tests point the model elsewhere (a missing file) to check the fallback. */
export function useModelFile(file: string) {
  modelFile = file;
  session = undefined;
}

/**
 * Whether the model can be used here, without loading it (the API process stays small): the file
 * is present and the runtime is installed. A runtime that still fails (an unsupported CPU) is
 * caught where the model loads, in the image threads, which then fall back too.
 */
export async function cutoutModelStatus(): Promise<ModelStatus> {
  try {
    const size = fs.statSync(modelFile).size;
    if (size < 1_000_000) return { ok: false, reason: `${modelFile} is ${size} bytes, not the model` };
    createRequire(import.meta.url).resolve('onnxruntime-node');
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: (err as Error).message.split('\n')[0]! };
  }
}

/** One session per thread, made on first use; null when the model cannot load (the caller falls back). */
function loadSession(): Promise<InferenceSession | null> {
  session ??= (async () => {
    try {
      const ort = await import('onnxruntime-node');
      // Two threads per session, not spinning while they wait: the photo check, which the customer
      // waits for, answers in 0.75-1.04 s at worst instead of 1.2 (a second pass), and a portrait costs
      // what it did on one thread; two checks at once share the cores instead of burning them (decision 035).
      // The memory arena stays (without it a pass costs 0.59 s instead of 0.45) but without memory
      // patterns: the arena then settles near 290 MB per thread instead of 480 (bench/LOG.md,
      // 2026-11-27, "Memory"); idle threads exit and free it.
      return await ort.InferenceSession.create(fs.readFileSync(modelFile), {
        intraOpNumThreads: 2,
        interOpNumThreads: 1,
        extra: { session: { 'intra_op.allow_spinning': '0' } },
        graphOptimizationLevel: 'all',
        enableMemPattern: false,
      });
    } catch (err) {
      // A missing file was reported at start (cutoutModelStatus); a runtime that fails here was not.
      if (fs.existsSync(modelFile))
        console.warn(
          `The cut-out model failed to load in an image thread (${(err as Error).message.split('\n')[0]}): using the colour heuristic.`,
        );
      return null;
    }
  })();
  return session;
}

/** The photo decoded once, upright, RGB, small: what the model and the plain-ground test read. */
export type SmallRgb = { data: Buffer; width: number; height: number };

/**
 * The model's saliency for the photo, 0-255, at the photo's aspect with its long side at SIDE
 * (the model's own resolution): soft at fur and whiskers. Null when the model is unavailable.
 */
export async function neuralSaliency(rgb: SmallRgb): Promise<{ mask: Buffer; width: number; height: number } | null> {
  const s = await loadSession();
  if (!s) return null;
  const ort = await import('onnxruntime-node');
  const data = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .resize(SIDE, SIDE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let max = 1;
  for (const v of data) if (v > max) max = v;
  const n = SIDE * SIDE;
  const input = new Float32Array(3 * n);
  for (let i = 0; i < n; i++)
    for (let c = 0; c < 3; c++) input[c * n + i] = (data[i * 3 + c]! / max - MEAN[c]!) / STD[c]!;
  const out = await s.run({ [s.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, SIDE, SIDE]) });
  const pred = out[s.outputNames[0]!]!.data as Float32Array;
  let lo = Infinity,
    hi = -Infinity;
  for (const v of pred) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
  const square = Buffer.alloc(n);
  for (let i = 0; i < n; i++) square[i] = Math.round(((pred[i]! - lo) / Math.max(1e-6, hi - lo)) * 255);
  const k = SIDE / Math.max(rgb.width, rgb.height);
  const width = Math.max(1, Math.round(rgb.width * k)),
    height = Math.max(1, Math.round(rgb.height * k));
  const mask = await sharp(square, { raw: { width: SIDE, height: SIDE, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { mask, width, height };
}
