import type { Overlay } from '../recipes.js';
import { archFrame, inkOval, seal, seigaiha, splashes, wreath } from './decor.js';
import { marquee } from '../lettering/lettering.js';
import { svgNum } from '../canvas/util.js';
import type { OverlayCtx, Svg } from './svg.js';

const grad = (
  id: string,
  stops: [number, string, number?][],
  attrs = 'x1="0" y1="0" x2="0" y2="1"',
  kind = 'linearGradient',
) =>
  `<${kind} id="${id}" ${attrs}>` +
  `${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('')}</${kind}>`;

const GOLD: [number, string][] = [
  [0, '#fff1b8'],
  [0.3, '#d9a93a'],
  [0.55, '#8a5a14'],
  [0.8, '#e9c66a'],
  [1, '#9c6b1c'],
];

/** Point on a cubic Bézier. */
function bez(p: number[], t: number): [number, number] {
  const m = 1 - t;
  const a = m * m * m,
    b = 3 * m * m * t,
    c = 3 * m * t * t,
    d = t * t * t;
  return [a * p[0]! + b * p[2]! + c * p[4]! + d * p[6]!, a * p[1]! + b * p[3]! + c * p[5]! + d * p[7]!];
}

function royalCape({ W, H, recipe }: OverlayCtx): Svg {
  const [deep, crimson, ermine, gold] = recipe.palette;
  const left = [-0.02 * W, 0.7 * H, 0.16 * W, 0.68 * H, 0.34 * W, 0.78 * H, 0.5 * W, 0.875 * H];
  const right = [0.5 * W, 0.875 * H, 0.66 * W, 0.78 * H, 0.84 * W, 0.68 * H, 1.02 * W, 0.7 * H];
  const points = (ps: number[]) => ps.map(svgNum).join(' ');
  const collar = `M${points(left.slice(0, 2))}C${points(left.slice(2))}C${points(right.slice(2))}`;
  const band = H * 0.075;
  let folds = '';
  for (const [x0, x1] of [
    [0.12, 0.05],
    [0.24, 0.2],
    [0.36, 0.34],
    [0.64, 0.66],
    [0.76, 0.8],
    [0.88, 0.95],
  ] as const)
    folds +=
      `<path d="M${svgNum(x0 * W)} ${svgNum(0.76 * H)}Q${svgNum((x0 + x1) * 0.5 * W + W * 0.03)} ${svgNum(0.88 * H)} ` +
      `${svgNum(x1 * W)} ${svgNum(H)}" stroke="#2a0306" stroke-opacity=".45" stroke-width="${svgNum(W * 0.02)}"` +
      ` fill="none"/>` +
      (`<path d="M${svgNum(x0 * W + W * 0.018)} ${svgNum(0.77 * H)}Q${svgNum((x0 + x1) * 0.5 * W + W * 0.05)} ` +
        `${svgNum(0.88 * H)} ${svgNum(x1 * W + W * 0.02)} ${svgNum(H)}" stroke="#ff6f6f" stroke-opacity=".18" stroke-width="` +
        `${svgNum(W * 0.008)}" fill="none"/>`);
  let spots = '';
  for (const curve of [left, right])
    for (let t = 0.06; t < 0.97; t += 0.1) {
      const [x, y] = bez(curve, t);
      const s = W * 0.016;
      spots +=
        `<path d="M${svgNum(x)} ${svgNum(y - s * 0.6)}l${svgNum(s * 0.5)} ${svgNum(s * 1.8)}l${svgNum(-s * 0.5)} ${svgNum(-s * 0.5)}l` +
        `${svgNum(-s * 0.5)} ${svgNum(s * 0.5)}z" fill="#141010"/>`;
    }
  const chainL = [0.24 * W, 0.77 * H, 0.3 * W, 0.86 * H, 0.4 * W, 0.905 * H, 0.5 * W, 0.905 * H];
  const chainR = [0.5 * W, 0.905 * H, 0.6 * W, 0.905 * H, 0.7 * W, 0.86 * H, 0.76 * W, 0.77 * H];
  let chain = '';
  let k = 0;
  for (const curve of [chainL, chainR])
    for (let t = 0; t <= 1.001; t += 1 / 11, k++) {
      const [x, y] = bez(curve, t);
      const r = W * (k % 2 ? 0.011 : 0.015);
      chain +=
        `<ellipse cx="${svgNum(x)}" cy="${svgNum(y)}" rx="${svgNum(r)}" ry="${svgNum(r * 0.75)}" fill="url(#gold)"` +
        ` stroke="#5a3a08" stroke-width="${svgNum(W * 0.002)}"/>`;
    }
  const px = 0.5 * W,
    py = 0.915 * H,
    pr = W * 0.032;
  chain +=
    `<circle cx="${svgNum(px)}" cy="${svgNum(py)}" r="${svgNum(pr * 1.35)}" fill="url(#gold)" stroke="#5a3a08"` +
    ` stroke-width="${svgNum(W * 0.003)}"/>` +
    `<ellipse cx="${svgNum(px)}" cy="${svgNum(py)}" rx="${svgNum(pr * 0.8)}" ry="${svgNum(pr)}" fill="url(#ruby)"/>` +
    `<circle cx="${svgNum(px - pr * 0.3)}" cy="${svgNum(py - pr * 0.4)}" r="${svgNum(pr * 0.22)}" fill="#fff"` +
    ` fill-opacity=".8"/>`;
  return {
    defs:
      grad(
        'velvet',
        [
          [0, deep!],
          [0.3, crimson!],
          [0.5, deep!],
          [0.72, crimson!],
          [1, '#3a0508'],
        ],
        'x1="0" y1="0" x2="1" y2="0"',
      ) +
      grad('gold', GOLD, 'x1="0" y1="0" x2="1" y2="1"') +
      grad(
        'ruby',
        [
          [0, '#ff6b7a'],
          [0.6, '#a0101e'],
          [1, '#4a0008'],
        ],
        'cx="40%" cy="35%" r="70%"',
        'radialGradient',
      ) +
      grad('fur', [
        [0, '#ffffff'],
        [1, ermine!],
      ]),
    body:
      `<path d="${collar}L${svgNum(W)} ${svgNum(H)}L0 ${svgNum(H)}Z" fill="url(#velvet)"/>${folds}` +
      (`<path d="${collar}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="${svgNum(band * 1.2)}"` +
        ` transform="translate(0 ${svgNum(band * 0.12)})"/>`) +
      `<path d="${collar}" fill="none" stroke="url(#fur)" stroke-width="${svgNum(band)}"/>${spots}${chain}` +
      (`<path d="${collar}" fill="none" stroke="${gold}" stroke-opacity=".5" stroke-width="${svgNum(W * 0.003)}"` +
        ` transform="translate(0 ${svgNum(-band * 0.5)})"/>`),
  };
}

