// subset-font ships no types; the one call scripts/subset-fonts.ts makes.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
      variationAxes?: Record<string, Axis>;
      preserveNameIds?: number[];
    },
  ): Promise<Buffer>;
}
