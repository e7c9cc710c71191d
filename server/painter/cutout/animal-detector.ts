import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { SmallRgb } from './neural-mask.js';

/** NanoDet-g, a COCO object detector (Apache-2.0), vendored: see models/README.md. */
const MODEL_JSON = fileURLToPath(new URL('./models/nanodet.json', import.meta.url));
/**
 * The side the model was converted for, and the side it runs at: at 320 it costs about half of its
 * 416 and found the pets of the labelled set better (a pet fills much of a portrait photo; decision
 * 035). The graph is convolutional except for four upsampling sizes, rescaled at load (atSide).
 */
const CONVERTED_SIDE = 416;
const SIDE = 320;
/** Its strides (one output pair each) and its box bins per side (GFL, reg_max 10). */
const STRIDES = [8, 16, 32];
const BINS = 11;
/** NanoDet-g's input normalisation, per channel in BGR order (its training config). */
const MEAN_BGR = [103.53, 116.28, 123.675];
const STD_BGR = [57.375, 57.12, 58.395];
/** Below this score a detection is noise; the caller sets its own, higher bars (animal-focus.ts). */
const MIN_SCORE = 0.05;
/** Boxes of one class overlapping more than this are one object (non-maximum suppression). */
const SAME_OBJECT = 0.5;

/** The 80 COCO classes in the model's output order. */
// prettier-ignore
const COCO = ['person', 'bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train', 'truck', 'boat', 'traffic light', 'fire hydrant',
  'stop sign', 'parking meter', 'bench', 'bird', 'cat', 'dog', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe', 'backpack',
  'umbrella', 'handbag', 'tie', 'suitcase', 'frisbee', 'skis', 'snowboard', 'sports ball', 'kite', 'baseball bat', 'baseball glove',
  'skateboard', 'surfboard', 'tennis racket', 'bottle', 'wine glass', 'cup', 'fork', 'knife', 'spoon', 'bowl', 'banana', 'apple',
  'sandwich', 'orange', 'broccoli', 'carrot', 'hot dog', 'pizza', 'donut', 'cake', 'chair', 'couch', 'potted plant', 'bed',
  'dining table', 'toilet', 'tv', 'laptop', 'mouse', 'remote', 'keyboard', 'cell phone', 'microwave', 'oven', 'toaster', 'sink',
  'refrigerator', 'book', 'clock', 'vase', 'scissors', 'teddy bear', 'hair drier', 'toothbrush'];
