/** 'You might also like' maths (docs/spec/shop.md §9): up to 8 templates, 4 / 3 / 2 visible at >= 1024 / >= 768 / below. */
export const CAROUSEL_MAX = 8;

export function visibleCount(width: number): number {
  if (width >= 1024) return 4;
  if (width >= 768) return 3;
  return 2;
}

/** Wraps any integer (also negative) into 0..n-1; 0 when the list is empty. */
export function wrapIndex(i: number, n: number): number {
  if (n <= 0) return 0;
  return ((i % n) + n) % n;
}

/** The items shown from `start`, wrapping around the end; never more than the list holds. */
export function carouselWindow<T>(items: readonly T[], start: number, count: number): T[] {
  const n = items.length;
  const shown = Math.min(Math.max(0, count), n);
  return Array.from({ length: shown }, (_, i) => items[wrapIndex(start + i, n)]!);
}

/** Up to 8 templates other than the current one (by id, and by name as the artwork page does). */
export function otherTemplates<T extends { id: string; name: string }>(
  all: readonly T[],
  current: { id?: string; name?: string } | null | undefined,
): T[] {
  return all.filter((t) => t.id !== current?.id && (!current?.name || t.name !== current.name)).slice(0, CAROUSEL_MAX);
}
