import type { EditImageBody } from '../../../../common/contracts/generation';
import { request } from '../../../lib/api-client';
import { submittedView } from '../submitted-view';
import { jobHeaders } from './job-headers';

/** What `POST /api/edit-image` takes (common/contracts/generation.ts). */
export type EditImageRequest = EditImageBody;

/** 1 token (403 INSUFFICIENT_TOKENS when the balance is 0); the job paints from the prompt. */
export const submitEditImage = async (body: EditImageRequest) =>
  submittedView('edit', await request('POST /api/edit-image', { body, headers: jobHeaders() }));
