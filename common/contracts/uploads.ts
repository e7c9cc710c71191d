import { z } from 'zod';

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
