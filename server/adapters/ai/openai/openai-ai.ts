import OpenAI, { APIConnectionTimeoutError, APIError, toFile } from 'openai';
import sharp from 'sharp';
import { AI_MESSAGES, AiError, type AiPort } from '../ai.port.js';
import { cutOutOnWhite } from '../local/cutout.js';

export type OpenAiOptions = {
  apiKey: string;
  baseURL?: string;
  imageModel?: string;
  textModel?: string;
  timeoutMs?: number;
  maxRetries?: number;
};

/** Provider errors become AiError with a customer-facing message; details stay in the log. */
function mapError(err: unknown): AiError {
  if (err instanceof AiError) return err;
  if (err instanceof APIConnectionTimeoutError) return new AiError('timeout', AI_MESSAGES.timeout);
  if (err instanceof APIError) {
    if (err.status === 429) return new AiError('rate_limited', AI_MESSAGES.rate_limited);
    if (err.status === 400 && /safety|moderation|content_policy/i.test(err.message))
      return new AiError('refused', AI_MESSAGES.refused);
  }
  return new AiError('provider', AI_MESSAGES.provider);
}

/** The largest portrait size gpt-image-1 makes; we scale to the print size afterwards. */
const PORTRAIT = '1024x1536';

export function createOpenAi(opts: OpenAiOptions): AiPort {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    timeout: opts.timeoutMs ?? 120_000,
    maxRetries: opts.maxRetries ?? 2,
  });
  const imageModel = opts.imageModel ?? 'gpt-image-1';
  const textModel = opts.textModel ?? 'gpt-4o-mini';
  const chat = async (system: string, user: string) => {
    const res = await client.chat.completions.create({
      model: textModel,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    });
    const text = res.choices[0]?.message?.content?.trim();
    if (!text) throw new AiError('provider', AI_MESSAGES.provider);
    return text;
  };
  return {
    kind: 'openai',
    async paint(input) {
      try {
        const png = await sharp(input.photo)
          .rotate()
          .resize(1024, 1536, { fit: 'cover', position: 'attention' })
          .png()
          .toBuffer();
        const prompt = input.petName
          ? `${input.prompt} The pet's name, "${input.petName}", is lettered elegantly on the portrait.`
          : input.prompt;
        const res = await client.images.edit({
          model: imageModel,
          image: await toFile(png, 'pet.png', { type: 'image/png' }),
          prompt,
          size: PORTRAIT,
          n: 1,
        });
        const b64 = res.data?.[0]?.b64_json;
        if (!b64) throw new AiError('provider', AI_MESSAGES.provider);
        return await sharp(Buffer.from(b64, 'base64'))
          .resize(input.width, input.height, { fit: 'cover', kernel: 'lanczos3' })
          .png()
          .toBuffer();
      } catch (err) {
        throw mapError(err);
      }
    },
    async refinePrompt(prompt) {
      try {
        return await chat(
          'You improve prompts for an image model that paints pet portraits from a photo. Keep the ' +
            "customer's idea, add style, lighting and composition details, keep the pet's exact " +
            'markings. Answer with the prompt only, under 80 words.',
          prompt,
        );
      } catch (err) {
        throw mapError(err);
      }
    },
    // Segmentation runs locally in both modes: it is fast, private and costs no tokens.
    removeBackground: cutOutOnWhite,
    async describeTemplate(userPrompt) {
      try {
        const text = await chat(
          'You name styles for a pet-portrait shop. Answer JSON only: {"name": 2-4 words, "short": ' +
            'one short sentence, "description": two sentences}.',
          userPrompt,
        );
        const parsed = JSON.parse(text.replace(/^```(json)?|```$/g, '')) as {
          name?: string;
          short?: string;
          description?: string;
        };
        if (!parsed.name || !parsed.description) throw new AiError('provider', AI_MESSAGES.provider);
        return {
          name: parsed.name.slice(0, 60),
          short: (parsed.short ?? parsed.description).slice(0, 160),
          description: parsed.description.slice(0, 600),
        };
      } catch (err) {
        throw mapError(err);
      }
    },
  };
}
