import { svgNum } from '../canvas/util.js';

/**
 * Scene motifs, drawn in a space 100 units wide and h units tall (the canvas's aspect), y down;
 * g is the ground line. Each returns SVG. `rand` is seeded: same scene, same picture.
 */
export type MotifFn = (h: number, g: number, rand: () => number, colour: string) => string;
const K = 'stroke="#1a1410" stroke-width=".35" stroke-linejoin="round"';
const rep = (n: number, fn: (i: number) => string) => Array.from({ length: n }, (_, i) => fn(i)).join('');
/** `n` small ellipses (`size`: their rx and ry) at random places and angles: petals, leaves. */
const strewn = (n: number, h: number, r: () => number, size: string, fill: () => string) =>
  rep(
    n,
    () =>
      `<ellipse cx="${svgNum(r() * 100)}" cy="${svgNum(r() * h)}" ${size} transform="rotate(${svgNum(r() * 180)})" fill="${fill()}"/>`,
  );

export const MOTIFS: Record<string, MotifFn> = {
  // Far silhouettes along the ground line.
  mountains: (h, g, _r, c) =>
    `<path d="M-5 ${svgNum(g)}L12 ${svgNum(g - 26)}L24 ${svgNum(g - 14)}L40 ${svgNum(g - 34)}L58 ${svgNum(g - 12)}L74 ${svgNum(g - 30)}` +
    `L90 ${svgNum(g - 16)}L105 ${svgNum(g - 24)}V${svgNum(h)}H-5Z" fill="${c}"/>` +
    `<path d="M12 ${svgNum(g - 26)}L8 ${svgNum(g - 20)}L15 ${svgNum(g - 21)}ZM40 ${svgNum(g - 34)}L35 ${svgNum(g - 26)}L44 ` +
    `${svgNum(g - 28)}ZM74 ${svgNum(g - 30)}L69 ${svgNum(g - 23)}L78 ${svgNum(g - 24)}Z" fill="#ffffff"/>`,
  hills: (h, g, _r, c) =>
    `<path d="M-5 ${svgNum(g)}Q20 ${svgNum(g - 16)} 45 ${svgNum(g - 4)}T105 ${svgNum(g - 8)}V${svgNum(h)}H-5Z" fill="${c}"/>` +
    `<path d="M-5 ${svgNum(g + 6)}Q30 ${svgNum(g - 6)} 60 ${svgNum(g + 4)}T105 ${svgNum(g)}V${svgNum(h)}H-5Z" fill="#4f9a3a"/>`,
  skyline: (h, g, r, c) =>
    rep(16, (i) => {
      const bw = 5 + r() * 5,
        bh = 12 + r() * 30,
        x = i * 6.6 - 3;
      return (
        `<rect x="${svgNum(x)}" y="${svgNum(g - bh)}" width="${svgNum(bw)}" height="${svgNum(bh + h)}" fill="${c}"/>` +
        rep(
          4,
          (k) =>
            `<rect x="${svgNum(x + 1)}" y="${svgNum(g - bh + 3 + k * 5)}" width="1.2" height="1.6" fill="#ffd76a"` +
            ` fill-opacity="${r() > 0.5 ? 0.9 : 0.2}"/>`,
        )
      );
    }),
  pines: (h, g, r, c) =>
    rep(12, (i) => {
      const x = i * 9 - 2 + r() * 3,
        s = 10 + r() * 10;
      return `<path d="M${svgNum(x)} ${svgNum(g - s * 1.8)}L${svgNum(x + s * 0.45)} ${svgNum(g)}H${svgNum(x - s * 0.45)}Z" fill="${c}"/>`;
    }),
  trees: (h, g, r, c) =>
    rep(8, (i) => {
      const x = i * 14 + r() * 4,
        s = 6 + r() * 5;
      return (
        `<rect x="${svgNum(x - 0.8)}" y="${svgNum(g - s)}" width="1.6" height="${svgNum(s)}" fill="#5a3a1a"/>` +
        `<circle cx="${svgNum(x)}" cy="${svgNum(g - s * 1.4)}" r="${svgNum(s * 0.8)}" fill="${c}"/>`
      );
    }),
  columns: (h, g, _r, c) =>
    rep(5, (i) => {
      const x = 4 + i * 23;
      return (
        `<rect x="${svgNum(x)}" y="${svgNum(g - 60)}" width="7" height="60" fill="${c}" ${K}/>` +
        `<rect x="${svgNum(x - 1.5)}" y="${svgNum(g - 62)}" width="10" height="3" fill="${c}" ${K}/>` +
        rep(
          3,
          (k) =>
            `<path d="M${svgNum(x + 1.6 + k * 1.9)} ${svgNum(g - 58)}V${svgNum(g - 2)}"` +
            ` stroke="#000" stroke-opacity=".12" stroke-width=".5"/>`,
        )
      );
    }) + `<rect x="-2" y="${svgNum(g - 66)}" width="104" height="4" fill="${c}" ${K}/>`,
  shelves: (h, g, r) =>
    rep(
      6,
      (row) =>
        `<rect x="-2" y="${svgNum(row * 16 + 12)}" width="104" height="1.6" fill="#4a2c14"/>` +
        rep(30, (i) => {
          const bw = 2 + r() * 1.6,
            bh = 8 + r() * 4;
          return (
            `<rect x="${svgNum(i * 3.5)}" y="${svgNum(row * 16 + 12 - bh)}" width="${svgNum(bw)}" height="${svgNum(bh)}" fill="` +
            `${['#7a1c1c', '#1d3f6b', '#2f5a2a', '#8a5a14', '#4a2a5a'][Math.floor(r() * 5)]}"/>`
          );
        }),
    ),
  curtains: (h, _g, _r, c) =>
    `<path d="M-2 0H30Q22 ${svgNum(h * 0.5)} 12 ${svgNum(h)}H-2Z" fill="${c}"/>` +
    `<path d="M102 0H70Q78 ${svgNum(h * 0.5)} 88 ${svgNum(h)}H102Z" fill="${c}"/>` +
    `<path d="M-2 0H102V9Q50 15 -2 9Z" fill="${c}"/>` +
    rep(
      5,
      (i) =>
        `<path d="M${svgNum(i * 5 + 2)} 0Q${svgNum(i * 4 + 2)} ${svgNum(h * 0.5)} ${svgNum(i * 2)} ${svgNum(h)}M${svgNum(98 - i * 5)} 0Q` +
        `${svgNum(98 - i * 4)} ${svgNum(h * 0.5)} ${svgNum(100 - i * 2)} ${svgNum(h)}" stroke="#000" stroke-opacity=".25"` +
        ` stroke-width=".8" fill="none"/>`,
    ) +
    `<path d="M-2 9Q50 15 102 9" stroke="#d9a93a" stroke-width="1.2" fill="none"/>`,
  spotlight: (h) =>
    `<path d="M50 -5L18 ${svgNum(h)}H82Z" fill="#fff6d0" fill-opacity=".22"/>` +
    `<path d="M50 -5L32 ${svgNum(h)}H68Z" fill="#fff6d0" fill-opacity=".18"/>`,
  waves: (h, g, _r, c) =>
    rep(
      5,
      (k) =>
        `<path d="M-5 ${svgNum(g + k * 6)}${rep(9, () => `q6 -3 12 0`)}V${svgNum(h)}H-5Z" fill="${c}" fill-opacity="${0.5 + k * 0.1}"/>`,
    ),
  // The sea at the horizon, ending at the shore line: the sand in front, where the pet stands, stays dry.
  shore: (_h, g, _r, c) =>
    rep(
      3,
      (k) =>
        `<path d="M-5 ${svgNum(g - 9 + k * 3)}${rep(9, () => `q6 -2 12 0`)}V${svgNum(g)}H-5Z" fill="${c}" ` +
        `fill-opacity="${0.6 + k * 0.15}"/>`,
    ) +
    `<path d="M-5 ${svgNum(g)}${rep(9, () => `q6 -1.2 12 0`)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="0.8" fill="none"/>`,
  bigwave: (h, g) =>
    `<path d="M-5 ${svgNum(h)}V${svgNum(g - 10)}C20 ${svgNum(g - 40)} 55 ${svgNum(g - 45)} 72 ${svgNum(g - 20)}C62 ${svgNum(g - 30)} 50` +
    ` ${svgNum(g - 18)} 60 ${svgNum(g - 8)}C75 ${svgNum(g + 5)} 95 ${svgNum(g - 5)} 105 ${svgNum(g)}V${svgNum(h)}Z" fill="#1f6fb2"/>` +
    `<path d="M20 ${svgNum(g - 30)}C40 ${svgNum(g - 44)} 62 ${svgNum(g - 40)} 72 ${svgNum(g - 20)}" stroke="#ffffff"` +
    ` stroke-width="2" fill="none"/>`,
  dunes: (h, g, _r, c) =>
    `<path d="M-5 ${svgNum(g)}Q25 ${svgNum(g - 10)} 50 ${svgNum(g - 2)}T105 ${svgNum(g - 4)}V${svgNum(h)}H-5Z" fill="${c}"/>`,
  // Landmarks.
  pyramids: (_h, g) =>
    `<path d="M8 ${svgNum(g)}L32 ${svgNum(g - 26)}L56 ${svgNum(g)}Z" fill="#d9a85a"/>` +
    `<path d="M32 ${svgNum(g - 26)}L56 ${svgNum(g)}H40Z" fill="#b3803a"/>` +
    `<path d="M50 ${svgNum(g)}L70 ${svgNum(g - 20)}L90 ${svgNum(g)}Z" fill="#d9a85a"/>` +
    `<path d="M70 ${svgNum(g - 20)}L90 ${svgNum(g)}H78Z" fill="#b3803a"/>`,
  cacti: (_h, g) =>
    [12, 86]
      .map(
        (x) =>
          `<path d="M${x - 2} ${svgNum(g + 2)}V${svgNum(g - 24)}Q${x} ${svgNum(g - 28)} ${x + 2} ${svgNum(g - 24)}V${svgNum(g + 2)}ZM` +
          `${x - 2} ${svgNum(g - 12)}H${x - 6}V${svgNum(g - 18)}M${x + 2} ${svgNum(g - 15)}H${x + 6}V${svgNum(g - 22)}"` +
          ` fill="#3f7a3a" stroke="#3f7a3a" stroke-width="2.4" stroke-linejoin="round"/>`,
      )
      .join(''),
  castle: (_h, g) =>
    `<g fill="#c8bfd8" ${K}><rect x="60" y="${svgNum(g - 30)}" width="30" height="30"/>` +
    `<rect x="56" y="${svgNum(g - 44)}" width="10" height="44"/>` +
    `<rect x="84" y="${svgNum(g - 44)}" width="10" height="44"/></g>` +
    `<path d="M55 ${svgNum(g - 44)}L61 ${svgNum(g - 56)}L67 ${svgNum(g - 44)}ZM83 ${svgNum(g - 44)}L89 ${svgNum(g - 56)}L95 ` +
    `${svgNum(g - 44)}Z" fill="#6a5acd"/>` +
    `<path d="M72 ${svgNum(g)}V${svgNum(g - 10)}Q75 ${svgNum(g - 14)} 78 ${svgNum(g - 10)}V${svgNum(g)}Z" fill="#4a3a2a"/>`,
  // On the far shore (the sea's horizon, just above the ground line), smaller when the ground line is high.
  lighthouse: (_h, g) =>
    `<g transform="translate(82 ${svgNum(g - 8)}) scale(${svgNum(Math.min(1, (g - 12) / 74))}) translate(-82 -78)">` +
    `<path d="M78 18L86 18L89 78H75Z" fill="#ffffff" ${K}/>` +
    `<path d="M76.5 34H87.5L88 44H76ZM75.6 56H88.4L88.8 66H75.2Z" fill="#c8102e"/>` +
    `<rect x="77" y="10" width="10" height="8" fill="#ffe45a" ${K}/>` +
    `<path d="M82 14L40 4V24Z" fill="#fff6b0" fill-opacity=".35"/></g>`,
  eiffel: (_h, g) =>
    `<path d="M76 ${svgNum(g)}L81 ${svgNum(g - 30)}L82 ${svgNum(g - 58)}L83 ${svgNum(g - 30)}L88 ${svgNum(g)}H85L82 ${svgNum(g - 12)}` +
    `L79 ${svgNum(g)}Z" fill="#3a2f2a"/>` +
    `<path d="M78.5 ${svgNum(g - 16)}H85.5M80 ${svgNum(g - 32)}H84" stroke="#3a2f2a" stroke-width="1"/>`,
  igloo: (_h, g) =>
    `<path d="M58 ${svgNum(g + 2)}A22 18 0 0 1 102 ${svgNum(g + 2)}Z" fill="#eef6ff" ${K}/>` +
    `<path d="M60 ${svgNum(g - 6)}H100M64 ${svgNum(g - 12)}H96M72 ${svgNum(g - 17)}H88" stroke="#9fb8d0"` +
    ` stroke-width=".6"/><path d="M74 ${svgNum(g + 2)}A6 7 0 0 1 86 ${svgNum(g + 2)}Z" fill="#3a4a5a"/>`,
  tent: (_h, g) =>
    `<path d="M62 ${svgNum(g + 2)}L78 ${svgNum(g - 20)}L94 ${svgNum(g + 2)}Z" fill="#e07a2a" ${K}/>` +
    `<path d="M78 ${svgNum(g - 20)}L74 ${svgNum(g + 2)}H82Z" fill="#6b3a14"/>`,
  ship: (h, g) =>
    `<rect x="-2" y="${svgNum(g - 2)}" width="104" height="${svgNum(h)}" fill="#8a5a34"/>` +
    rep(12, (i) => `<path d="M${i * 9} ${svgNum(g)}V${svgNum(h)}" stroke="#5a3820" stroke-width=".5"/>`) +
    `<rect x="-2" y="${svgNum(g - 12)}" width="104" height="2" fill="#6b4423" ${K}/>` +
    rep(12, (i) => `<rect x="${i * 9}" y="${svgNum(g - 11)}" width="1.6" height="10" fill="#6b4423"/>`) +
    (`<rect x="10" y="-5" width="3" height="${svgNum(g)}" fill="#5a3820"/>` +
      `<path d="M13 4Q40 14 13 40Z" fill="#f4ecd8" ${K}/><path d="M13 -2H24L20 2L24 6H13Z" fill="#141414"/>`),
  longship: (_h, g) =>
    `<path d="M4 ${svgNum(g - 6)}Q30 ${svgNum(g + 4)} 60 ${svgNum(g - 6)}L64 ${svgNum(g - 14)}Q60 ${svgNum(g - 8)} 56 ${svgNum(g - 8)}` +
    `H10Q6 ${svgNum(g - 10)} 2 ${svgNum(g - 14)}Z" fill="#6b4423" ${K}/>` +
    `<rect x="30" y="${svgNum(g - 40)}" width="1.6" height="32" fill="#3b2414"/>` +
    `<path d="M18 ${svgNum(g - 38)}H44V${svgNum(g - 16)}H18Z" fill="#c8283a" ${K}/>` +
    `<path d="M18 ${svgNum(g - 30)}H44M18 ${svgNum(g - 22)}H44" stroke="#f4efe4" stroke-width="2"/>`,
  gondola: (_h, g) =>
    `<path d="M4 ${svgNum(g + 4)}Q30 ${svgNum(g + 10)} 56 ${svgNum(g + 2)}L60 ${svgNum(g - 4)}Q56 ${svgNum(g)} 52 ${svgNum(g)}H10Q6 ` +
    `${svgNum(g - 2)} 2 ${svgNum(g - 6)}Z" fill="#141414"/>` +
    rep(
      5,
      (i) =>
        `<rect x="${i * 22 - 4}" y="${svgNum(g - 44)}" width="20" height="44" fill="` +
        `${['#d98a5a', '#e6b86a', '#c8604a', '#e0a070', '#b8704a'][i]}" ${K}/><rect x="${i * 22 + 2}" y="` +
        `${svgNum(g - 36)}" width="3" height="5" fill="#3a2a20"/>` +
        `<rect x="${i * 22 + 9}" y="${svgNum(g - 36)}" width="3" height="5" fill="#3a2a20"/>`,
    ),
  truck: (_h, g) =>
    `<rect x="58" y="${svgNum(g - 18)}" width="30" height="14" fill="#d21f2a" ${K}/>` +
    `<path d="M88 ${svgNum(g - 18)}H96L100 ${svgNum(g - 10)}V${svgNum(g - 4)}H88Z" fill="#d21f2a" ${K}/>` +
    `<path d="M60 ${svgNum(g - 22)}L86 ${svgNum(g - 26)}" stroke="#e0e4ea" stroke-width="1.4"/>` +
    `<circle cx="64" cy="${svgNum(g - 3)}" r="3.4" fill="#1a1a1a"/>` +
    `<circle cx="92" cy="${svgNum(g - 3)}" r="3.4" fill="#1a1a1a"/>`,
  tractor: (_h, g) =>
    `<rect x="62" y="${svgNum(g - 16)}" width="20" height="10" fill="#c8102e" ${K}/>` +
    `<rect x="72" y="${svgNum(g - 26)}" width="10" height="10" fill="#c8102e" ${K}/>` +
    `<circle cx="78" cy="${svgNum(g - 6)}" r="7" fill="#1a1a1a"/>` +
    `<circle cx="64" cy="${svgNum(g - 4)}" r="4" fill="#1a1a1a"/>` +
    rep(5, (i) => `<path d="M${i * 7 + 4} ${svgNum(g)}l2 -8l2 8" fill="#e6c36a"/>`),
  train: (_h, g) =>
    `<rect x="56" y="${svgNum(g - 22)}" width="30" height="16" fill="#1f3a2a" ${K}/>` +
    `<rect x="80" y="${svgNum(g - 32)}" width="14" height="26" fill="#1f3a2a" ${K}/>` +
    `<rect x="60" y="${svgNum(g - 32)}" width="5" height="10" fill="#141414"/>` +
    `<circle cx="60" cy="${svgNum(g - 38)}" r="5" fill="#d8d8d8" fill-opacity=".8"/>` +
    `<circle cx="52" cy="${svgNum(g - 46)}" r="7" fill="#d8d8d8" fill-opacity=".6"/>` +
    [62, 72, 88].map((x) => `<circle cx="${x}" cy="${svgNum(g - 4)}" r="4" fill="#c8102e" ${K}/>`).join(''),
  plane: () =>
    `<path d="M58 20H92Q96 20 96 23Q96 26 92 26H58Z" fill="#c8a165" ${K}/>` +
    `<path d="M70 10L78 10L80 36L72 36Z" fill="#b08a50" ${K}/>` +
    `<path d="M58 20L54 16V29L58 26Z" fill="#b08a50"/>` +
    `<circle cx="96" cy="23" r="4" fill="none" stroke="#555" stroke-width=".6" stroke-dasharray="1 1"/>`,
  ruins: (_h, g) =>
    `<g fill="#cbb894" ${K}><rect x="6" y="${svgNum(g - 30)}" width="7" height="30"/>` +
    `<rect x="22" y="${svgNum(g - 18)}" width="7" height="18"/>` +
    `<rect x="74" y="${svgNum(g - 34)}" width="7" height="34"/>` +
    `<rect x="90" y="${svgNum(g - 24)}" width="7" height="24"/>` +
    `<rect x="70" y="${svgNum(g - 38)}" width="30" height="4"/></g>` +
    `<path d="M6 ${svgNum(g - 30)}q4 -4 7 0" fill="#3f7a3a"/>`,
  // Skies and weather.
  sun: () =>
    `<circle cx="80" cy="16" r="9" fill="#ffe45a"/><circle cx="80" cy="16" r="13" fill="#ffe45a" fill-opacity=".3"/>`,
  moon: () =>
    `<circle cx="80" cy="16" r="8" fill="#fff6d0"/>` +
    `<circle cx="84" cy="13" r="7" fill="#0d1a3a" fill-opacity=".0"/>` +
    `<circle cx="80" cy="16" r="12" fill="#fff6d0" fill-opacity=".15"/>`,
  stars: (h, g, r) =>
    rep(
      70,
      () =>
        `<circle cx="${svgNum(r() * 100)}" cy="${svgNum(r() * Math.min(h, g))}" r="${svgNum(0.15 + r() * 0.5)}"` +
        ` fill="#ffffff" fill-opacity="${svgNum(0.4 + r() * 0.6)}"/>`,
    ),
  snow: (h, _g, r) =>
    rep(
      90,
      () =>
        `<circle cx="${svgNum(r() * 100)}" cy="${svgNum(r() * h)}" r="${svgNum(0.3 + r() * 0.8)}" fill="#ffffff" fill-opacity=".9"/>`,
    ),
  rain: (h, _g, r) =>
    rep(80, () => {
      const x = r() * 104,
        y = r() * h;
      return `<path d="M${svgNum(x)} ${svgNum(y)}l-1 4" stroke="#cfe3ff" stroke-opacity=".7" stroke-width=".4"/>`;
    }),
  trunks: (h, g, _r, c) =>
    `<path d="M2 ${svgNum(g + 2)}Q8 ${svgNum(g * 0.6)} 4 ${svgNum(g * 0.3)}Q10 ${svgNum(g * 0.2)} 18 4L22 6Q14 ${svgNum(g * 0.25)}` +
    ` 12 ${svgNum(g * 0.35)}Q16 ${svgNum(g * 0.6)} 12 ${svgNum(g + 2)}Z" fill="${c}"/>` +
    `<path d="M98 ${svgNum(g + 2)}Q92 ${svgNum(g * 0.6)} 96 ${svgNum(g * 0.35)}L90 ${svgNum(g * 0.2)}L93 ${svgNum(g * 0.18)}L100 ` +
    `${svgNum(g * 0.3)}V${svgNum(g + 2)}Z" fill="${c}"/>` +
    rep(
      40,
      (i) =>
        `<circle cx="${svgNum(i % 2 ? 2 + ((i * 7.3) % 22) : 80 + ((i * 5.1) % 20))}" cy="` +
        `${svgNum(g * (0.15 + ((i * 13) % 50) / 100))}" r="${svgNum(2 + (i % 3))}" fill="` +
        `${i % 3 ? '#ffb7cf' : '#ffd9e6'}"/>`,
    ),
  petals: (h, _g, r) => strewn(60, h, r, 'rx="1.2" ry=".7"', () => '#ffc0d6'),
  blossoms: (h, g, r) =>
    `<path d="M-4 8Q20 14 36 4M-4 22Q14 20 24 30M104 12Q84 16 70 6" stroke="#4a2a20" stroke-width="1.6" fill="none"/>` +
    rep(46, () => {
      const left = r() < 0.6,
        x = left ? r() * 36 : 66 + r() * 36,
        y = r() * 32;
      return `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(1.4 + r() * 2)}" fill="${r() < 0.5 ? '#ffb7cf' : '#ffd9e6'}"/>`;
    }) +
    MOTIFS.petals!(h, g, r, ''),
  leaves: (h, _g, r) =>
    strewn(45, h, r, 'rx="1.8" ry=".9"', () => ['#d9662b', '#e0a323', '#b3202a'][Math.floor(r() * 3)]!),
  bubbles: (h, _g, r) =>
    rep(
      30,
      () =>
        `<circle cx="${svgNum(r() * 100)}" cy="${svgNum(r() * h)}" r="${svgNum(0.6 + r() * 2)}" fill="none" stroke="#dff8ff"` +
        ` stroke-opacity=".7" stroke-width=".35"/>`,
    ),
  bokeh: (h, _g, r, c) =>
    rep(
      26,
      () =>
        `<circle cx="${svgNum(r() * 100)}" cy="${svgNum(r() * h * 0.7)}"` +
        ` r="${svgNum(2 + r() * 5)}" fill="${c}" fill-opacity="${svgNum(0.12 + r() * 0.25)}"/>`,
    ),
  lightning: () =>
    `<path d="M70 0L62 18H70L60 38L78 14H70L78 0Z" fill="#fff6a0"/>` +
    `<circle cx="20" cy="10" r="14" fill="#3a4050"/><circle cx="36" cy="8" r="12" fill="#454b5c"/>` +
    `<circle cx="88" cy="6" r="14" fill="#3a4050"/>`,
  clouds: (_h, _g, r) =>
    rep(4, (i) => {
      const x = 10 + i * 26 + r() * 6,
        y = 8 + r() * 14;
      return (
        `<g fill="#ffffff" fill-opacity=".9"><circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="5"/>` +
        `<circle cx="${svgNum(x + 5)}" cy="${svgNum(y - 2)}" r="6"/><circle cx="${svgNum(x + 10)}" cy="${svgNum(y)}" r="4.5"/>` +
        `</g>`
      );
    }),
  mist: (h, g) =>
    `<rect x="-2" y="${svgNum(g - 12)}" width="104" height="20" fill="#ffffff" fill-opacity=".35"/>` +
    `<rect x="-2" y="${svgNum(g - 4)}" width="104" height="8" fill="#ffffff" fill-opacity=".3"/>`,
  earth: (h) =>
    `<circle cx="50" cy="${svgNum(h + 40)}" r="62" fill="#1f6fb2"/>` +
    `<path d="M10 ${svgNum(h - 6)}Q20 ${svgNum(h - 18)} 34 ${svgNum(h - 14)}T52 ${svgNum(h - 20)}Q64 ${svgNum(h - 12)} 58 ${svgNum(h)}` +
    `H14Z" fill="#3f9a4a"/>` +
    `<circle cx="50" cy="${svgNum(h + 40)}" r="63" fill="none" stroke="#9fd8ff" stroke-width="1.5"` +
    ` stroke-opacity=".6"/>`,
  saturn: () =>
    `<circle cx="76" cy="22" r="12" fill="#e0b878"/>` +
    `<ellipse cx="76" cy="22" rx="22" ry="5" fill="none" stroke="#f0d8a8" stroke-width="2"` +
    ` transform="rotate(-18 76 22)"/><path d="M64 20h24" stroke="#c8985a" stroke-width="1.4"/>`,
  galaxy: () =>
    `<ellipse cx="26" cy="20" rx="20" ry="7" transform="rotate(-25 26 20)" fill="#b07aff"` +
    ` fill-opacity=".35"/>` +
    `<ellipse cx="26" cy="20" rx="8" ry="3" transform="rotate(-25 26 20)" fill="#fff0ff"` +
    ` fill-opacity=".7"/>` +
    `<ellipse cx="82" cy="44" rx="12" ry="4" transform="rotate(20 82 44)" fill="#6ad0ff"` +
    ` fill-opacity=".35"/>`,
  // Rooms and things on the ground.
  fire: (_h, g) =>
    `<rect x="22" y="${svgNum(g - 36)}" width="56" height="40" fill="#8a4a34" ${K}/>` +
    `<rect x="18" y="${svgNum(g - 40)}" width="64" height="6" fill="#5a3020" ${K}/>` +
    `<rect x="30" y="${svgNum(g - 26)}" width="40" height="30" fill="#1a0e08"/>` +
    `<path d="M34 ${svgNum(g + 4)}Q36 ${svgNum(g - 16)} 44 ${svgNum(g - 22)}Q44 ${svgNum(g - 10)} 50 ${svgNum(g - 24)}Q56 ` +
    `${svgNum(g - 10)} 58 ${svgNum(g - 18)}Q66 ${svgNum(g - 8)} 66 ${svgNum(g + 4)}Z" fill="#ff7b1c"/>` +
    `<path d="M42 ${svgNum(g + 4)}Q44 ${svgNum(g - 8)} 50 ${svgNum(g - 14)}Q56 ${svgNum(g - 6)} 58 ${svgNum(g + 4)}Z"` +
    ` fill="#ffd23f"/>`,
  kitchen: (_h, g) =>
    `<rect x="-2" y="${svgNum(g - 8)}" width="104" height="10" fill="#e8e0d0" ${K}/>` +
    rep(6, (i) => `<rect x="${i * 18 + 2}" y="${svgNum(g - 50)}" width="14" height="16" fill="#f4ecd8" ${K}/>`) +
    `<circle cx="12" cy="${svgNum(g - 22)}" r="6" fill="#8a8a8a" ${K}/><rect` +
    ` x="10" y="${svgNum(g - 28)}" width="14" height="2" fill="#444"/>`,
  presents: (_h, g) =>
    [
      [4, 14, '#c8102e'],
      [18, 10, '#1f8a3b'],
      [80, 16, '#1d4fa3'],
      [92, 9, '#e0a323'],
    ]
      .map(
        ([x, s, c]) =>
          `<rect x="${x}" y="${svgNum(g - (s as number))}" width="${s}" height="${s}" fill="${c}" ${K}/>` +
          `<path d="M${(x as number) + (s as number) / 2} ${svgNum(g - (s as number))}V${svgNum(g)}" stroke="#ffd23f"` +
          ` stroke-width="1.4"/>`,
      )
      .join(''),
  pumpkins: (_h, g) =>
    [
      [10, 7],
      [24, 5],
      [82, 8],
      [94, 5],
    ]
      .map(
        ([x, s]) =>
          `<ellipse cx="${x}" cy="${svgNum(g - s! * 0.7)}" rx="${s! * 1.2}" ry="${s}" fill="#f07a1a" ${K}/>` +
          `<path d="M${x} ${svgNum(g - s! * 1.6)}v-2" stroke="#3f6b2a" stroke-width="1.2"/>`,
      )
      .join(''),
  flowers: (_h, g, r) =>
    rep(
      40,
      () =>
        `<circle cx="${svgNum(r() * 100)}" cy="${svgNum(g + 2 + r() * 20)}" r="${svgNum(0.8 + r())}" fill="` +
        `${['#ffd23f', '#f25c9a', '#ffffff', '#c86bd8'][Math.floor(r() * 4)]}"/>`,
    ),
  sunflowers: (_h, g, r) =>
    rep(9, (i) => {
      const x = i * 12 + r() * 4,
        y = g - 6 - r() * 14;
      return (
        `<path d="M${svgNum(x)} ${svgNum(y)}V${svgNum(g + 20)}" stroke="#3f7a3a" stroke-width="1"/>` +
        `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="4.5" fill="#ffc21f"/>` +
        `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="2" fill="#5a3a14"/>`
      );
    }),
  lavender: (_h, g, r) =>
    rep(60, () => {
      const x = r() * 104,
        y = g + r() * 30;
      return `<path d="M${svgNum(x)} ${svgNum(y)}v-5" stroke="#8a5ac8" stroke-width="1.2" stroke-linecap="round"/>`;
    }),
  hives: (_h, g) =>
    [14, 86]
      .map(
        (x) =>
          `<rect x="${x - 7}" y="${svgNum(g - 20)}" width="14" height="20" fill="#f2d060" ${K}/>` +
          `<path d="M${x - 7} ${svgNum(g - 14)}H${x + 7}M${x - 7} ${svgNum(g - 8)}H${x + 7}" stroke="#c89a20"/>`,
      )
      .join('') +
    rep(10, (i) => `<ellipse cx="${20 + i * 7}" cy="${12 + (i % 3) * 7}" rx="1.2" ry=".8" fill="#ffc21f" ${K}/>`),
  palms: (_h, g) =>
    [10, 88]
      .map(
        (x) =>
          `<path d="M${x} ${svgNum(g)}Q${x + 2} ${svgNum(g - 20)} ${x}` +
          ` ${svgNum(g - 38)}" stroke="#8a5a34" stroke-width="2.4" fill="none"/>` +
          rep(
            5,
            (k) =>
              `<path d="M${x} ${svgNum(g - 38)}q${(k - 2) * 6} -4 ${(k - 2) * 10} 6" stroke="#2f8a3a" stroke-width="2" fill="none"/>`,
          ),
      )
      .join(''),
  coral: (_h, g) =>
    rep(
      7,
      (i) =>
        `<path d="M${i * 16 + 4} ${svgNum(g + 4)}v-12m0 6l-4 -6m4 2l4 -6" stroke="` +
        `${['#ff7b8a', '#ffb02e', '#c86bd8'][i % 3]}" stroke-width="2" stroke-linecap="round"/>`,
    ),
  checker: () =>
    rep(2, (row) =>
      rep(
        26,
        (i) => `<rect x="${i * 4}" y="${row * 4}" width="4" height="4" fill="${(i + row) % 2 ? '#111' : '#fff'}"/>`,
      ),
    ),
  tape: (_h, g) =>
    `<path d="M-2 ${svgNum(g - 24)}Q50 ${svgNum(g - 18)} 102 ${svgNum(g - 24)}" stroke="#ff3040" stroke-width="1.6" fill="none"/>`,
  chandelier: () =>
    `<path d="M50 0V8" stroke="#d9a93a"/><path d="M36 10Q50 20 64 10" stroke="#d9a93a" stroke-width="1.2" fill="none"/>` +
    rep(5, (i) => `<circle cx="${36 + i * 7}" cy="${12 + (i % 2) * 2}" r="1.4" fill="#fff6b0"/>`),
  candles: (_h, g) =>
    [8, 16, 86, 94]
      .map(
        (x, i) =>
          `<rect x="${x - 1.5}" y="${svgNum(g - 12 - i * 2)}" width="3" height="${12 + i * 2}" fill="#f4ecd8"/>` +
          `<path d="M${x} ${svgNum(g - 17 - i * 2)}q-1.5 3 0 4q1.5 -1 0 -4Z" fill="#ffb02e"/>` +
          `<circle cx="${x}" cy="${svgNum(g - 15 - i * 2)}" r="4" fill="#fff0a0" fill-opacity=".2"/>`,
      )
      .join(''),
  stripes: (h, _g, _r, c) =>
    rep(10, (i) => `<path d="M50 -10L${i * 12 - 8} ${svgNum(h)}H${i * 12 - 2}Z" fill="${c}"/>`),
  road: (h, g) =>
    `<path d="M44 ${svgNum(g)}L54 ${svgNum(g)}L100 ${svgNum(h)}H0Z" fill="#3a3a3a"/>` +
    `<path d="M49 ${svgNum(g + 2)}V${svgNum(g + 6)}M49 ${svgNum(g + 10)}V${svgNum(g + 16)}M49 ${svgNum(g + 22)}V${svgNum(g + 30)}"` +
    ` stroke="#ffd23f" stroke-width="1.4"/>`,
  rink: (h, g) =>
    `<rect x="-2" y="${svgNum(g)}" width="104" height="${svgNum(h)}" fill="#e6f4ff"/>` +
    `<path d="M-2 ${svgNum(g + 10)}H102" stroke="#c8102e" stroke-width="1"/>` +
    `<rect x="-2" y="${svgNum(g - 8)}" width="104" height="8" fill="#ffffff" ${K}/>`,
  globe: (h) =>
    `<ellipse cx="50" cy="${svgNum(h * 0.5)}" rx="52" ry="${svgNum(h * 0.52)}" fill="none" stroke="#dff3ff"` +
    ` stroke-width="2.5" stroke-opacity=".8"/>` +
    `<path d="M14 ${svgNum(h * 0.2)}Q30 ${svgNum(h * 0.06)} 46 ${svgNum(h * 0.04)}" stroke="#ffffff" stroke-width="2"` +
    ` stroke-opacity=".7" fill="none"/>`,
  houses: (_h, g) =>
    rep(
      6,
      (i) =>
        `<rect x="${i * 17 + 1}" y="${svgNum(g - 12)}" width="12" height="12" fill="` +
        `${['#e8b4a0', '#f2d88a', '#b4d4e8'][i % 3]}" ${K}/><path d="M${i * 17} ${svgNum(g - 12)}L${i * 17 + 7} ` +
        `${svgNum(g - 19)}L${i * 17 + 14} ${svgNum(g - 12)}Z" fill="#b3452f" ${K}/>` +
        `<rect x="${i * 17 + 5}" y="${svgNum(g - 8)}" width="3" height="4" fill="#ffe08a"/>`,
    ),
};
