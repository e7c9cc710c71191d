import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createLocalMockups, framedViewPlacement } from './local-mockups.js';
import { frameLayout } from './frame-geometry.js';
import { roomPlacement } from './room-scene.js';
import {
  ArtworkUnreadableError,
  MOCKUP_COLORS,
  MOCKUP_SIZES,
  parseMockupColor,
  parseMockupSize,
  type MockupColor,
  type MockupSize,
} from './mockups.port.js';

const engine = createLocalMockups();

/** A pale test print 900x1200 (3:4) with pure red stripes along its left and right 2%. */
async function stripedArtwork() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#cfe3f2"/><circle cx="450" cy="600" r="300" fill="#9cc3e0"/>
    <rect width="18" height="1200" fill="#ff0000"/><rect x="882" width="18" height="1200" fill="#ff0000"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function rawOf(webp: Buffer) {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  return { data, info, at };
}

/** Mean colour and luminance spread of a rectangle. */
function stats(img: Awaited<ReturnType<typeof rawOf>>, x0: number, y0: number, w: number, h: number) {
  let r = 0,
    g = 0,
    b = 0,
    l2 = 0;
  const n = w * h;
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) {
      const [pr, pg, pb] = img.at(x, y);
      r += pr;
      g += pg;
      b += pb;
      const l = 0.3 * pr + 0.59 * pg + 0.11 * pb;
      l2 += l * l;
    }
  const mean = { r: r / n, g: g / n, b: b / n };
  const lum = 0.3 * mean.r + 0.59 * mean.g + 0.11 * mean.b;
  return { ...mean, lum, spread: Math.sqrt(Math.max(0, l2 / n - lum * lum)) };
}

/** The left moulding's middle stretch in the framed view. */
async function mouldingStats(framed: Buffer, size: MockupSize, color: MockupColor) {
  const { layout, left, top } = framedViewPlacement(size, color);
  const img = await rawOf(framed);
  const m = layout.moulding;
  return stats(
    img,
    left + Math.round(m * 0.2),
    top + Math.round(layout.height * 0.3),
    Math.round(m * 0.4),
    Math.round(layout.height * 0.4),
  );
}

describe('frame geometry', () => {
  it.each(MOCKUP_SIZES.flatMap((s) => MOCKUP_COLORS.map((c) => [s, c] as const)))(
    '%s %s: outer aspect is the print size, the opening the artwork',
    (size, color) => {
      const l = frameLayout(size, color, 1000);
      expect(l.width / l.height).toBeCloseTo({ small: 8 / 10, medium: 12 / 16, large: 18 / 24 }[size], 2);
      expect(l.aperture.w / l.aperture.h).toBeCloseTo(
        size === 'large' && color === 'black' ? 18 / 25 : l.width / l.height,
        2,
      );
      expect(l.aperture.x).toBeGreaterThan(l.moulding);
      expect(l.aperture.y + l.aperture.h).toBeLessThan(l.height - l.moulding);
    },
  );

  it('hangs prints on the wall at their real size relative to each other', () => {
    const [s, m, l] = MOCKUP_SIZES.map(roomPlacement);
    expect(m!.width / s!.width).toBeCloseTo(12 / 8, 1);
    expect(l!.height / s!.height).toBeCloseTo(24 / 10, 1);
  });

  it('reads sizes and colours by name or label', () => {
    expect(parseMockupSize('8x10')).toBe('small');
    expect(parseMockupSize('18X24')).toBe('large');
    expect(parseMockupSize('huge')).toBeNull();
    expect(parseMockupColor('Red Oak')).toBe('red_oak');
    expect(parseMockupColor('gold')).toBeNull();
  });
});

describe('local mockup engine', () => {
  it('returns three different WebP views at their sizes, deterministically', async () => {
    const artwork = await stripedArtwork();
    const views = await engine.composeFrame({ artwork, size: 'medium', color: 'black' });
    const metas = await Promise.all([views.framed, views.wall, views.closeUp].map((b) => sharp(b).metadata()));
    expect(metas.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', 1200, 1500],
      ['webp', 1600, 1200],
      ['webp', 1200, 1200],
    ]);
    expect(new Set([views.framed, views.wall, views.closeUp].map((b) => b.toString('base64'))).size).toBe(3);
    const again = await engine.composeFrame({ artwork, size: 'medium', color: 'black' });
    expect(again.framed.equals(views.framed)).toBe(true);
  });

  it.each(MOCKUP_SIZES)('the %s black frame in the framed view has the print aspect', async (size) => {
    const { framed } = await engine.composeFrame({ artwork: await stripedArtwork(), size, color: 'black' });
    const img = await rawOf(framed);
    let minX = Infinity,
      maxX = -1,
      minY = Infinity,
      maxY = -1;
    for (let y = 0; y < img.info.height; y++)
      for (let x = 0; x < img.info.width; x++) {
        const [r, g, b] = img.at(x, y);
        if (r + g + b < 150) {
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
      }
    const aspect = (maxX - minX + 1) / (maxY - minY + 1);
    expect(aspect).toBeCloseTo({ small: 0.8, medium: 0.75, large: 0.75 }[size], 2);
  });

  it('paints red oak brown with a visible grain, black dark and white light', async () => {
    const artwork = await stripedArtwork();
    const [oak, black, white] = await Promise.all(
      (['red_oak', 'black', 'white'] as const).map(async (color) =>
        mouldingStats((await engine.composeFrame({ artwork, size: 'medium', color })).framed, 'medium', color),
      ),
    );
    expect(oak!.r).toBeGreaterThan(oak!.g + 25);
    expect(oak!.g).toBeGreaterThan(oak!.b + 15);
    expect(oak!.lum).toBeGreaterThan(90);
    expect(oak!.lum).toBeLessThan(190);
    expect(oak!.spread).toBeGreaterThan(2 * black!.spread);
    expect(oak!.spread).toBeGreaterThan(8);
    expect(black!.lum).toBeLessThan(55);
    expect(white!.lum).toBeGreaterThan(185);
  });

  it('crops the artwork to 18x25 in the large black frame only', async () => {
    const artwork = await stripedArtwork();
    const redAtEdges = async (color: MockupColor) => {
      const { framed } = await engine.composeFrame({ artwork, size: 'large', color });
      const { layout, left, top } = framedViewPlacement('large', color);
      const img = await rawOf(framed);
      const y = top + layout.aperture.y + Math.round(layout.aperture.h / 2);
      const [r, g] = img.at(left + layout.aperture.x + 4, y);
      return r > 180 && g < 90;
    };
    expect(await redAtEdges('white')).toBe(true);
    expect(await redAtEdges('red_oak')).toBe(true);
    expect(await redAtEdges('black')).toBe(false);
  });

  it('lays a transparent cut-out on white paper and refuses bytes that are not an image', async () => {
    const cutout = await sharp({
      create: { width: 300, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { framed } = await engine.composeFrame({ artwork: cutout, size: 'small', color: 'white' });
    const { layout, left, top } = framedViewPlacement('small', 'white');
    const [r, g, b] = (await rawOf(framed)).at(
      left + layout.aperture.x + layout.aperture.w / 2,
      top + layout.aperture.y + layout.aperture.h / 2,
    );
    expect(Math.min(r, g, b)).toBeGreaterThan(200);
    await expect(
      engine.composeFrame({ artwork: Buffer.from('not an image'), size: 'small', color: 'black' }),
    ).rejects.toBeInstanceOf(ArtworkUnreadableError);
  });
});
