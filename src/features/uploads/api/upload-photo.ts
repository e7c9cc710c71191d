import { request } from '../../../lib/api-client';

export type { UploadedFile } from '../../../../common/contracts/uploads';

/** Uploads one photo to user_uploads/ (the server checks, cleans and stores it) and returns its URL. */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return request('POST /api/uploads', { body: form });
}
