import type { LibraryItem } from '../../../common/contracts/library';

/** A library item for tests, newest-first ids by default. */
export function libraryItem(over: Partial<LibraryItem> = {}): LibraryItem {
  return {
    id: 'a',
    imageUrl: '/files/library/u/a.webp',
    mockupUrl: null,
    name: 'AI Artwork',
    saved: false,
    size: null,
    templateId: null,
    promptOriginal: null,
    promptRefined: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    expiresAt: '2026-01-31T10:00:00.000Z',
    ...over,
  };
}
