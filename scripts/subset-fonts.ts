/**
 * Makes the two web fonts the shop ships (src/assets/fonts/, committed): Inter and Fraunces from
 * their @fontsource-variable packages, cut to the characters an English shop shows (FONT_TEXT) and
 * to the weights it uses — Inter keeps its weight axis from 400 to 700, Fraunces (headings) is one
 * weight, 600. Both together are ~45 kB instead of ~85 kB: the home's first paint waits for less.
 * Run again after upgrading either package: `npx tsx scripts/subset-fonts.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Code points kept (the same list is each face's unicode-range in src/fonts.css). */
const RANGES: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: é, ×, ·, §, ©, £ ...
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // −
];
const FONT_TEXT = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const fonts = [
  {
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'inter-400-700.woff2',
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    from: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    to: 'fraunces-600.woff2',
    axes: { wght: 600 },
  },
];

const outDir = path.resolve('src/assets/fonts');
fs.mkdirSync(outDir, { recursive: true });
for (const font of fonts) {
  const source = fs.readFileSync(path.resolve('node_modules', font.from));
  const subset = await subsetFont(source, FONT_TEXT, { targetFormat: 'woff2', variationAxes: font.axes });
  fs.writeFileSync(path.join(outDir, font.to), subset);
  console.log(`${font.to}: ${source.length} -> ${subset.length} bytes`);
}