function gildedFrame({ W, H }: OverlayCtx): Svg {
  const i = W * 0.022,
    t = W * 0.016;
  return {
    defs: grad('frame', GOLD, 'x1="0" y1="0" x2="1" y2="1"'),
    body:
      `<rect x="${svgNum(i)}" y="${svgNum(i)}" width="${svgNum(W - 2 * i)}" height="${svgNum(H - 2 * i)}" fill="none"` +
      ` stroke="url(#frame)" stroke-width="${svgNum(t)}"/>` +
      (`<rect x="${svgNum(i + t * 1.3)}" y="${svgNum(i + t * 1.3)}" width="${svgNum(W - 2 * (i + t * 1.3))}" height="` +
        `${svgNum(H - 2 * (i + t * 1.3))}" fill="none" stroke="#d9a93a" stroke-opacity=".8" stroke-width="` +
        `${svgNum(W * 0.003)}"/>`) +
      `<rect x="0" y="0" width="${svgNum(W)}" height="${svgNum(H)}" fill="none" stroke="#1a0f05" stroke-width="${svgNum(i * 2)}"/>`,
  };
}

function helmet({ W, H, box, recipe, head }: OverlayCtx): Svg {
  // A side-on pet wears the suit on its body (a garment): the bubble goes round its head alone.
  // The bubble takes in the whole head, ears and muzzle (anatomy.ts), its collar where the neck leaves it.
  const side = !!(head?.side && head.chest);
  const bubble = side ? (head.bubble ?? { cx: head.cx, cy: head.cy - head.r * 0.15, r: head.r * 1.45 }) : null;
  const cx = bubble ? bubble.cx : box.x + box.w / 2,
    cy = bubble ? bubble.cy : box.y + box.h / 2,
    r = bubble ? bubble.r : Math.min(box.w, box.h) / 2;
  const ring = bubble ? Math.min(W * 0.036, r * 0.12) : W * 0.036;
  const down = side && head.neck ? Math.atan2(head.neck.uy, head.neck.ux) : Math.PI / 2;
  const collarX = cx + Math.cos(down) * r * 0.93,
    collarY = cy + Math.sin(down) * r * 0.93,
    collarTurn = (down * 180) / Math.PI - 90;
  const suitTop = cy + r * 0.88;
  const arc = (a0: number, a1: number, rr: number) => {
    const p = (a: number) =>
      `${svgNum(cx + Math.cos((a * Math.PI) / 180) * rr)} ${svgNum(cy + Math.sin((a * Math.PI) / 180) * rr)}`;
    return `M${p(a0)}A${svgNum(rr)} ${svgNum(rr)} 0 0 1 ${p(a1)}`;
  };
  const patch = (x: number, y: number, s: number) =>
    `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(s)}" fill="#1b3f8f" stroke="#f2f4f8" stroke-width="${svgNum(s * 0.16)}"/>` +
    (`<ellipse cx="${svgNum(x)}" cy="${svgNum(y)}" rx="${svgNum(s * 0.75)}" ry="${svgNum(s * 0.28)}" transform="rotate(-25 ` +
      `${svgNum(x)} ${svgNum(y)})" fill="none" stroke="#ff5a4f" stroke-width="${svgNum(s * 0.1)}"/>`) +
    (`<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(s * 0.3)}" fill="#f6d7a8"/>` +
      `<circle cx="${svgNum(x + s * 0.45)}" cy="${svgNum(y - s * 0.45)}" r="${svgNum(s * 0.08)}" fill="#fff"/>`);
  const fx = W * 0.7,
    fy = suitTop + H * 0.1,
    fw = W * 0.13,
    fh = fw * 0.75;
  const flag =
    `<rect x="${svgNum(fx)}" y="${svgNum(fy)}" width="${svgNum(fw)}" height="${svgNum(fh)}" rx="${svgNum(fw * 0.12)}"` +
    ` fill="#c8283a" stroke="#f2f4f8" stroke-width="${svgNum(fw * 0.06)}"/>` +
    (`<path d="M${svgNum(fx + fw * 0.15)} ${svgNum(fy + fh * 0.75)}L${svgNum(fx + fw * 0.5)} ${svgNum(fy + fh * 0.35)}L` +
      `${svgNum(fx + fw * 0.85)} ${svgNum(fy + fh * 0.75)}" fill="none" stroke="#f2f4f8" stroke-width="${svgNum(fw * 0.1)}` +
      `"/>`) +
    `<circle cx="${svgNum(fx + fw * 0.5)}" cy="${svgNum(fy + fh * 0.22)}" r="${svgNum(fw * 0.07)}" fill="#ffd23f"/>`;
  return {
    defs:
      grad('suit', [
        [0, '#ffffff'],
        [0.6, '#dfe4ec'],
        [1, '#a9b2c2'],
      ]) +
      grad(
        'metal',
        [
          [0, '#fbfcff'],
          [0.35, '#9aa6b8'],
          [0.55, '#eef2f8'],
          [0.8, '#6b7688'],
          [1, '#c9d1dd'],
        ],
        'x1="0" y1="0" x2="1" y2="1"',
      ) +
      grad(
        'glass',
        [
          [0, '#bfe6ff', 0],
          [0.8, '#bfe6ff', 0.05],
          [1, '#dff3ff', 0.35],
        ],
        'cx="50%" cy="50%" r="50%"',
        'radialGradient',
      ),
    body:
      (side
        ? ''
        : `<path d="M0 ${svgNum(H)}V${svgNum(suitTop + H * 0.07)}Q${svgNum(W * 0.02)} ${svgNum(suitTop)} ${svgNum(W * 0.2)} ` +
          `${svgNum(suitTop - H * 0.005)}H${svgNum(W * 0.8)}Q${svgNum(W * 0.98)} ${svgNum(suitTop)} ${svgNum(W)} ` +
          `${svgNum(suitTop + H * 0.07)}V${svgNum(H)}Z" fill="url(#suit)"/>` +
          (`<path d="M${svgNum(W * 0.2)} ${svgNum(H)}Q${svgNum(W * 0.22)} ${svgNum(suitTop + H * 0.08)} ${svgNum(W * 0.14)} ` +
            `${svgNum(suitTop + H * 0.01)}M${svgNum(W * 0.8)} ${svgNum(H)}Q${svgNum(W * 0.78)} ${svgNum(suitTop + H * 0.08)} ` +
            `${svgNum(W * 0.86)} ${svgNum(suitTop + H * 0.01)}" stroke="#8d98a8" stroke-width="${svgNum(W * 0.004)}"` +
            ` fill="none"/>`) +
          patch(W * 0.16, suitTop + H * 0.14, W * 0.065) +
          flag) +
      (`<ellipse cx="${svgNum(collarX)}" cy="${svgNum(collarY)}" rx="${svgNum(r * 0.86)}" ry="${svgNum(r * 0.2)}"` +
        ` transform="rotate(${svgNum(collarTurn)} ${svgNum(collarX)} ${svgNum(collarY)})"` +
        ` fill="url(#metal)" stroke="#4a5466" stroke-width="${svgNum(W * 0.003)}"/>`) +
      `<circle cx="${svgNum(cx)}" cy="${svgNum(cy)}" r="${svgNum(r)}" fill="url(#glass)"/>` +
      `<circle cx="${svgNum(cx)}" cy="${svgNum(cy)}" r="${svgNum(r * 1.01)}"` +
      ` fill="none" stroke="#2b3342" stroke-width="${svgNum(ring)}"/>` +
      `<circle cx="${svgNum(cx)}" cy="${svgNum(cy)}" r="${svgNum(r * 1.01)}"` +
      ` fill="none" stroke="url(#metal)" stroke-width="${svgNum(ring * 0.78)}"/>` +
      (`<g fill="none" stroke="#ffffff" stroke-linecap="round">` +
        `<path d="${arc(195, 245, r * 0.86)}" stroke-opacity=".55" stroke-width="${svgNum(ring * 0.611)}"/>` +
        `<path d="${arc(253, 268, r * 0.86)}" stroke-opacity=".45" stroke-width="${svgNum(ring * 0.389)}"/>` +
        `<path d="${arc(20, 50, r * 0.9)}" stroke-opacity=".25" stroke-width="${svgNum(ring * 0.333)}"/></g>`) +
      (`<circle cx="${svgNum(cx)}" cy="${svgNum(cy)}" r="${svgNum(r * 0.985)}" fill="none" stroke="${recipe.palette[3]}"` +
        ` stroke-opacity=".5" stroke-width="${svgNum(W * 0.004)}"/>`),
  };
}

