import { escapeXml, svgNum } from '../canvas/util.js';
import { advanceEm, type Face } from './advances.js';

/** What a style gives its name: the face, the widest line and the largest size (px), and how it sets lines. */
export type FitSpec = {
  face: Face;
  width: number;
  size: number;
  /** The tallest the block of lines may be (px); default: no limit beyond `size`. */
  height?: number;
  /** Letter-spacing, in em. */
  spacing?: number;
  /** Baseline to baseline, in em (default 1.15). */
  leading?: number;
  /** Default 2. */
  maxLines?: number;
  /** The smallest legible size (px): a layout smaller than this may break inside a word. */
  min: number;
};
/** The name set in lines: their size (px), widest line (px) and the block's height (first cap to last baseline). */
export type Fitted = { lines: string[]; size: number; width: number; height: number; leading: number; spacing: number };

/** One line until its letters would drop below this share of the style's size (or the legible size); then two lines. */
const ONE_LINE_DOWN_TO = 0.6;

/** The smallest size at which any style sets a name (px): 2.5% of the canvas's shorter side. */
export const legibleSize = (W: number, H: number) => Math.min(W, H) * 0.025;

type Cut = { at: number; hyphen: boolean };

/** Where a line may end: at spaces (the space is dropped), or, with `inWords`, after any character. */
function cutsOf(text: string, inWords: boolean): Cut[] {
  const chars = [...text];
  const cuts: Cut[] = [];
  let at = 0;
  for (let i = 0; i < chars.length - 1; i++) {
    at += chars[i]!.length;
    const next = chars[i + 1]!;
    if (next === ' ') cuts.push({ at, hyphen: false });
    else if (inWords && chars[i] !== ' ' && !/\p{M}/u.test(next)) cuts.push({ at, hyphen: !/[-‐–—/]/.test(chars[i]!) });
  }
  return cuts;
}

const linesAt = (text: string, cuts: Cut[]): string[] => {
  const lines: string[] = [];
  let from = 0;
  for (const c of cuts) {
    lines.push(text.slice(from, c.at).trim() + (c.hyphen ? '-' : ''));
    from = c.at;
  }
  lines.push(text.slice(from).trim());
  return lines;
};

/** The n lines (n-1 cuts among `cuts`) whose widest line is narrowest; null when there are too few cuts. */
function balanced(text: string, n: number, cuts: Cut[], em: (s: string) => number): string[] | null {
  if (cuts.length < n - 1) return null;
  const best = { lines: [text], w: Infinity };
  const pick = (from: number, chosen: Cut[]) => {
    if (chosen.length === n - 1) {
      const lines = linesAt(text, chosen);
      const w = Math.max(...lines.map(em));
      if (w < best.w) Object.assign(best, { lines, w });
      return;
    }
    for (let i = from; i < cuts.length; i++) pick(i + 1, [...chosen, cuts[i]!]);
  };
  pick(0, []);
  return best.lines;
}

/**
 * Sets `text` as large as the style allows: one line, smaller letters, then two (or up to maxLines)
 * balanced lines broken at spaces; inside a word (with a hyphen) only when breaking at spaces would set it
 * below the legible size. Never drops a character.
 */
export function fitLines(text: string, spec: FitSpec): Fitted {
  const leading = spec.leading ?? 1.15,
    spacing = spec.spacing ?? 0;
  const em = (s: string) => advanceEm(s, spec.face, spacing);
  const layout = (lines: string[]): Fitted => {
    const n = lines.length;
    const widest = Math.max(...lines.map(em));
    const tallest = spec.height ? spec.height / (1 + (n - 1) * leading) : Infinity;
    const size = Math.min(spec.size, tallest, spec.width / Math.max(widest, 0.5));
    return { lines, size, width: widest * size, height: size * (1 + (n - 1) * leading), leading, spacing };
  };
  let best = layout([text]);
  const enough = Math.max(spec.size * ONE_LINE_DOWN_TO, spec.min);
  for (let n = 2; n <= (spec.maxLines ?? 2) && best.size < enough; n++) {
    let lines = balanced(text, n, cutsOf(text, false), em);
    if (!lines || layout(lines).size < spec.min) lines = balanced(text, n, cutsOf(text, true), em) ?? lines;
    if (!lines) break;
    const next = layout(lines);
    if (next.size > best.size) best = next;
  }
  return best;
}

/**
 * The fitted lines as one SVG text, each line a tspan at x (anchored by `anchor`); the first baseline at y.
 * `attrs` carries the style's paint; size and letter-spacing come from the fit.
 */
export function textBlock(f: Fitted, x: number, y: number, attrs: string, anchor = 'middle'): string {
  const spans = f.lines
    .map((line, i) => `<tspan x="${svgNum(x)}" y="${svgNum(y + i * f.leading * f.size)}">${escapeXml(line)}</tspan>`)
    .join('');
  const spacing = f.spacing ? ` letter-spacing="${svgNum(f.size * f.spacing)}"` : '';
  return `<text font-size="${svgNum(f.size)}" text-anchor="${anchor}"${spacing} ${attrs}>${spans}</text>`;
}

/** The first baseline that centres the block of lines on cy; `cap` is the face's cap-centre offset in em. */
export const firstBaseline = (f: Fitted, cy: number, cap = 0.36) =>
  cy - ((f.lines.length - 1) * f.leading * f.size) / 2 + cap * f.size;

/** Tidies a customer-supplied name for lettering: one run of text, spaces collapsed; never shortened. */
export const cleanName = (name: string | undefined): string => (name ?? '').replace(/\s+/g, ' ').trim();
