import { describe, expect, it } from 'vitest';
import { PET_NAME_MAX, graphemes } from '../../../common/contracts/lettering.js';
import { RECIPES, STYLE_IDS } from '../recipes.js';
import { mulberry32 } from '../canvas/util.js';
import { advanceEm } from './advances.js';
import { fitLines, legibleSize } from './fit.js';
import { letteringSvg, marquee } from './lettering.js';

const W = 1024,
  H = 1280;
/** Names at the field's maximum (issue 34): widest capitals, no space at all, Cyrillic (counted as the widest glyph). */
const HARDEST = [
  'Sir Maximilian Fluffington the Third',
  'Lady Penelope Whiskerbottom of Mewington',
  'W'.repeat(PET_NAME_MAX),
  'Supercalifragilisticexpialidociouspawsss',
  'Жжжжжжжжжж Шшшшшшшшшш Щщщщщщщщщщ Ююююююю',
  'Zoë-Ñandú Łucja Œuvre Ångström Þór Ðavíð',
];

const unescape = (s: string) =>
  s.replace(/&(lt|gt|amp|apos|quot);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e]!);

/** Every text the SVG draws: its size and its lines (tspans, or the text itself). */
function textsOf(svg: string): { size: number; lines: string[] }[] {
  return [...svg.matchAll(/<text\b[^>]*font-size="([\d.]+)"[^>]*>(.*?)<\/text>/g)].map(([, size, inner]) => ({
    size: Number(size),
    lines: inner!.includes('<tspan')
      ? [...inner!.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => unescape(m[1]!))
      : [unescape(inner!)],
  }));
}

/** The lines joined back as a prefix of the name: across a space, an added hyphen, or the name's own hyphen. */
function rejoin(lines: string[], name: string): string {
  const whole = name.toUpperCase();
  let out = lines[0]!.toUpperCase();
  for (const line of lines.slice(1).map((l) => l.toUpperCase()))
    out =
      [`${out} ${line}`, `${out.slice(0, -1)}${line}`, `${out}${line}`].find((t) => whole.startsWith(t)) ??
      `${out}|${line}`;
  return out;
}

describe('fitLines', () => {
  const spec = { face: 'sansBold' as const, width: 700, size: 60, min: 25 };

  it('sets a short name on one line at the style size', () => {
    const f = fitLines('BISCUIT', spec);
    expect(f).toMatchObject({ lines: ['BISCUIT'], size: 60 });
    expect(f.width).toBeCloseTo(advanceEm('BISCUIT', 'sansBold') * 60, 5);
  });

  it('goes smaller, then to two balanced lines broken at a space', () => {
    const f = fitLines('SIR MAXIMILIAN FLUFFINGTON THE THIRD', spec);
    expect(f.lines).toEqual(['SIR MAXIMILIAN', 'FLUFFINGTON THE THIRD']);
    expect(f.size).toBeGreaterThan(fitLines('SIR MAXIMILIAN FLUFFINGTON THE THIRD', { ...spec, maxLines: 1 }).size);
    expect(f.width).toBeLessThanOrEqual(700 + 1e-9);
  });

  it('breaks a name without a space inside it, with a hyphen, rather than set it too small', () => {
    const f = fitLines('W'.repeat(40), spec);
    expect(f.lines).toEqual([`${'W'.repeat(20)}-`, 'W'.repeat(20)]);
    expect(f.size).toBeGreaterThanOrEqual(25);
  });

  it('keeps within a height limit, and never drops a character', () => {
    const f = fitLines('A VERY LONG NAME INDEED FOR A SMALL DOG', { ...spec, height: 80 });
    expect(f.height).toBeLessThanOrEqual(80 + 1e-9);
    expect(f.lines.join(' ')).toBe('A VERY LONG NAME INDEED FOR A SMALL DOG');
  });
});

describe('every lettered style draws the whole name up to the field maximum (issue 34)', () => {
  const lettered = STYLE_IDS.filter((s) => RECIPES[s].lettering);
  it.each(lettered)('%s', (style) => {
    const recipe = RECIPES[style];
    for (const name of HARDEST) {
      expect(graphemes(name).length).toBeLessThanOrEqual(PET_NAME_MAX);
      const ctx = { W, H, recipe, rand: mulberry32(1), box: { x: 0, y: 0, w: W, h: H }, name };
      const svg = recipe.lettering === 'marquee' ? marquee(ctx) : letteringSvg(ctx)!;
      const texts = textsOf(svg.body);
      expect(texts.length, `${style}: ${name}`).toBeGreaterThan(0);
      for (const t of texts) {
        expect(t.lines.length, `${style}: ${name}`).toBeLessThanOrEqual(2);
        expect(rejoin(t.lines, name), `${style}: ${name}`).toBe(name.toUpperCase());
        expect(t.lines.join(''), `${style}: ${name}`).not.toContain('…');
        expect(t.size, `${style}: ${name}`).toBeGreaterThanOrEqual(legibleSize(W, H));
      }
      if (svg.region) {
        expect(svg.region.y, `${style}: ${name}`).toBeGreaterThanOrEqual(0);
        expect(svg.region.y + svg.region.h, `${style}: ${name}`).toBeLessThanOrEqual(H);
      }
    }
  });
});