function heroCape({ W, H, recipe, name }: OverlayCtx): Svg {
  const [red, dark, yellow, blue] = recipe.palette;
  const y0 = H * 0.79;
  const initial = (name ?? '').trim().charAt(0).toUpperCase();
  const ex = W * 0.5,
    ey = H * 0.905,
    es = W * 0.11;
  const emblem = initial
    ? `<text x="${svgNum(ex)}" y="${svgNum(ey + es * 0.36)}" font-family="DejaVu Sans" font-weight="bold"` +
      ` font-style="italic" font-size="${svgNum(es * 1.05)}" text-anchor="middle" fill="${red}" stroke="#111"` +
      ` stroke-width="${svgNum(es * 0.04)}">${initial.replace(/[<>&]/g, '')}</text>`
    : `<path d="M${svgNum(ex + es * 0.15)} ${svgNum(ey - es * 0.62)}L${svgNum(ex - es * 0.35)} ${svgNum(ey + es * 0.08)}H` +
      `${svgNum(ex - es * 0.02)}L${svgNum(ex - es * 0.18)} ${svgNum(ey + es * 0.62)}L${svgNum(ex + es * 0.38)} ${svgNum(ey - es * 0.12)}` +
      `H${svgNum(ex + es * 0.04)}Z" fill="${red}" stroke="#111" stroke-width="${svgNum(es * 0.05)}"/>`;
  return {
    defs:
      grad(
        'cape',
        [
          [0, red!],
          [0.6, dark!],
          [1, '#4a0406'],
        ],
        'x1="0" y1="0" x2="1" y2="1"',
      ) +
      grad(
        'body',
        [
          [0, '#3350b8'],
          [1, blue!],
        ],
        'x1="0" y1="0" x2="1" y2="0"',
      ),
    body:
      `<path d="M${svgNum(W * 0.3)} ${svgNum(y0)}C${svgNum(W * 0.14)} ${svgNum(y0 + H * 0.01)} ${svgNum(W * 0.04)} ` +
      `${svgNum(y0 - H * 0.05)} ${svgNum(-W * 0.04)} ${svgNum(y0 - H * 0.11)}L${svgNum(-W * 0.04)} ${svgNum(H)}H${svgNum(W * 0.35)}Z"` +
      ` fill="url(#cape)" stroke="#111" stroke-width="${svgNum(W * 0.006)}"/>` +
      (`<path d="M${svgNum(W * 0.7)} ${svgNum(y0)}C${svgNum(W * 0.88)} ${svgNum(y0 + H * 0.01)} ${svgNum(W * 0.97)} ` +
        `${svgNum(y0 - H * 0.08)} ${svgNum(W * 1.04)} ${svgNum(y0 - H * 0.16)}L${svgNum(W * 1.04)} ${svgNum(H)}H${svgNum(W * 0.65)}Z"` +
        ` fill="url(#cape)" stroke="#111" stroke-width="${svgNum(W * 0.006)}"/>`) +
      (`<path d="M${svgNum(W * 0.08)} ${svgNum(H)}Q${svgNum(W * 0.12)} ${svgNum(y0 + H * 0.08)} ${svgNum(W * 0.02)} ` +
        `${svgNum(y0 - H * 0.02)}M${svgNum(W * 0.92)} ${svgNum(H)}Q${svgNum(W * 0.88)} ${svgNum(y0 + H * 0.06)} ${svgNum(W * 0.99)} ` +
        `${svgNum(y0 - H * 0.08)}" fill="none" stroke="#4a0406" stroke-width="${svgNum(W * 0.006)}"/>`) +
      (`<path d="M${svgNum(W * 0.14)} ${svgNum(H)}C${svgNum(W * 0.14)} ${svgNum(y0 + H * 0.06)} ${svgNum(W * 0.22)} ` +
        `${svgNum(y0 + H * 0.005)} ${svgNum(W * 0.36)} ${svgNum(y0 - H * 0.005)}Q${svgNum(W * 0.5)} ${svgNum(y0 + H * 0.03)} ` +
        `${svgNum(W * 0.64)} ${svgNum(y0 - H * 0.005)}C${svgNum(W * 0.78)} ${svgNum(y0 + H * 0.005)} ${svgNum(W * 0.86)} ` +
        `${svgNum(y0 + H * 0.06)} ${svgNum(W * 0.86)} ${svgNum(H)}Z" fill="url(#body)" stroke="#111" stroke-width="` +
        `${svgNum(W * 0.007)}"/>`) +
      (`<path d="M${svgNum(W * 0.24)} ${svgNum(y0 + H * 0.04)}Q${svgNum(W * 0.3)}` +
        ` ${svgNum(y0 + H * 0.1)} ${svgNum(W * 0.3)} ${svgNum(H)}M` +
        `${svgNum(W * 0.76)} ${svgNum(y0 + H * 0.04)}Q${svgNum(W * 0.7)} ${svgNum(y0 + H * 0.1)} ${svgNum(W * 0.7)} ${svgNum(H)}"` +
        ` fill="none" stroke="#0c1540" stroke-width="${svgNum(W * 0.005)}"/>`) +
      (`<path d="M${svgNum(W * 0.36)} ${svgNum(y0 - H * 0.005)}L${svgNum(W * 0.28)} ${svgNum(y0 - H * 0.035)}L${svgNum(W * 0.33)} ` +
        `${svgNum(y0 + H * 0.035)}ZM${svgNum(W * 0.64)} ${svgNum(y0 - H * 0.005)}L${svgNum(W * 0.72)} ${svgNum(y0 - H * 0.035)}L` +
        `${svgNum(W * 0.67)} ${svgNum(y0 + H * 0.035)}Z" fill="${red}" stroke="#111" stroke-width="${svgNum(W * 0.005)}"/>`) +
      (`<path d="M${svgNum(ex)} ${svgNum(ey - es * 0.8)}L${svgNum(ex + es)} ${svgNum(ey - es * 0.25)}L${svgNum(ex)} ` +
        `${svgNum(ey + es * 0.85)}L${svgNum(ex - es)} ${svgNum(ey - es * 0.25)}Z" fill="${yellow}" stroke="#111"` +
        ` stroke-width="${svgNum(W * 0.007)}"/>`) +
      (`<path d="M${svgNum(ex)} ${svgNum(ey - es * 0.62)}L${svgNum(ex + es * 0.78)} ${svgNum(ey - es * 0.2)}L${svgNum(ex)} ` +
        `${svgNum(ey + es * 0.64)}L${svgNum(ex - es * 0.78)} ${svgNum(ey - es * 0.2)}Z" fill="none" stroke="${red}"` +
        ` stroke-width="${svgNum(W * 0.006)}"/>`) +
      emblem,
  };
}

