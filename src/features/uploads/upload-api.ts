import { api } from '../../lib/api-client';

export type UploadedFile = { id: string; url: string; path: string; relativePath: string; type: string; width: number; height: number };

/** Uploads one photo to user_uploads/ (the server checks, cleans and stores it) and returns its URL. */
export function uploadPhoto(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<UploadedFile>('/api/uploads', { method: 'POST', body: form });
}
