import type { ComposeFrameRequest } from '../../../../common/contracts/framing';
import { request } from '../../../lib/api-client';
import { orderMockups } from '../mockup-order';

/**
 * POST /api/compose-frame. The answer's `urls` end with the framed print; like the order page we
 * move the last first, so the framed print leads (docs/spec/shop.md §7). Colour omitted means black.
 */
export async function composeFramedMockups(body: ComposeFrameRequest, signal?: AbortSignal): Promise<string[]> {
  const answer = await request('POST /api/compose-frame', { body, signal });
  return orderMockups(answer ?? {});
}
