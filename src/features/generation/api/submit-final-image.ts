import type { FinalImageBody } from '../../../../common/contracts/generation';
import { request } from '../../../lib/api-client';
import { submittedView } from '../submitted-view';
import { jobHeaders } from './job-headers';

/**
 * 1 token: the white-background portrait lettered with the pet's name. Keyed by its cut-out, so
 * sending it again for the same cut-out (a reload mid-request) answers with the same job.
 */
export const submitFinalImage = async (body: FinalImageBody) =>
  submittedView(
    'final',
    await request('POST /api/create-final-image', {
      body,
      headers: jobHeaders(`final:${new URL(body.imageUrl, 'http://x').pathname}`.slice(0, 255)),
    }),
  );
