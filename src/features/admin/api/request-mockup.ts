import { request } from '../../../lib/api-client';

/** The spec's mockup call: always a medium black frame. */
export async function requestMockup(imageUrl: string) {
  const res = await request('POST /api/printful-mockup', { body: { imageUrl, size: 'medium', color: 'black' } });
  return res.mockupUrl || null;
}
