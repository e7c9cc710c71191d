import sharp from 'sharp';
import type { Background, Recipe } from '../recipes.js';
import { drawStrokes, type Stroke } from '../canvas/brush.js';
import { svgNum, hexRgb, mulberry32, svgDoc, toImg, type Img } from '../canvas/util.js';

/**
 * A background scene behind the pet: soft SVG (gradients, glows; rendered small and scaled up),
 * raster brush strokes, then crisp SVG (stars, buildings, rays) at full size.
 */
type Parts = { defs?: string; soft?: string; strokes?: Stroke[]; paint?: (img: Img) => void; crisp?: string };
type Scene = (W: number, H: number, r: Recipe, rand: () => number) => Parts;

const radial = (id: string, stops: [number, string, number?][], attrs = 'cx="50%" cy="45%" r="75%"') =>
  `<radialGradient id="${id}" ${attrs}>` +
  `${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('')}</radialGradient>`;
const linear = (id: string, stops: [number, string, number?][], attrs = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${attrs}>` +
  `${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('')}</linearGradient>`;
const fill = (W: number, H: number, paint: string) => `<rect width="${W}" height="${H}" fill="${paint}"/>`;

/** Soft glowing blobs (nebulae, bokeh, stains): circles filled with a fading radial gradient. */
function blobs(
  n: number,
  rand: () => number,
  place: () => [number, number, number],
  colours: string[],
  opacity: [number, number],
  id: string,
) {
  const defs = colours
    .map((c, i) =>
      radial(
        `${id}${i}`,
        [
          [0, c, 1],
          [0.55, c, 0.45],
          [1, c, 0],
        ],
        'cx="50%" cy="50%" r="50%"',
      ),
    )
    .join('');
  let body = '';
  for (let i = 0; i < n; i++) {
    const [x, y, rad] = place();
    const k = Math.floor(rand() * colours.length);
    const sx = 0.7 + rand() * 0.6;
    body +=
      `<ellipse cx="${svgNum(x)}" cy="${svgNum(y)}" rx="${svgNum(rad * sx)}" ry="${svgNum(rad / sx)}" fill="url(#${id}${k})"` +
      ` fill-opacity="${(opacity[0] + rand() * (opacity[1] - opacity[0])).toFixed(2)}"/>`;
  }
  return { defs, body };
}

function stars(
  n: number,
  W: number,
  H: number,
  rand: () => number,
  size: number,
  colours = ['#ffffff', '#cfe0ff', '#ffe9c4'],
) {
  let body = '';
  for (let i = 0; i < n; i++) {
    const r = size * (0.25 + Math.pow(rand(), 3) * 1.4);
    body +=
      `<circle cx="${svgNum(rand() * W)}" cy="${svgNum(rand() * H)}" r="${svgNum(r)}" fill="${colours[i % colours.length]}` +
      `" fill-opacity="${(0.35 + rand() * 0.65).toFixed(2)}"/>`;
  }
  return body;
}

function sparkle(x: number, y: number, s: number, colour: string, opacity = 1) {
  return (
    `<g fill-opacity="${opacity}"><circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(s * 1.6)}" fill="url(#glow)"/>` +
    `<path d="M${svgNum(x - s * 2.4)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y)}` +
    ` ${svgNum(x)} ${svgNum(y - s * 2.4)}Q${svgNum(x)} ${svgNum(y)} ` +
    `${svgNum(x + s * 2.4)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y)} ${svgNum(x)} ${svgNum(y + s * 2.4)}Q${svgNum(x)} ${svgNum(y)} ` +
    `${svgNum(x - s * 2.4)} ${svgNum(y)}Z" fill="${colour}"/></g>`
  );
}

/** Ben-Day dots on a 45° lattice, painted straight into the raster (an SVG pattern is far slower). */
function benDay(img: Img, cell: number, radius: number, colour: string) {
  const [r, g, b] = hexRgb(colour);
  const { data, width: w, height: h } = img;
  const c = Math.SQRT1_2 / cell;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = (x + y) * c,
        v = (y - x) * c;
      const du = u - Math.round(u),
        dv = v - Math.round(v);
      const a = Math.min(1, Math.max(0, (radius - Math.sqrt(du * du + dv * dv)) * cell + 0.5));
      if (a <= 0) continue;
      const i = (y * w + x) * 3;
      data[i] = data[i]! + (r - data[i]!) * a;
      data[i + 1] = data[i + 1]! + (g - data[i + 1]!) * a;
      data[i + 2] = data[i + 2]! + (b - data[i + 2]!) * a;
    }
}