function ovalMount({ W, H, box }: OverlayCtx): Svg {
  const cx = box.x + box.w / 2,
    cy = box.y + box.h / 2,
    rx = box.w / 2,
    ry = box.h / 2;
  const ink = '#5a3b1e';
  const scroll = (x: number, y: number, sx: number, sy: number) =>
    `<g transform="translate(${svgNum(x)} ${svgNum(y)}) scale(${svgNum(sx)} ${svgNum(sy)})" fill="none" stroke="${ink}"` +
    ` stroke-linecap="round"><path d="M0 44V12Q0 0 12 0H44" stroke-width="2.2"/>` +
    `<path d="M7 44V16Q7 7 16 7H44" stroke-width=".9"/>` +
    `<path d="M18 18m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0" stroke-width="1.2"/>` +
    `<path d="M22 22Q30 24 32 34M22 22Q24 30 34 32" stroke-width="1"/></g>`;
  const s = W / 200;
  const m = W * 0.052;
  return {
    body:
      `<ellipse cx="${svgNum(cx)}" cy="${svgNum(cy)}" rx="${svgNum(rx + W * 0.006)}" ry="${svgNum(ry + W * 0.006)}" fill="none"` +
      ` stroke="#3b2614" stroke-opacity=".25" stroke-width="${svgNum(W * 0.02)}"/>` +
      `<ellipse cx="${svgNum(cx)}" cy="${svgNum(cy)}" rx="${svgNum(rx)}" ry="${svgNum(ry)}"` +
      ` fill="none" stroke="${ink}" stroke-width="${svgNum(W * 0.006)}"/>` +
      (`<ellipse cx="${svgNum(cx)}" cy="${svgNum(cy)}" rx="${svgNum(rx + W * 0.022)}" ry="${svgNum(ry + W * 0.022)}" fill="none"` +
        ` stroke="${ink}" stroke-width="${svgNum(W * 0.0025)}" stroke-dasharray="${svgNum(W * 0.004)} ${svgNum(W * 0.008)}` +
        `"/>`) +
      (`<rect x="${svgNum(W * 0.03)}" y="${svgNum(W * 0.03)}" width="${svgNum(W * 0.94)}" height="${svgNum(H - W * 0.06)}"` +
        ` fill="none" stroke="${ink}" stroke-width="${svgNum(W * 0.004)}"/>`) +
      (`<rect x="${svgNum(W * 0.042)}" y="${svgNum(W * 0.042)}" width="${svgNum(W * 0.916)}" height="${svgNum(H - W * 0.084)}"` +
        ` fill="none" stroke="${ink}" stroke-width="${svgNum(W * 0.0015)}"/>`) +
      scroll(m, m, s, s) +
      scroll(W - m, m, -s, s) +
      scroll(m, H - m, s, -s) +
      scroll(W - m, H - m, -s, -s),
  };
}

