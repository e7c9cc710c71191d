/**
 * The offline painter: a pet photo and a prompt in, a painted portrait out, with sharp alone (no
 * network, deterministic). This file is its only entry point: code outside server/painter imports
 * from here, never from the parts. How the parts are laid out: docs/decisions/023-painter-module.md;
 * the words it understands: docs/decisions/009-painter-vocabulary.md.
 */
export { paintPortrait, paintPortraitDetailed, layoutFor, type PaintRequest } from './painter.js';
export { editRecipe, newRecipe, promptChanges, recipeRequest, summariseEdit, type RecipeEdit } from './recipe-edit.js';
export { editPortrait, type EditRequest } from './edit.js';
export { describePiece, parsePrompt, type Parsed, type Piece } from './vocabulary.js';
export { RECIPES, STYLE_IDS, styleForPrompt, styleScores, type StyleId } from './recipes.js';
export { cutOutOnWhite } from './cutout/cutout.js';
export { subjectMask, type SubjectMask } from './cutout/segmentation.js';
export { heuristicMask } from './cutout/heuristic-mask.js';
export { cutoutModelStatus, type ModelStatus } from './cutout/neural-mask.js';
export { composeNamedPortrait } from './lettering/named-portrait.js';
