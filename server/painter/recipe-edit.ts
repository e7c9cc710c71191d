import { RECIPE_VERSION, type EditChange, type Recipe, type RecipeElement } from '../../common/contracts/recipe.js';
import { layoutFor, type PaintRequest } from './painter.js';
import { RECIPES, STYLE_IDS, type StyleId } from './recipes.js';
import { describePiece, parsePrompt, type Parsed, type Piece } from './vocabulary.js';

/**
 * Portraits as recipes (DESIGN.md §11, docs/decisions/045-portraits-as-recipes.md): the recipe of a new
 * portrait, an edit as a change of its recipe, and what the customer is told before a token is spent.
 */

export type RecipeEdit = { recipe: Recipe; changes: EditChange[]; notUnderstood: string[] };

const isStyleId = (s: string | undefined): s is StyleId => Boolean(s && (STYLE_IDS as readonly string[]).includes(s));

const toElement = (p: Piece): RecipeElement => ({
  slot: p.slot,
  id: p.id,
  label: p.label,
  ...(p.colour ? { colour: p.colour } : {}),
  ...(p.size ? { size: p.size } : {}),
});

/** The recipe of a portrait painted from these words (and template style), as the painter reads them. */
export function newRecipe(input: {
  prompt: string;
  styleHint?: string;
  petName?: string;
  templateId?: string;
  sources: Recipe['sources'];
}): Recipe {
  const parsed = parsePrompt(input.prompt, isStyleId(input.styleHint) ? input.styleHint : undefined);
  return {
    version: RECIPE_VERSION,
    sources: input.sources,
    ...(input.templateId ? { templateId: input.templateId } : {}),
    style: parsed.style,
    ...(input.petName ? { petName: input.petName } : {}),
    seed: RECIPES[parsed.style].seed,
    elements: parsed.pieces.map(toElement),
    ...(parsed.scene ? { scene: parsed.scene } : {}),
    layout: layoutFor(parsed.style, parsed.pieces, parsed.scene),
  };
}

/** What the painter paints for a recipe (with the photo and its cut-out added by the caller). */
export function recipeRequest(recipe: Recipe): Omit<PaintRequest, 'photo' | 'width' | 'height'> {
  return {
    style: isStyleId(recipe.style) ? recipe.style : 'oil',
    pieces: recipe.elements,
    scene: recipe.scene,
    petName: recipe.petName,
    seed: recipe.seed,
    layout: recipe.layout,
  };
}

const sceneLabel = (s: { label: string }) => `${s.label} scene`;

/**
 * An edit as a change of the recipe: removals first ("remove the hat", "no crown", "remove the
 * background"), then each piece the words name either recolours or resizes the one in its slot (the
 * same piece) or takes its place, then a new scene; words that name only a style change the style.
 * The photo, its cut-out, the framing and the seed stay, so the pet is painted exactly as before.
 */
export function editRecipe(recipe: Recipe, prompt: string): RecipeEdit {
  const parsed = parsePrompt(prompt);
  let elements = [...recipe.elements];
  let { scene, style } = recipe;
  const changes: EditChange[] = [];
  for (const slot of parsed.removed) {
    const gone = elements.find((e) => e.slot === slot);
    if (!gone) continue;
    elements = elements.filter((e) => e !== gone);
    changes.push({ action: 'remove', label: gone.label });
  }
  if (parsed.removeScene && scene) {
    changes.push({ action: 'remove', label: sceneLabel(scene) });
    scene = undefined;
  }
  for (const p of parsed.pieces) {
    const had = elements.find((e) => e.slot === p.slot);
    const same = had?.id === p.id;
    const next = same ? toElement({ ...had, ...toElement(p), label: had.label }) : toElement(p);
    if (same && JSON.stringify(had) === JSON.stringify(next)) continue;
    elements = [...elements.filter((e) => e.slot !== p.slot), next];
    // A piece in place of another says so: "pirate hat (tiny) · no crown".
    changes.push({ action: same ? 'change' : 'add', label: describePiece(next) });
    if (had && !same) changes.push({ action: 'remove', label: had.label });
  }
  if (parsed.scene && parsed.scene.id !== scene?.id) {
    scene = parsed.scene;
    changes.push({ action: 'add', label: sceneLabel(scene) });
  }
  if (onlyStyle(parsed) && parsed.style !== style) {
    style = parsed.style;
    changes.push({ action: 'style', label: `${RECIPES[parsed.style].label} style` });
  }
  const next: Recipe = { ...recipe, elements, style };
  if (scene) next.scene = scene;
  else delete next.scene;
  return { recipe: next, changes, notUnderstood: parsed.notUnderstood };
}

/** Words that name a style and nothing else ("make it a watercolour") ask for that style. */
const onlyStyle = (p: Parsed) =>
  p.styleFromWords && !p.pieces.length && !p.scene && !p.removed.length && !p.removeScene;

/**
 * What words would draw on a photo (a new portrait) or add onto an older portrait's pixels (one made
 * before recipes): there nothing can be taken away, so a removal is reported as not understood.
 */
export function promptChanges(prompt: string, styleHint?: string): Omit<RecipeEdit, 'recipe'> {
  const parsed = parsePrompt(prompt, isStyleId(styleHint) ? styleHint : undefined);
  const changes: EditChange[] = parsed.pieces.map((p) => ({ action: 'add', label: describePiece(p) }));
  if (parsed.scene) changes.push({ action: 'add', label: sceneLabel(parsed.scene) });
  if (!styleHint && onlyStyle(parsed)) changes.push({ action: 'style', label: `${RECIPES[parsed.style].label} style` });
  const cannot = [...parsed.removed.map((s) => `remove the ${s}`), ...(parsed.removeScene ? ['remove the scene'] : [])];
  return { changes, notUnderstood: [...cannot, ...parsed.notUnderstood] };
}

/** One line for the customer: 'bow tie (blue) · garden scene · no crown · not understood: treasure map'. */
export function summariseEdit(changes: EditChange[], notUnderstood: string[]): string {
  const parts = changes.map((c) => (c.action === 'remove' ? `no ${c.label}` : c.label));
  if (!parts.length) parts.push('nothing to draw yet');
  if (notUnderstood.length) parts.push(`not understood: ${notUnderstood.join(', ')}`);
  return parts.join(' · ');
}
