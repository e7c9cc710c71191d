import { randomBytes } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import type { MockupColor, MockupSize, MockupsPort } from '../../adapters/mockups/mockups.port.js';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema.js';
import { isPublicKey, type Storage } from '../../adapters/storage/storage.port.js';
import { AiError, type AiPort } from '../../adapters/ai/ai.port.js';
import { AppError, notFound } from '../../core/errors.js';
import { storeTemplatePreviews } from '../../db/seed.js';
import { publishEvent } from '../events/events.service.js';
import { readUsableImage } from '../uploads/uploads.service.js';
import { newRecipe } from '../../painter/index.js';
import {
  createTemplate,
  getTemplateWithStyle,
  listTemplates,
  toTemplate,
  type NewTemplate,
} from '../templates/templates.service.js';

/** A random reference pet from dog_cat/ (docs/spec/shop.md §7: the admin flow picks one at random). */
export async function pickReferencePet(storage: Storage, random = Math.random) {
  const keys = (await storage.list('dog_cat')).filter((k) => /\.(jpe?g|png|webp)$/i.test(k));
  if (keys.length === 0) throw new AppError('NOT_FOUND', 'No images found in dog_cat folder.');
  return { imageUrl: storage.urlFor(keys[Math.floor(random() * keys.length)]!) };
}

/** A template's sample: the library preview's height, a portrait's proportions (print-sizes.ts). */
const PREVIEW_SIZE = { width: 960, height: 1200 };

/**
 * POST /api/generate-template: texts from the prompt and a preview painted from the reference pet the
 * way a customer's portrait of the template is painted (generation/portrait-recipe.ts): from the same
 * recipe, and for a re-preview of a template in its style, whose design the prompt describes.
 */
export async function generateTemplate(
  deps: { db: Db; storage: Storage; ai: AiPort },
  input: { adminId: string; userPrompt: string; referenceImageUrl: string; templateId?: string },
) {
  const reference = await readUsableImage(deps, input.adminId, input.referenceImageUrl);
  const template = input.templateId ? await getTemplateWithStyle(deps.db, input.templateId) : null;
  if (input.templateId && !template) throw notFound('Template');
  const styleHint = template?.style ?? undefined;
  const recipe = newRecipe({
    prompt: input.userPrompt,
    styleHint,
    templateId: template?.id,
    sources: [{ key: reference.key, ...(reference.maskKey ? { maskKey: reference.maskKey } : {}) }],
  });
  try {
    const texts = await deps.ai.describeTemplate(input.userPrompt);
    // The painter runs in the image pool (see jobs/image-pool.ts), under the same cap as customer jobs.
    const png = await deps.ai.paint({
      photo: reference.body,
      prompt: input.userPrompt,
      ...PREVIEW_SIZE,
      styleHint,
      recipe,
      subjectMask: reference.maskKey ? (await deps.storage.get(reference.maskKey))?.body : undefined,
    });
    const imageUrl = await storeTemplatePreviews(deps.storage, `generated-${slugOf(texts.name)}`, png);
    return { name: texts.name, short: texts.short, description: texts.description, imageUrl };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(
      'PROVIDER_ERROR',
      err instanceof AiError ? err.message : 'Failed to generate the template. Please try again.',
    );
  }
}

/** Every template, the hidden ones too. */
export const listAllTemplates = (db: Db) => listTemplates(db, { includeHidden: true });

/** A readable URL segment from a name: 'Pirate Captain Stormy' -> 'pirate-captain-stormy'. */
export function slugOf(name: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'style';
}

/** The template's id: its name's slug, like the built-in styles' ('royal-pet'); '-2', '-3'... when taken. */
async function freeSlug(db: Db, name: string) {
  const base = slugOf(name);
  const taken = new Set(
    (
      await db
        .select({ id: templates.id })
        .from(templates)
        .where(or(eq(templates.id, base), like(templates.id, `${base}-%`)))
    ).map((r) => r.id),
  );
  for (let n = 1; ; n++) if (!taken.has(n === 1 ? base : `${base}-${n}`)) return n === 1 ? base : `${base}-${n}`;
}

/**
 * A template the admin authored, its image published under templates/, placed after the seeded ones.
 * Its id is a readable slug (templates made before keep their UUID, so their links still work).
 */
export async function addTemplate(deps: { db: Db; storage: Storage }, input: Omit<NewTemplate, 'sortOrder'>) {
  const image = await publishTemplateImage(deps.storage, input.image);
  for (let attempt = 0; ; attempt++) {
    try {
      return await createTemplate(deps.db, {
        ...input,
        id: await freeSlug(deps.db, input.name),
        image,
        sortOrder: 1000,
      });
    } catch (err) {
      // Another admin took the same slug a moment ago: the next free one.
      const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
      if (code !== '23505' || attempt >= 3) throw err;
    }
  }
}

export type TemplatePatch = {
  name?: string;
  description?: string;
  prompt?: string;
  image?: string;
  subtitle?: string | null;
  priceCents?: number | null;
  hidden?: boolean;
  sortOrder?: number;
};

export async function updateTemplate(db: Db, id: string, patch: TemplatePatch) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(templates)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(templates.id, id))
      .returning();
    if (!row) throw notFound('Template');
    await publishEvent(tx, { userId: '*', topic: 'templates' });
    return toTemplate(row);
  });
}

/** Deletes a template. Orders keep their own copy of the name; library items keep working. */
export async function deleteTemplate(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(templates).where(eq(templates.id, id)).returning({ id: templates.id });
    if (gone.length === 0) throw notFound('Template');
    await publishEvent(tx, { userId: '*', topic: 'templates' });
  });
}

/** POST /api/printful-mockup: the template image framed (medium, black by default), stored as ours. */
export async function makeTemplateMockup(
  deps: { db: Db; storage: Storage; mockups: MockupsPort },
  input: { adminId: string; imageUrl: string; size: MockupSize; color: MockupColor },
) {
  const source = await readUsableImage(deps, input.adminId, input.imageUrl);
  let framed: Buffer;
  try {
    ({ framed } = await deps.mockups.composeFrame({ artwork: source.body, size: input.size, color: input.color }));
  } catch {
    throw new AppError('PROVIDER_ERROR', 'Failed to get mockup URL.');
  }
  const { url } = await deps.storage.put(
    `templates/mockups/${randomBytes(12).toString('hex')}.webp`,
    framed,
    'image/webp',
  );
  return { mockupUrl: url };
}

/**
 * Template images show on public pages, so they must be public files (decision 007): an image the
 * admin picked from private storage (an upload, a library portrait) is published as a copy under templates/.
 */
export async function publishTemplateImage(storage: Storage, imageUrl: string): Promise<string> {
  const key = storage.keyFromUrl(imageUrl);
  if (!key) throw new AppError('BAD_REQUEST', 'The template image must be stored by this shop.');
  if (isPublicKey(key)) return imageUrl;
  const file = await storage.get(key);
  if (!file) throw new AppError('BAD_REQUEST', 'The template image must be stored by this shop.');
  const ext = key.match(/\.(webp|png|jpe?g|avif)$/i)?.[0] ?? '.webp';
  const { url } = await storage.put(
    `templates/published/${randomBytes(12).toString('hex')}${ext.toLowerCase()}`,
    file.body,
    file.contentType,
  );
  return url;
}
