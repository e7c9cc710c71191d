import { api } from '../../lib/api-client';
import type { ItemSize } from '../../../common/catalog';

export type EditImageRequest = {
  imageUrl: string;
  prompt: string;
  size?: ItemSize;
  uid: string | null;
  templateId?: string;
  refine?: boolean;
  petName?: string;
};

/** 1 token; 403 INSUFFICIENT_TOKENS when the balance is 0 (ApiError.status === 403). */
export const editImage = (body: EditImageRequest) => api<{ processedUrl: string; libraryId: string }>('/api/edit-image', { body });
export const processPetPhoto = (imageUrl: string) => api<{ processedUrl: string }>('/api/process-pet-photo', { body: { imageUrl } });
export const createFinalImage = (body: { imageUrl: string; petName: string; uid: string | null }) =>
  api<{ processedUrl: string; libraryId: string }>('/api/create-final-image', { body });
