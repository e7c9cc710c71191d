import type { OverlayCtx, Svg } from './svg.js';
import { svgNum } from '../canvas/util.js';

/** Flower symbols drawn in a 100-unit box centred on 0,0. */
function flowerDefs(p: string[]) {
  const [, pink, blush, rose, leaf, leafDark, yellow, white] = p;
  let spiral = 'M0 0';
  for (let a = 0; a < Math.PI * 5; a += 0.3)
    spiral += `L${svgNum(Math.cos(a) * a * 2.6)} ${svgNum(Math.sin(a) * a * 2.6)}`;
  let outer = '';
  for (let k = 0; k < 5; k++)
    outer += `<ellipse cx="0" cy="-30" rx="22" ry="20" transform="rotate(${k * 72})" fill="${pink}" stroke="${rose}" stroke-width="1.5"/>`;
  let peony = '';
  for (let k = 0; k < 9; k++)
    peony += `<ellipse cx="0" cy="-27" rx="20" ry="25" transform="rotate(${k * 40})" fill="${blush}" stroke="${pink}" stroke-width="1.5"/>`;
  for (let k = 0; k < 7; k++)
    peony +=
      `<ellipse cx="0" cy="-15" rx="13" ry="16" transform="rotate(${k * 51 + 20})" fill="${pink}" stroke="` +
      `${rose}" stroke-width="1.2"/>`;
  for (let k = 0; k < 5; k++)
    peony += `<circle cx="${svgNum(Math.cos(k * 1.3) * 5)}" cy="${svgNum(Math.sin(k * 1.3) * 5)}" r="3" fill="${yellow}"/>`;
  let blossom = '';
  for (let k = 0; k < 5; k++)
    blossom +=
      `<circle cx="${svgNum(Math.cos((k * 2 * Math.PI) / 5) * 14)}" cy="` +
      `${svgNum(Math.sin((k * 2 * Math.PI) / 5) * 14)}" r="12" fill="${white}" stroke="#e4d6cc"` +
      ` stroke-width="1.2"/>`;
  return (
    `<g id="rose">${outer}<circle r="26" fill="${rose}"/>` +
    `<path d="${spiral}" fill="none" stroke="${blush}" stroke-width="3.2" stroke-linecap="round"/></g>` +
    `<g id="peony">${peony}</g>` +
    `<g id="blossom">${blossom}<circle r="6" fill="${yellow}"/></g>` +
    (`<g id="leaf"><path d="M0 0C15 -14 40 -14 56 0C40 14 15 14 0 0Z" fill="${leaf}"/>` +
      `<path d="M2 0Q28 -2 52 0" stroke="${leafDark}" stroke-width="2" fill="none"/></g>`) +
    (`<g id="leafd"><path d="M0 0C15 -14 40 -14 56 0C40 14 15 14 0 0Z" fill="${leafDark}"/>` +
      `<path d="M2 0Q28 -2 52 0" stroke="${leaf}" stroke-width="1.6" fill="none"/></g>`)
  );
}

