import { request } from '../../../lib/api-client';

/** A random reference pet from the dog_cat/ folder (404 'No images found in dog_cat folder.'). */
export const getReferencePet = async () => (await request('GET /api/admin/reference-pet')).imageUrl;
