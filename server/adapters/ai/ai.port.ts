import type { Recipe } from '../../../common/contracts/recipe.js';

/** What the shop asks of an image model. The local painter and OpenAI both implement it. */
export type PaintInput = {
  photo: Buffer;
  prompt: string;
  width: number;
  height: number;
  petName?: string;
  /** A painter style id when the template names one (seed templates do). */
  styleHint?: string;
  /**
   * The photo is an existing portrait (a library image being edited), not a raw pet photo: add what
   * the prompt asks for onto it and keep everything else, lettering included. Optional; the local
   * painter honours it, OpenAI ignores it.
   */
  editing?: boolean;
  /** A corrected mask of the pet (PNG, any size, white = pet), used instead of computing one. */
  subjectMask?: Buffer;
  /**
   * The portrait as a recipe (its pieces, scene, style, name, framing and seed): the local painter
   * paints exactly that from the photo instead of reading the prompt; OpenAI ignores it.
   */
  recipe?: Recipe;
};

/** Options of a cut-out: a corrected mask of the pet (PNG, any size, white = pet), used instead of computing one. */
export type CutoutOptions = { subjectMask?: Buffer };

export type TemplateTexts = { name: string; short: string; description: string };

export type AiPort = {
  kind: 'local' | 'openai';
  /** A portrait of the photo's pet, PNG, exactly width x height. */
  paint(input: PaintInput): Promise<Buffer>;
  /** A richer prompt for 'Let AI improve my prompt'. */
  refinePrompt(prompt: string): Promise<string>;
  /** The pet cut out onto a white background, PNG, same size as the photo. */
  removeBackground(photo: Buffer, opts?: CutoutOptions): Promise<Buffer>;
  /** Name and texts for a new template authored from a prompt (admin). */
  describeTemplate(userPrompt: string): Promise<TemplateTexts>;
};

export type AiFailure = 'timeout' | 'rate_limited' | 'refused' | 'provider';

/** A provider failure, already phrased for a customer. */
export class AiError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
  ) {
    super(message);
  }
}

export const AI_MESSAGES: Record<AiFailure, string> = {
  timeout: 'The image service took too long to answer. Your token was refunded; please try again.',
  rate_limited: 'The image service is busy right now. Your token was refunded; please try again in a minute.',
  refused: 'The image service declined this request. Try a different photo or prompt; your token was refunded.',
  provider: 'The image service failed. Your token was refunded; please try again.',
};
