import { api } from '../../lib/api-client';

export type { UploadedFile } from '../../../common/contracts/uploads';

/** Uploads one photo to user_uploads/ (the server checks, cleans and stores it) and returns its URL. */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api('/api/uploads', { reply: 'upload', method: 'POST', body: form });
}

/** What the shop sees in an uploaded photo (free): warnings, the subject's outline and the mask. */
export const fetchPhotoCheck = (uploadId: string) =>
  api(`/api/uploads/${encodeURIComponent(uploadId)}/check`, { reply: 'photoCheck' });

/** Stores the customer's touched-up mask (PNG, white = pet) with their upload (free). */
export const saveUploadMask = (uploadId: string, png: Blob) =>
  api(`/api/uploads/${encodeURIComponent(uploadId)}/mask`, { reply: 'maskSaved', method: 'PUT', body: png });