/** City skyline: buildings with lit windows, from a baseline up. */
export function skyline(
  W: number,
  H: number,
  base: number,
  maxH: number,
  rand: () => number,
  body: string,
  windows: string[],
  winOpacity: number,
  edge = 'none',
  windowChance = 0.38,
) {
  let out = '';
  let x = -W * 0.02;
  while (x < W) {
    const bw = W * (0.06 + rand() * 0.1);
    const bh = maxH * (0.35 + rand() * 0.65);
    const top = base - bh;
    out +=
      `<rect x="${svgNum(x)}" y="${svgNum(top)}" width="${svgNum(bw + 1)}" height="${svgNum(H - top)}" fill="${body}" stroke="` +
      `${edge}" stroke-width="${svgNum(W * 0.003)}"/>`;
    if (rand() < 0.3)
      out +=
        `<rect x="${svgNum(x + bw * 0.45)}" y="${svgNum(top - bh * 0.15)}"` +
        ` width="${svgNum(bw * 0.08)}" height="${svgNum(bh * 0.15)}" fill="${body}"/>`;
    const ws = W * 0.012;
    for (let wy = top + ws * 1.5; wy < base - ws; wy += ws * 2.2)
      for (let wx = x + ws; wx < x + bw - ws; wx += ws * 2)
        if (rand() < windowChance)
          out +=
            `<rect x="${svgNum(wx)}" y="${svgNum(wy)}" width="${svgNum(ws)}" height="${svgNum(ws * 1.2)}" fill="` +
            `${windows[Math.floor(rand() * windows.length)]}" fill-opacity="${winOpacity}"/>`;
    x += bw;
  }
  return out;
}

