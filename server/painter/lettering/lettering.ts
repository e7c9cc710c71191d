import type { Lettering } from '../recipes.js';
import type { OverlayCtx, Svg } from '../overlays/svg.js';
import { escapeXml, svgNum } from '../canvas/util.js';

const SERIF = "'DejaVu Serif', serif";
const SANS = "'DejaVu Sans', sans-serif";

/** Tidies a customer-supplied name for lettering: one line, at most 18 characters. */
export function cleanName(name: string | undefined): string {
  const s = (name ?? '').replace(/\s+/g, ' ').trim();
  return s.length > 18 ? `${s.slice(0, 17).trimEnd()}…` : s;
}

/** A font size that fits the text in maxWidth; em is the average advance per character in ems. */
const fit = (text: string, maxWidth: number, base: number, em: number, spacing = 0) =>
  Math.min(base, maxWidth / Math.max(1, text.length * (em + spacing)));

const text = (s: string, x: number, y: number, size: number, attrs: string) =>
  `<text x="${svgNum(x)}" y="${svgNum(y)}" font-size="${svgNum(size)}" text-anchor="middle" ${attrs}>${escapeXml(s)}</text>`;

/** Marquee board with bulbs, spelling the name in lights (or "Superstar" for a template preview). */
export function marquee({ W, H, recipe, name }: OverlayCtx): Svg {
  const label = (cleanName(name) || 'Superstar').toUpperCase();
  const [, , warm, bright, red, wine] = recipe.palette;
  const x0 = W * 0.05,
    y0 = H * 0.025,
    bw = W * 0.9,
    bh = H * 0.17;
  const bulb = (x: number, y: number, s: number) =>
    `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(s * 2.4)}" fill="url(#halo)"/>` +
    `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(s)}" fill="${bright}"/>`;
  let bulbs = '';
  const s = W * 0.0085,
    gap = W * 0.045;
  const inset = W * 0.022;
  for (let x = x0 + inset; x <= x0 + bw - inset + 1; x += (bw - 2 * inset) / Math.round((bw - 2 * inset) / gap))
    bulbs += bulb(x, y0 + inset, s) + bulb(x, y0 + bh - inset, s);
  for (let y = y0 + inset + gap; y < y0 + bh - inset - gap / 2; y += gap)
    bulbs += bulb(x0 + inset, y, s) + bulb(x0 + bw - inset, y, s);
  let strings = '';
  for (let y = H * 0.24; y < H * 0.98; y += gap * 1.15)
    strings += bulb(W * 0.03, y, s * 0.8) + bulb(W * 0.97, y, s * 0.8);
  // Sparkles catching the light in front of the portrait.
  const star = (x: number, y: number, r: number) =>
    `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(r * 1.4)}" fill="url(#halo)"/>` +
    `<path d="M${svgNum(x - r * 2)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y)} ${svgNum(x)} ${svgNum(y - r * 2)}Q${svgNum(x)} ${svgNum(y)} ` +
    `${svgNum(x + r * 2)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y)} ${svgNum(x)}` +
    ` ${svgNum(y + r * 2)}Q${svgNum(x)} ${svgNum(y)} ${svgNum(x - r * 2)} ` +
    `${svgNum(y)}Z" fill="${bright}"/>`;
  for (const [sx, sy, sr] of [
    [0.12, 0.3, 1],
    [0.88, 0.36, 0.8],
    [0.16, 0.86, 1.2],
    [0.84, 0.9, 0.9],
    [0.9, 0.62, 0.6],
    [0.08, 0.6, 0.7],
  ] as const)
    strings += star(W * sx, H * sy, W * 0.012 * sr);
  const size = fit(label, bw * 0.8, bh * 0.5, 0.74, 0.08);
  const ty = y0 + bh / 2 + size * 0.36;
  const glyph = `font-family="${SANS}" font-weight="bold" letter-spacing="${svgNum(size * 0.08)}"`;
  return {
    defs:
      `<radialGradient id="halo" cx="50%" cy="50%" r="50%">` +
      `<stop offset="0" stop-color="#fff8e0" stop-opacity=".95"/>` +
      `<stop offset=".35" stop-color="${warm}" stop-opacity=".55"/>` +
      `<stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient>` +
      (`<linearGradient id="board" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${red}"/>` +
        `<stop offset="1" stop-color="${wine}"/></linearGradient>`),
    body:
      `<rect x="${svgNum(x0)}" y="${svgNum(y0 + H * 0.006)}" width="${svgNum(bw)}" height="${svgNum(bh)}" rx="${svgNum(W * 0.03)}"` +
      ` fill="#000" fill-opacity=".45"/>` +
      (`<rect x="${svgNum(x0)}" y="${svgNum(y0)}" width="${svgNum(bw)}" height="${svgNum(bh)}" rx="${svgNum(W * 0.03)}"` +
        ` fill="url(#board)" stroke="#e9c66a" stroke-width="${svgNum(W * 0.008)}"/>`) +
      (`<rect x="${svgNum(x0 + inset * 1.8)}" y="${svgNum(y0 + inset * 1.8)}" width="${svgNum(bw - inset * 3.6)}" height="` +
        `${svgNum(bh - inset * 3.6)}" rx="${svgNum(W * 0.015)}" fill="#1a0508" fill-opacity=".55"/>`) +
      text(
        label,
        W / 2,
        ty,
        size,
        `${glyph} fill="none" stroke="${warm}" stroke-opacity=".35" stroke-width="${svgNum(size * 0.22)}"`,
      ) +
      text(label, W / 2, ty, size, `${glyph} fill="${warm}"`) +
      text(
        label,
        W / 2,
        ty,
        size,
        `${glyph} fill="none" stroke="${bright}" stroke-width="${svgNum(size * 0.075)}" stroke-linecap="round"` +
          ` stroke-dasharray="0 ${svgNum(size * 0.16)}"`,
      ) +
      bulbs +
      strings,
  };
}

