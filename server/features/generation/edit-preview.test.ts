import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { uploadPhoto } from '../../test/fixtures.js';
import { imageJobs, libraryItems, tokenLedger, user } from '../../db/schema.js';
import { recordingAi } from '../../test/quick-painter.js';
import type { AiPort } from '../../adapters/ai/ai.port.js';

const shepherd = await fs.readFile(
  path.join(import.meta.dirname, '../../../tests/fixtures/pets/dog-shepherd-fullbody.jpg'),
);

/** The local painter, recording what it was asked to paint (quickly, at 240x300); a test may switch its kind to 'openai'. */
const { ai, painted } = recordingAi({ width: 240, height: 300 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ai });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const ledgerOf = async (userId: string) => ({
  tokens: (await t.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens,
  lines: (await t.deps.db.select({ n: count() }).from(tokenLedger).where(eq(tokenLedger.userId, userId)))[0]!.n,
  jobs: (await t.deps.db.select({ n: count() }).from(imageJobs).where(eq(imageJobs.userId, userId)))[0]!.n,
});
const recipeOf = async (id: string) =>
  (await t.deps.db.select({ recipe: libraryItems.recipe }).from(libraryItems).where(eq(libraryItems.id, id)))[0]!
    .recipe;

describe('POST /api/edit-image/preview and edits of a portrait with a recipe', () => {
  it('keeps the recipe, previews an edit without a token or a job, then edits the recipe, not the pixels', async () => {
    const { cookie, userId } = await signUp(t.app);
    const photo = (await uploadPhoto(t.app, cookie, shepherd, 'shepherd.jpg', 'image/jpeg')).json<{ url: string }>();
    const first = await post('/api/edit-image', cookie, {
      imageUrl: photo.url,
      prompt: 'A royal portrait',
      templateId: 'royal-pet',
    });
    expect(first.statusCode).toBe(200);
    const portrait = first.json<{ processedUrl: string; libraryId: string }>();
    const kept = (await recipeOf(portrait.libraryId))!;
    expect(kept).toMatchObject({ version: 1, style: 'royal', templateId: 'royal-pet', elements: [{ id: 'crown' }] });
    expect(kept.sources).toHaveLength(1);
    expect(kept.sources[0]!.key).toMatch(/^user_uploads\//);

    const before = await ledgerOf(userId);
    const preview = await post('/api/edit-image/preview', cookie, {
      imageUrl: portrait.processedUrl,
      prompt: 'a blue bow tie and a sunny garden and a treasure map',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      basis: 'recipe',
      changes: [
        { action: 'add', label: 'bow tie (blue)' },
        { action: 'add', label: 'garden scene' },
      ],
      notUnderstood: ['treasure map'],
      summary: 'bow tie (blue) · garden scene · not understood: treasure map',
    });
    // A photo is read as a photo; the preview spent nothing and queued nothing.
    expect(
      (await post('/api/edit-image/preview', cookie, { imageUrl: photo.url, prompt: 'no crown' })).json(),
    ).toMatchObject({
      basis: 'photo',
      notUnderstood: ['remove the hat'],
    });
    expect(await ledgerOf(userId)).toEqual(before);

    painted.length = 0;
    const edit = await post('/api/edit-image', cookie, {
      imageUrl: portrait.processedUrl,
      prompt: 'no crown and a blue bow tie',
    });
    expect(edit.statusCode).toBe(200);
    const edited = edit.json<{ libraryId: string }>();
    // Painted from the photo (not the portrait) with the changed recipe: no crown, a blue bow tie, same framing.
    expect(painted).toHaveLength(1);
    expect(painted[0]!.editing).toBe(false);
    expect(painted[0]!.recipe).toMatchObject({ elements: [{ id: 'bowtie', colour: 'blue' }], layout: kept.layout });
    expect(painted[0]!.photo.equals((await t.deps.storage.get(kept.sources[0]!.key))!.body)).toBe(true);
    const next = (await recipeOf(edited.libraryId))!;
    expect(next).toEqual({ ...kept, elements: [{ slot: 'neck', id: 'bowtie', label: 'bow tie', colour: 'blue' }] });
    expect((await ledgerOf(userId)).tokens).toBe(before.tokens - 1);
  });

  it('edits an older portrait (no recipe) on its pixels; with OpenAI the model edits the portrait and the recipe is kept', async () => {
    const { cookie } = await signUp(t.app);
    const photo = (await uploadPhoto(t.app, cookie, shepherd, 'shepherd.jpg', 'image/jpeg')).json<{ url: string }>();
    const portrait = (
      await post('/api/edit-image', cookie, {
        imageUrl: photo.url,
        prompt: 'A royal portrait',
        templateId: 'royal-pet',
      })
    ).json<{ processedUrl: string; libraryId: string }>();
    const kept = (await recipeOf(portrait.libraryId))!;

    await t.deps.db.update(libraryItems).set({ recipe: null }).where(eq(libraryItems.id, portrait.libraryId));
    const older = await post('/api/edit-image/preview', cookie, {
      imageUrl: portrait.processedUrl,
      prompt: 'remove the crown',
    });
    expect(older.json()).toMatchObject({ basis: 'pixels', changes: [], notUnderstood: ['remove the hat'] });
    await t.deps.db.update(libraryItems).set({ recipe: kept }).where(eq(libraryItems.id, portrait.libraryId));

    (ai as { kind: AiPort['kind'] }).kind = 'openai';
    try {
      const model = await post('/api/edit-image/preview', cookie, {
        imageUrl: portrait.processedUrl,
        prompt: 'a red scarf',
      });
      expect(model.json()).toMatchObject({ basis: 'model', summary: 'scarf (red)' });
      painted.length = 0;
      const edit = await post('/api/edit-image', cookie, { imageUrl: portrait.processedUrl, prompt: 'a red scarf' });
      expect(edit.statusCode).toBe(200);
      expect(painted[0]).toMatchObject({ editing: true, prompt: 'a red scarf' });
      expect(painted[0]!.recipe).toBeUndefined();
      const next = (await recipeOf(edit.json<{ libraryId: string }>().libraryId))!;
      expect(next.elements.map((e) => [e.id, e.colour])).toEqual([
        ['crown', undefined],
        ['scarf', 'red'],
      ]);
    } finally {
      (ai as { kind: AiPort['kind'] }).kind = 'local';
    }
  });

  it('asks for sign-in, and refuses a prompt beyond its limit with a 400', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/edit-image/preview',
      payload: { imageUrl: 'x', prompt: 'a hat' },
    });
    expect(out.statusCode).toBe(401);
    expect(
      (await post('/api/edit-image/preview', cookie, { imageUrl: 'x', prompt: 'a'.repeat(2001) })).statusCode,
    ).toBe(400);
  });
});
