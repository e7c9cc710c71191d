import sharp from 'sharp';
import { MOTIFS } from './motifs.js';
import { mulberry32, toImg, type Img } from '../canvas/util.js';

/**
 * Prompt scenes: a sky, a ground line, and motifs from motifs.ts (each with a colour). Drawn as one
 * SVG in a 100-unit-wide space, rendered at half size or less and scaled to the canvas (it sits
 * behind the pet and under the style's texture, so it needs no print-size detail).
 */
export type SceneSpec = { sky: [string, string]; ground?: string; g?: number; motifs: [string, string?][] };

const NIGHT: [string, string] = ['#0b1230', '#2a3a6a'];
const DAY: [string, string] = ['#7ec4f0', '#dff1ff'];
const DUSK: [string, string] = ['#3a2a6a', '#f2a27a'];

export const SCENES: Record<string, SceneSpec> = {
  ship: { sky: ['#5a8ac8', '#cfe3f2'], g: 0.72, motifs: [['waves', '#1f5a8a'], ['clouds'], ['ship']] },
  earth: { sky: ['#02030a', '#101a3a'], motifs: [['stars'], ['earth']] },
  saturn: { sky: ['#05040f', '#1a1040'], motifs: [['stars'], ['saturn']] },
  galaxy: { sky: ['#0a0420', '#2a1050'], motifs: [['stars'], ['galaxy']] },
  city: { sky: ['#f28a4a', '#ffd08a'], g: 0.85, ground: '#2a2a3a', motifs: [['skyline', '#2a2440']] },
  neoncity: {
    sky: ['#120a2a', '#3a1050'],
    g: 0.85,
    ground: '#0a0a14',
    motifs: [['skyline', '#1a1030'], ['rain'], ['bokeh', '#ff2fb3']],
  },
  kitchen: { sky: ['#f4e6c8', '#e8d4a8'], g: 0.8, ground: '#c8a070', motifs: [['kitchen']] },
  desert: {
    sky: ['#f2b25a', '#ffe0a0'],
    g: 0.78,
    ground: '#d9a85a',
    motifs: [['sun'], ['dunes', '#c8904a'], ['cacti']],
  },
  blossom: { sky: ['#9cc4e8', '#fde6ee'], g: 0.84, ground: '#9cc07a', motifs: [['trunks', '#4a2a20'], ['blossoms']] },
  stage: { sky: ['#1a0508', '#3a0a12'], g: 0.86, ground: '#5a3a20', motifs: [['spotlight'], ['curtains', '#9a0b1f']] },
  fireplace: { sky: ['#5a3020', '#7a4a30'], g: 0.86, ground: '#3a2014', motifs: [['fire']] },
  beach: {
    sky: ['#5ab4f0', '#cfeeff'],
    g: 0.72,
    ground: '#f2d8a0',
    motifs: [['sun'], ['shore', '#2a9ad0'], ['palms']],
  },
  sky: { sky: ['#6ab0f0', '#e6f4ff'], motifs: [['clouds'], ['plane']] },
  pyramids: { sky: ['#f2c27a', '#fff0c8'], g: 0.8, ground: '#e0b870', motifs: [['sun'], ['pyramids']] },
  fjord: { sky: ['#8ab0c8', '#e0ecf2'], g: 0.78, ground: '#3a5a6a', motifs: [['mountains', '#4a5a68'], ['longship']] },
  gala: { sky: ['#140a1a', '#3a1a2a'], motifs: [['bokeh', '#ffcf6b'], ['chandelier']] },
  castle: { sky: ['#c8b4f0', '#ffe6f0'], g: 0.84, ground: '#8ac87a', motifs: [['clouds'], ['castle']] },
  christmas: { sky: ['#1a3a2a', '#2a5a3a'], g: 0.86, ground: '#e8e0d0', motifs: [['snow'], ['presents']] },
  halloween: { sky: ['#2a1040', '#f07a1a'], g: 0.84, ground: '#3a2a14', motifs: [['moon'], ['pumpkins']] },
  firetruck: { sky: DAY, g: 0.86, ground: '#8a8a8a', motifs: [['truck']] },
  lab: { sky: ['#dff3f0', '#b8e0e0'], g: 0.82, ground: '#8ab0b8', motifs: [['bubbles'], ['kitchen']] },
  hills: { sky: DAY, g: 0.8, motifs: [['clouds'], ['hills', '#6ab04a']] },
  reef: { sky: ['#0a5a8a', '#2ab0d0'], g: 0.86, ground: '#e8d0a0', motifs: [['bubbles'], ['coral']] },
  jungle: { sky: ['#5a9a4a', '#b8e08a'], g: 0.85, ground: '#3a6a2a', motifs: [['trees', '#2f6b2a'], ['palms']] },
  rooftop: { sky: NIGHT, g: 0.82, ground: '#3a2a30', motifs: [['stars'], ['moon'], ['skyline', '#141a30']] },
  wave: { sky: ['#8ad0f0', '#e6f8ff'], g: 0.8, motifs: [['sun'], ['bigwave']] },
  stadium: { sky: ['#1a2a4a', '#4a6a9a'], g: 0.8, ground: '#3f9a3a', motifs: [['bokeh', '#ffffff']] },
  meadow: { sky: DAY, g: 0.75, ground: '#7ac85a', motifs: [['sun'], ['flowers']] },
  snowforest: { sky: ['#a8bcd0', '#e8f0f8'], g: 0.8, ground: '#f4f8fc', motifs: [['pines', '#2f4a3a'], ['snow']] },
  party: {
    sky: ['#120a2a', '#3a0a4a'],
    motifs: [
      ['bokeh', '#ff2fb3'],
      ['bokeh', '#19e6ff'],
    ],
  },
  venice: { sky: ['#f2b88a', '#ffe6c8'], g: 0.8, ground: '#2a6a7a', motifs: [['gondola']] },
  palace: { sky: ['#f4efe4', '#d8d0c0'], g: 0.9, ground: '#c8c0b0', motifs: [['columns', '#f4f0e8']] },
  studio: { sky: ['#f4ead8', '#e0d0b0'], g: 0.86, ground: '#b08a60', motifs: [['bokeh', '#ffffff']] },
  finish: { sky: DAY, g: 0.86, ground: '#5a5a5a', motifs: [['checker'], ['tape']] },
  summit: { sky: ['#5a9ae0', '#e0f0ff'], g: 0.86, ground: '#f4f8fc', motifs: [['mountains', '#8aa0b8'], ['snow']] },
  library: { sky: ['#5a3a1e', '#3a2410'], motifs: [['shelves']] },
  forest: {
    sky: ['#2a5a4a', '#8ad0a0'],
    g: 0.85,
    ground: '#2f5a2a',
    motifs: [
      ['trees', '#1f4a2a'],
      ['bokeh', '#d8ffb0'],
    ],
  },
  lighthouse: {
    sky: ['#4a7ab0', '#f2d8b0'],
    g: 0.8,
    ground: '#9a8a74',
    motifs: [['lighthouse'], ['shore', '#2a6a9a']],
  },
  throne: {
    sky: ['#3a0a12', '#6a1420'],
    motifs: [
      ['columns', '#d9a93a'],
      ['bokeh', '#ffcf6b'],
    ],
  },
  sunflowers: { sky: DAY, g: 0.72, ground: '#6aa84a', motifs: [['sun'], ['sunflowers']] },
  road: { sky: ['#f2a04a', '#ffe0a0'], g: 0.7, ground: '#d9b07a', motifs: [['sun'], ['road'], ['cacti']] },
  slope: { sky: DAY, g: 0.7, ground: '#f4f8fc', motifs: [['mountains', '#9ab0c8'], ['snow']] },
  mountains: { sky: DUSK, g: 0.84, ground: '#3a4a5a', motifs: [['mountains', '#5a5a7a'], ['clouds']] },
  street: { sky: DAY, g: 0.84, ground: '#9a9a9a', motifs: [['houses']] },
  lavender: { sky: ['#f2a05a', '#ffe6a0'], g: 0.72, ground: '#7a5ab0', motifs: [['sun'], ['lavender']] },
  bigtop: {
    sky: ['#f4ecd8', '#f4ecd8'],
    motifs: [
      ['stripes', '#c8102e'],
      ['bokeh', '#ffd23f'],
    ],
  },
  olympus: { sky: ['#8ac8f0', '#ffffff'], g: 0.9, ground: '#f4f0e8', motifs: [['clouds'], ['columns', '#fbf8f0']] },
  cafe: { sky: ['#6a4a30', '#a87a50'], g: 0.82, ground: '#4a3020', motifs: [['bokeh', '#ffd08a'], ['shelves']] },
  snowglobe: { sky: ['#8ab0e0', '#e8f0ff'], g: 0.86, ground: '#ffffff', motifs: [['houses'], ['snow'], ['globe']] },
  parlour: { sky: ['#5a2a20', '#7a4a30'], motifs: [['candles'], ['chandelier']] },
  soccer: { sky: ['#3a6ab0', '#a8d0f0'], g: 0.76, ground: '#3f9a3a', motifs: [['bokeh', '#ffffff']] },
  train: { sky: ['#c8b090', '#f4e0c0'], g: 0.86, ground: '#6a5a4a', motifs: [['train']] },
  park: {
    sky: DAY,
    g: 0.74,
    ground: '#6ab04a',
    motifs: [
      ['trees', '#3f8a3a'],
      ['skyline', '#8a9ab0'],
    ],
  },
  campsite: { sky: NIGHT, g: 0.84, ground: '#2a3a2a', motifs: [['stars'], ['pines', '#142414'], ['tent']] },
  ruins: { sky: ['#e8c890', '#fff0d0'], g: 0.84, ground: '#c8a870', motifs: [['ruins']] },
  redcarpet: {
    sky: ['#0b0a1a', '#2a1036'],
    g: 0.8,
    ground: '#b3101e',
    motifs: [
      ['bokeh', '#ffcf6b'],
      ['bokeh', '#ffffff'],
    ],
  },
  autumn: { sky: ['#e0a04a', '#ffe0a0'], g: 0.84, ground: '#a0602a', motifs: [['trees', '#c8602a'], ['leaves']] },
  highlands: { sky: ['#8aa0b0', '#dfe8ee'], g: 0.8, ground: '#6a7a3a', motifs: [['mountains', '#5a6a4a'], ['mist']] },
  hives: { sky: DAY, g: 0.8, ground: '#7ac85a', motifs: [['flowers'], ['hives']] },
  storm: { sky: ['#1a1f2a', '#4a5060'], g: 0.86, ground: '#2a3020', motifs: [['lightning'], ['rain']] },
  coast: {
    sky: ['#4aa0e0', '#dff4ff'],
    g: 0.72,
    ground: '#d9c9a3',
    motifs: [['sun'], ['houses'], ['shore', '#1f6fb2']],
  },
  frozen: { sky: ['#9ab8d8', '#f0f6ff'], g: 0.78, ground: '#d8ecff', motifs: [['pines', '#3a5a5a'], ['snow']] },
  mistylake: { sky: ['#c8b0c8', '#f4e0d0'], g: 0.74, ground: '#8aa0b0', motifs: [['pines', '#4a5a5a'], ['mist']] },
  tropical: { sky: ['#3ab0e0', '#c8f0ff'], g: 0.76, ground: '#f2d8a0', motifs: [['sun'], ['palms'], ['flowers']] },
  paris: { sky: ['#3a2a6a', '#f2a07a'], g: 0.86, ground: '#4a4a5a', motifs: [['eiffel'], ['stars']] },
  club: { sky: ['#1a1014', '#3a2020'], motifs: [['bokeh', '#ffb04a'], ['mist']] },
  igloo: { sky: ['#6a9ad0', '#e8f4ff'], g: 0.78, ground: '#f4f8fc', motifs: [['igloo'], ['snow']] },
  farm: { sky: ['#f2c05a', '#fff0c0'], g: 0.78, ground: '#c8a040', motifs: [['sun'], ['tractor']] },
  garden: { sky: DAY, g: 0.8, ground: '#5a9a4a', motifs: [['trees', '#2f6b2a'], ['flowers']] },
  night: { sky: NIGHT, g: 0.88, ground: '#142014', motifs: [['stars'], ['moon']] },
  rain: { sky: ['#5a6a7a', '#a8b4c0'], g: 0.84, ground: '#4a5a6a', motifs: [['rain']] },
  savanna: { sky: ['#f08a3a', '#ffd080'], g: 0.8, ground: '#c89a4a', motifs: [['sun'], ['trees', '#5a4a2a']] },
  rink: { sky: ['#2a3a5a', '#6a8ab0'], g: 0.74, motifs: [['bokeh', '#ffffff'], ['rink']] },
  candlelight: { sky: ['#1a0e08', '#3a2010'], g: 0.9, ground: '#2a180c', motifs: [['candles'], ['shelves']] },
  village: { sky: ['#bfe0f0', '#fff6e8'], g: 0.84, ground: '#b8d8a0', motifs: [['clouds'], ['houses']] },
  workshop: { sky: ['#6a3a20', '#a86a3a'], g: 0.86, ground: '#5a3a20', motifs: [['shelves'], ['presents']] },
  frame: { sky: ['#2a1a0e', '#4a2a14'], motifs: [] },
};

