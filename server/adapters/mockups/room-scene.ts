import sharp from 'sharp';
import { hash2, seededRandom } from './noise.js';
import type { RawImage } from './frame-engine.js';
import { FRAME_INCHES } from './frame-geometry.js';
import type { MockupSize } from './mockups.port.js';

/** The room photo: 1600x1200 px showing 80 inches of wall, so every print hangs at its real size. */
export const ROOM = {
  width: 1600,
  height: 1200,
  pxPerInch: 20,
  floorY: 1110,
  sideboardTop: 700,
  centreX: 700,
} as const;

/** Where a frame of this size hangs: centred over the sideboard, its bottom 7 inches above it. */
export function roomPlacement(size: MockupSize) {
  const { w, h } = FRAME_INCHES[size];
  const width = Math.round(w * ROOM.pxPerInch);
  const height = Math.round(h * ROOM.pxPerInch);
  return {
    width,
    height,
    left: Math.round(ROOM.centreX - width / 2),
    top: ROOM.sideboardTop - 7 * ROOM.pxPerInch - height,
  };
}

function plantSvg(): string {
  const rnd = seededRandom(42);
  const stems: string[] = [];
  const leaves: { x: number; y: number; a: number; s: number; c: string }[] = [];
  const base = { x: 1400, y: 905 };
  const greens = ['#2e5a36', '#35663d', '#3f7346', '#28502f', '#4a7f4c'];
  for (let k = 0; k < 3; k++) {
    const topX = base.x + (k - 1) * 70 + (rnd() - 0.5) * 30;
    const topY = 330 + rnd() * 90 + k * 25;
    const cx = base.x + (k - 1) * 20;
    stems.push(
      `<path d="M${base.x + (k - 1) * 8},${base.y} ` +
        `Q${cx},${(base.y + topY) / 2} ${topX},${topY}" stroke="#5b4a35" stroke-width="${5 - k}" ` +
        `fill="none"/>`,
    );
    for (let j = 0; j < 9; j++) {
      const f = 0.25 + (j / 9) * 0.78;
      const x = base.x + (k - 1) * 8 + (topX - base.x) * f * f + (cx - base.x) * 2 * f * (1 - f);
      const y = base.y + (topY - base.y) * f;
      const side = j % 2 === 0 ? -1 : 1;
      leaves.push({
        x,
        y,
        a: side * (35 + rnd() * 45) - 10 + (k - 1) * 15,
        s: 0.75 + rnd() * 0.5,
        c: greens[Math.floor(rnd() * greens.length)]!,
      });
    }
  }
  const leafPaths = leaves
    .map(
      (l) =>
        `<g transform="translate(${l.x.toFixed(1)},${l.y.toFixed(1)}) rotate(${l.a.toFixed(1)}) scale(${l.s.toFixed(2)})">` +
        `<path d="M0,0 C22,-18 30,-70 0,-112 C-30,-70 -22,-18 0,0 Z" fill="${l.c}"/>` +
        `<path d="M0,0 C22,-18 30,-70 0,-112 Z" fill="#ffffff" opacity="0.07"/>` +
        `<path d="M0,-4 L0,-104" stroke="#a8c29a" stroke-width="1.6" opacity="0.5"/></g>`,
    )
    .join('');
  return `<g filter="url(#softShadow)">${stems.join('')}${leafPaths}</g>`;
}

function branchesSvg(): string {
  const rnd = seededRandom(7);
  const parts: string[] = [];
  for (let k = 0; k < 5; k++) {
    const x0 = 360;
    const y0 = 590;
    const x1 = x0 - 120 + k * 50 + rnd() * 30;
    const y1 = 400 + rnd() * 70;
    parts.push(
      `<path d="M${x0},${y0} ` +
        `Q${(x0 + x1) / 2 + 10},${(y0 + y1) / 2} ${x1.toFixed(1)},${y1.toFixed(1)}" ` +
        `stroke="#6b5a44" stroke-width="2" fill="none"/>`,
    );
    for (let j = 1; j < 9; j++) {
      const f = j / 9;
      const x = x0 + (x1 - x0) * f + (rnd() - 0.5) * 8;
      const y = y0 + (y1 - y0) * f;
      parts.push(
        `<ellipse cx="${(x + (j % 2 ? 9 : -9)).toFixed(1)}" cy="${y.toFixed(1)}" rx="9" ry="7" ` +
          `fill="${rnd() > 0.5 ? '#8fa58a' : '#7d957a'}"/>`,
      );
    }
  }
  return parts.join('');
}