/** A wreath of roses, peonies, blossoms and leaves around the pet's oval, heavier at the bottom. */
export function wreath({ W, box, recipe, rand }: OverlayCtx): Svg {
  const cx = box.x + box.w / 2,
    cy = box.y + box.h / 2,
    rx = box.w / 2,
    ry = box.h / 2;
  const at = (deg: number, out = 0) => {
    const a = (deg * Math.PI) / 180;
    return [cx + Math.cos(a) * (rx + out), cy + Math.sin(a) * (ry + out)] as const;
  };
  const use = (id: string, x: number, y: number, s: number, rot: number) =>
    `<use href="#${id}" xlink:href="#${id}" transform="translate(${svgNum(x)}` +
    ` ${svgNum(y)}) rotate(${svgNum(rot)}) scale(${(s / 100).toFixed(4)})"/>`;
  let leaves = '';
  for (let i = 0; i < 170; i++) {
    const deg = rand() * 360;
    if (deg > 240 && deg < 300 && rand() < 0.7) continue;
    const [x, y] = at(deg, (rand() - 0.35) * W * 0.06);
    const tangent = deg + 90 + (rand() < 0.5 ? 180 : 0) + (rand() - 0.5) * 80;
    leaves += use(rand() < 0.5 ? 'leaf' : 'leafd', x, y, W * (0.1 + rand() * 0.08), tangent);
  }
  const flowers: [string, number, number][] = [
    ['peony', 90, 0.2],
    ['rose', 62, 0.14],
    ['rose', 118, 0.15],
    ['blossom', 40, 0.08],
    ['peony', 150, 0.17],
    ['rose', 180, 0.12],
    ['blossom', 205, 0.07],
    ['rose', 225, 0.1],
    ['blossom', 320, 0.08],
    ['peony', 340, 0.14],
    ['rose', 10, 0.12],
    ['blossom', 78, 0.07],
    ['blossom', 104, 0.07],
    ['blossom', 165, 0.06],
    ['rose', 300, 0.09],
    ['blossom', 250, 0.06],
    ['peony', 200, 0.13],
    ['rose', 28, 0.1],
    ['blossom', 135, 0.06],
    ['rose', 242, 0.08],
    ['blossom', 355, 0.07],
    ['peony', 272, 0.09],
  ];
  let blooms = '';
  for (const [id, deg, s] of flowers) {
    const [x, y] = at(deg + (rand() - 0.5) * 6, W * 0.01);
    blooms += use(id, x, y, W * s, rand() * 360);
  }
  let berries = '';
  for (let i = 0; i < 22; i++) {
    const [x, y] = at(rand() * 360, W * (0.03 + rand() * 0.04));
    berries +=
      `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(W * 0.008)}" fill="${recipe.palette[3]}" stroke="#7a2236"` +
      ` stroke-width="${svgNum(W * 0.0015)}"/>`;
  }
  return {
    defs: flowerDefs(recipe.palette),
    body:
      `<ellipse cx="${svgNum(cx)}" cy="${svgNum(cy)}" rx="${svgNum(rx)}" ry="${svgNum(ry)}" fill="none" stroke="#c9a86a"` +
      ` stroke-width="${svgNum(W * 0.004)}"/>${leaves}${berries}${blooms}`,
  };
}

/** Seigaiha: rows of concentric wave scales along the bottom. */
export function seigaiha({ W, H, recipe }: OverlayCtx): Svg {
  const R = W * 0.075,
    top = H * 0.86;
  const [paper, indigo] = recipe.palette;
  let body = '';
  for (let row = 0, y = top; y < H + R; row++, y += R * 0.5) {
    for (let x = row % 2 ? 0 : R; x < W + R; x += R * 2) {
      body +=
        `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(R)}" fill="${row % 2 ? indigo : '#3d5a86'}" stroke="` +
        `${paper}" stroke-width="${svgNum(R * 0.08)}"/>`;
      for (const k of [0.74, 0.5, 0.26])
        body +=
          `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(R * k)}"` +
          ` fill="none" stroke="${paper}" stroke-width="${svgNum(R * 0.07)}"/>`;
    }
  }
  return { body };
}

