import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { getLibraryItemQueryOptions } from './api/get-library-item';

export type FrameSource =
  | { status: 'loading' }
  | { status: 'missing' }
  | {
      status: 'ready';
      /** The artwork itself (the library image when the id is one), what the frame is composed from. */
      imageUrl: string;
      /** What the caller handed over (the library passes the mockup when there is one). */
      originalUrl: string;
      name: string | null;
      /** The size the library item was generated at ('digital' or a frame size), when the id is one. */
      size: string | null;
      /** The id looked like a library item but could not be loaded. */
      libraryFailed: boolean;
    };

/** The image passed in navigation state ({ imageUrl }), if any. */
export function stateImageUrl(state: unknown): string | null {
  const url = (state as { imageUrl?: unknown } | null)?.imageUrl;
  return typeof url === 'string' && url.trim() ? url.trim() : null;
}

/**
 * Which artwork to frame: the library item named by the route id (its own image, not its mockup),
 * else the image in navigation state. 'missing' when there is neither.
 */
export function useFrameSource(id: string | undefined, fromState: string | null): FrameSource {
  const query = useQuery({
    ...getLibraryItemQueryOptions(id),
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
    staleTime: 60_000,
  });
  if (id && query.isPending) return { status: 'loading' };
  if (query.data)
    return {
      status: 'ready',
      imageUrl: query.data.imageUrl,
      originalUrl: fromState ?? query.data.imageUrl,
      name: query.data.name,
      size: query.data.size,
      libraryFailed: false,
    };
  if (fromState)
    return {
      status: 'ready',
      imageUrl: fromState,
      originalUrl: fromState,
      name: null,
      size: null,
      libraryFailed: Boolean(id),
    };
  return { status: 'missing' };
}
