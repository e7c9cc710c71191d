import type { OverlayCtx, Svg } from '../overlays/svg.js';
import { escapeXml, svgNum } from '../canvas/util.js';
import { fitLines, legibleSize, textBlock, type Fitted } from './fit.js';

const PAPER = `fill="#f1dc9a" stroke="#2a2320"`;
const INK = `font-family="'DejaVu Serif', serif" font-weight="bold" fill="#2a2320"`;
/** A one-word name up to this many letters is stacked letter under letter, as on a woodblock print. */
const STACKED_UP_TO = 10;

/** Without a name, the cartouche carries brush marks that read as calligraphy at a glance. */
function pseudoCartouche(W: number, H: number, rand: () => number): Svg {
  const x = W * 0.05,
    y = H * 0.05,
    cw = W * 0.085,
    cell = cw * 0.9,
    n = 4;
  let marks = '';
  for (let g = 0; g < n; g++) {
    const gx = x + cw * 0.18,
      gy = y + cw * 0.3 + g * cell;
    const s = cell * 0.62;
    for (let k = 0; k < 3 + Math.floor(rand() * 2); k++) {
      const vertical = rand() < 0.45;
      const x0 = gx + rand() * s * (vertical ? 0.8 : 0.3),
        y0 = gy + rand() * s * (vertical ? 0.3 : 0.8);
      const len = s * (0.45 + rand() * 0.5);
      marks +=
        `<path d="M${svgNum(x0)} ${svgNum(y0)}q${svgNum(vertical ? len * 0.08 : len * 0.5)} ` +
        `${svgNum(vertical ? len * 0.5 : len * 0.06)} ${svgNum(vertical ? 0 : len)} ${svgNum(vertical ? len : 0)}"/>`;
    }
  }
  return {
    region: { y: 0, h: y + cw * 0.4 + n * cell + W * 0.02 },
    body:
      `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(cw)}" height="${svgNum(cw * 0.4 + n * cell)}" ${PAPER}` +
      ` stroke-width="${svgNum(W * 0.004)}"/>` +
      `<g fill="none" stroke="#2a2320" stroke-width="${svgNum(W * 0.006)}" stroke-linecap="round">${marks}</g>`,
  };
}

/** A short one-word name, letter under letter. */
function stacked(W: number, H: number, letters: string[]): Svg {
  const size = Math.min(W * 0.055, (H * 0.5) / letters.length / 1.1);
  const cw = size * 1.6,
    ch = letters.length * size * 1.12 + size * 0.9;
  const x = W * 0.05,
    y = H * 0.05;
  return {
    region: { y: 0, h: y + ch + W * 0.02 },
    body:
      `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(cw)}" height="${svgNum(ch)}" ${PAPER}` +
      ` stroke-width="${svgNum(W * 0.004)}"/>` +
      letters
        .map(
          (c, i) =>
            `<text x="${svgNum(x + cw / 2)}" y="${svgNum(y + size * 0.45 + (i + 1) * size * 1.12 - size * 0.18)}"` +
            ` font-size="${svgNum(size)}" text-anchor="middle" ${INK}>${escapeXml(c)}</text>`,
        )
        .join(''),
  };
}

/** Any longer name runs down the cartouche like a book's spine, in one or two columns. */
function spine(W: number, H: number, f: Fitted): Svg {
  const x = W * 0.05,
    y = H * 0.05;
  const cw = f.height + f.size * 0.8,
    ch = f.width + f.size * 1.4;
  const cx = x + cw / 2,
    cy = y + ch / 2;
  // Rotated a quarter turn clockwise about the centre: the first line is the right-hand column.
  const baseline = cy - f.height / 2 + f.size * 0.74;
  return {
    region: { y: 0, h: y + ch + W * 0.02 },
    body:
      `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(cw)}" height="${svgNum(ch)}" ${PAPER}` +
      ` stroke-width="${svgNum(W * 0.004)}"/>` +
      `<g transform="rotate(90 ${svgNum(cx)} ${svgNum(cy)})">${textBlock(f, cx, baseline, INK)}</g>`,
  };
}

/** The ukiyo-e title cartouche at the top left: the name in capitals, whole, however long. */
export function cartouche({ W, H, label, rand }: OverlayCtx & { label: string }): Svg {
  if (!label) return pseudoCartouche(W, H, rand);
  const caps = label.toUpperCase();
  const letters = [...caps];
  if (!caps.includes(' ') && letters.length <= STACKED_UP_TO) return stacked(W, H, letters);
  return spine(
    W,
    H,
    fitLines(caps, { face: 'serifBold', width: H * 0.6, size: W * 0.05, spacing: 0.06, min: legibleSize(W, H) }),
  );
}