/** A vermilion seal with white seal-script strokes. */
export function seal({ W, H, recipe }: OverlayCtx): Svg {
  const s = W * 0.085,
    x = W * 0.86,
    y = H * 0.74;
  const st = `stroke="${recipe.palette[0]}" stroke-width="${svgNum(s * 0.07)}" fill="none" stroke-linecap="square"`;
  return {
    body:
      `<rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(s)}"` +
      ` height="${svgNum(s * 1.25)}" rx="${svgNum(s * 0.06)}" fill="${recipe.palette[6]}"/>` +
      `<g ${st}><rect x="${svgNum(x + s * 0.12)}" y="${svgNum(y + s * 0.12)}" width="${svgNum(s * 0.76)}" height="${svgNum(s * 1.01)}"/>` +
      (`<path d="M${svgNum(x + s * 0.3)} ${svgNum(y + s * 0.25)}v${svgNum(s * 0.75)}M${svgNum(x + s * 0.22)} ${svgNum(y + s * 0.45)}h` +
        `${svgNum(s * 0.18)}M${svgNum(x + s * 0.22)} ${svgNum(y + s * 0.7)}h${svgNum(s * 0.18)}M${svgNum(x + s * 0.55)} ` +
        `${svgNum(y + s * 0.25)}h${svgNum(s * 0.22)}v${svgNum(s * 0.3)}h${svgNum(-s * 0.22)}zM${svgNum(x + s * 0.66)} ` +
        `${svgNum(y + s * 0.55)}v${svgNum(s * 0.45)}M${svgNum(x + s * 0.52)} ${svgNum(y + s * 0.8)}h${svgNum(s * 0.26)}"/></g>`),
  };
}

/** An irregular closed blob (smooth path through jittered radii). */
function blobPath(x: number, y: number, r: number, rand: () => number): string {
  const n = 14;
  const pts: [number, number][] = [];
  const p1 = rand() * 6,
    p2 = rand() * 6;
  for (let k = 0; k < n; k++) {
    const a = (k / n) * Math.PI * 2;
    const rr = r * (1 + 0.22 * Math.sin(3 * a + p1) + 0.12 * Math.sin(5 * a + p2) + (rand() - 0.5) * 0.2);
    pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.85]);
  }
  const mid = (i: number) => [(pts[i % n]![0] + pts[(i + 1) % n]![0]) / 2, (pts[i % n]![1] + pts[(i + 1) % n]![1]) / 2];
  let d = `M${svgNum(mid(0)[0]!)} ${svgNum(mid(0)[1]!)}`;
  for (let i = 1; i <= n; i++)
    d += `Q${svgNum(pts[i % n]![0])} ${svgNum(pts[i % n]![1])} ${svgNum(mid(i)[0]!)} ${svgNum(mid(i)[1]!)}`;
  return d + 'Z';
}

/** Watercolour blooms with darker rims, and speckles, around the edges of the painting. */
export function splashes({ W, H, recipe, rand }: OverlayCtx): Svg {
  const cols = recipe.palette.slice(2, 6);
  let body = '';
  const spots: [number, number, number][] = [
    [0.08, 0.1, 0.1],
    [0.92, 0.16, 0.08],
    [0.9, 0.78, 0.11],
    [0.1, 0.86, 0.09],
    [0.96, 0.5, 0.05],
    [0.04, 0.46, 0.06],
  ];
  spots.forEach(([sx, sy, sr], i) => {
    const c = cols[i % cols.length]!;
    body +=
      `<path d="${blobPath(sx * W, sy * H, sr * W, rand)}" fill="${c}" fill-opacity=".26" stroke="${c}"` +
      ` stroke-opacity=".45" stroke-width="${svgNum(W * 0.003)}"/>`;
  });
  for (let i = 0; i < 46; i++) {
    const x = rand() * W,
      y = rand() * H;
    if (Math.abs(x - W / 2) < W * 0.34 && Math.abs(y - H / 2) < H * 0.38) continue;
    body +=
      `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(W * (0.002 + rand() * 0.008))}"` +
      ` fill="${cols[i % cols.length]}" fill-opacity=".75"/>`;
  }
  return { body };
}