function neonFrame({ W, H, recipe }: OverlayCtx): Svg {
  const [, magenta, cyan] = recipe.palette;
  const i = W * 0.045,
    rr = W * 0.05;
  const rect = (sw: number, op: number, stroke: string) =>
    `<rect x="${svgNum(i)}" y="${svgNum(i)}" width="${svgNum(W - 2 * i)}" height="${svgNum(H - 2 * i)}" rx="${svgNum(rr)}"` +
    ` fill="none" stroke="${stroke}" stroke-opacity="${op}" stroke-width="${svgNum(sw)}"/>`;
  return {
    defs: grad(
      'tube',
      [
        [0, magenta!],
        [0.45, magenta!],
        [0.55, cyan!],
        [1, cyan!],
      ],
      `x1="0" y1="0" x2="${W}" y2="${H}" gradientUnits="userSpaceOnUse"`,
    ),
    body:
      rect(W * 0.05, 0.12, 'url(#tube)') +
      rect(W * 0.025, 0.3, 'url(#tube)') +
      rect(W * 0.011, 0.9, 'url(#tube)') +
      rect(W * 0.004, 0.9, '#ffffff'),
  };
}

const OVERLAYS: Record<Overlay, (c: OverlayCtx) => Svg> = {
  royalCape,
  gildedFrame,
  helmet,
  heroCape,
  ovalMount,
  neonFrame,
  marquee,
  wreath,
  seigaiha,
  seal,
  archFrame,
  splashes,
  inkOval,
};

export function overlaySvg(ctx: OverlayCtx): Svg[] {
  return ctx.recipe.overlays.map((o) => OVERLAYS[o](ctx));
}