/** COCO's animal classes (the ten of its "animal" super-category). */
export const ANIMALS = new Set(['bird', 'cat', 'dog', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe']);

/** A detection: its COCO class, score 0-1 and box [x0, y0, x1, y1] as fractions of the photo. */
export type Detection = { label: string; score: number; box: [number, number, number, number] };

let modelFile = MODEL_JSON;
let model: Promise<GraphModel | null> | undefined;
let warned = false;

/** One warning line per thread (and per file a test points at), however often the detector is missed. */
function warnOnce(what: string, err: unknown) {
  if (warned) return;
  warned = true;
  console.warn(
    `The animal detector ${what} (${(err as Error).message.split('\n')[0]}): the cut-out goes on without it.`,
  );
}

/** Tests and the bench point the detector elsewhere (a missing file) to check the fallback; no argument: the vendored model. */
export function useDetectorFile(file = MODEL_JSON) {
  modelFile = file;
  model = undefined;
  warned = false;
}

/** TensorFlow.js on its WebAssembly backend, whose .wasm files ship inside the npm package (never fetched). */
async function loadTf() {
  // Emscripten's loader adds process handlers that rethrow; the process keeps its own (removed below).
  const before = { ex: process.listeners('uncaughtException'), rej: process.listeners('unhandledRejection') };
  const tf = await import('@tensorflow/tfjs-core');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm')), '/');
  // One thread per image thread, like the cut-out model: the pool already runs one task per core.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  wasm.setWasmPaths(dist);
  const started = await tf.setBackend('wasm');
  for (const l of process.listeners('uncaughtException'))
    if (!before.ex.includes(l)) process.off('uncaughtException', l);
  for (const l of process.listeners('unhandledRejection'))
    if (!before.rej.includes(l)) process.off('unhandledRejection', l);
  if (!started) throw new Error('the WebAssembly backend did not start');
  return tf;
}

/** One model per thread, loaded on first use; null when it cannot load (the caller goes on without it). */
function loadModel(): Promise<GraphModel | null> {
  model ??= (async () => {
    try {
      await loadTf();
      const { loadGraphModel } = await import('@tensorflow/tfjs-converter');
      const json = JSON.parse(fs.readFileSync(modelFile, 'utf8')) as {
        modelTopology: object;
        format: string;
        weightsManifest: { paths: string[]; weights: unknown[] }[];
      };
      const groups = json.weightsManifest;
      const bytes = Buffer.concat(
        groups.flatMap((g) => g.paths.map((p) => fs.readFileSync(path.join(path.dirname(modelFile), p)))),
      );
      const weightSpecs = groups.flatMap((g) => g.weights) as WeightSpec[];
      atSide(json as unknown as Graph, weightSpecs, bytes, SIDE);
      const weightData = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      return await loadGraphModel({
        load: async () => ({
          modelTopology: json.modelTopology,
          weightSpecs: weightSpecs as never,
          weightData,
          format: json.format,
        }),
      });
    } catch (err) {
      warnOnce('failed to load', err);
      return null;
    }
  })();
  return model;
}

type WeightSpec = { name: string; shape: number[]; dtype: string; quantization?: { dtype: string } };
type Dims = { dim: { size: string }[] };
type Graph = {
  modelTopology: { node: { name: string; op: string; input?: string[]; attr?: { shape?: { shape: Dims } } }[] };
  signature?: { inputs: Record<string, { tensorShape: Dims }> };
};
const BYTES: Record<string, number> = { float16: 2, uint16: 2, uint8: 1 };

/**
 * The converted graph made to take side×side: its declared input shape, and the output sizes of its
 * upsampling steps (int32 constants in the weights, written in place in `bytes`) scaled from 416.
 */
function atSide(graph: Graph, specs: WeightSpec[], bytes: Buffer, side: number) {
  if (side === CONVERTED_SIDE) return;
  const square = [{ size: '1' }, { size: '3' }, { size: String(side) }, { size: String(side) }];
  for (const n of graph.modelTopology.node)
    if (n.op === 'Placeholder' && n.attr?.shape) n.attr.shape.shape.dim = square;
  for (const input of Object.values(graph.signature?.inputs ?? {})) input.tensorShape.dim = square;
  const sizes = new Set(
    graph.modelTopology.node.filter((n) => n.op === 'ResizeBilinear').map((n) => n.input![1]!.split(':')[0]),
  );
  let at = 0;
  for (const w of specs) {
    const count = w.shape.reduce((a, b) => a * b, 1);
    if (sizes.has(w.name) && w.dtype === 'int32' && !w.quantization)
      for (let i = 0; i < count; i++)
        bytes.writeInt32LE((bytes.readInt32LE(at + i * 4) * side) / CONVERTED_SIDE, at + i * 4);
    at += count * (BYTES[w.quantization?.dtype ?? ''] ?? 4);
  }
  if (at !== bytes.length) throw new Error(`the detector's weights are ${bytes.length} bytes, its manifest says ${at}`);
}

/**
 * Every COCO object the detector sees in the photo at MIN_SCORE or more, best first; null when the
 * detector is unavailable. Boxes are fractions of the photo.
 */
export async function detectObjects(rgb: SmallRgb): Promise<Detection[] | null> {
  const m = await loadModel();
  if (!m) return null;
  try {
    return await detect(m, rgb);
  } catch (err) {
    warnOnce('failed', err);
    return null;
  }
}

async function detect(m: GraphModel, rgb: SmallRgb): Promise<Detection[]> {
  const tf = await import('@tensorflow/tfjs-core');
  const data = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const n = SIDE * SIDE;
  const planes = new Float32Array(3 * n);
  for (let i = 0; i < n; i++)
    for (let c = 0; c < 3; c++) planes[c * n + i] = (data[i * 3 + 2 - c]! - MEAN_BGR[c]!) / STD_BGR[c]!;
  const input = tf.tensor4d(planes, [1, 3, SIDE, SIDE]);
  const outs = m.execute(input) as import('@tensorflow/tfjs-core').Tensor[];
  const read = async (cells: number, width: number) => {
    const t = outs.find((o) => o.shape[1] === cells && o.shape[2] === width);
    if (!t) throw new Error(`the detector has no ${cells}x${width} output`);
    return (await t.data()) as Float32Array;
  };
  const found: Detection[] = [];
  for (const stride of STRIDES) {
    const side = SIDE / stride;
    const scores = await read(side * side, COCO.length);
    const bins = await read(side * side, 4 * BINS);
    for (let cell = 0; cell < side * side; cell++) {
      const cx = ((cell % side) + 0.5) * stride,
        cy = (Math.floor(cell / side) + 0.5) * stride;
      let box: Detection['box'] | undefined;
      for (let k = 0; k < COCO.length; k++) {
        const score = scores[cell * COCO.length + k]!;
        if (score < MIN_SCORE) continue;
        box ??= cellBox(bins, cell, cx, cy, stride);
        found.push({ label: COCO[k]!, score, box });
      }
    }
  }
  tf.dispose([input, ...outs]);
  return suppress(found.sort((a, b) => b.score - a.score));
}

/** A cell's box: the expected distance to each side from its 11-bin distribution (GFL), as fractions. */
function cellBox(bins: Float32Array, cell: number, cx: number, cy: number, stride: number): Detection['box'] {
  const [l, t, r, b] = [0, 1, 2, 3].map((side) => {
    const at = cell * 4 * BINS + side * BINS;
    let top = -Infinity;
    for (let j = 0; j < BINS; j++) top = Math.max(top, bins[at + j]!);
    let sum = 0,
      mean = 0;
    for (let j = 0; j < BINS; j++) {
      const e = Math.exp(bins[at + j]! - top);
      sum += e;
      mean += e * j;
    }
    return (mean / sum) * stride;
  }) as [number, number, number, number];
  const f = (v: number) => Math.min(1, Math.max(0, v / SIDE));
  return [f(cx - l), f(cy - t), f(cx + r), f(cy + b)];
}

export const boxArea = ([x0, y0, x1, y1]: Detection['box']) => (x1 - x0) * (y1 - y0);

/** The overlap of two boxes over their union. */
export function overlap(a: Detection['box'], b: Detection['box']) {
  const ix = Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])),
    iy = Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  return (ix * iy) / Math.max(1e-9, boxArea(a) + boxArea(b) - ix * iy);
}

/** Per class, the best of boxes that overlap (sorted best first in, best first out). */
function suppress(sorted: Detection[]): Detection[] {
  const kept: Detection[] = [];
  for (const d of sorted)
    if (!kept.some((k) => k.label === d.label && overlap(k.box, d.box) > SAME_OBJECT)) kept.push(d);
  return kept;
}
