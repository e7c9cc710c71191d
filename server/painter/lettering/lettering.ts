import type { Lettering } from '../recipes.js';
import type { OverlayCtx, Svg } from '../overlays/svg.js';
import { svgNum } from '../canvas/util.js';
import { cleanName, firstBaseline, fitLines, legibleSize, textBlock, type FitSpec, type Fitted } from './fit.js';
import { cartouche } from './cartouche.js';
import { advanceEm } from './advances.js';

export { marquee } from './marquee.js';

const SERIF = `font-family="'DejaVu Serif', serif"`;
const SANS = `font-family="'DejaVu Sans', sans-serif"`;

type Ctx = OverlayCtx & { label: string };
/** The style's fit for the name: face, widest line and largest size as fractions of the canvas width. */
const fitFor = (
  { W, H }: Ctx,
  text: string,
  spec: Omit<FitSpec, 'min' | 'width' | 'size'>,
  width: number,
  size: number,
) => fitLines(text, { ...spec, width: W * width, size: W * size, min: legibleSize(W, H) });
/** The distance from the first baseline to the last. */
const extra = (f: Fitted) => (f.lines.length - 1) * f.leading * f.size;

/**
 * The name in capitals on a plate centred across the canvas, its bottom at `bottom`; the plate's rect
 * attributes and the text's come from the style, its region reaches `pad` beyond the plate.
 */
function namePlate(
  W: number,
  f: Fitted,
  plate: {
    minW: number;
    padX: number;
    padY: number;
    bottom: number;
    pad: number;
    rect: (h: number) => string;
    text: string;
  },
): Svg {
  const w = Math.max(plate.minW, f.width + plate.padX),
    h = f.height + f.size * plate.padY;
  const y = plate.bottom - h;
  return {
    region: { y: y - plate.pad, h: h + plate.pad * 2 },
    body:
      `<rect x="${svgNum((W - w) / 2)}" y="${svgNum(y)}" width="${svgNum(w)}" height="${svgNum(h)}" ${plate.rect(h)}/>` +
      textBlock(f, W / 2, firstBaseline(f, y + h / 2), plate.text),
  };
}

