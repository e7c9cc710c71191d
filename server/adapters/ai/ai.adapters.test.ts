import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createOpenAi } from './openai/openai-ai.js';
import { startOpenAiFake } from './openai/openai-fake.js';
import { createLocalAi } from './local-ai.js';
import { cutOutOnWhite } from '../../painter/index.js';

const photo = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));
const fake = await startOpenAiFake();
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.mode = 'ok';
  fake.state.requests.length = 0;
});

describe('OpenAI adapter (official SDK against a local peer)', () => {
  const ai = createOpenAi({ apiKey: 'sk-test', baseURL: fake.baseURL, timeoutMs: 1000, maxRetries: 1 });

  it('edits the photo with gpt-image-1 and scales to the print size', async () => {
    const png = await ai.paint({ photo, prompt: 'A royal portrait', width: 2400, height: 3000, petName: 'Chelsea' });
    expect(await sharp(png).metadata()).toMatchObject({ width: 2400, height: 3000, format: 'png' });
    const edit = fake.state.requests.find((r) => r.path.endsWith('/images/edits'))!;
    expect(edit.body).toContain('gpt-image-1');
    expect(edit.body).toContain('A royal portrait');
    expect(edit.body).toContain('"Chelsea"');
  });

  it('refines prompts and describes templates with a text model', async () => {
    expect(await ai.refinePrompt('my dog as a knight')).toBe('A refined prompt, with warm light.');
    expect(await ai.describeTemplate('a knight by moonlight')).toMatchObject({ name: 'Moonlit Knight' });
  });

  it('maps rate limits, safety refusals, timeouts and server errors to clear messages', async () => {
    fake.state.mode = 'rate_limited';
    await expect(ai.paint({ photo, prompt: 'x', width: 100, height: 125 })).rejects.toMatchObject({
      failure: 'rate_limited',
      message: expect.stringMatching(/busy/),
    });
    fake.state.mode = 'safety';
    await expect(ai.paint({ photo, prompt: 'x', width: 100, height: 125 })).rejects.toMatchObject({
      failure: 'refused',
    });
    fake.state.mode = 'slow';
    await expect(ai.refinePrompt('x')).rejects.toMatchObject({
      failure: 'timeout',
      message: expect.stringMatching(/too long/),
    });
    fake.state.mode = 'server_error';
    fake.state.requests.length = 0;
    await expect(ai.refinePrompt('x')).rejects.toMatchObject({ failure: 'provider' });
    expect(fake.state.requests.length).toBe(2); // one retry
  }, 20_000);
});

describe('local AI', () => {
  const ai = createLocalAi();
  it('paints at exactly the requested size, deterministically', async () => {
    const a = await ai.paint({ photo, prompt: 'an astronaut in space', width: 480, height: 600 });
    const b = await ai.paint({ photo, prompt: 'an astronaut in space', width: 480, height: 600 });
    expect(await sharp(a).metadata()).toMatchObject({ width: 480, height: 600 });
    expect(a.equals(b)).toBe(true);
  });

  it('refines a prompt by its words and keeps the customer idea', async () => {
    const refined = await ai.refinePrompt('my cat as a queen');
    expect(refined.startsWith('my cat as a queen.')).toBe(true);
    expect(refined).toMatch(/Renaissance/);
  });

  it('names a template from the prompt', async () => {
    expect(await ai.describeTemplate('A pirate captain on a stormy sea')).toMatchObject({
      name: 'Pirate Captain Stormy',
    });
  });
});

describe('background removal', () => {
  it('keeps the pet and whitens the soft background', async () => {
    const out = await cutOutOnWhite(photo);
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([451, 300]);
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // Top-right corner is out-of-focus background: white now.
    expect(at(440, 10)).toEqual([255, 255, 255]);
    // The cat's eye and nose keep their colours.
    const { data: orig } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const origAt = (x: number, y: number) => [...orig.subarray((y * 451 + x) * 3, (y * 451 + x) * 3 + 3)];
    expect(at(170, 115)).toEqual(origAt(170, 115));
    expect(at(262, 240)).toEqual(origAt(262, 240));
    // A real segmentation: a good part of the picture is now background.
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i] === 255 && data[i + 1] === 255 && data[i + 2] === 255) white++;
    expect(white / (info.width * info.height)).toBeGreaterThan(0.1);
  });
});
