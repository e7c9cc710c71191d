/** The offline painter's styles. A helper session fills in the real recipes. */
export const STYLE_IDS = [
  'royal', 'space', 'watercolor', 'popart', 'lights', 'oil', 'superhero', 'starry', 'sepia', 'neon', 'ukiyoe', 'sketch', 'stainedglass', 'botanical',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export function styleForPrompt(prompt: string): StyleId {
  const p = prompt.toLowerCase();
  const rules: [RegExp, StyleId][] = [
    [/astronaut|space|galaxy|nebula|planet/, 'space'],
    [/royal|king|queen|renaissance|throne|regal/, 'royal'],
    [/watercolou?r/, 'watercolor'],
    [/pop.?art|warhol|halftone/, 'popart'],
    [/neon|cyberpunk/, 'neon'],
    [/marquee|lights|hollywood/, 'lights'],
    [/superhero|cape|comic/, 'superhero'],
    [/starry|van gogh|post-impressionis/, 'starry'],
    [/sepia|vintage|victorian|1890/, 'sepia'],
    [/ukiyo|woodblock|japanese/, 'ukiyoe'],
    [/sketch|pencil|graphite|drawing/, 'sketch'],
    [/stained.?glass|cathedral/, 'stainedglass'],
    [/flower|botanical|garden|floral|wreath/, 'botanical'],
  ];
  return rules.find(([re]) => re.test(p))?.[1] ?? 'oil';
}
