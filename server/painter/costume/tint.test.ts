import { describe, it, expect } from 'vitest';
import { hexRgb, rgbToHsv } from '../canvas/util.js';
import { tintSvg } from './tint.js';

const fills = (svg: string) => [...svg.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]!);
const hue = (hex: string) => rgbToHsv(...hexRgb(hex))[0];

describe("a piece in the customer's colour", () => {
  it('"green hat": a dark hat is green in its brim and its crown, its band stays dark (issue 34)', () => {
    // The fedora's brim, crown and band (hats.ts); before, only the brim (its first fill) turned green.
    const hat = '<ellipse fill="#2e2826"/><path fill="#3b3330"/><path fill="#151211"/>';
    const [brim, crown, band] = fills(tintSvg(hat, 'green'));
    expect(hue(brim!)).toBeGreaterThan(90);
    expect(hue(brim!)).toBeLessThan(150);
    expect(hue(crown!)).toBeGreaterThan(90);
    expect(hue(crown!)).toBeLessThan(150);
    expect(rgbToHsv(...hexRgb(crown!))[2]).toBeGreaterThan(rgbToHsv(...hexRgb(brim!))[2]);
    expect(band).toBe('#151211');
  });

  it("keeps the other colours of a coloured piece (a top hat's red band when the hat is blue)", () => {
    const top = '<ellipse fill="#151316"/><path fill="#151316"/><path fill="#b3202a"/>';
    const out = fills(tintSvg(top, 'blue'));
    expect(out[2]).toBe('#b3202a');
    expect(hue(out[0]!)).toBeGreaterThan(200);
  });
});
