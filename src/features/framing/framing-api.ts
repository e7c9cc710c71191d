import type { FrameColor, FrameSize } from '../../../common/catalog';
import { api } from '../../lib/api-client';
import { orderMockups } from './mockup-order';

/**
 * POST /api/compose-frame. The answer's `urls` end with the framed print; like the order page we
 * move the last first, so the framed print leads (docs/spec/shop.md §7). Colour omitted means black.
 */
export async function composeFramedMockups(
  body: { imageUrl: string; size: FrameSize; color?: FrameColor },
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await api('/api/compose-frame', { reply: 'composeFrame', body, signal });
  return orderMockups(answer ?? {});
}

export function fetchLibraryItem(id: string, signal?: AbortSignal) {
  return api(`/api/library/${encodeURIComponent(id)}`, { reply: 'libraryItem', signal });
}
