import { api } from '../../lib/api-client';
import type { FrameColor, FrameSize } from '../../../common/catalog';
import { orderMockups } from './mockup-order';

/** POST /api/compose-frame: the artwork placed in the chosen frame; mockup URLs, main view first. */
export async function composeFrame(body: { imageUrl: string; size: FrameSize; color: FrameColor }): Promise<string[]> {
  const answer = await api<{ urls?: unknown; url?: unknown }>('/api/compose-frame', { body });
  return orderMockups(answer ?? {});
}