/** Where a scene is reported for checks: a strip down the left side, beside the pet, under no frame. */
export const SCENE_REGION = (W: number, H: number) => ({
  x: Math.round(W * 0.03),
  y: Math.round(H * 0.2),
  w: Math.round(W * 0.1),
  h: Math.round(H * 0.5),
});

export const SCENE_IDS = Object.keys(SCENES);

/**
 * The scene as a raw RGB image of exactly W x H. `feet`: the canvas row where a whole pet's feet are;
 * a scene with a ground raises its ground line to just above them (not above 55 % of the height), so
 * the pet stands on the ground instead of floating in the sky over it (issue 34).
 */
export async function sceneImage(id: string, W: number, H: number, seed: number, feet?: number): Promise<Img> {
  const spec = SCENES[id]!;
  const h = (100 * H) / W;
  const ground = spec.ground && feet !== undefined ? Math.max(0.55, Math.min(spec.g ?? 1, feet / H - 0.04)) : spec.g;
  const g = h * (ground ?? 1);
  const rand = mulberry32(seed);
  let body = `<rect x="-2" y="-2" width="104" height="${(h + 4).toFixed(1)}" fill="url(#sky)"/>`;
  if (spec.ground)
    body += `<rect x="-2" y="${g.toFixed(1)}" width="104" height="${(h - g + 4).toFixed(1)}" fill="${spec.ground}"/>`;
  for (const [m, c] of spec.motifs) body += MOTIFS[m]!(h, g, rand, c ?? '#ffffff');
  // Half size (at most ~0.6 MP): it is background under the style's texture, and librsvg's cost is per pixel.
  const k = Math.min(0.5, Math.sqrt(600_000 / (W * H)));
  const sw = Math.max(16, Math.round(W * k)),
    sh = Math.max(16, Math.round(H * k));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}" viewBox="0 0 100 ` +
    `${h.toFixed(2)}" preserveAspectRatio="none"><defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.sky[0]}"/>` +
    `<stop offset="1" stop-color="${spec.sky[1]}"/></linearGradient></defs>${body}</svg>`;
  const pipe = sharp(Buffer.from(svg)).flatten({ background: spec.sky[1] }).removeAlpha();
  return toImg(sw === W && sh === H ? pipe : pipe.resize(W, H, { fit: 'fill', kernel: 'cubic' }));
}
