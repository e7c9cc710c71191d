/** The offline painter's styles. A helper session fills in the real recipes. */
export const STYLE_IDS = [
  'royal', 'space', 'watercolor', 'popart', 'lights', 'oil', 'superhero', 'starry', 'sepia', 'neon', 'ukiyoe', 'sketch', 'stainedglass', 'botanical',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];