const SCENES: Record<Background, Scene> = {
  umber: (W, H) => ({
    defs: radial('g', [
      [0, '#6b4a2b'],
      [0.6, '#3a2614'],
      [1, '#140c06'],
    ]),
    soft: fill(W, H, 'url(#g)'),
  }),
  museum: (W, H, _r, rand) => {
    let folds = '';
    for (let i = 0; i < 7; i++) {
      const x = W * (0.02 + i * 0.055 + rand() * 0.02);
      folds +=
        `<path d="M${svgNum(x)} 0 C${svgNum(x + W * 0.02)} ${svgNum(H * 0.25)} ${svgNum(x - W * 0.05)} ${svgNum(H * 0.45)} ` +
        `${svgNum(x * 0.4)} ${svgNum(H * 0.7)}" stroke="#000" stroke-opacity=".35" stroke-width="${svgNum(W * 0.012)}"` +
        ` fill="none"/>`;
    }
    return {
      defs:
        radial(
          'g',
          [
            [0, '#5e4128'],
            [0.45, '#33210f'],
            [1, '#0b0704'],
          ],
          'cx="55%" cy="35%" r="80%"',
        ) +
        linear(
          'cur',
          [
            [0, '#5a0d14'],
            [0.5, '#3a070c'],
            [1, '#1a0306'],
          ],
          'x1="0" y1="0" x2="1" y2="0"',
        ),
      soft:
        fill(W, H, 'url(#g)') +
        (`<path d="M0 0H${svgNum(W * 0.42)}C${svgNum(W * 0.34)} ${svgNum(H * 0.12)} ${svgNum(W * 0.16)} ${svgNum(H * 0.3)} ` +
          `${svgNum(W * 0.1)} ${svgNum(H * 0.72)}L0 ${svgNum(H * 0.76)}Z" fill="url(#cur)" fill-opacity=".85"/>`) +
        folds +
        (`<path d="M${svgNum(W * 0.1)} ${svgNum(H * 0.72)}q${svgNum(-W * 0.03)}` +
          ` ${svgNum(H * 0.03)} ${svgNum(-W * 0.1)} ${svgNum(H * 0.04)}"` +
          ` stroke="#c9a040" stroke-width="${svgNum(W * 0.008)}" fill="none" stroke-opacity=".7"/>`),
    };
  },
  space: (W, H, r, rand) => {
    const [, deep, violet, blue, pink] = r.palette;
    const neb = blobs(
      16,
      rand,
      () => [W * (0.05 + rand() * 0.9), H * (0.05 + rand() * 0.85), W * (0.16 + rand() * 0.3)],
      [violet!, blue!, pink!, '#1fb5a8', '#6a3cc9'],
      [0.4, 0.85],
      'n',
    );
    let bright = '';
    for (let i = 0; i < 14; i++)
      bright += sparkle(rand() * W, rand() * H, W * (0.004 + rand() * 0.006), '#ffffff', 0.6 + rand() * 0.4);
    const px = W * 0.97,
      py = H * 0.06,
      pr = W * 0.17;
    return {
      defs:
        linear('g', [
          [0, '#03040b'],
          [0.5, deep!],
          [1, '#05030c'],
        ]) +
        neb.defs +
        radial(
          'glow',
          [
            [0, '#ffffff', 0.9],
            [0.3, '#bcd2ff', 0.35],
            [1, '#bcd2ff', 0],
          ],
          'cx="50%" cy="50%" r="50%"',
        ) +
        radial(
          'planet',
          [
            [0, '#f2b27a'],
            [0.5, '#c0603a'],
            [1, '#3a1020'],
          ],
          'cx="30%" cy="30%" r="80%"',
        ),
      soft: fill(W, H, 'url(#g)') + neb.body,
      crisp:
        stars(420, W, H, rand, W * 0.0028) +
        bright +
        `<circle cx="${svgNum(px)}" cy="${svgNum(py)}" r="${svgNum(pr)}" fill="url(#planet)"/>` +
        (`<ellipse cx="${svgNum(px)}" cy="${svgNum(py)}" rx="${svgNum(pr * 1.7)}" ry="${svgNum(pr * 0.35)}" transform="rotate(-18 ` +
          `${svgNum(px)} ${svgNum(py)})" fill="none" stroke="#f6d7a8" stroke-opacity=".55" stroke-width="${svgNum(W * 0.012)}` +
          `"/>`),
    };
  },
  bokeh: (W, H, r, rand) => {
    const b = blobs(
      46,
      rand,
      () => [rand() * W, H * (0.1 + rand() * 0.9), W * (0.03 + rand() * 0.07)],
      ['#ffcf6b', '#ff8a5c', '#ffe7b0', '#ff5fa2', '#ffb347'],
      [0.25, 0.7],
      'b',
    );
    let sp = '';
    for (let i = 0; i < 18; i++)
      sp += sparkle(rand() * W, H * (0.2 + rand() * 0.8), W * (0.003 + rand() * 0.005), '#fff4d6', 0.8);
    return {
      defs:
        linear('g', [
          [0, r.palette[0]!],
          [0.55, r.palette[1]!],
          [1, '#5a1e2a'],
        ]) +
        b.defs +
        radial(
          'glow',
          [
            [0, '#fff4d6', 0.9],
            [1, '#ffcf6b', 0],
          ],
          'cx="50%" cy="50%" r="50%"',
        ),
      soft: fill(W, H, 'url(#g)') + b.body,
      crisp: sp,
    };
  },
  sunburst: (W, H, r, rand) => {
    const cx = W * 0.5,
      cy = H * 0.38;
    let rays = '';
    const n = 14;
    for (let i = 0; i < n; i++) {
      const a0 = (i / n) * Math.PI * 2,
        a1 = a0 + Math.PI / n;
      const R = H * 1.2;
      rays +=
        `<path d="M${svgNum(cx)} ${svgNum(cy)}L${svgNum(cx + Math.cos(a0) * R)} ${svgNum(cy + Math.sin(a0) * R)}L` +
        `${svgNum(cx + Math.cos(a1) * R)} ${svgNum(cy + Math.sin(a1) * R)}Z"/>`;
    }
    return {
      defs: linear('g', [
        [0, r.palette[6]!],
        [0.35, '#c2185b'],
        [0.62, r.palette[4]!],
        [0.8, r.palette[2]!],
      ]),
      soft: fill(W, H, 'url(#g)'),
      crisp:
        `<g fill="#fff4c0" fill-opacity=".14">${rays}</g>` +
        skyline(W, H, H * 0.84, H * 0.13, rand, '#1a1440', ['#ffd21f', '#ffe98a'], 0.6, 'none', 0.22) +
        `<rect x="0" y="${svgNum(H * 0.84)}" width="${W}" height="${svgNum(H * 0.16)}" fill="#1a1440"/>`,
    };
  },
  swirl: (W, H, r, rand) => {
    const p = r.palette;
    const vortices: [number, number, number][] = [
      [W * 0.28, H * 0.14, 1],
      [W * 0.74, H * 0.3, -0.8],
      [W * 0.3, H * 0.62, 0.6],
    ];
    const field = (x: number, y: number) => {
      let vx = W * 0.25,
        vy = 0;
      for (const [cx, cy, s] of vortices) {
        const dx = x - cx,
          dy = y - cy,
          d2 = dx * dx + dy * dy + (W * 0.05) ** 2;
        const k = (s * W * W * 0.12) / d2;
        vx += -dy * k;
        vy += dx * k;
      }
      const m = Math.hypot(vx, vy) || 1;
      return [vx / m, vy / m];
    };
    const cols = [p[1]!, p[2]!, p[3]!, p[2]!, p[1]!, '#2a55a8', '#c9dcf0', p[0]!].map(hexRgb);
    const strokes: Stroke[] = [];
    const sw = W * 0.011;
    for (let i = 0; i < 2600; i++) {
      let x = rand() * W,
        y = rand() * H;
      const pts = [x, y];
      const seg = W * 0.012;
      for (let s = 0; s < 4; s++) {
        const [vx, vy] = field(x, y);
        x += vx! * seg;
        y += vy! * seg;
        pts.push(x, y);
      }
      const [cr, cg, cb] = cols[Math.floor(rand() * cols.length)]!;
      strokes.push({ pts, width: sw * (0.7 + rand() * 0.6), r: cr, g: cg, b: cb });
    }
    let halos = '';
    const starAt: [number, number, number][] = [
      [0.1, 0.08, 1],
      [0.52, 0.06, 0.8],
      [0.9, 0.16, 0.7],
      [0.62, 0.2, 0.6],
      [0.06, 0.42, 0.7],
      [0.94, 0.5, 0.8],
      [0.2, 0.26, 0.5],
    ];
    for (const [sx, sy, s] of starAt) {
      const x = sx * W,
        y = sy * H,
        rr = W * 0.022 * s;
      halos +=
        `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(rr * 3.2)}" fill="none" stroke="${p[5]}"` +
        ` stroke-opacity=".45" stroke-width="${svgNum(sw * 1.2)}" stroke-dasharray="${svgNum(sw * 2)} ${svgNum(sw)}"/>`;
      halos +=
        `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(rr * 2.1)}" fill="none" stroke="${p[4]}"` +
        ` stroke-opacity=".7" stroke-width="${svgNum(sw * 1.3)}" stroke-dasharray="${svgNum(sw * 2.5)} ${svgNum(sw * 0.8)}` +
        `"/>`;
      halos +=
        `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(rr)}" fill="${p[4]}"/>` +
        `<circle cx="${svgNum(x - rr * 0.2)}" cy="${svgNum(y - rr * 0.2)}" r="${svgNum(rr * 0.45)}" fill="${p[5]}"/>`;
    }
    const mx = W * 0.82,
      my = H * 0.07,
      mr = W * 0.06;
    halos +=
      `<circle cx="${svgNum(mx)}" cy="${svgNum(my)}" r="${svgNum(mr * 1.8)}" fill="${p[4]}" fill-opacity=".35"/>` +
      `<circle cx="${svgNum(mx)}" cy="${svgNum(my)}" r="${svgNum(mr)}" fill="${p[4]}"/>` +
      `<circle cx="${svgNum(mx + mr * 0.45)}" cy="${svgNum(my - mr * 0.2)}" r="${svgNum(mr * 0.85)}" fill="${p[1]}"/>`;
    return {
      defs: linear('g', [
        [0, p[0]!],
        [0.6, p[1]!],
        [1, p[6]!],
      ]),
      soft: fill(W, H, 'url(#g)'),
      strokes,
      crisp: halos,
    };
  },
  card: (W, H, r, rand) => {
    const b = blobs(
      10,
      rand,
      () => [rand() * W, rand() * H, W * (0.02 + rand() * 0.05)],
      ['#a9814f', '#8c6a3f'],
      [0.12, 0.28],
      's',
    );
    return {
      defs:
        radial(
          'g',
          [
            [0, r.palette[3]!],
            [0.7, r.palette[4]!],
            [1, '#b89a6a'],
          ],
          'cx="50%" cy="45%" r="70%"',
        ) + b.defs,
      soft: fill(W, H, 'url(#g)') + b.body,
    };
  },
  city: (W, H, r, rand) => {
    const [, magenta, cyan, violet] = r.palette;
    const haze = blobs(
      6,
      rand,
      () => [W * (0.1 + rand() * 0.8), H * (0.55 + rand() * 0.35), W * (0.3 + rand() * 0.3)],
      [magenta!, violet!, cyan!],
      [0.25, 0.45],
      'h',
    );
    let signs = '';
    for (let i = 0; i < 8; i++) {
      const c = [magenta, cyan, '#ffd23f', violet][i % 4]!;
      const left = i % 2 === 0;
      const vertical = rand() < 0.6;
      const w = vertical ? W * (0.025 + rand() * 0.02) : W * (0.08 + rand() * 0.08);
      const h = vertical ? H * (0.1 + rand() * 0.12) : H * (0.025 + rand() * 0.02);
      const x = left ? W * (0.02 + rand() * 0.16) : W * (0.98 - rand() * 0.16) - w;
      const y = H * (0.2 + rand() * 0.55);
      signs +=
        `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(w)}" height="${svgNum(h)}" rx="${svgNum(W * 0.006)}" fill="none"` +
        ` stroke="${c}" stroke-opacity=".22" stroke-width="${svgNum(W * 0.022)}"/>`;
      signs +=
        `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(w)}" height="${svgNum(h)}" rx="${svgNum(W * 0.006)}" fill="${c}"` +
        ` fill-opacity=".2" stroke="${c}" stroke-width="${svgNum(W * 0.005)}"/>`;
      for (let k = 1; k < 4; k++)
        signs += vertical
          ? `<rect x="${svgNum(x + w * 0.3)}" y="${svgNum(y + (k * h) / 4 - h * 0.06)}" width="${svgNum(w * 0.4)}" height="` +
            `${svgNum(h * 0.12)}" fill="${c}" fill-opacity=".8"/>`
          : `<rect x="${svgNum(x + (k * w) / 4 - w * 0.06)}" y="${svgNum(y + h * 0.3)}" width="${svgNum(w * 0.12)}" height="` +
            `${svgNum(h * 0.4)}" fill="${c}" fill-opacity=".8"/>`;
    }
    let rain = '';
    for (let i = 0; i < 260; i++) {
      const x = rand() * W * 1.2,
        y = rand() * H,
        l = H * (0.02 + rand() * 0.04);
      rain += `<path d="M${svgNum(x)} ${svgNum(y)}l${svgNum(-l * 0.25)} ${svgNum(l)}"/>`;
    }
    let refl = '';
    for (let i = 0; i < 16; i++) {
      const c = [magenta, cyan, violet][i % 3]!;
      refl +=
        `<rect x="${svgNum(rand() * W)}" y="${svgNum(H * 0.88)}" width="${svgNum(W * (0.005 + rand() * 0.02))}" height="` +
        `${svgNum(H * 0.12)}" fill="${c}" fill-opacity="${(0.15 + rand() * 0.3).toFixed(2)}"/>`;
    }
    return {
      defs:
        linear('g', [
          [0, r.palette[0]!],
          [0.6, r.palette[5]!],
          [1, '#3a0e4f'],
        ]) + haze.defs,
      soft: fill(W, H, 'url(#g)') + haze.body,
      crisp:
        skyline(W, H, H * 0.8, H * 0.6, rand, '#221042', [violet!, '#8a7dff'], 0.35, 'none', 0.12) +
        skyline(W, H, H * 0.9, H * 0.5, rand, '#0b0618', [magenta!, cyan!, '#ffd23f'], 0.7, '#ff2fb3', 0.16) +
        `<rect x="0" y="${svgNum(H * 0.9)}" width="${W}" height="${svgNum(H * 0.1)}" fill="#0b0618"/>` +
        signs +
        refl +
        `<g stroke="#bfe9ff" stroke-opacity=".22" stroke-width="${svgNum(W * 0.0018)}">${rain}</g>`,
    };
  },
  washi: (W, H, r) => {
    const band = (y: number, x0: number, x1: number, h: number) =>
      `<path d="M${svgNum(x0)} ${svgNum(y)}H${svgNum(x1)}a${svgNum(h / 2)}` +
      ` ${svgNum(h / 2)} 0 0 1 0 ${svgNum(h)}H${svgNum(x0 + h)}a${svgNum(h / 2)}` +
      ` ${svgNum(h / 2)} 0 0 1 0 ${svgNum(-h)}Z"/>`;
    return {
      defs: linear('g', [
        [0, '#e6d3ac'],
        [0.5, r.palette[0]!],
        [1, '#f3ead6'],
      ]),
      soft: fill(W, H, 'url(#g)'),
      crisp:
        `<circle cx="${svgNum(W * 0.74)}" cy="${svgNum(H * 0.2)}" r="${svgNum(W * 0.2)}" fill="${r.palette[2]}" fill-opacity=".85"/>` +
        (`<g fill="${r.palette[3]}" fill-opacity=".75">${band(H * 0.08, -W * 0.1, W * 0.45, H * 0.035)}` +
          band(H * 0.13, W * 0.05, W * 0.6, H * 0.03) +
          band(H * 0.3, W * 0.55, W * 1.1, H * 0.035) +
          `${band(H * 0.35, W * 0.68, W * 1.1, H * 0.028)}</g>`),
    };
  },
  paper: (W, H, r) => ({ soft: fill(W, H, r.palette[0]!) }),
  cream: (W, H, r) => ({
    defs: radial('g', [
      [0, '#fffaf0'],
      [1, r.palette[0]!],
    ]),
    soft: fill(W, H, 'url(#g)'),
  }),
  popdots: (W, H, r) => ({ soft: fill(W, H, r.palette[4]!), paint: (img) => benDay(img, W * 0.035, 0.3, '#7fe3ff') }),
  arch: (W, H) => ({ soft: fill(W, H, '#1c1a1f') }),
};

