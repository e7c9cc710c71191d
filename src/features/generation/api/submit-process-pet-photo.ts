import { request } from '../../../lib/api-client';
import { submittedView } from '../submitted-view';
import { jobHeaders } from './job-headers';

/** Background removal (free); its result feeds `submitFinalImage`. */
export const submitProcessPetPhoto = async (imageUrl: string, secondImageUrl?: string) =>
  submittedView(
    'process',
    await request('POST /api/process-pet-photo', { body: { imageUrl, secondImageUrl }, headers: jobHeaders() }),
  );
