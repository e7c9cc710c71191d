import type { EditPreviewBody } from '../../../../common/contracts/recipe';
import { request } from '../../../lib/api-client';

/** What an edit would draw and which words were not understood (no token, no job). */
export const previewEdit = (body: EditPreviewBody, signal?: AbortSignal) =>
  request('POST /api/edit-image/preview', { body, signal });
