import { FRAME_COLORS, FRAME_SIZES, type FrameColor, type FrameSize } from '../../../common/catalog';

/**
 * The frame a portrait was ordered in when it was generated (order page: size and colour), kept in this
 * browser by library id, so the frame wizard opens with them chosen (issue 34). The newest 50 are kept.
 */
const KEY = 'frame-choices_v1';
const KEEP = 50;

export type FrameChoice = { size: FrameSize; color: FrameColor | null };

const isSize = (v: unknown): v is FrameSize => (FRAME_SIZES as readonly unknown[]).includes(v);
const isColor = (v: unknown): v is FrameColor => (FRAME_COLORS as readonly unknown[]).includes(v);

function readAll(): Record<string, FrameChoice> {
  try {
    const all: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return all && typeof all === 'object' ? (all as Record<string, FrameChoice>) : {};
  } catch {
    return {};
  }
}

/** Remembers a framed choice for a library item; a digital download has no frame and is not remembered. */
export function rememberFrameChoice(libraryId: string, size: string, color: FrameColor | null): void {
  if (!libraryId || !isSize(size)) return;
  const all = readAll();
  delete all[libraryId];
  all[libraryId] = { size, color };
  const ids = Object.keys(all);
  for (const id of ids.slice(0, Math.max(0, ids.length - KEEP))) delete all[id];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the wizard then opens with the item's own size, or nothing chosen.
  }
}

/**
 * What the wizard opens with for a library item: the size and colour remembered in this browser, else the
 * print size the item was generated at (the server keeps it; the colour it does not), else nothing.
 */
export function frameChoiceFor(libraryId: string | undefined, itemSize?: string | null): FrameChoice | null {
  const kept = libraryId ? readAll()[libraryId] : undefined;
  if (kept && isSize(kept.size)) return { size: kept.size, color: isColor(kept.color) ? kept.color : null };
  return isSize(itemSize) ? { size: itemSize, color: null } : null;
}
