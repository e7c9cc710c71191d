import { z } from 'zod';

/**
 * `POST /api/compose-frame`. Loose on purpose: anything missing or wrong gets the spec's one message
 * ('Missing image, size, or color for mockup generation.'), not a schema error; the server caps lengths.
 */
export const composeFrameBodySchema = z
  .object({
    imageUrl: z
      .unknown()
      .describe("One of this shop's /files/ image URLs (the caller's own or a shop image), or an upload id"),
    size: z.unknown().describe("'small' | 'medium' | 'large' (or '8x10' | '12x16' | '18x24')"),
    color: z.unknown().describe("'black' | 'white' | 'red_oak'; omitted means black (the frame-your-artwork page)"),
  })
  .partial()
  .nullish();
export type ComposeFrameBody = z.output<typeof composeFrameBodySchema>;
export const composeFrameReplySchema = z.object({ urls: z.array(z.string()), url: z.string() });
export type ComposedFrame = z.infer<typeof composeFrameReplySchema>;

/** Request types: what a caller sends (the schemas' input). */
export type ComposeFrameRequest = z.input<typeof composeFrameBodySchema>;