const KINDS: Record<Exclude<Lettering, 'marquee'>, (c: Ctx) => Svg> = {
  plaque: (c) => {
    const { W, H, label } = c;
    const f = fitFor(c, label.toUpperCase(), { face: 'serifBold', spacing: 0.14 }, 0.74, 0.055);
    const pw = Math.max(W * 0.3, f.width + W * 0.1),
      ph = f.height + f.size * 1.1;
    const x = (W - pw) / 2,
      y = H * 0.975 - ph - W * 0.02;
    const ty = firstBaseline(f, y + ph / 2, 0.38);
    const raised = `${SERIF} font-weight="bold"`;
    return {
      region: { y: y - W * 0.02, h: ph + W * 0.05 },
      defs:
        `<linearGradient id="brass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe6a2"/>` +
        `<stop offset=".45" stop-color="#d4a43c"/><stop offset=".55" stop-color="#b8862b"/>` +
        `<stop offset="1" stop-color="#e9c66a"/></linearGradient>`,
      body:
        `<rect x="${svgNum(x + W * 0.006)}" y="${svgNum(y + W * 0.008)}" width="${svgNum(pw)}" height="${svgNum(ph)}" rx="` +
        `${svgNum(W * 0.01)}" fill="#000" fill-opacity=".5"/>` +
        (`<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(pw)}" height="${svgNum(ph)}" rx="${svgNum(W * 0.01)}"` +
          ` fill="url(#brass)" stroke="#6b4a12" stroke-width="${svgNum(W * 0.003)}"/>`) +
        (`<rect x="${svgNum(x + W * 0.012)}" y="${svgNum(y + W * 0.012)}" width="${svgNum(pw - W * 0.024)}" height="` +
          `${svgNum(ph - W * 0.024)}" rx="${svgNum(W * 0.006)}" fill="none" stroke="#7a5514" stroke-width="` +
          `${svgNum(W * 0.002)}"/>`) +
        textBlock(f, W / 2, ty + W * 0.002, `${raised} fill="#fff3c8" fill-opacity=".7"`) +
        textBlock(f, W / 2, ty, `${raised} fill="#3a2408"`),
    };
  },
  ribbon: (c) => {
    const { W, H, recipe, label } = c;
    const f = fitFor(c, label, { face: 'serifBold' }, 0.64, 0.06);
    const rw = Math.max(W * 0.36, f.width + W * 0.14),
      rh = f.height + f.size * 0.7;
    // A second line grows the ribbon upwards; its bottom stays where one line puts it.
    const x = (W - rw) / 2,
      y = H * 0.86 - extra(f);
    const tail = (dir: number) => {
      const ex = dir < 0 ? x : x + rw;
      return (
        `<path d="M${svgNum(ex)} ${svgNum(y + rh * 0.25)}h${svgNum(dir * W * 0.1)}l${svgNum(-dir * W * 0.03)} ${svgNum(rh * 0.5)}l` +
        `${svgNum(dir * W * 0.03)} ${svgNum(rh * 0.5)}h${svgNum(-dir * W * 0.1)}z" fill="${recipe.palette[3]}"/>`
      );
    };
    return {
      region: { y: y - W * 0.01, h: rh + W * 0.02 },
      body:
        tail(-1) +
        tail(1) +
        (`<path d="M${svgNum(x)} ${svgNum(y)}h${svgNum(rw)}v${svgNum(rh)}h${svgNum(-rw)}z" fill="${recipe.palette[1]}" stroke="` +
          `${recipe.palette[3]}" stroke-width="${svgNum(W * 0.004)}"/>`) +
        textBlock(
          f,
          W / 2,
          firstBaseline(f, y + rh / 2, 0.33),
          `${SERIF} font-style="italic" font-weight="bold" fill="#fff8f0"`,
        ),
    };
  },
  neon: (c) => {
    const { W, H, recipe, label } = c;
    const f = fitFor(c, label, { face: 'sansBold', spacing: 0.04 }, 0.84, 0.11);
    const y = H * 0.935 - extra(f);
    const g = `${SANS} font-weight="bold" font-style="italic"`;
    const [, magenta, cyan] = recipe.palette;
    const glow = (opacity: string, width: number) =>
      textBlock(
        f,
        W / 2,
        y,
        `${g} fill="none" stroke="${magenta}" stroke-opacity="${opacity}" stroke-width="${svgNum(f.size * width)}"` +
          ` stroke-linejoin="round"`,
      );
    return {
      region: { y: y - f.size * 1.3, h: extra(f) + f.size * 1.8 },
      body:
        glow('.25', 0.3) +
        glow('.6', 0.12) +
        textBlock(
          f,
          W / 2,
          y,
          `${g} fill="#fff0fb" stroke="${cyan}" stroke-opacity=".4" stroke-width="${svgNum(f.size * 0.02)}"`,
        ),
    };
  },
  caption: (c) => {
    const { W, H, recipe, label } = c;
    const f = fitFor(c, label, { face: 'serif' }, 0.72, 0.075);
    const y = H * 0.905 - extra(f);
    const ink = '#5a3b1e';
    // A short name sits between the mount's corner scrolls with a rule each side; a longer one would run
    // over them, so it gets a paper label of its own.
    if (f.lines.length === 1 && f.width < W * 0.42) {
      const line = (dir: number) =>
        `<path d="M${svgNum(W / 2 + dir * (f.width / 2 + W * 0.03))} ${svgNum(y - f.size * 0.3)}h` +
        `${svgNum(dir * W * 0.1)}" stroke="${ink}" stroke-width="${svgNum(W * 0.003)}"/>`;
      return {
        region: { y: y - f.size * 1.2, h: f.size * 1.6 },
        body: textBlock(f, W / 2, y, `${SERIF} font-style="italic" fill="#3d2611"`) + line(-1) + line(1),
      };
    }
    const lw = f.width + W * 0.06,
      top = y - f.size * 1.1,
      lh = extra(f) + f.size * 1.55;
    return {
      region: { y: top - W * 0.01, h: lh + W * 0.02 },
      body:
        `<rect x="${svgNum((W - lw) / 2)}" y="${svgNum(top)}" width="${svgNum(lw)}" height="${svgNum(lh)}"` +
        ` rx="${svgNum(W * 0.012)}" fill="${recipe.palette[3]}" stroke="${ink}" stroke-width="${svgNum(W * 0.003)}"/>` +
        `<rect x="${svgNum((W - lw) / 2 + W * 0.008)}" y="${svgNum(top + W * 0.008)}" width="${svgNum(lw - W * 0.016)}"` +
        ` height="${svgNum(lh - W * 0.016)}" rx="${svgNum(W * 0.008)}" fill="none" stroke="${ink}"` +
        ` stroke-width="${svgNum(W * 0.0012)}"/>` +
        textBlock(f, W / 2, y, `${SERIF} font-style="italic" fill="#3d2611"`),
    };
  },
  cartouche,
  comic: (c) => {
    const { W, H, label } = c;
    const f = fitFor(c, label.toUpperCase(), { face: 'sansBold' }, 0.78, 0.09);
    const bw = f.width + W * 0.08,
      bh = f.height + f.size * 0.6;
    const x = W * 0.06,
      y = H * 0.94 - bh;
    return {
      region: { y: y - W * 0.08, h: bh + W * 0.14 },
      body:
        `<g transform="rotate(-4 ${svgNum(x)} ${svgNum(y + bh)})">` +
        `<rect x="${svgNum(x + W * 0.012)}" y="${svgNum(y + W * 0.012)}" width="${svgNum(bw)}" height="${svgNum(bh)}"` +
        ` fill="#111"/>` +
        `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(bw)}" height="${svgNum(bh)}"` +
        ` fill="#ffd400" stroke="#111" stroke-width="${svgNum(W * 0.008)}"/>` +
        textBlock(f, x + bw / 2, firstBaseline(f, y + bh / 2), `${SANS} font-weight="bold" fill="#111"`) +
        '</g>',
    };
  },
  title: (c) => {
    const { W, H, recipe, label } = c;
    const f = fitFor(c, label.toUpperCase(), { face: 'sansBold', leading: 1.05 }, 0.86, 0.14);
    const y = H * 0.03 + f.size;
    const g = `${SANS} font-weight="bold" font-style="italic" stroke="#111" stroke-linejoin="round"`;
    return {
      region: { y: 0, h: y + extra(f) + f.size * 0.5 + W * 0.06 },
      body:
        `<g transform="rotate(-3 ${svgNum(W / 2)} ${svgNum(y)})">` +
        textBlock(
          f,
          W / 2 + f.size * 0.06,
          y + f.size * 0.06,
          `${g} fill="${recipe.palette[0]}" stroke-width="${svgNum(f.size * 0.1)}"`,
        ) +
        textBlock(f, W / 2, y, `${g} fill="${recipe.palette[2]}" stroke-width="${svgNum(f.size * 0.06)}"`) +
        '</g>',
    };
  },
  script: (c) => {
    const { W, H, recipe, label } = c;
    const f = fitFor(c, label, { face: 'serif' }, 0.8, 0.075);
    const starry = recipe.treatment === 'starry';
    const colour = starry ? recipe.palette[5]! : recipe.palette[1]!;
    const x = W * 0.93,
      last = H * 0.955,
      y = last - extra(f);
    // The flourish underlines the last line (at most half the canvas).
    const swash = Math.min(W * 0.5, advanceEm(f.lines.at(-1)!, 'serif') * f.size);
    return {
      region: { y: y - f.size * 1.2, h: H - y + f.size * 1.2 },
      body:
        textBlock(
          f,
          x,
          y,
          `${SERIF} font-style="italic" fill="${colour}" stroke="${starry ? '#0b1e4f' : 'none'}"` +
            ` stroke-width="${svgNum(f.size * 0.06)}" paint-order="stroke"`,
          'end',
        ) +
        (`<path d="M${svgNum(x - swash)} ${svgNum(last + f.size * 0.25)}q${svgNum(W * 0.2)} ${svgNum(-f.size * 0.15)} ` +
          `${svgNum(swash)} 0" stroke="${colour}" stroke-width="${svgNum(W * 0.003)}" fill="none" stroke-opacity=".7"/>`),
    };
  },
  glass: (c) => {
    const { W, H, label } = c;
    const f = fitFor(c, label.toUpperCase(), { face: 'serifBold', spacing: 0.1 }, 0.76, 0.06);
    return namePlate(W, f, {
      minW: W * 0.4,
      padX: W * 0.1,
      padY: 0.9,
      bottom: H * 0.955,
      pad: W * 0.02,
      rect: (h) => `rx="${svgNum(h * 0.2)}" fill="#efe2b8" stroke="#141414" stroke-width="${svgNum(W * 0.012)}"`,
      text: `${SERIF} font-weight="bold" fill="#3a1a10"`,
    });
  },
  tag: (c) => {
    const { W, H, label } = c;
    const f = fitFor(c, label.toUpperCase(), { face: 'sansBold', spacing: 0.2 }, 0.76, 0.04);
    return namePlate(W, f, {
      minW: 0,
      padX: W * 0.08,
      padY: 1,
      bottom: H * 0.9 + f.size * 2,
      pad: W * 0.01,
      rect: (h) =>
        `rx="${svgNum(Math.min(h / 2, f.size))}" fill="#1b2436" stroke="#9aa6b8" stroke-width="${svgNum(W * 0.004)}"`,
      text: `${SANS} font-weight="bold" fill="#f2f4f8"`,
    });
  },
};

/** The pet's name lettered in the recipe's manner, whole (smaller, then on two lines); nothing when there is no name. */
export function letteringSvg(ctx: OverlayCtx): Svg | null {
  const label = cleanName(ctx.name);
  const kind = ctx.recipe.lettering;
  if (kind === 'marquee' || (!label && kind !== 'cartouche')) return null;
  return KINDS[kind]({ ...ctx, label });
}