/**
 * The name in capitals on a plate centred across the canvas; the plate's rect attributes (after its
 * box) and the text's come from the style, its region reaches `pad` beyond the plate.
 */
function namePlate(
  label: string,
  W: number,
  size: number,
  plate: { w: number; h: number; y: number; pad: number; rect: string; text: string },
): Svg {
  const { w, h, y, pad } = plate;
  return {
    region: { y: y - pad, h: h + pad * 2 },
    body:
      `<rect x="${svgNum((W - w) / 2)}" y="${svgNum(y)}" width="${svgNum(w)}" height="${svgNum(h)}" ${plate.rect}/>` +
      text(label.toUpperCase(), W / 2, y + h / 2 + size * 0.36, size, plate.text),
  };
}

type Kind = (c: OverlayCtx & { label: string }) => Svg;

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
      `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(cw)}" height="${svgNum(cw * 0.4 + n * cell)}" fill="#f1dc9a"` +
      ` stroke="#2a2320" stroke-width="${svgNum(W * 0.004)}"/>` +
      `<g fill="none" stroke="#2a2320" stroke-width="${svgNum(W * 0.006)}" stroke-linecap="round">${marks}</g>`,
  };
}

const KINDS: Record<Exclude<Lettering, 'marquee'>, Kind> = {
  plaque: ({ W, H, label }) => {
    const size = fit(label, W * 0.56, W * 0.055, 0.78, 0.14);
    const pw = Math.max(W * 0.3, label.length * size * 0.92 + W * 0.1),
      ph = size * 2.1;
    const x = (W - pw) / 2,
      y = H * 0.975 - ph - W * 0.02;
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
        text(
          label.toUpperCase(),
          W / 2,
          y + ph / 2 + size * 0.38 + W * 0.002,
          size,
          `font-family="${SERIF}" font-weight="bold" letter-spacing="${svgNum(size * 0.14)}" fill="#fff3c8" fill-opacity=".7"`,
        ) +
        text(
          label.toUpperCase(),
          W / 2,
          y + ph / 2 + size * 0.38,
          size,
          `font-family="${SERIF}" font-weight="bold" letter-spacing="${svgNum(size * 0.14)}" fill="#3a2408"`,
        ),
    };
  },
  ribbon: ({ W, H, recipe, label }) => {
    const size = fit(label, W * 0.5, W * 0.06, 0.6);
    const rw = Math.max(W * 0.36, label.length * size * 0.62 + W * 0.14),
      rh = size * 1.7;
    const x = (W - rw) / 2,
      y = H * 0.86;
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
        text(
          label,
          W / 2,
          y + rh / 2 + size * 0.33,
          size,
          `font-family="${SERIF}" font-style="italic" font-weight="bold" fill="#fff8f0"`,
        ),
    };
  },
  neon: ({ W, H, recipe, label }) => {
    const size = fit(label, W * 0.74, W * 0.11, 0.66, 0.04);
    const y = H * 0.935;
    const g = `font-family="${SANS}" font-weight="bold" font-style="italic" letter-spacing="${svgNum(size * 0.04)}"`;
    const [, magenta, cyan] = recipe.palette;
    return {
      region: { y: y - size * 1.3, h: size * 1.8 },
      body:
        text(
          label,
          W / 2,
          y,
          size,
          `${g} fill="none" stroke="${magenta}" stroke-opacity=".25" stroke-width="${svgNum(size * 0.3)}" stroke-linejoin="round"`,
        ) +
        text(
          label,
          W / 2,
          y,
          size,
          `${g} fill="none" stroke="${magenta}" stroke-opacity=".6" stroke-width="${svgNum(size * 0.12)}" stroke-linejoin="round"`,
        ) +
        text(
          label,
          W / 2,
          y,
          size,
          `${g} fill="#fff0fb" stroke="${cyan}" stroke-opacity=".4" stroke-width="${svgNum(size * 0.02)}"`,
        ),
    };
  },
  caption: ({ W, H, label }) => {
    const size = fit(label, W * 0.6, W * 0.075, 0.55);
    const y = H * 0.905;
    const line = (dir: number) =>
      `<path d="M${svgNum(W / 2 + dir * (label.length * size * 0.3 + W * 0.03))} ${svgNum(y - size * 0.3)}h` +
      `${svgNum(dir * W * 0.1)}" stroke="#5a3b1e" stroke-width="${svgNum(W * 0.003)}"/>`;
    return {
      region: { y: y - size * 1.2, h: size * 1.6 },
      body:
        text(label, W / 2, y, size, `font-family="${SERIF}" font-style="italic" fill="#3d2611"`) + line(-1) + line(1),
    };
  },
  cartouche: ({ W, H, label, rand }) => {
    if (!label) return pseudoCartouche(W, H, rand);
    const letters = [...label.toUpperCase().replace(/\s+/g, '')].slice(0, 10);
    const size = Math.min(W * 0.055, (H * 0.5) / letters.length / 1.1);
    const cw = size * 1.6,
      ch = letters.length * size * 1.12 + size * 0.9;
    const x = W * 0.05,
      y = H * 0.05;
    return {
      region: { y: 0, h: y + ch + W * 0.02 },
      body:
        `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(cw)}" height="${svgNum(ch)}" fill="#f1dc9a" stroke="#2a2320"` +
        ` stroke-width="${svgNum(W * 0.004)}"/>` +
        letters
          .map((c, i) =>
            text(
              c,
              x + cw / 2,
              y + size * 0.45 + (i + 1) * size * 1.12 - size * 0.18,
              size,
              `font-family="${SERIF}" font-weight="bold" fill="#2a2320"`,
            ),
          )
          .join(''),
    };
  },
  comic: ({ W, H, label }) => {
    const size = fit(label.toUpperCase(), W * 0.6, W * 0.09, 0.78);
    const bw = label.length * size * 0.8 + W * 0.08,
      bh = size * 1.6;
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
        (`<text x="${svgNum(x + bw / 2)}" y="${svgNum(y + bh / 2 + size * 0.36)}" font-size="${svgNum(size)}"` +
          ` text-anchor="middle" font-family="${SANS}" font-weight="bold" fill="#111">` +
          `${escapeXml(label.toUpperCase())}</text></g>`),
    };
  },
  title: ({ W, H, recipe, label }) => {
    const size = fit(label.toUpperCase(), W * 0.86, W * 0.14, 0.8);
    const y = H * 0.03 + size;
    const g = `font-family="${SANS}" font-weight="bold" font-style="italic"`;
    const t = label.toUpperCase();
    return {
      region: { y: 0, h: y + size * 0.5 + W * 0.06 },
      body:
        `<g transform="rotate(-3 ${svgNum(W / 2)} ${svgNum(y)})">` +
        text(
          t,
          W / 2 + size * 0.06,
          y + size * 0.06,
          size,
          `${g} fill="${recipe.palette[0]}" stroke="#111" stroke-width="${svgNum(size * 0.1)}" stroke-linejoin="round"`,
        ) +
        text(
          t,
          W / 2,
          y,
          size,
          `${g} fill="${recipe.palette[2]}" stroke="#111" stroke-width="${svgNum(size * 0.06)}" stroke-linejoin="round"`,
        ) +
        '</g>',
    };
  },
  script: ({ W, H, recipe, label }) => {
    const size = fit(label, W * 0.5, W * 0.075, 0.55);
    const colour = recipe.treatment === 'starry' ? recipe.palette[5]! : recipe.palette[1]!;
    const x = W * 0.93,
      y = H * 0.955;
    return {
      region: { y: y - size * 1.2, h: H - y + size * 1.2 },
      body:
        `<text x="${svgNum(x)}" y="${svgNum(y)}" font-size="${svgNum(size)}" text-anchor="end" font-family="${SERIF}"` +
        ` font-style="italic" fill="${colour}" stroke="${recipe.treatment === 'starry' ? '#0b1e4f' : 'none'}"` +
        ` stroke-width="${svgNum(size * 0.06)}" paint-order="stroke">${escapeXml(label)}</text>` +
        (`<path d="M${svgNum(x - Math.min(W * 0.5, label.length * size * 0.55))} ${svgNum(y + size * 0.25)}q` +
          `${svgNum(W * 0.2)} ${svgNum(-size * 0.15)} ${svgNum(Math.min(W * 0.5, label.length * size * 0.55))} 0" stroke="` +
          `${colour}" stroke-width="${svgNum(W * 0.003)}" fill="none" stroke-opacity=".7"/>`),
    };
  },
  glass: ({ W, H, label }) => {
    const size = fit(label.toUpperCase(), W * 0.6, W * 0.06, 0.78, 0.1);
    const w = Math.max(W * 0.4, label.length * size * 0.9 + W * 0.1),
      h = size * 1.9;
    return namePlate(label, W, size, {
      w,
      h,
      y: H * 0.955 - h,
      pad: W * 0.02,
      rect: `rx="${svgNum(h * 0.2)}" fill="#efe2b8" stroke="#141414" stroke-width="${svgNum(W * 0.012)}"`,
      text: `font-family="${SERIF}" font-weight="bold" letter-spacing="${svgNum(size * 0.1)}" fill="#3a1a10"`,
    });
  },
  tag: ({ W, H, label }) => {
    const size = fit(label.toUpperCase(), W * 0.4, W * 0.04, 0.74, 0.2);
    const h = size * 2;
    return namePlate(label, W, size, {
      w: label.length * size * 0.95 + W * 0.08,
      h,
      y: H * 0.9,
      pad: W * 0.01,
      rect: `rx="${svgNum(h / 2)}" fill="#1b2436" stroke="#9aa6b8" stroke-width="${svgNum(W * 0.004)}"`,
      text: `font-family="${SANS}" font-weight="bold" letter-spacing="${svgNum(size * 0.2)}" fill="#f2f4f8"`,
    });
  },
};

/** The pet's name lettered in the recipe's manner; nothing when there is no name. */
export function letteringSvg(ctx: OverlayCtx): Svg | null {
  const label = cleanName(ctx.name);
  const kind = ctx.recipe.lettering;
  if (kind === 'marquee' || (!label && kind !== 'cartouche')) return null;
  return KINDS[kind]({ ...ctx, label });
}