/** The scene as a raw RGB image of exactly W x H. */
export async function sceneRaster(kind: Background, W: number, H: number, recipe: Recipe): Promise<Img> {
  const parts = SCENES[kind](W, H, recipe, mulberry32(recipe.seed * 7 + 1));
  const defs = parts.defs ?? '';
  // Soft layers at a third of the size: gradients and glows lose nothing, and librsvg is 9x quicker.
  const sw = Math.max(16, Math.round(W / 3)),
    sh = Math.max(16, Math.round(H / 3));
  const softSvg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}" viewBox="0 0 ${W} ${H}"` +
      ` preserveAspectRatio="none"><defs>${defs}</defs>${parts.soft ?? ''}</svg>`,
  );
  let img: Img;
  if (parts.strokes?.length) {
    // Brush strokes are painted at no more than ~1.4 MP and scaled up: at print size they would
    // cost 6x more and gain nothing (they are soft-edged paint anyway).
    const k = Math.min(1, Math.sqrt(1_400_000 / (W * H)));
    const mw = Math.round(W * k),
      mh = Math.round(H * k);
    img = await toImg(
      sharp(softSvg).resize(mw, mh, { fit: 'fill', kernel: 'cubic' }).flatten({ background: '#000' }).removeAlpha(),
    );
    const scaled =
      k === 1
        ? parts.strokes
        : parts.strokes.map((st) => ({ ...st, pts: st.pts.map((v) => v * k), width: st.width * k }));
    drawStrokes(img, scaled, 0.12, 0.15);
    if (k < 1)
      img = await toImg(
        sharp(img.data, { raw: { width: mw, height: mh, channels: 3 } }).resize(W, H, {
          fit: 'fill',
          kernel: 'lanczos3',
        }),
      );
  } else
    img = await toImg(
      sharp(softSvg).resize(W, H, { fit: 'fill', kernel: 'cubic' }).flatten({ background: '#000' }).removeAlpha(),
    );
  parts.paint?.(img);
  if (!parts.crisp) return img;
  return toImg(
    sharp(img.data, { raw: { width: W, height: H, channels: 3 } })
      .composite([{ input: svgDoc(W, H, parts.crisp, defs) }])
      .removeAlpha(),
  );
}
