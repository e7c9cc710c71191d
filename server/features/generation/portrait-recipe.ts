import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { libraryItems } from '../../db/schema.js';
import { recipeSchema, type Recipe } from '../../../common/contracts/recipe.js';
import { editRecipe, newRecipe } from '../../painter/index.js';
import type { JobInput, WorkDeps } from './job-view.js';
import { petSource } from './pet-source.js';
import { PRINT_PIXELS } from './print-sizes.js';

type EditJob = Extract<JobInput, { kind: 'edit' }>;

/** A stored recipe this code can paint, or null (none, or a version it does not know). */
export function readRecipe(value: unknown): Recipe | null {
  const parsed = recipeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The recipe of the customer's library portrait stored under this key, or null (none, or not theirs). */
export async function libraryRecipe(db: Db, userId: string, key: string): Promise<{ recipe: Recipe | null } | null> {
  const [row] = await db
    .select({ recipe: libraryItems.recipe })
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, userId), or(eq(libraryItems.imageKey, key), eq(libraryItems.fullKey, key))));
  return row ? { recipe: readRecipe(row.recipe) } : null;
}

/** The recipe an edit of a library portrait paints and keeps: its own, changed by the words; null without one. */
export async function editedRecipe(db: Db, userId: string, key: string, prompt: string): Promise<Recipe | null> {
  const item = await libraryRecipe(db, userId, key);
  return item?.recipe ? editRecipe(item.recipe, prompt).recipe : null;
}

const source = (key: string, maskKey?: string) => (maskKey ? { key, maskKey } : { key });
/** The photo(s) and cut-out(s) a job paints from, as a recipe keeps them. */
const sourcesOf = (job: EditJob): Recipe['sources'] => [
  source(job.sourceKey, job.maskKey),
  ...(job.second ? [source(job.second.sourceKey, job.second.maskKey)] : []),
];

/** The recipe's photo (two pets side by side, as at first) and cut-out; null when a photo is gone. */
async function recipePhoto(deps: Pick<WorkDeps, 'storage' | 'pool'>, recipe: Recipe) {
  const [first, second] = recipe.sources;
  const file = await deps.storage.get(first!.key);
  if (!file || (second && !(await deps.storage.get(second.key)))) return null;
  const job: JobInput = {
    kind: 'process',
    sourceKey: first!.key,
    ...(first!.maskKey ? { maskKey: first!.maskKey } : {}),
    ...(second ? { second: { sourceKey: second.key, ...(second.maskKey ? { maskKey: second.maskKey } : {}) } } : {}),
  };
  return petSource(deps, job, file.body);
}

/**
 * Paints an edit job: a new portrait from its photo and the words (its recipe read from them), or an
 * edit of a library portrait. An edit of a portrait with a recipe is painted by the local painter
 * from the recipe's photo and cut-out (the pet is never cut out of the painting); the image model
 * (OpenAI) edits the portrait itself. Either way the recipe is kept with the result.
 */
export async function paintEditJob(deps: WorkDeps, job: EditJob, upload: Buffer) {
  const original = job.petName ? `${job.prompt} The pet's name is ${job.petName}.` : job.prompt;
  const refined = job.refine ? await deps.ai.refinePrompt(original) : undefined;
  const prompt = refined ?? original;
  const { width, height } = PRINT_PIXELS[job.size ?? 'digital'];
  const recipe =
    job.recipe ??
    (job.editing
      ? undefined
      : newRecipe({
          prompt,
          styleHint: job.styleHint,
          petName: job.petName,
          templateId: job.templateId,
          sources: sourcesOf(job),
        }));
  const fromRecipe = job.editing && recipe && deps.ai.kind === 'local' ? await recipePhoto(deps, recipe) : null;
  const { photo, subjectMask } = fromRecipe ?? (await petSource(deps, job, upload));
  const png = await deps.ai.paint({
    photo,
    prompt,
    width,
    height,
    petName: job.petName,
    styleHint: job.styleHint,
    editing: job.editing && !fromRecipe,
    subjectMask,
    ...(recipe && (!job.editing || fromRecipe) ? { recipe } : {}),
  });
  return { png, refined, recipe };
}
