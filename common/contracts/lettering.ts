import { z } from 'zod';

/**
 * What the portraits can letter (issue 27, items 2 and 4; issue 34; docs/decisions/019-what-a-customer-reads.md,
 * 050-names-that-fit.md). The painter sets a pet's name in DejaVu faces; a character a face has no glyph for
 * prints as a missing-glyph box ('01F43E' for 🐾) or in another face. So a name is checked against the faces'
 * own character maps before a token is spent (as it is typed, and again by the API), and a name longer than
 * PET_NAME_MAX is refused, never cut.
 *
 * LETTERING_CHARSET holds the code points (hex ranges) that every face the names are set in has: the
 * intersection of `fc-query --format='%{charset}'` over DejaVuSerif, DejaVuSerif-Bold, DejaVuSerif-Italic,
 * DejaVuSerif-BoldItalic, DejaVuSans-Bold and DejaVuSans-BoldOblique (fonts-dejavu 2.37).
 */
const LETTERING_CHARSET = [
  '20-7e a0-2cd 2d0-2d3 2d6-2de 2e0-2e9 2ec 2ee 2f3 2f7 300-33f 343 34f 358 360-361 370-377 37a-37f ',
  '384-38a 38c 38e-3a1 3a3-3e1 3f0-45f 462-465 46a-46d 470-477 48c-48d 490-49b 49e-4a7 4aa-4b7 4ba-4bb ',
  '4c0-4c4 4c7-4c8 4cb-4cc 4cf-4f9 510-515 51a-51d 531-556 559-55f 561-587 589-58a e3f 10a0-10c5 ',
  '10d0-10fc 1d00-1d14 1d16-1d23 1d26-1d2e 1d30-1d5b 1d5d-1d6a 1d77-1d78 1d7b 1d7d 1d85 1d9b-1dbf ',
  '1dc4-1dc9 1e00-1efb 1f00-1f15 1f18-1f1d 1f20-1f45 1f48-1f4d 1f50-1f57 1f59 1f5b 1f5d 1f5f-1f7d ',
  '1f80-1fb4 1fb6-1fc4 1fc6-1fd3 1fd6-1fdb 1fdd-1fef 1ff2-1ff4 1ff6-1ffe 2000-2026 202a-203a 203c-203e ',
  '2042 2044-2049 204b-204f 2051-2053 2057 205f-2064 206a-2071 2074-208e 2090-209c 20a6 20ac 20af 20b1 ',
  '20b4-20b5 20b8-20ba 20bd 2103 2109 210e-210f 2116 2122 2126-2127 212a-212b 2132 2141-2144 214b 214e ',
  '2150-2185 2189 2190-2200 2202-2204 2206-2209 220b-220c 220f-2215 2217-2220 2223-222d 2238-223d ',
  '2242-2243 2248 2250-2255 2260-2261 2264-2265 2282-2287 228c-22af 22c4-22c5 2302 2308-230b 2310-2311 ',
  '2318-2319 2320-2321 2325 2328 237d 239b-23ae 23cf 2423 2500-2600 2638-263c 263f-2647 2660-2667 ',
  '2669-266f 27a1 27c5-27c6 27e0 27e8-27e9 27f0-28ff 2906-2907 290a-290b 2940-2941 29eb 2a0c-2a0e 2a2f ',
  '2a6a-2a6b 2b00-2b1a 2c60-2c61 2c63-2c64 2c67-2c73 2c75-2c77 2c79-2c7f 2d00-2d25 2e18 2e1f 2e22-2e25 ',
  '2e2e a644-a647 a650-a651 a654-a657 a698-a699 a708-a716 a71b-a71f a726-a72b a730-a741 a746-a747 ',
  'a74a-a74b a74e-a74f a780-a783 a78b-a78d a790-a791 a7aa a7f8-a7ff f400-f426 f428 fb00-fb06 fe00-fe0f ',
  'fff9-fffd ',
].join('');

/**
 * The most characters a name may have: every style sets this many whole, at a legible size (two lines at
 * worst; server/painter/lettering/lettering.test.ts proves it with the widest letters).
 */
export const PET_NAME_MAX = 40;

const RANGES: [number, number][] = LETTERING_CHARSET.trim()
  .split(/\s+/)
  .map((part) => {
    const [from, to = from] = part.split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });

const printable = (codePoint: number) => RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** The characters a reader sees (an emoji with its skin tone or joined family counts once). */
export const graphemes = (s: string) => [...segmenter.segment(s)].map((g) => g.segment);

/** The characters of `name` the lettering font cannot print, each once, in order (emoji, CJK, symbols...). */
export function unprintableCharacters(name: string): string[] {
  return [...new Set(graphemes(name).filter((g) => [...g].some((c) => !printable(c.codePointAt(0)!))))];
}

/** The customer's words for a name that cannot be printed as typed; null when it can. */
export function petNameProblem(name: string): string | null {
  const bad = unprintableCharacters(name);
  if (bad.length)
    return (
      `We can't print ${bad.join(' ')} in your pet's name (our lettering has no emoji or symbols ` +
      `like ${bad.length > 1 ? 'these' : 'this'}). Please use letters, numbers and punctuation.`
    );
  const count = graphemes(name).length;
  if (count > PET_NAME_MAX)
    return `Your pet's name is too long to print: at most ${PET_NAME_MAX} characters (this one has ${count}).`;
  return null;
}

/** The pet's name as the portrait letters it: trimmed, printable, at most PET_NAME_MAX characters. */
export const petNameSchema = z
  .string({ error: (iss) => (iss.input === undefined ? "Pet's name is required." : "Pet's name is not valid.") })
  .trim()
  .max(400, "Pet's name is too long.")
  .superRefine((name, ctx) => {
    const problem = petNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
