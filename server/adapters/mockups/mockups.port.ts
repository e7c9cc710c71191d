/** Framed product mockups: the artwork in a frame of the chosen size and colour, in three views. */
export type MockupSize = 'small' | 'medium' | 'large';
export type MockupColor = 'black' | 'white' | 'red_oak';

export const MOCKUP_SIZES: readonly MockupSize[] = ['small', 'medium', 'large'];
export const MOCKUP_COLORS: readonly MockupColor[] = ['black', 'white', 'red_oak'];

export type ComposeFrameInput = { artwork: Buffer; size: MockupSize; color: MockupColor };

/** WebP images: the framed print, the print on a wall in a room, and a close-up of a corner. */
export type FramedViews = { framed: Buffer; wall: Buffer; closeUp: Buffer };
export const VIEW_NAMES = ['framed', 'wall', 'closeUp'] as const;

export type MockupsPort = {
  kind: 'local' | 'printful';
  composeFrame(input: ComposeFrameInput): Promise<FramedViews>;
};

/** The artwork could not be read as an image (the engine checks its transparency first). */
export class ArtworkUnreadableError extends Error {}

/** '8x10' and 'small' both name the small print (docs/spec/shop.md §9 size labels). */
export function parseMockupSize(value: string): MockupSize | null {
  const v = value.trim().toLowerCase();
  const bySize: Record<string, MockupSize> = {
    small: 'small',
    medium: 'medium',
    large: 'large',
    '8x10': 'small',
    '12x16': 'medium',
    '18x24': 'large',
  };
  return bySize[v] ?? null;
}

export function parseMockupColor(value: string): MockupColor | null {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (MOCKUP_COLORS as readonly string[]).includes(v) ? (v as MockupColor) : null;
}
