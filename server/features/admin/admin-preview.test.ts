import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, signUp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/harness.js';
import type { AiPort, PaintInput } from '../../adapters/ai/ai.port.js';
import { createLocalAi } from '../../adapters/ai/local-ai.js';
import { SEED_TEMPLATES } from '../../db/seed-templates.js';
import { seedReferencePets } from '../../db/seed.js';
import { parsePrompt } from '../../painter/index.js';
import { checkPhotoPixels } from '../uploads/photo-measures.service.js';
import { paintEditJob } from '../generation/portrait-recipe.js';

// Issue 34: the admin's previews must be as readable as a customer's portrait of the same style.
const local = createLocalAi();
const painted: PaintInput[] = [];
const blank = await sharp({ create: { width: 96, height: 120, channels: 3, background: '#808080' } })
  .png()
  .toBuffer();
const recorder: AiPort = { ...local, paint: async (input) => (painted.push(input), blank) };
const hero = SEED_TEMPLATES.find((t) => t.id === 'superhero')!;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ai: recorder });
  admin = (await signUp(t.app, TEST_ADMIN_EMAIL)).cookie;
});
afterAll(() => t.close());

const reference = 'dog_cat/chelsea-full.jpg';

/** What the admin's preview and a customer's portrait of the reference pet hand the painter. */
async function paintedBoth(prompt: string, templateId?: string) {
  painted.length = 0;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/generate-template',
    headers: { cookie: admin },
    payload: { userPrompt: prompt, referenceImageUrl: t.deps.storage.urlFor(reference), templateId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const photo = (await t.deps.storage.get(reference))!.body;
  const styleHint = templateId ? SEED_TEMPLATES.find((s) => s.id === templateId)!.style : undefined;
  const job = { kind: 'edit' as const, sourceKey: reference, prompt, templateId, styleHint, name: 'AI Artwork' };
  await paintEditJob({ ...t.deps, ai: recorder, pool: t.deps.jobs.pool }, job, photo);
  expect(painted).toHaveLength(2);
  return painted.map(({ width, height, ...rest }) => ({ size: [width, height], input: rest }));
}

describe('admin previews (issue 34)', () => {
  it('a re-preview of the Superhero style paints what its customers get: its design, no book, no city', async () => {
    const [preview, customer] = await paintedBoth(hero.prompt, 'superhero');
    expect(preview!.input).toEqual(customer!.input);
    expect(preview!.input.recipe).toMatchObject({ style: 'superhero', templateId: 'superhero' });
    // The cape, the rays and the skyline are the style's own design, not pieces read from its words.
    expect(preview!.input.recipe!.elements).toEqual([]);
    expect(preview!.input.recipe!.scene).toBeUndefined();
    // Same recipe and photo: the same pixels, the pet's among them.
    const at = (input: PaintInput) => local.paint({ ...input, width: 120, height: 150 });
    expect((await at(painted[0]!)).equals(await at(painted[1]!))).toBe(true);
  });

  it('a new style\u2019s preview ("cozy autumn scarf") is the portrait a customer gets from its prompt', async () => {
    const [preview, customer] = await paintedBoth('cozy autumn scarf');
    expect(preview!.input).toEqual(customer!.input);
    expect(preview!.input.recipe).toMatchObject({ style: 'oil', scene: { id: 'autumn' } });
    expect(preview!.input.recipe!.elements.map((e) => e.id)).toEqual(['scarf']);
  });

  it('a re-preview of a template that is gone is a 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-template',
      headers: { cookie: admin },
      payload: { userPrompt: 'x', referenceImageUrl: t.deps.storage.urlFor(reference), templateId: 'no-such-style' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('"comic-book" in a prompt is the style\u2019s word, not a book to hold', () => {
    for (const prompt of [hero.prompt, 'a comic book hero', 'comic-book pop art'])
      expect(parsePrompt(prompt).pieces.map((p) => p.id)).not.toContain('book');
    expect(parsePrompt('my cat reading a book').pieces.map((p) => p.id)).toContain('book');
  });

  it('every seeded reference pet is read whole by the cut-out, and the old crop through the face is replaced', async () => {
    const keys = await t.deps.storage.list('dog_cat');
    expect(keys.sort()).toEqual([
      'dog_cat/chelsea-close.jpg',
      'dog_cat/chelsea-full.jpg',
      'dog_cat/chelsea-mirrored.jpg',
    ]);
    for (const key of keys) {
      const { measures } = await checkPhotoPixels((await t.deps.storage.get(key))!.body);
      expect(measures.coverage, key).toBeGreaterThan(0.5);
    }
    const close = (await t.deps.storage.get('dog_cat/chelsea-close.jpg'))!;
    await t.deps.storage.put('dog_cat/chelsea-portrait.jpg', close.body, 'image/jpeg');
    await t.deps.storage.delete('dog_cat/chelsea-close.jpg');
    expect(await seedReferencePets(t.deps.storage)).toBe(1);
    expect((await t.deps.storage.list('dog_cat')).sort()).toEqual(keys.sort());
    expect(await seedReferencePets(t.deps.storage)).toBe(0);
  });
});
