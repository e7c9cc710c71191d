import type { LibraryItem } from '../../../common/contracts/library';

export type LibraryFilter = 'all' | 'saved';

export const LIBRARY_FILTERS: { id: LibraryFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'saved', label: 'Saved' },
];

/** The items a filter shows, in the order given (the server sends newest first). */
export function filterLibrary(items: readonly LibraryItem[], filter: LibraryFilter): LibraryItem[] {
  return filter === 'saved' ? items.filter((i) => i.saved) : [...items];
}

/**
 * Paging for a grid that shows `initial` first and `pageSize` more on each request (the account
 * page: 3 first, +6). Without `initial` everything is shown.
 */
export type Paging = { initial?: number; pageSize?: number };

export function firstCount(paging: Paging): number {
  return paging.initial ?? Number.POSITIVE_INFINITY;
}

export function nextCount(current: number, paging: Paging): number {
  return current + (paging.pageSize ?? paging.initial ?? Number.POSITIVE_INFINITY);
}

/** The badge text for an unsaved item's remaining days (docs/spec/commerce.md §4, 'Expires in N days'). */
export function expiryLabel(days: number): string {
  if (days <= 0) return 'Expires today';
  return days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'May 4, 2026' — the card's created date. */
export function formatCreated(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
}

/** Frame uses the framed mockup when there is one, else the artwork itself (docs/spec/shop.md §2, My Library: prefer the mockup URL). */
export function frameSource(item: Pick<LibraryItem, 'imageUrl' | 'mockupUrl'>): string {
  return item.mockupUrl || item.imageUrl;
}

export function displayName(item: Pick<LibraryItem, 'name'>): string {
  return item.name.trim() || 'AI Artwork';
}
