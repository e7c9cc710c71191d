import { z } from 'zod';
import { text } from './messages.js';

/**
 * A painted portrait as data (DESIGN.md §11, docs/decisions/045-portraits-as-recipes.md): what the
 * painter needs to paint it again, kept with the library item. An edit changes this recipe and paints
 * it anew from the photo; the pixels of the portrait are never cut out again. Versioned: a reader
 * meets only versions it knows (an unknown version is treated as no recipe).
 */
export const RECIPE_VERSION = 1;

export const ELEMENT_SLOTS = ['hat', 'face', 'neck', 'body', 'back', 'prop', 'frame'] as const;
export const ELEMENT_SIZES = ['tiny', 'small', 'big', 'huge'] as const;

/** One costume piece or prop, with the colour and size its words gave it. */
export const recipeElementSchema = z.object({
  slot: z.enum(ELEMENT_SLOTS),
  /** The painter's drawing of it (server/painter/vocabulary.ts). */
  id: z.string().min(1).max(40),
  label: z.string().min(1).max(60),
  /** A colour name the painter knows ('blue', 'gold'...). */
  colour: z.string().max(20).optional(),
  size: z.enum(ELEMENT_SIZES).optional(),
});
export type RecipeElement = z.infer<typeof recipeElementSchema>;

/** Where the pet is: a scene in place of the style's own ground. */
export const recipeSceneSchema = z.object({ id: z.string().min(1).max(40), label: z.string().min(1).max(60) });

/** A photo (storage key) and its kept or touched-up cut-out; two for two pets side by side. */
export const recipeSourceSchema = z.object({
  key: z.string().min(1).max(500),
  maskKey: z.string().max(500).optional(),
});

/**
 * The framing the portrait was painted with, kept so an edit leaves the pet exactly where it was:
 * the headroom above the head (in head radii; null when none was made) and whether the light was a
 * scene's (a lighter vignette).
 */
export const recipeLayoutSchema = z.object({
  headroom: z.number().min(0).max(5).nullable(),
  sceneLight: z.boolean(),
});
export type RecipeLayout = z.infer<typeof recipeLayoutSchema>;

export const recipeSchema = z.object({
  version: z.literal(RECIPE_VERSION),
  sources: z.array(recipeSourceSchema).min(1).max(2),
  templateId: z.string().max(100).optional(),
  /** The painter's style id. */
  style: z.string().min(1).max(40),
  petName: z.string().max(100).optional(),
  seed: z.number().int(),
  elements: z.array(recipeElementSchema).max(16),
  scene: recipeSceneSchema.optional(),
  layout: recipeLayoutSchema,
});
export type Recipe = z.infer<typeof recipeSchema>;

/** `POST /api/edit-image/preview`: what an edit would draw, read before any token is spent. */
export const editPreviewBodySchema = z.object({
  imageUrl: text('Image', 2000, { required: true }),
  prompt: text('Prompt', 2000),
  templateId: z.string().max(100).optional(),
});
export type EditPreviewBody = z.input<typeof editPreviewBodySchema>;

export const editChangeSchema = z.object({
  action: z.enum(['add', 'change', 'remove', 'style']),
  /** 'bow tie (blue)', 'garden scene', 'crown'. */
  label: z.string(),
});
export type EditChange = z.infer<typeof editChangeSchema>;

export const editPreviewSchema = z.object({
  /**
   * recipe: the portrait is painted again from its photo with the changes; photo: a photo is painted
   * with them; pixels: an older portrait (no recipe) gets them added onto its pixels; model: the image
   * model edits the picture from the words.
   */
  basis: z.enum(['recipe', 'photo', 'pixels', 'model']),
  changes: z.array(editChangeSchema),
  notUnderstood: z.array(z.string()),
  /** One line for the customer: 'bow tie (blue) · garden scene · not understood: treasure map'. */
  summary: z.string(),
});
export type EditPreview = z.infer<typeof editPreviewSchema>;
