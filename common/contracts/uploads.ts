import { z } from 'zod';

/** `POST /api/uploads`: multipart form data with the photo in field 'file' (read by @fastify/multipart). */
export const uploadBodySchema = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData);
/** `PUT /api/uploads/{id}/mask`: the painted mask as a PNG file (read raw by the route). */
export const maskBodySchema = z.custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob);

/** `POST /api/uploads` (multipart field 'file'): the stored photo. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  path: z.string(),
  relativePath: z.string(),
  type: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** What the photo check can say about an upload (none is a refusal: the customer may go on). */
export const PHOTO_WARNING_CODES = ['no_subject', 'too_small', 'cut_off', 'blurry', 'too_dark', 'overexposed'] as const;
export type PhotoWarningCode = (typeof PHOTO_WARNING_CODES)[number] | 'low_resolution';

export const PHOTO_WARNING_TEXT: Record<PhotoWarningCode, string> = {
  no_subject:
    "We couldn't find a pet in this photo. Choose a photo where your pet stands out, or touch up the outline.",
  too_small: 'Your pet fills only a small part of this photo. A closer photo gives a more detailed portrait.',
  cut_off: 'Part of your pet seems cut off at the edge of the photo. A photo with the whole head in view works best.',
  blurry: 'This photo looks blurry. A sharper photo gives a crisper portrait.',
  too_dark: 'This photo is quite dark. A brighter photo shows more of the fur and markings.',
  overexposed: 'This photo is very bright, so some detail is washed out. A photo in softer light works best.',
  low_resolution:
    'This photo has few pixels for the chosen print size. A larger photo, or a smaller size, prints more sharply.',
};

/**
 * Fewest pixels on the photo's short side for each product: the painter repaints at print size, so a
 * photo needs far less than the print's pixels, but below these the pet's features are guesswork.
 */
export const MIN_PHOTO_SHORT_SIDE = { digital: 128, small: 150, medium: 220, large: 280 } as const;

/** The sizes this photo has too few pixels for. */
export function sizesTooLargeFor(width: number, height: number): (keyof typeof MIN_PHOTO_SHORT_SIDE)[] {
  const short = Math.min(width, height);
  return (Object.keys(MIN_PHOTO_SHORT_SIDE) as (keyof typeof MIN_PHOTO_SHORT_SIDE)[]).filter(
    (s) => short < MIN_PHOTO_SHORT_SIDE[s],
  );
}

/** `GET /api/uploads/{id}/check`: what the shop sees in the photo, before any token is spent. */
export const photoCheckSchema = z.object({
  uploadId: z.string(),
  width: z.number(),
  height: z.number(),
  /** Size-independent findings, worst first. */
  warnings: z.array(z.object({ code: z.enum(PHOTO_WARNING_CODES), message: z.string() })),
  /** Print sizes (and digital) this photo has too few pixels for. */
  tooSmallFor: z.array(z.enum(['digital', 'small', 'medium', 'large'])),
  /** The subject's outline (transparent PNG, data URL) to lay over the photo. */
  outline: z.string(),
  /** The mask the portrait will use (greyscale PNG, data URL; white = pet). */
  mask: z.string(),
  /** True when the customer touched the mask up. */
  corrected: z.boolean(),
  /** The measures behind the warnings (for support and tuning). */
  measures: z.object({
    coverage: z.number(),
    sharpness: z.number(),
    brightness: z.number(),
    clipped: z.number(),
    contrast: z.number(),
  }),
});
export type PhotoCheck = z.infer<typeof photoCheckSchema>;

/** `PUT /api/uploads/{id}/mask` (image/png body): the corrected cut-out is stored with the upload. */
export const maskSavedSchema = z.object({ uploadId: z.string(), corrected: z.literal(true) });

/** Request types: what a caller sends (the schemas' input). */
export type UploadBody = z.input<typeof uploadBodySchema>;
export type MaskBody = z.input<typeof maskBodySchema>;
