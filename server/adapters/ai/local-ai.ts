import sharp from 'sharp';
import {
  cutOutOnWhite,
  editPortrait,
  paintPortrait,
  parsePrompt,
  recipeRequest,
  STYLE_IDS,
  styleForPrompt,
  styleScores,
  type StyleId,
} from '../../painter/index.js';
import { describeFromPrompt } from './template-texts.js';
import type { AiPort, TemplateTexts } from './ai.port.js';

const REFINEMENTS: Record<StyleId, string> = {
  royal:
    'Renaissance royal portrait, crimson velvet and ermine, jewelled gold chain, warm candlelight, rich oil paint, museum-dark background',
  space:
    'heroic astronaut portrait, white space suit and glass helmet ring, deep starfield with a glowing nebula, cinematic rim light',
  watercolor: 'loose watercolour on cold-press paper, soft pastel washes bleeding at the edges, delicate ink outlines',
  popart: 'bold 1960s pop-art screen print, flat saturated colour blocks, thick black outlines, halftone dots',
  lights: 'glamorous night portrait under warm marquee bulbs, sparkling bokeh, festive glow',
  oil: 'classic oil painting with visible impasto brushstrokes, rich earthy palette, soft studio light, canvas texture',
  superhero: 'comic-book superhero portrait, flowing red cape, dynamic light rays, city skyline at dusk, vivid inks',
  starry: 'post-impressionist night sky of swirling blues and glowing yellow stars, thick expressive brushstrokes',
  sepia: 'vintage 1890s studio photograph, warm sepia tones, film grain, ornate oval vignette',
  neon: 'cyberpunk portrait lit by magenta and cyan neon, rainy city reflections, high contrast',
  ukiyoe: 'Japanese ukiyo-e woodblock print, flat muted colours, fine outlines, stylised waves and clouds, red seal',
  sketch: 'detailed graphite pencil study, fine cross-hatching, soft shading on cream paper',
  stainedglass: 'stained-glass window, jewel-toned panes, dark lead lines, light glowing through',
  botanical: 'gouache botanical portrait framed by roses, peonies and leaves, fresh spring palette on cream',
};

const isStyleId = (s: string | undefined): s is StyleId => Boolean(s && (STYLE_IDS as readonly string[]).includes(s));

/** Offline, deterministic: the built-in sharp painter, segmentation and texts from the prompt's words. */
export function createLocalAi(): AiPort {
  return {
    kind: 'local',
    async paint(input) {
      const parsed = parsePrompt(input.prompt, isStyleId(input.styleHint) ? input.styleHint : undefined);
      const size = { width: input.width, height: input.height };
      const { photo, subjectMask } = input;
      // A recipe is painted as it is, from the photo; an older portrait (no recipe) keeps its pixels and
      // the prompt's pieces are added onto it.
      const png = input.recipe
        ? await paintPortrait({ ...recipeRequest(input.recipe), photo, ...size, subjectMask })
        : input.editing
          ? await editPortrait({ photo: input.photo, parsed, ...size, subjectMask: input.subjectMask })
          : await paintPortrait({
              photo: input.photo,
              style: parsed.style,
              ...size,
              petName: input.petName,
              pieces: parsed.pieces,
              scene: parsed.scene,
              subjectMask: input.subjectMask,
            });
      // Guarantee the contract whatever the painter returns.
      return sharp(png).resize(input.width, input.height, { fit: 'cover' }).png().toBuffer();
    },
    async refinePrompt(prompt) {
      const style = styleForPrompt(prompt);
      const base = prompt.trim().replace(/[.\s]+$/, '');
      return (
        `${base}. ${REFINEMENTS[style]}; keep the pet's exact markings, eye colour and expression; centred,` +
        ` portrait orientation, high detail.`
      );
    },
    removeBackground: cutOutOnWhite,
    async describeTemplate(userPrompt): Promise<TemplateTexts> {
      // The painter's style words only when the prompt names a style (not its oil-painting fallback).
      const style = styleForPrompt(userPrompt);
      return describeFromPrompt(userPrompt, styleScores(userPrompt)[style] > 0 ? REFINEMENTS[style] : null);
    },
  };
}
