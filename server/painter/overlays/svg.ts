/** The SVG layers drawn over a portrait (overlays, decor, lettering): what each is given and returns. */
import type { Recipe } from '../recipes.js';
import type { Head } from '../photo/fit.js';

/** Where the pet sits, in canvas px. */
export type Box = { x: number; y: number; w: number; h: number };
export type OverlayCtx = {
  W: number;
  H: number;
  recipe: Recipe;
  rand: () => number;
  box: Box;
  name?: string;
  /** The pet's head (canvas px), when found. */ head?: Head;
};
/** An SVG fragment; region (canvas px) says where it draws, when that is a band of the canvas. */
export type Svg = { body: string; defs?: string; region?: { y: number; h: number } };
