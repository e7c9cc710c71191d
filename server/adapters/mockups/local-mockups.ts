import sharp, { type Sharp } from 'sharp';
import { paintFrame, visibleAperture, type ArtPatch, type DropShadow, type RawImage } from './frame-engine.js';
import { frameLayout, type FrameLayout } from './frame-geometry.js';
import { studioBackdrop } from './backdrops.js';
import { roomBackdrop, roomPlacement } from './room-scene.js';
import {
  ArtworkUnreadableError,
  type ComposeFrameInput,
  type FramedViews,
  type MockupColor,
  type MockupSize,
  type MockupsPort,
} from './mockups.port.js';

const FRAMED = { width: 1200, height: 1500, frameHeight: 1220 };
const CLOSE_UP = { width: 1200, height: 1200, moulding: 125, left: 170, top: 150 };
const MAX_ARTWORK_PIXELS = 40_000_000;

/**
 * Decodes the artwork once, checking its transparency first: a cut-out portrait (alpha channel) is
 * laid on white paper, as it would be printed.
 */
async function loadArtwork(bytes: Buffer): Promise<Sharp> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_ARTWORK_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    const img = sharp(bytes, { limitInputPixels: MAX_ARTWORK_PIXELS }).rotate();
    return meta.hasAlpha ? img.flatten({ background: '#ffffff' }) : img;
  } catch (err) {
    throw new ArtworkUnreadableError(`artwork could not be decoded: ${(err as Error).message}`);
  }
}

/** The artwork cropped to the aperture's proportions (centre), at the aperture's pixel size. */
async function artPatch(
  art: Sharp,
  layout: FrameLayout,
  left: number,
  top: number,
  canvas: { width: number; height: number },
): Promise<ArtPatch> {
  const region = visibleAperture(layout, left, top, canvas.width, canvas.height) ?? { x: 0, y: 0, w: 1, h: 1 };
  const { data, info } = await art
    .clone()
    .resize(layout.aperture.w, layout.aperture.h, { fit: 'cover', position: 'centre', kernel: 'lanczos3' })
    .extract({ left: region.x, top: region.y, width: region.w, height: region.h })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    offsetX: region.x,
    offsetY: region.y,
  };
}

const shadowsFor = (scale: number): DropShadow[] => [
  { dx: 0.3 * scale, dy: 0.5 * scale, sigma: 0.45 * scale, opacity: 0.38 },
  { dx: 1.4 * scale, dy: 3 * scale, sigma: 2.6 * scale, opacity: 0.3 },
];

function encode(img: RawImage): Promise<Buffer> {
  const buf = Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length);
  return sharp(buf, { raw: { width: img.width, height: img.height, channels: 3 } })
    .webp({ quality: 86, effort: 2 })
    .toBuffer();
}

/** Where the frame sits in the framed view (1200x1500): centred, about 1220 px tall. */
export function framedViewPlacement(size: MockupSize, color: MockupColor) {
  const probe = frameLayout(size, color, 1000);
  const layout = frameLayout(size, color, Math.round((FRAMED.frameHeight * probe.width) / probe.height));
  return {
    layout,
    left: Math.round((FRAMED.width - layout.width) / 2),
    top: Math.round((FRAMED.height - layout.height) / 2) - 24,
  };
}

async function framedView(art: Sharp, input: ComposeFrameInput): Promise<Buffer> {
  const { layout, left, top } = framedViewPlacement(input.size, input.color);
  const canvas = studioBackdrop(FRAMED.width, FRAMED.height);
  const patch = await artPatch(art, layout, left, top, canvas);
  paintFrame(canvas, { layout, left, top, art: patch, shadows: shadowsFor(layout.moulding * 0.16) });
  return encode(canvas);
}

async function wallView(art: Sharp, input: ComposeFrameInput): Promise<Buffer> {
  const place = roomPlacement(input.size);
  const layout = frameLayout(input.size, input.color, place.width);
  const canvas = await roomBackdrop();
  const patch = await artPatch(art, layout, place.left, place.top, canvas);
  const shadows: DropShadow[] = [
    { dx: 1.5, dy: 2, sigma: 1.6, opacity: 0.4 },
    { dx: 9, dy: 12, sigma: 11, opacity: 0.32 },
  ];
  paintFrame(canvas, {
    layout,
    left: place.left,
    top: place.top,
    art: patch,
    shadows,
    light: [-0.75, -0.45, 0.85],
    sheen: 0.8,
  });
  return encode(canvas);
}

async function closeUpView(art: Sharp, input: ComposeFrameInput): Promise<Buffer> {
  const probe = frameLayout(input.size, input.color, 1000);
  const layout = frameLayout(input.size, input.color, Math.round((CLOSE_UP.moulding / probe.moulding) * 1000));
  const canvas = studioBackdrop(CLOSE_UP.width, CLOSE_UP.height);
  const patch = await artPatch(art, layout, CLOSE_UP.left, CLOSE_UP.top, canvas);
  paintFrame(canvas, {
    layout,
    left: CLOSE_UP.left,
    top: CLOSE_UP.top,
    art: patch,
    shadows: shadowsFor(layout.moulding * 0.16),
    sheen: 1.2,
  });
  return encode(canvas);
}

/** The built-in engine: sharp and per-pixel shading, deterministic, no network. */
export function createLocalMockups(): MockupsPort {
  // Render the room once up front so the first customer does not wait for it.
  void roomBackdrop().catch(() => undefined);
  return {
    kind: 'local',
    async composeFrame(input: ComposeFrameInput): Promise<FramedViews> {
      const art = await loadArtwork(input.artwork);
      const [framed, wall, closeUp] = await Promise.all([
        framedView(art, input),
        wallView(art, input),
        closeUpView(art, input),
      ]);
      return { framed, wall, closeUp };
    },
  };
}