function roomSvg(): string {
  const { width: W, height: H, floorY } = ROOM;
  const seams = Array.from({ length: 15 }, (_, i) => {
    const x = -200 + i * 140;
    return `<line x1="${x}" y1="${floorY}" x2="${800 + (x - 800) * 1.45}" y2="${H}" stroke="#8a6a4c" stroke-width="1.5" opacity="0.35"/>`;
  }).join('');
  /* eslint-disable max-len -- data table: the room scene's SVG markup, one element per line */
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#e6e0d4"/><stop offset="0.55" stop-color="#dcd5c7"/><stop offset="1" stop-color="#c9c1b1"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a98462"/><stop offset="1" stop-color="#c19a74"/></linearGradient>
  <linearGradient id="walnut" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6e4a31"/><stop offset="1" stop-color="#553723"/></linearGradient>
  <linearGradient id="pot" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f3efe8"/><stop offset="0.6" stop-color="#dcd6cb"/><stop offset="1" stop-color="#b9b2a5"/></linearGradient>
  <linearGradient id="vase" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9b8a0"/><stop offset="0.45" stop-color="#e1d3bd"/><stop offset="1" stop-color="#a8967d"/></linearGradient>
  <pattern id="grain" width="880" height="24" patternUnits="userSpaceOnUse"><path d="M0,5 C200,3 420,8 880,4 M0,13 C260,15 500,10 880,14 M0,20 C300,18 600,22 880,19" stroke="#2a1a0e" stroke-width="1.2" fill="none" opacity="0.35"/></pattern>
  <radialGradient id="sun" cx="0.18" cy="0.2" r="0.75"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6e6" stop-opacity="0"/></radialGradient>
  <filter id="blur30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
  <filter id="blur10" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="softShadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="14" dy="8" stdDeviation="9" flood-color="#3a3020" flood-opacity="0.28"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect width="${W}" height="${floorY}" fill="url(#sun)"/>
<polygon points="-100,-50 520,-50 260,${floorY} -400,${floorY}" fill="#fffaf0" opacity="0.22" filter="url(#blur30)"/>
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>
${seams}
<rect y="${floorY - 64}" width="${W}" height="64" fill="#f1ede6"/>
<rect y="${floorY - 64}" width="${W}" height="5" fill="#fbf9f5"/>
<rect y="${floorY - 2}" width="${W}" height="6" fill="#6e5439" opacity="0.45"/>
<ellipse cx="700" cy="1150" rx="470" ry="22" fill="#2e2216" opacity="0.45" filter="url(#blur10)"/>
<rect x="290" y="716" width="880" height="350" fill="#2e2418" opacity="0.32" filter="url(#blur30)"/>
<g>
  <path d="M290,1070 L282,1148 L292,1148 L306,1070 Z" fill="#3d2a1c"/>
  <path d="M1094,1070 L1108,1148 L1118,1148 L1110,1070 Z" fill="#3d2a1c"/>
  <path d="M322,1070 L318,1130 L326,1130 L336,1070 Z" fill="#33231a" opacity="0.8"/>
  <path d="M1064,1070 L1074,1130 L1082,1130 L1076,1070 Z" fill="#33231a" opacity="0.8"/>
  <rect x="260" y="${ROOM.sideboardTop}" width="880" height="370" rx="6" fill="url(#walnut)"/>
  <rect x="260" y="${ROOM.sideboardTop}" width="880" height="370" rx="6" fill="url(#grain)" opacity="0.5"/>
  <rect x="260" y="${ROOM.sideboardTop}" width="880" height="14" rx="6" fill="#80593c"/>
  <rect x="260" y="${ROOM.sideboardTop + 14}" width="880" height="3" fill="#3a2616" opacity="0.5"/>
  <line x1="553" y1="732" x2="553" y2="1052" stroke="#3a2616" stroke-width="3"/>
  <line x1="846" y1="732" x2="846" y2="1052" stroke="#3a2616" stroke-width="3"/>
  <rect x="528" y="850" width="6" height="70" rx="3" fill="#c7a66b"/>
  <rect x="866" y="850" width="6" height="70" rx="3" fill="#c7a66b"/>
  <rect x="260" y="1058" width="880" height="12" rx="4" fill="#4a301f"/>
</g>
${branchesSvg()}
<path d="M336,${ROOM.sideboardTop} C324,656 332,616 350,596 L374,596 C392,616 400,656 388,${ROOM.sideboardTop} Z" fill="url(#vase)" filter="url(#softShadow)"/>
<g filter="url(#softShadow)">
  <rect x="950" y="${ROOM.sideboardTop - 22}" width="150" height="22" rx="2" fill="#8b5e4a"/>
  <rect x="960" y="${ROOM.sideboardTop - 40}" width="130" height="18" rx="2" fill="#50657a"/>
  <rect x="954" y="${ROOM.sideboardTop - 56}" width="140" height="16" rx="2" fill="#d8cdb8"/>
</g>
<ellipse cx="1410" cy="1165" rx="150" ry="18" fill="#2e2216" opacity="0.4" filter="url(#blur10)"/>
${plantSvg()}
<path d="M1306,905 L1514,905 L1490,1160 L1330,1160 Z" fill="url(#pot)" filter="url(#softShadow)"/>
<rect x="1300" y="897" width="220" height="16" rx="4" fill="#f6f3ee"/>
</svg>`;
  /* eslint-enable max-len */
}

let roomCache: Promise<Uint8ClampedArray> | null = null;

/** The empty room, rendered once per process (about 150 ms), with a fine paint texture added. */
export async function roomBackdrop(): Promise<RawImage> {
  roomCache ??= (async () => {
    const { data } = await sharp(Buffer.from(roomSvg())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const px = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
    // Paint texture, and the falloff of window light from the upper left (a soft photographic vignette).
    const diag2 = ROOM.width * ROOM.width + ROOM.height * ROOM.height;
    for (let i = 0, p = 0; i < px.length; i += 3, p++) {
      const x = p % ROOM.width;
      const y = (p / ROOM.width) | 0;
      const dx = x - ROOM.width * 0.25;
      const dy = y - ROOM.height * 0.15;
      const k = 1.05 - 0.2 * ((dx * dx + dy * dy) / diag2);
      const n = (hash2(x, y, 3) - 0.5) * 5;
      px[i] = px[i]! * k + n;
      px[i + 1] = px[i + 1]! * k + n;
      px[i + 2] = px[i + 2]! * k + n;
    }
    return px;
  })();
  const px = await roomCache;
  return { data: new Uint8ClampedArray(px), width: ROOM.width, height: ROOM.height };
}
