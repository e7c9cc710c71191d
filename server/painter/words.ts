/**
 * How a prompt's words bind to what they qualify (docs/decisions/045-portraits-as-recipes.md): a
 * prompt is read in clauses ("a blue bow tie", "a sunny garden", "remove the hat"); a colour or a
 * size qualifies the piece it stands before in its clause ("red scarf and green hat"), or follows it
 * as "in blue"; a clause that starts with a removal ("remove", "no", "without") takes its pieces
 * away. Words that are neither a piece, a scene, a style, a qualifier nor filler are reported as not
 * understood, so the customer sees them before a token is spent.
 */
import type { RecipeElement } from '../../common/contracts/recipe.js';

export type Size = NonNullable<RecipeElement['size']>;
export type Span = { start: number; end: number };

/** The colours a piece can be drawn in. */
export const COLOURS: Record<string, string> = {
  red: '#c8102e',
  crimson: '#a50f2d',
  scarlet: '#d1201f',
  maroon: '#6e1423',
  burgundy: '#7a1030',
  pink: '#f06fa8',
  orange: '#f07a1a',
  yellow: '#f5c518',
  gold: '#d4a017',
  green: '#2e8b3e',
  lime: '#7ac142',
  teal: '#178a8a',
  turquoise: '#30c0c0',
  blue: '#1f5fbf',
  navy: '#1d2f6b',
  purple: '#7a3bb0',
  violet: '#8f5bd6',
  lilac: '#b79ce0',
  brown: '#7a4a24',
  tan: '#c8a272',
  black: '#1b1b1f',
  white: '#f6f4ef',
  grey: '#8a8d92',
  silver: '#c0c6cc',
  cream: '#f3e6c8',
};
const COLOUR_ALIASES: Record<string, string> = { golden: 'gold', gray: 'grey' };
const SHADES = ['light', 'dark', 'pale', 'bright', 'sky', 'navy'];

const SIZES: Record<string, Size> = {
  tiny: 'tiny',
  mini: 'tiny',
  miniature: 'tiny',
  little: 'small',
  small: 'small',
  big: 'big',
  large: 'big',
  oversized: 'big',
  huge: 'huge',
  enormous: 'huge',
  giant: 'huge',
};

