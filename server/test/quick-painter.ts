import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createLocalAi } from '../adapters/ai/local-ai.js';
import type { AiPort, PaintInput } from '../adapters/ai/ai.port.js';

const canvases = new Map<string, Promise<Buffer>>();

/** A plain canvas of exactly width x height, its colour taken from the prompt; each one made once. */
function canvas(width: number, height: number, prompt: string) {
  const [r, g, b] = createHash('sha256').update(prompt).digest();
  const key = `${width}x${height}:${r},${g},${b}`;
  let png = canvases.get(key);
  if (!png) {
    png = sharp({ create: { width, height, channels: 3, background: { r: r!, g: g!, b: b! } } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    canvases.set(key, png);
  }
  return png;
}

/**
 * The local AI whose painter answers at once with a plain canvas of the asked size: for tests where the
 * portrait is plumbing (the library, orders, files, who may see what), not what they check. The portrait
 * itself is checked by the painter's tests, generation.test.ts, image-jobs.test.ts and every journey.
 * A print-size painting costs the local painter 2–4 s of CPU (decision 037).
 */
export function quickPainterAi(): AiPort {
  const local = createLocalAi();
  return { ...local, paint: async (input) => canvas(input.width, input.height, input.prompt) };
}

/**
 * The real local AI, recording what each painting was given (to see what the painter was asked for); with
 * `size`, painted at that size instead of the asked one (a quick check of plumbing that needs real pixels).
 */
export function recordingAi(size?: { width: number; height: number }): { ai: AiPort; painted: PaintInput[] } {
  const local = createLocalAi();
  const painted: PaintInput[] = [];
  const ai: AiPort = {
    ...local,
    paint: (input) => {
      painted.push(input);
      return local.paint(size ? { ...input, ...size } : input);
    },
  };
  return { ai, painted };
}
