import type { Geo } from '../photo/fit.js';
import type { Drawn } from './hats.js';
import { svgNum } from '../canvas/util.js';

/**
 * Held props, each drawn in a 100 x 100 box (origin top-left) and placed beside the pet's chest,
 * on the side with more room. Ink outlines match the costumes.
 */
const K = 'stroke="#1a1410" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round"';
const PROPS: Record<string, string> = {
  wand:
    `<path d="M20 95L70 30" stroke="#3b2414" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M64 38L70 30" stroke="#f4efe4" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="74" cy="24" r="16" fill="#fff6b0" fill-opacity=".5"/>` +
    `<path d="M74 6L78 20L92 24L78 28L74 42L70 28L56 24L70 20Z" fill="#ffe45a" ${K}/>`,
  sword:
    `<path d="M47 2L53 2L55 66L45 66Z" fill="#bfe9ff" stroke="#3aa0ff" stroke-width="2"/>` +
    `<rect x="30" y="64" width="40" height="8" rx="3" fill="url(#gold)" ${K}/>` +
    `<rect x="45" y="72" width="10" height="20" fill="#3b2414" ${K}/>` +
    `<circle cx="50" cy="95" r="5" fill="url(#gold)" ${K}/>` +
    `<path d="M50 6V60" stroke="#ffffff" stroke-width="2" stroke-opacity=".8"/>`,
  guitar:
    `<path d="M40 55C20 50 12 70 22 82C30 94 50 96 60 86C70 76 68 60 58 58Z" fill="#d2531f" ${K}/>` +
    `<circle cx="44" cy="72" r="7" fill="#2a1208"/>` +
    `<path d="M50 64L88 10" stroke="#6b4423" stroke-width="7"/>` +
    `<rect x="82" y="2" width="12" height="14" rx="2" fill="#2a1208" transform="rotate(35 88 9)"/>`,
  magnifier:
    `<path d="M58 58L90 92" stroke="#3b2414" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="40" cy="40" r="26" fill="#dff3ff" fill-opacity=".4" stroke="url(#gold)"` +
    ` stroke-width="7"/><path d="M26 30Q32 20 44 20" stroke="#fff" stroke-width="4" fill="none"/>`,
  trophy:
    `<path d="M28 10H72V34C72 52 60 60 50 60C40 60 28 52 28 34Z" fill="url(#gold)" ${K}/>` +
    `<path d="M28 16C10 16 12 40 30 42M72 16C90 16 88 40 70 42" fill="none" stroke="#d9a93a"` +
    ` stroke-width="5"/><rect x="44" y="60" width="12" height="16" fill="url(#gold)" ${K}/>` +
    `<rect x="30" y="76" width="40" height="14" fill="#3b2414" ${K}/>`,
  diploma:
    `<rect x="10" y="38" width="80" height="26" rx="12" fill="#f4ecd8" ${K} transform="rotate(-25 50` +
    ` 50)"/><rect x="44" y="34" width="12" height="34" fill="#c8102e" transform="rotate(-25 50 50)"/>`,
  palette:
    `<path d="M50 12C22 12 6 32 8 54C10 76 30 90 52 88C64 87 60 76 66 72C74 66 92 74 92 50C92 28 74 12 50` +
    ` 12Z" fill="#d8b47a" ${K}/><circle cx="30" cy="36" r="7" fill="#c8102e"/>` +
    `<circle cx="50" cy="28" r="7" fill="#ffd23f"/><circle cx="70" cy="36" r="7" fill="#1d4fa3"/>` +
    `<circle cx="26" cy="58" r="7" fill="#1f8a4c"/>` +
    `<ellipse cx="58" cy="62" rx="8" ry="6" fill="#f4efe4" ${K}/>`,
  telescope:
    `<path d="M8 70L78 22L88 38L18 86Z" fill="#b07a2a" ${K}/>` +
    `<path d="M30 56L36 66M54 40L60 50" stroke="#6b4423" stroke-width="4"/>` +
    `<circle cx="83" cy="30" r="10" fill="#2b3342" ${K}/>` +
    `<path d="M40 62L30 98M40 62L52 98" stroke="#3b2414" stroke-width="4"/>`,
  lantern:
    `<path d="M38 18Q50 4 62 18" fill="none" stroke="#2a2a2a" stroke-width="4"/>` +
    `<rect x="32" y="18" width="36" height="10" fill="#2a2a2a"/>` +
    `<rect x="34" y="28" width="32" height="48" rx="6" fill="#ffcf5a" ${K}/>` +
    `<circle cx="50" cy="52" r="22" fill="#fff2b0" fill-opacity=".45"/>` +
    `<path d="M50 42Q44 52 50 62Q56 52 50 42Z" fill="#ff7b1c"/>` +
    `<rect x="30" y="76" width="40" height="10" fill="#2a2a2a"/>`,
  rose:
    `<path d="M50 40Q46 70 40 98" stroke="#2f6b2a" stroke-width="5" fill="none"/>` +
    `<path d="M44 70Q26 60 24 72Q36 78 44 70Z" fill="#3f8a3a"/>` +
    `<circle cx="50" cy="28" r="20" fill="#c8102e" ${K}/>` +
    `<path d="M40 26Q50 12 60 26Q50 36 40 26ZM44 32Q50 42 58 30" fill="none" stroke="#7a0a18"` +
    ` stroke-width="3"/>`,
  potion:
    `<path d="M42 8H58V30C76 38 80 62 70 78C62 90 38 90 30 78C20 62 24 38 42 30Z" fill="#dff3ff"` +
    ` fill-opacity=".5" ${K}/>` +
    `<path d="M26 60C36 54 62 66 74 58C76 72 68 86 50 86C34 86 26 74 26 60Z" fill="#35e07a"/>` +
    `<circle cx="44" cy="52" r="4" fill="#b8ffd0"/><circle cx="56" cy="40" r="3" fill="#b8ffd0"/>` +
    `<rect x="40" y="2" width="20" height="8" fill="#8a5a34" ${K}/>`,
  cake:
    `<rect x="14" y="50" width="72" height="40" rx="6" fill="#f8d7e0" ${K}/>` +
    `<path d="M14 62Q26 72 38 62Q50 72 62 62Q74 72 86 62" fill="none" stroke="#e8798f" stroke-width="5"/>` +
    `<rect x="46" y="26" width="8" height="24" fill="#35c4f0" ${K}/>` +
    `<path d="M50 10Q44 20 50 26Q56 20 50 10Z" fill="#ffb02e"/>`,
  teacup:
    `<path d="M16 40H76V56C76 74 64 84 46 84C28 84 16 74 16 56Z" fill="#f8f8ff" ${K}/>` +
    `<path d="M76 46C92 46 92 66 74 66" fill="none" stroke="#1a1410" stroke-width="4"/>` +
    `<path d="M26 56Q46 46 66 56" stroke="#4a7ac8" stroke-width="3" fill="none"/>` +
    `<ellipse cx="46" cy="88" rx="38" ry="8" fill="#f8f8ff" ${K}/>` +
    `<path d="M36 32Q30 20 38 10M54 32Q48 20 56 10" stroke="#c9d1dd" stroke-width="3" fill="none"/>`,
  latte:
    `<path d="M18 30H82L74 86H26Z" fill="#f4efe4" ${K}/>` +
    `<ellipse cx="50" cy="30" rx="32" ry="10" fill="#a86a3a" ${K}/>` +
    `<path d="M50 24Q40 28 50 36Q60 28 50 24Z" fill="#f4efe4"/>`,
  book:
    `<path d="M10 30L50 40L90 30V84L50 94L10 84Z" fill="#6a2c8f" ${K}/>` +
    `<path d="M14 32L50 41L86 32V80L50 89L14 80Z" fill="#fbf6e8"/>` +
    `<path d="M50 41V89" stroke="#1a1410" stroke-width="2"/>` +
    `<path d="M22 46L42 50M22 56L42 60M58 50L78 46M58 60L78 56" stroke="#8a7a60" stroke-width="2"/>`,
  ball:
    `<circle cx="50" cy="54" r="36" fill="#ffffff" ${K}/>` +
    `<path d="M50 36L66 48L60 66H40L34 48Z" fill="#141414"/>` +
    `<path d="M50 36V18M66 48L82 42M60 66L70 82M40 66L30 82M34 48L18 42" stroke="#141414"` +
    ` stroke-width="3"/>`,
  surfboard:
    `<path d="M50 2C72 20 72 80 50 98C28 80 28 20 50 2Z" fill="#35c4f0" ${K}/>` +
    `<path d="M50 6V94" stroke="#ffffff" stroke-width="5"/>` +
    `<path d="M36 30H64" stroke="#ff7b1c" stroke-width="6"/>`,
  letter:
    `<rect x="10" y="26" width="80" height="52" rx="3" fill="#fbf6e8" ${K}/>` +
    `<path d="M10 28L50 58L90 28" fill="none" ${K}/>` +
    `<rect x="70" y="32" width="12" height="14" fill="#c8102e"/>`,
  saxophone:
    `<path d="M60 4V60C60 80 50 92 36 92C24 92 18 82 22 72L30 76C28 82 32 86 36 86C44 86 50 78 50 62V4Z"` +
    ` fill="url(#gold)" ${K}/><path d="M22 72C14 70 12 82 20 86" fill="#e0b040" ${K}/>` +
    `<circle cx="55" cy="28" r="3" fill="#6b4c1a"/><circle cx="55" cy="40" r="3" fill="#6b4c1a"/>` +
    `<circle cx="55" cy="52" r="3" fill="#6b4c1a"/>`,
  microphone:
    `<rect x="44" y="40" width="12" height="56" rx="4" fill="#2a2a2a" ${K}/>` +
    `<circle cx="50" cy="28" r="18" fill="#9aa6b8" ${K}/>` +
    `<path d="M36 22H64M36 32H64M44 12V44M56 12V44" stroke="#5a6470" stroke-width="2"/>`,
  balloons:
    `<path d="M30 40Q34 70 48 98M60 34Q54 70 48 98M78 48Q64 76 48 98" stroke="#666" stroke-width="1.5"` +
    ` fill="none"/><ellipse cx="30" cy="24" rx="16" ry="20" fill="#ff4f8b" ${K}/>` +
    `<ellipse cx="60" cy="18" rx="16" ry="20" fill="#35c4f0" ${K}/>` +
    `<ellipse cx="80" cy="34" rx="14" ry="18" fill="#ffd23f" ${K}/>`,
  rabbit:
    `<ellipse cx="50" cy="62" rx="22" ry="18" fill="#fbfbf8" ${K}/>` +
    `<ellipse cx="40" cy="28" rx="6" ry="20" fill="#fbfbf8" ${K}/>` +
    `<ellipse cx="58" cy="28" rx="6" ry="20" fill="#fbfbf8" ${K}/>` +
    `<circle cx="44" cy="58" r="2.5" fill="#1a1410"/><circle cx="56" cy="58" r="2.5" fill="#1a1410"/>` +
    `<path d="M12 80H88L80 98H20Z" fill="#151316" ${K}/>`,
  hockeystick:
    `<path d="M70 2L44 80Q40 92 28 92H8V82H28Q34 82 36 76L62 0Z" fill="#c8a165" ${K}/>` +
    `<rect x="8" y="82" width="20" height="10" fill="#1a1a1a"/>`,
};

export const PROP_IDS = Object.keys(PROPS);

/** A prop held beside the chest, on the side with more free canvas. */
export function drawProp(id: string, g: Geo): Drawn {
  const { cx, cy, r } = g.head;
  const size = Math.max(g.W * 0.16, Math.min(g.W * 0.3, r * 1.3));
  const right = cx <= g.W / 2;
  let x = right ? cx + r * 1.05 : cx - r * 1.05 - size;
  x = Math.max(g.W * 0.03, Math.min(g.W * 0.97 - size, x));
  const y = Math.max(g.H * 0.05, Math.min(g.H * 0.96 - size, cy + r * 0.75));
  const k = size / 100;
  return {
    body: `<g transform="translate(${svgNum(x)} ${svgNum(y)}) scale(${k.toFixed(4)})">${PROPS[id]}</g>`,
    region: { x: x + size * 0.3, y: y + size * 0.3, w: size * 0.4, h: size * 0.4 },
  };
}