/** The colour a name stands for ('light blue' is blue mixed with white), or undefined. */
export function colourHex(name: string): string | undefined {
  const [shade, base] = name.includes(' ') ? (name.split(' ') as [string, string]) : ['', name];
  const hex = COLOURS[base];
  if (!hex) return undefined;
  const mix = shade === 'light' || shade === 'pale' || shade === 'sky' ? 0.45 : shade === 'dark' ? -0.4 : 0;
  if (!mix) return hex;
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const m = c.map((v) => Math.round(mix > 0 ? v + (255 - v) * mix : v * (1 + mix)));
  return `#${m.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const WORD = /[a-z][a-z'-]*/g;
const CLAUSE_BREAK = /[,;.!?+&]|\b(?:and|with|then|but|plus|also)\b/g;
/** Words that start taking things away: "remove the hat", "no crown", "without the cape". */
const REMOVAL =
  /^\s*(?:please\s+)?(?:remove|removing|without|no|take off|take away|get rid of|lose|drop|delete|minus)\b/;
/** Removal verbs that take a list ("remove the hat and the scarf"); "no" and "a ..." do not carry on. */
const REMOVAL_LIST = /^\s*(?:please\s+)?(?:remove|removing|without|take off|take away|get rid of|delete|drop)\b/;

/** Words that carry no element of their own: articles, verbs of asking, the pet, the picture. */
const FILLER = new Set(
  (
    'a an the my our your his her its their this that these those it him them he she they me i you we ' +
    'pet pets dog dogs doggy cat cats puppy pup kitten kitty bunny rabbit hamster ferret guinea bird parrot ' +
    'animal boy girl friend ' +
    'add adds adding give put make made dress dressed dressing wear wears wearing wore have has had ' +
    'with and or in on at of to for as into onto over under from by near beside behind next front ' +
    'please also some too very really so just be is are was were like look looks looking should could ' +
    "would can let lets let's want need keep instead change replace swap switch turn new same more less " +
    'remove removing without no take off away get rid lose drop delete minus ' +
    'sunny cozy cosy nice beautiful pretty cute lovely fancy classic shiny sparkly sparkling glowing happy ' +
    'cool fun funny elegant majestic magical little bit one two both each all ' +
    'background backdrop scene setting place portrait picture painting image photo style version ' +
    'costume outfit clothes clothing piece accessory accessories hat head neck'
  ).split(' '),
);

/** The clause (by character span) that holds index. */
export function clauseAt(text: string, index: number): Span {
  let start = 0,
    end = text.length;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    if (m.index + m[0].length <= index) start = m.index + m[0].length;
    else if (m.index >= index) {
      end = m.index!;
      break;
    }
  }
  return { start, end };
}

/** Every clause of the text, each marked whether it takes things away. */
export function clauses(text: string): (Span & { removal: boolean })[] {
  const out: (Span & { removal: boolean })[] = [];
  let start = 0,
    carry = false;
  const push = (end: number) => {
    const body = text.slice(start, end);
    if (body.trim()) {
      const removal = REMOVAL.test(body) || (carry && !/\b(?:a|an|add|give|put|make|wear)\b/.test(body));
      carry = removal && (REMOVAL_LIST.test(body) || carry);
      out.push({ start, end, removal });
    }
  };
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    push(m.index);
    start = m.index + m[0].length;
  }
  push(text.length);
  return out;
}

export const inRemoval = (cls: ReturnType<typeof clauses>, index: number) =>
  cls.some((c) => c.removal && index >= c.start && index < c.end);

function colourWord(word: string, before?: string): string | undefined {
  const base = COLOURS[word] ? word : COLOUR_ALIASES[word];
  if (!base) return undefined;
  if (before === 'navy') return 'navy';
  return before && SHADES.includes(before) && before !== base ? `${before} ${base}` : base;
}

/**
 * The colour and size that qualify the element matched at [start, end): the nearest words before it
 * in its clause (stopping at another element), or "in <colour>" right after it.
 */
export function qualifiers(text: string, at: Span, taken: Span[]): { colour?: string; size?: Size } {
  const clause = clauseAt(text, at.start);
  const before = [...text.slice(clause.start, at.start).matchAll(WORD)].map((m) => ({
    word: m[0],
    index: clause.start + m.index,
  }));
  const out: { colour?: string; size?: Size } = {};
  for (let i = before.length - 1, n = 0; i >= 0 && n < 4; i--, n++) {
    const { word, index } = before[i]!;
    if (taken.some((s) => index >= s.start && index < s.end && !(s.start === at.start))) break;
    const colour = colourWord(word, before[i - 1]?.word);
    if (colour && !out.colour) out.colour = colour;
    if (SIZES[word] && !out.size) out.size = SIZES[word];
  }
  // "a hat in blue", "the tie to green", or a colour that ends the clause: "make the crown blue".
  const rest = text.slice(at.end, clause.end);
  const after =
    /^\s+(?:in|to|into)\s+(?:(light|dark|pale|bright|sky)\s+)?([a-z]+)\b/.exec(rest) ??
    /^\s+(?:(light|dark|pale|bright|sky)\s+)?([a-z]+)\s*(?:please)?\s*$/.exec(rest);
  if (after && !out.colour) out.colour = colourWord(after[2]!, after[1]);
  return out;
}

/** Spans of every colour and size word, so they are not reported as not understood. */
function qualifierSpans(text: string): Span[] {
  return [...text.matchAll(WORD)]
    .filter((m) => COLOURS[m[0]] || COLOUR_ALIASES[m[0]] || SIZES[m[0]] || SHADES.includes(m[0]))
    .map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * Runs of words no span covers and no filler explains, per clause: 'treasure map'. Words are kept
 * as the customer wrote them (the text is lower-cased, so the report is too).
 */
export function leftovers(text: string, covered: Span[]): string[] {
  const spans = [...covered, ...qualifierSpans(text)];
  const out: string[] = [];
  for (const c of clauses(text)) {
    let run: string[] = [];
    const flush = () => {
      if (run.length) out.push(run.join(' '));
      run = [];
    };
    for (const m of text.slice(c.start, c.end).matchAll(WORD)) {
      const i = c.start + m.index;
      const word = m[0].replace(/'s$/, '');
      const known = spans.some((s) => i < s.end && i + m[0].length > s.start) || FILLER.has(word);
      if (known || word.length < 2) flush();
      else run.push(m[0]);
    }
    flush();
  }
  return [...new Set(out)];
}

/** Every occurrence of re in text, as spans. */
export function spansOf(re: RegExp, text: string): Span[] {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  return [...text.matchAll(g)].filter((m) => m[0].length).map((m) => ({ start: m.index, end: m.index + m[0].length }));
}
