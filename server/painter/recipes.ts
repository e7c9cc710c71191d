/** The offline painter's styles: one declarative recipe each, read by painter.ts. */
export const STYLE_IDS = [
  'royal',
  'space',
  'watercolor',
  'popart',
  'lights',
  'oil',
  'superhero',
  'starry',
  'sepia',
  'neon',
  'ukiyoe',
  'sketch',
  'stainedglass',
  'botanical',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

/** How the pet sits on the canvas: its photo box (fractions of the canvas) and the mask's shape. */
export type Placement = {
  box: [x: number, y: number, w: number, h: number];
  /** full: the photo fills the box; ellipse/circle: faded out beyond the shape, inset by feather. */
  shape: 'full' | 'ellipse' | 'circle' | 'wash';
  /** Width of the soft edge, as a fraction of the box's smaller side. */
  feather: number;
  /** 0..1: how much of the photo's own background survives where the subject mask says background. */
  keepBackground: number;
  /** Widest crop (w/h) allowed so a wide subject fits whole, padded above and below; default: the box's shape. */
  maxAspect?: number;
};

export type Treatment =
  | 'oil'
  | 'royal'
  | 'watercolor'
  | 'popart'
  | 'comic'
  | 'starry'
  | 'sepia'
  | 'neon'
  | 'woodblock'
  | 'sketch'
  | 'glass'
  | 'gouache'
  | 'night'
  | 'cosmic';
export type Background =
  | 'umber'
  | 'museum'
  | 'space'
  | 'bokeh'
  | 'sunburst'
  | 'swirl'
  | 'card'
  | 'city'
  | 'washi'
  | 'paper'
  | 'cream'
  | 'popdots'
  | 'arch';
export type Overlay =
  | 'royalCape'
  | 'gildedFrame'
  | 'helmet'
  | 'splashes'
  | 'marquee'
  | 'heroCape'
  | 'ovalMount'
  | 'neonFrame'
  | 'seigaiha'
  | 'seal'
  | 'archFrame'
  | 'wreath'
  | 'inkOval';
export type Texture = 'canvas' | 'paper' | 'grain' | 'washi' | 'none';
export type Lettering =
  'plaque' | 'marquee' | 'ribbon' | 'neon' | 'caption' | 'cartouche' | 'comic' | 'script' | 'glass' | 'tag' | 'title';

export type Recipe = {
  label: string;
  /** Words (regular-expression fragments) that point a free-text prompt at this style, with a weight. */
  keywords: [RegExp, number][];
  /** The style's colours; treatments and overlays take theirs from here by position. */
  palette: string[];
  treatment: Treatment;
  placement: Placement;
  background: Background;
  overlays: Overlay[];
  texture: { kind: Texture; strength: number };
  /** 0..1 darkening toward the corners. */
  vignette: number;
  lettering: Lettering;
  seed: number;
  /** Painted in place of a cut-out photo's white ground (else that ground is dropped). */
  ground?: string;
};

const FULL: Placement = { box: [0, 0, 1, 1], shape: 'full', feather: 0, keepBackground: 1 };

export const RECIPES: Record<StyleId, Recipe> = {
  royal: {
    label: 'Royal',
    keywords: [
      [
        /\b(king|queen|royal|royalty|renaissance|regal|crown(ed)?|throne|monarch|prince(ss)?|duke|duchess|noble|ermine|tudor|baroque|aristocrat\w*)\b/,
        3,
      ],
    ],
    palette: ['#7a0f16', '#b3202a', '#f4efe4', '#d9a93a', '#120c08', '#3b2616'],
    treatment: 'royal',
    placement: {
      box: [0.02, 0.02, 0.96, 0.82],
      shape: 'ellipse',
      feather: 0.28,
      keepBackground: 0.15,
      maxAspect: 1.15,
    },
    background: 'museum',
    overlays: ['royalCape', 'gildedFrame'],
    texture: { kind: 'canvas', strength: 0.35 },
    vignette: 0.55,
    lettering: 'plaque',
    seed: 101,
  },
  space: {
    label: 'Space',
    keywords: [
      [
        /\b(astronaut|space|spaceman|cosmonaut|galaxy|galactic|nebula|planet\w*|cosmic|cosmos|rocket|orbit|moon ?walk|universe|nasa|interstellar)\b/,
        3,
      ],
    ],
    palette: ['#04050d', '#0d0b2b', '#3a1261', '#1f6fb2', '#e64fa6', '#eef2f8', '#9aa6b8'],
    treatment: 'cosmic',
    placement: { box: [0.09, 0.07, 0.82, 0.656], shape: 'circle', feather: 0.1, keepBackground: 0.35 },
    background: 'space',
    overlays: ['helmet'],
    texture: { kind: 'grain', strength: 0.12 },
    vignette: 0.3,
    lettering: 'tag',
    seed: 202,
  },
  watercolor: {
    label: 'Watercolour',
    keywords: [[/\b(water ?colou?rs?|aquarelle|pastel|washes|wash|gouache wash|painterly wash)\b/, 3]],
    palette: ['#fbf8f1', '#3b3f52', '#9ec9e2', '#f2b5c4', '#f6d68c', '#b7d7a8'],
    treatment: 'watercolor',
    placement: { box: [0.02, 0.02, 0.96, 0.9], shape: 'wash', feather: 0.22, keepBackground: 0.3, maxAspect: 1.6 },
    background: 'paper',
    overlays: ['splashes'],
    texture: { kind: 'paper', strength: 0.75 },
    vignette: 0,
    lettering: 'script',
    seed: 303,
  },
  popart: {
    label: 'Pop Art',
    keywords: [[/\b(pop[ -]?art|warhol|lichtenstein|screen[- ]?print|halftone|comic dots?|1960s)\b/, 3]],
    palette: ['#111111', '#e6007e', '#ffd400', '#fff6e0', '#00a6d6', '#ff5a1f'],
    treatment: 'popart',
    placement: { ...FULL, keepBackground: 0 },
    background: 'popdots',
    overlays: [],
    texture: { kind: 'none', strength: 0 },
    vignette: 0,
    lettering: 'comic',
    seed: 404,
  },
  lights: {
    label: 'Name in Lights',
    keywords: [
      [
        /\b(lights|marquee|hollywood|broadway|bulbs?|glamou?r\w*|star of the show|cinema|theat(er|re)|celebrit\w+|red carpet|las vegas|vegas)\b/,
        3,
      ],
    ],
    palette: ['#0b0a1a', '#2a1036', '#ffcf6b', '#fff4d6', '#c8102e', '#7a0c1f'],
    treatment: 'night',
    placement: { box: [0.03, 0.2, 0.94, 0.8], shape: 'ellipse', feather: 0.26, keepBackground: 0.25, maxAspect: 1.15 },
    background: 'bokeh',
    overlays: ['marquee'],
    texture: { kind: 'grain', strength: 0.08 },
    vignette: 0.35,
    lettering: 'marquee',
    seed: 505,
  },
  oil: {
    label: 'Oil Painting',
    keywords: [
      [/\b(oil|oils|impasto|old master|masterpiece|canvas|rembrandt|classical|brush ?strokes?|classic painting)\b/, 2],
    ],
    palette: ['#2a1a0e', '#6b4423', '#c8a165', '#f2e3c4', '#d4a537'],
    treatment: 'oil',
    placement: { box: [0, 0, 1, 1], shape: 'full', feather: 0, keepBackground: 1, maxAspect: 1.6 },
    background: 'umber',
    overlays: [],
    texture: { kind: 'canvas', strength: 0.45 },
    vignette: 0.18,
    ground: '#5b3d22',
    lettering: 'plaque',
    seed: 606,
  },
  superhero: {
    label: 'Superhero',
    keywords: [
      [
        /\b(super ?hero(es)?|hero(ic)?|cape|caped|comic[- ]?book|marvel|dc comics|crime[- ]?fighter|super ?powers?|avenger|justice)\b/,
        3,
      ],
    ],
    palette: ['#d7141a', '#8e0b10', '#ffd21f', '#1a2a6c', '#ff7b1c', '#111111', '#2b1b4a'],
    treatment: 'comic',
    placement: { box: [0.04, 0.03, 0.92, 0.78], shape: 'ellipse', feather: 0.12, keepBackground: 0.1 },
    background: 'sunburst',
    overlays: ['heroCape'],
    texture: { kind: 'none', strength: 0 },
    vignette: 0.15,
    lettering: 'title',
    seed: 707,
  },
  starry: {
    label: 'Starry Night',
    keywords: [[/\b(starry|van gogh|swirl\w*|post[- ]?impressionis\w+|impressionis\w+|night sky|stars)\b/, 3]],
    palette: ['#0b1e4f', '#1d3f8f', '#3f6fc2', '#8fb7e8', '#f5d33f', '#f7ea9a', '#14263f'],
    treatment: 'starry',
    placement: { box: [0.02, 0.1, 0.96, 0.88], shape: 'wash', feather: 0.3, keepBackground: 1, maxAspect: 1.6 },
    background: 'swirl',
    overlays: [],
    texture: { kind: 'canvas', strength: 0.3 },
    vignette: 0.3,
    lettering: 'script',
    seed: 808,
  },
  sepia: {
    label: 'Vintage Sepia',
    keywords: [
      [
        /\b(sepia|vintage|victorian|antique|old[- ]?fashioned|daguerreotype|18[0-9]0s|19[0-4]0s|old photo\w*|retro photo\w*|edwardian)\b/,
        3,
      ],
    ],
    palette: ['#2b1a0d', '#6e4b2a', '#c9a777', '#efe2c4', '#e4d3ae'],
    treatment: 'sepia',
    placement: { box: [0.1, 0.07, 0.8, 0.76], shape: 'ellipse', feather: 0.08, keepBackground: 1 },
    background: 'card',
    overlays: ['ovalMount'],
    texture: { kind: 'grain', strength: 0.3 },
    vignette: 0.25,
    lettering: 'caption',
    seed: 909,
  },
  neon: {
    label: 'Neon',
    keywords: [
      [/\b(neon|cyber ?punk|synth ?wave|vaporwave|futuristic|blade ?runner|retro ?wave|tron|sci[- ]?fi city)\b/, 4],
      [/\bglow\w*/, 1],
    ],
    palette: ['#07040f', '#ff2fb3', '#19e6ff', '#7b2cff', '#ffffff', '#120a2a'],
    treatment: 'neon',
    placement: { box: [0.04, 0.06, 0.92, 0.8], shape: 'ellipse', feather: 0.22, keepBackground: 0.2 },
    background: 'city',
    overlays: ['neonFrame'],
    texture: { kind: 'grain', strength: 0.1 },
    vignette: 0.3,
    lettering: 'neon',
    seed: 1010,
  },
  ukiyoe: {
    label: 'Ukiyo-e',
    keywords: [
      [/\b(ukiyo[- ]?e|woodblock|japanese|japan|hokusai|hiroshige|edo|wood[- ]?cut|samurai|geisha|great wave)\b/, 3],
    ],
    palette: ['#efe3c8', '#2c3e63', '#b5452f', '#d9b36c', '#5f7a6a', '#2a2320', '#c23a2b'],
    treatment: 'woodblock',
    placement: { box: [0.04, 0.07, 0.92, 0.78], shape: 'ellipse', feather: 0.03, keepBackground: 0.15 },
    background: 'washi',
    overlays: ['inkOval', 'seigaiha', 'seal'],
    texture: { kind: 'washi', strength: 0.3 },
    vignette: 0.1,
    lettering: 'cartouche',
    seed: 1111,
  },
  sketch: {
    label: 'Pencil Sketch',
    keywords: [
      [/\b(sketch\w*|pencil|graphite|charcoal|drawing|drawn|cross[- ]?hatch\w*|line art|hand[- ]?drawn|study)\b/, 3],
    ],
    palette: ['#f4eedf', '#3a3632', '#6f6a63'],
    treatment: 'sketch',
    placement: { box: [0, 0, 1, 0.94], shape: 'wash', feather: 0.16, keepBackground: 0.2, maxAspect: 1.6 },
    background: 'paper',
    overlays: [],
    texture: { kind: 'paper', strength: 0.45 },
    vignette: 0,
    lettering: 'script',
    seed: 1212,
  },
  stainedglass: {
    label: 'Stained Glass',
    keywords: [
      [/\b(stained[- ]?glass|cathedral|church window|mosaic|leaded|glass panes?|tiffany|chapel|rose window)\b/, 3],
    ],
    palette: ['#1d4fa3', '#b3172b', '#1f8a4c', '#e0a323', '#6a2c8f', '#e7d9b0', '#1aa0b8', '#d9662b'],
    treatment: 'glass',
    placement: { box: [0.07, 0.035, 0.86, 0.93], shape: 'full', feather: 0, keepBackground: 1, maxAspect: 1.1 },
    background: 'arch',
    overlays: ['archFrame'],
    texture: { kind: 'none', strength: 0 },
    vignette: 0.2,
    lettering: 'glass',
    seed: 1313,
  },
  botanical: {
    label: 'Botanical',
    keywords: [
      [/\b(botanical|flowers?|floral|roses?|peon(y|ies)|wreath|garden|blossoms?|spring|bouquet|leaves|petals?)\b/, 3],
    ],
    palette: ['#f6efe2', '#e8798f', '#f4b6c2', '#c9415e', '#6d9a5b', '#3f6b3a', '#f2d479', '#ffffff'],
    treatment: 'gouache',
    placement: { box: [0.12, 0.12, 0.76, 0.68], shape: 'ellipse', feather: 0.1, keepBackground: 0.3 },
    background: 'cream',
    overlays: ['wreath'],
    texture: { kind: 'paper', strength: 0.3 },
    vignette: 0,
    lettering: 'ribbon',
    seed: 1414,
  },
};

/** How much each style's words weigh in a (lower-cased) prompt. */
export function styleScores(prompt: string): Record<StyleId, number> {
  const text = prompt.toLowerCase().replace(/[\u2010-\u2015]/g, '-');
  const out = {} as Record<StyleId, number>;
  for (const id of STYLE_IDS) {
    let score = 0;
    for (const [re, weight] of RECIPES[id].keywords)
      score += (text.match(new RegExp(re.source, 'g'))?.length ?? 0) * weight;
    out[id] = score;
  }
  return out;
}

/** Picks the style whose words weigh most in a free-text prompt; 'oil' when nothing matches. */
export function styleForPrompt(prompt: string): StyleId {
  const scores = styleScores(prompt);
  let best: StyleId = 'oil';
  let bestScore = 0;
  for (const id of STYLE_IDS) if (scores[id] > bestScore) [best, bestScore] = [id, scores[id]];
  return best;
}