/** A pointed gothic arch of dark stone around the glass, with a lead border. */
export function archFrame({ W, H, recipe }: OverlayCtx): Svg {
  const x0 = W * 0.07,
    x1 = W * 0.93,
    ys = H * 0.36,
    apex = H * 0.035,
    yb = H * 0.965;
  const arch =
    `M${svgNum(x0)} ${svgNum(yb)}V${svgNum(ys)}C${svgNum(x0)} ${svgNum(H * 0.2)}` +
    ` ${svgNum(W * 0.3)} ${svgNum(H * 0.09)} ${svgNum(W * 0.5)} ` +
    `${svgNum(apex)}C${svgNum(W * 0.7)} ${svgNum(H * 0.09)} ${svgNum(x1)} ${svgNum(H * 0.2)} ${svgNum(x1)} ${svgNum(ys)}V${svgNum(yb)}Z`;
  let blocks = '';
  for (let y = H * 0.08; y < H; y += H * 0.06)
    blocks += `<path d="M0 ${svgNum(y)}H${svgNum(x0)}M${svgNum(x1)} ${svgNum(y)}H${svgNum(W)}" />`;
  // A border of jewel panes just inside the stone: dashes of colour on a wide stroke, the stone's
  // fill then hides the outer half of the stroke.
  const band = W * 0.065,
    seg = W * 0.07,
    lead = W * 0.008;
  const jewels = [
    recipe.palette[0],
    recipe.palette[1],
    recipe.palette[3],
    recipe.palette[2],
    recipe.palette[6],
    recipe.palette[4],
  ];
  let border = `<path d="${arch}" fill="none" stroke="#141414" stroke-width="${svgNum(band * 2 + lead * 2)}"/>`;
  jewels.forEach((c, k) => {
    border +=
      `<path d="${arch}" fill="none" stroke="${c}" stroke-width="${svgNum(band * 2 - lead * 2)}"` +
      ` stroke-dasharray="${svgNum(seg)} ${svgNum(seg * (jewels.length - 1))}" stroke-dashoffset="${svgNum(-k * seg)}"/>`;
  });
  border += `<path d="${arch}" fill="none" stroke="#fff8e0" stroke-opacity=".18" stroke-width="${svgNum(band * 0.9)}"/>`;
  border +=
    `<path d="${arch}" fill="none" stroke="#141414" stroke-width="${svgNum(band * 2)}"` +
    ` stroke-dasharray="${svgNum(lead)} ${svgNum(seg - lead)}"/>`;
  return {
    defs:
      `<linearGradient id="stone" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d6258"/>` +
      `<stop offset=".5" stop-color="#4a4139"/><stop offset="1" stop-color="#2f2924"/></linearGradient>`,
    body:
      border +
      `<path d="M0 0H${svgNum(W)}V${svgNum(H)}H0Z${arch}" fill="url(#stone)" fill-rule="evenodd"/>` +
      `<g stroke="#241f1b" stroke-width="${svgNum(W * 0.004)}">${blocks}</g>` +
      `<path d="${arch}" fill="none" stroke="#141414" stroke-width="${svgNum(W * 0.022)}"/>` +
      (`<path d="${arch}" fill="none" stroke="#8a7a62" stroke-width="${svgNum(W * 0.005)}" transform="translate(` +
        `${svgNum(W * 0.5)} ${svgNum(H * 0.5)}) scale(1.035 1.02) translate(${svgNum(-W * 0.5)} ${svgNum(-H * 0.5)})"/>`),
  };
}

/** A woodblock-style key line around the pet's oval. */
export function inkOval({ W, box, recipe }: OverlayCtx): Svg {
  const cx = box.x + box.w / 2,
    cy = box.y + box.h / 2;
  const ink = recipe.palette[5];
  return {
    body:
      `<ellipse cx="${svgNum(cx)}" cy="${svgNum(cy)}" rx="${svgNum(box.w / 2 - W * 0.004)}" ry="` +
      `${svgNum(box.h / 2 - W * 0.004)}" fill="none" stroke="${ink}" stroke-width="${svgNum(W * 0.007)}"/>` +
      (`<ellipse cx="${svgNum(cx)}" cy="${svgNum(cy)}" rx="${svgNum(box.w / 2 + W * 0.01)}" ry="${svgNum(box.h / 2 + W * 0.01)}"` +
        ` fill="none" stroke="${ink}" stroke-width="${svgNum(W * 0.0025)}"/>`),
  };
}
