import { z } from 'zod';
import { itemSizeSchema } from './cart.js';
import { text } from './messages.js';
import { petNameSchema } from './lettering.js';

export * from './jobs.js';

/** The photo or artwork to work from: one of this shop's image addresses (or an upload id). */
const imageUrl = text('Image', 2000, { required: true });
const uid = z.string().max(200).nullish();
/** Lettered on the portrait: only what the font prints and the band holds (./lettering.ts). */
const petName = petNameSchema;

/** `POST /api/edit-image`: paint the photo from a prompt (1 token, refunded on failure). */
export const editImageBodySchema = z.object({
  imageUrl,
  prompt: text('Prompt', 2000).min(1, 'Please enter a prompt.'),
  size: itemSizeSchema.optional(),
  uid,
  templateId: z.string().max(100).optional(),
  refine: z.boolean().optional(),
  petName: petName.optional(),
  /** A second pet's photo: both pets are painted side by side in one portrait, for the same one token. */
  secondImageUrl: imageUrl.optional(),
});
/** `POST /api/process-pet-photo`: remove the background of a pet photo (of two, side by side, with `secondImageUrl`). */
export const processPhotoBodySchema = z.object({ imageUrl, secondImageUrl: imageUrl.optional() });
/** `POST /api/create-final-image`: the white-background portrait lettered with the pet's name, or two names (1 token). */
export const finalImageBodySchema = z.object({
  imageUrl,
  petName: petName.min(1, "Please enter your pet's name."),
  secondPetName: petName.optional(),
  uid,
});

/**
 * Headers of the three job requests: an optional `Idempotency-Key` (the same key from the same
 * customer answers with the job it first made, and spends no second token).
 */
export const jobRequestHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters.')
    .optional(),
});

/** The spec'd reply when the job is done in time (otherwise 202 with a `JobAccepted`). */
export const artworkReplySchema = z.object({ processedUrl: z.string(), libraryId: z.string() });
export const processedPhotoReplySchema = z.object({ processedUrl: z.string() });

export const jobParamsSchema = z.object({ id: z.string().max(100) });
export const jobListQuerySchema = z.object({ active: z.enum(['1', 'true']).optional() });

/** Request types: what a caller sends (the schemas' input). */
export type EditImageBody = z.input<typeof editImageBodySchema>;
export type ProcessPhotoBody = z.input<typeof processPhotoBodySchema>;
export type FinalImageBody = z.input<typeof finalImageBodySchema>;
export type JobListQuery = z.input<typeof jobListQuerySchema>;
